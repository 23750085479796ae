// The one check every rendered PR body and job summary passes, shared by the report tests and the
// end-to-end tests: rendered with a GFM renderer, the body says "Fixes #N" first, links the run,
// has no empty table header and no HTML but its own, shows quoted code with its spaces, and every
// count of edit attempts equals the attempt rows of the run report (and the action's outputs).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { RunReport, type EditAttempt } from '../../src/report/run-report.js';
import { VIEWER_FILE } from '../../src/report/viewer/page.js';
import { codeSpansOf, NBSP, renderGfm, type Rendered } from './gfm.js';

/** Tags a GFM renderer makes from Markdown, plus the <details>/<summary> the body writes itself. */
// prettier-ignore
const ALLOWED_TAGS = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'a', 'strong', 'em',
  'ul', 'ol', 'li', 'blockquote', 'br', 'hr', 'del', 'details', 'summary',
]);

export interface BodyExpectations {
  /** The issue the PR closes: "Fixes #N" must be the first line. Absent: no closing keyword at all. */
  issueNumber?: number;
  runUrl?: string;
  /** The action's outputs, when the body came from an action run. */
  outputs?: Record<string, string>;
  /** A job summary (longer caps) rather than a pull request body. */
  jobSummary?: boolean;
}

const fmt = (n: number): string => n.toLocaleString('en-US');
/** The Edit column as text: the edit's index, a whole-file write, or the tool a refused call named. */
const indexText = (a: EditAttempt): string =>
  a.index !== null ? String(a.index) : a.tool === 'write_file' ? 'whole file' : a.tool ? `– (${a.tool} call)` : '– (malformed call)';
const notWritten = (a: EditAttempt): boolean => a.outcome === 'refused' || a.outcome === 'held_back';
const ROW_OUTCOME: Record<EditAttempt['outcome'], string> = {
  accepted: 'accepted',
  aligned: 'accepted after alignment',
  refused: 'refused',
  held_back: 'held back',
};

/** Asserts the rendered body against the report it came from; returns the rendering for more checks. */
export function expectRenderedBody(md: string, report: RunReport, want: BodyExpectations = {}): Rendered {
  const r = renderGfm(md);
  if (want.issueNumber !== undefined) {
    // The first line, but for invisible HTML comments (agent-fix's section marker comes first).
    expect(md.split('\n').find((l) => !/^<!--.*-->$/.test(l.trim()))).toBe(`Fixes #${want.issueNumber}`);
    expect(md.indexOf(`Fixes #${want.issueNumber}`)).toBeLessThan(100);
    expect(r.firstBlock).toBe(`Fixes #${want.issueNumber}`);
  }
  // No closing keyword but ours: model text must not close issues.
  expect(r.text.match(/\b(close[sd]?|fix(e[sd])?|resolve[sd]?):?\s+#\d+/gi) ?? []).toEqual(
    want.issueNumber !== undefined ? [`Fixes #${want.issueNumber}`] : [],
  );
  expect([...r.tags].filter((t) => !ALLOWED_TAGS.has(t))).toEqual([]);
  for (const th of r.html.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)) expect((th[1] ?? '').trim(), 'empty table header').not.toBe('');

  if (want.runUrl !== undefined) {
    // Only http(s) URLs become links; anything else is shown as text, never as a link.
    if (/^https?:\/\//.test(want.runUrl)) expect(r.links).toContainEqual({ href: want.runUrl, text: 'workflow run' });
    else expect(r.text).toContain(want.runUrl);
  }
  expect(r.links.every((l) => /^https?:\/\//.test(l.href))).toBe(true);

  // The cost line on top: this run's tokens and both costs, as the report measured them.
  const t = report.totals;
  const tokens = `${fmt(t.modelCalls)} model call${t.modelCalls === 1 ? '' : 's'} · ${fmt(t.inputTokens)} in (${fmt(t.cachedInputTokens)} cached) · ${fmt(t.outputTokens)} out`;
  const costLine = /(?:Cost|This run): ([^\n]*)/.exec(r.text)?.[1] ?? '';
  expect(costLine).toContain(tokens);
  if (t.costBilledUsd !== null) expect(costLine).toMatch(/^\$[\d.,]+ billed · (<?)\$[\d.,]+ under perfect caching — /);
  if (t.costBilledUsd !== null && want.outputs?.['cost-usd']) {
    // The billed cost on top equals the cost-usd output, to the 4 (2 from $10) decimals shown.
    const cost = Number(want.outputs['cost-usd']);
    const shown = /^(<?)\$([\d.,]+) billed/.exec(costLine);
    if (shown?.[1] === '<') expect(cost).toBeLessThan(0.0001);
    else expect(Math.abs(Number(shown?.[2]?.replace(/,/g, '')) - cost)).toBeLessThanOrEqual(cost < 10 ? 0.00005 : 0.005);
  }

  const rows = report.attempts;
  const refused = rows.filter(notWritten);
  const accepted = rows.filter((a) => a.outcome === 'accepted' || a.outcome === 'aligned').length;
  const top = /Refused attempts: ([^\n]*)/.exec(r.text)?.[1];
  if (rows.length === 0) expect(top).toBe('none (no edit attempts)');
  else if (refused.length === 0) expect(top).toBe(`none of ${fmt(rows.length)}`);
  else expect(top).toMatch(new RegExp(`^${fmt(refused.length)} of ${fmt(rows.length)} \\(`));
  if (want.outputs) {
    expect(want.outputs['edits-refused']).toBe(String(refused.length));
    expect(want.outputs['edits-accepted']).toBe(String(accepted));
  }

  const listed = r.tableAfter(/^Refused attempts \(/);
  if (refused.length === 0) expect(listed).toBeUndefined();
  else {
    expect(r.titleMatching(/^Refused attempts \(/)).toBe(`Refused attempts (${fmt(refused.length)} of ${fmt(rows.length)})`);
    expect(listed?.head).toEqual(['Model call', 'Edit', 'File:line', 'Code', 'Reason']);
    const shown = listed!.rows.length;
    expect(shown).toBe(Math.min(refused.length, want.jobSummary ? 2000 : 30));
    refused.slice(0, shown).forEach((a, i) => {
      const [call, index, where, code, reason] = listed!.rows[i]!;
      expect([call, index, where]).toEqual([String(a.call), indexText(a), whereOf(a)]);
      expect(code).toBe(a.outcome === 'held_back' ? 'held back' : (a.code ?? 'refused'));
      // The reason the model was given, then what it was told to do next.
      const said = [a.reason, a.next ? `Next: ${a.next}` : undefined].filter(Boolean).join(' ');
      if (a.outcome === 'refused' && said && said.length <= 300) expectQuotedCode(listed!.codes[i]![4]!, said);
      if (a.outcome === 'refused' && said) expect(reason!.length).toBeGreaterThan(0);
    });
  }

  const log = r.tableAfter(/^Edit log \(/);
  if (rows.length === 0) expect(log).toBeUndefined();
  else {
    const tally = `${accepted} accepted${rows.some((a) => a.outcome === 'aligned') ? ` (${rows.filter((a) => a.outcome === 'aligned').length} after alignment)` : ''}`;
    const held = rows.filter((a) => a.outcome === 'held_back').length;
    const refusedOnly = rows.filter((a) => a.outcome === 'refused').length;
    expect(r.titleMatching(/^Edit log \(/)).toBe(
      `Edit log (${rows.length} attempt${rows.length === 1 ? '' : 's'}: ${tally}, ${refusedOnly} refused, ${held} held back)`,
    );
    expect(log?.head).toEqual(['Model call', 'Edit', 'File:line', 'Outcome', 'Code']);
    expect(log!.rows.map((row) => row.slice(0, 4))).toEqual(
      rows.slice(0, log!.rows.length).map((a) => [String(a.call), indexText(a), whereOf(a), ROW_OUTCOME[a.outcome]]),
    );
    expect(log!.rows.length).toBe(Math.min(rows.length, want.jobSummary ? 2000 : 100));
    // "Attempt" is defined once in each body.
    expect(r.text.split('An attempt is one edit within one edit-tool call').length - 1).toBe(1);
  }
  return r;
}

/**
 * For an action run: its job summary and, when it opened one, its pull request body, each rendered
 * and checked against the run report the action wrote (report-path) and the outputs it set.
 */
export function expectActionBodies(
  run: { outputs: Record<string, string>; summary: string },
  pr: { body?: string | null } | undefined,
  want: { issueNumber?: number; runUrl: string },
): { report: RunReport; body?: Rendered; summary: Rendered } {
  const path = run.outputs['report-path'];
  expect(path, 'the action wrote its report').toBeTruthy();
  const report = RunReport.parse(JSON.parse(readFileSync(path!, 'utf8')));
  const summary = expectRenderedBody(run.summary, report, { runUrl: want.runUrl, outputs: run.outputs, jobSummary: true });
  const body = pr ? expectRenderedBody(pr.body ?? '', report, { ...want, outputs: run.outputs }) : undefined;
  // The run viewer: written beside the report, from it (its JSON block holds the same report), and
  // the job summary and PR body say where to download it (viewer-artifact: agent-fix-run by default).
  const viewer = run.outputs['viewer-path'];
  expect(viewer, 'the action wrote its run viewer').toBe(join(dirname(path!), VIEWER_FILE));
  const html = readFileSync(viewer!, 'utf8');
  const block = /<script id="report-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(RunReport.parse(JSON.parse(block))).toEqual(report);
  for (const r of [summary, ...(body ? [body] : [])]) {
    // Only an http(s) run URL becomes a link (the e2e runs' URLs are file:// ones: shown as text).
    if (/^https?:\/\//.test(want.runUrl)) {
      expect(r.text).toContain("Run viewer: download agent-fix-run from the workflow run's artifacts");
      expect(r.links).toContainEqual({ href: `${want.runUrl}#artifacts`, text: "the workflow run's artifacts" });
    } else expect(r.text).toContain(`Run viewer: download agent-fix-run from ${want.runUrl}#artifacts`);
  }
  return { report, body, summary };
}

/** "path:line" as the rows show it (no-break spaces read as spaces). */
function whereOf(a: EditAttempt): string {
  return a.path ? (a.line === undefined ? a.path : `${a.path}:${a.line}`) : '–';
}

/**
 * Quoted code in a rendered reason equals, character for character, what CommonMark reads from the
 * reason the model was given, with each space a renderer could lose (leading, trailing, or one of
 * a run) rendered as a no-break space, so no viewer can collapse it. The one substitution: a
 * backslash right before a pipe shows as U+2216 (in a table GFM would read it as escaping the pipe).
 */
function expectQuotedCode(rendered: string[], reason: string): void {
  const oracle = codeSpansOf(reason).map((c) => c.replace(/\\(?=\|)/g, '\u2216'));
  expect(rendered.map((c) => c.replaceAll(NBSP, ' '))).toEqual(oracle);
  for (const c of rendered) expect(c, 'spaces a renderer could lose are no-break spaces').not.toMatch(/^ | $| {2}/);
}
