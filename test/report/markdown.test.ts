import { describe, expect, it } from 'vitest';
import { outputsOf } from '../../src/action/outputs.js';
import { quoted } from '../../src/edit/messages.js';
import {
  JOB_SUMMARY_LIMIT,
  NO_COST_CAP_WARNING,
  renderJobSummary,
  renderOneLineCost,
  renderPullRequestBody,
  runEntryOf,
  shardEntryOf,
  type RunEntry,
} from '../../src/report/markdown.js';
import type { EditAttempt, ReportStep, RunReport } from '../../src/report/run-report.js';
import { NBSP, renderGfm } from '../support/gfm.js';
import { expectRenderedBody } from '../support/rendered-body.js';
import { detailsBalanced, fenceStates, fencesClosed, htmlTags, tablesWellFormed } from './md-checks.js';
import { sampleReport } from './sample-report.js';

const RUN_URL = 'https://github.com/o/r/actions/runs/42';
const OUR_TAGS = new Set(['<details>', '</details>', '<summary>', '</summary>']);
const EVIL = 'x | y </details> <script>alert(1)</script> <img src=x onerror=alert(2)> @octocat fixes #12 `a|b` \\';

function hostileReport(callCount: number, summaryRepeat: number, fileCount = 50): RunReport {
  const steps: ReportStep[] = [];
  const attempts: EditAttempt[] = [];
  for (let i = 0; i < callCount; i += 1) {
    const call = i + 1;
    const usage = { inputTokens: 1000 + i, cachedInputTokens: 512, outputTokens: 40, reasoningTokens: 0 };
    steps.push({ n: 2 * i + 1, call, kind: 'model', outcome: 'ok', usage, durationMs: 900 });
    const outcome = i % 3 === 0 ? 'refused' : i % 3 === 1 ? 'accepted' : 'aligned';
    const message = `${EVIL}\nline two ${i}`;
    steps.push({
      n: 2 * i + 2,
      call,
      kind: 'tool',
      tool: 'edit|x',
      path: `src/a|b-${i}.ts`,
      outcome,
      code: 'stale_revision',
      message,
      durationMs: 1,
    });
    attempts.push({
      call,
      index: 0,
      path: `src/a|b-${i}.ts`,
      line: i + 1,
      outcome,
      ...(outcome === 'refused' ? { code: 'stale_revision', reason: message } : {}),
    });
  }
  return sampleReport({
    task: { source: 'issue', title: 'Title with | pipe and <b>bold</b> @someone', issueNumber: 7 },
    steps,
    attempts,
    summary: `${'Summary line with <details><summary>x</summary> and | pipes. '.repeat(summaryRepeat)}\n\n<script>bad()</script>\n\`\`\`ts\nconst open = "<never closed>";\n`,
    stopReason: { code: 'max_cost', detail: 'limit $1 | reached </details>' },
    files: Array.from({ length: fileCount }, (_, i) => ({
      path: `src/dir|${i}/<f>${'/deep'.repeat(i % 60)}.ts`,
      kind: 'update' as const,
      added: i,
      removed: 1,
    })),
  });
}

/** The demo's trajectory: edit 0 of model call 3 refused, quoting indented code; three edits of call 4 accepted. */
function demoLikeReport(over: Partial<RunReport> = {}): RunReport {
  const reason = `The quotes do not match line 14 of src/invoice.js, and no offset within the alignment window fits both. start_line 14 is ${quoted('  return `$${amount.toFixed(2)}`;')}. first_line ${quoted('  const discount = subtotal * discountPercent;')} is at line 9.`;
  const base = sampleReport();
  return sampleReport({
    attempts: [
      { call: 3, index: 0, path: 'src/invoice.js', line: 14, outcome: 'refused', code: 'boundary_mismatch', reason },
      { call: 4, index: 0, path: 'src/invoice.js', line: 7, outcome: 'accepted' },
      { call: 4, index: 1, path: 'src/invoice.js', line: 9, outcome: 'accepted' },
      { call: 4, index: 2, path: 'src/invoice.js', line: 16, outcome: 'accepted' },
    ],
    editMetrics: { ...base.editMetrics, attempted: 4, accepted: 3, aligned: 0 },
    ...over,
  });
}

describe('the pull request body, rendered', () => {
  it('reads in ten seconds: Fixes #N, outcome, files, both costs, refused count; then the refused attempts, visibly', () => {
    const md = renderPullRequestBody(demoLikeReport(), { runUrl: RUN_URL, issueNumber: 12 });
    const r = expectRenderedBody(md, demoLikeReport(), { issueNumber: 12, runUrl: RUN_URL });
    const top = r.text.slice(0, r.text.indexOf('Refused attempts (1 of 4)'));
    expect(top).toContain('Outcome: finished (done) — the model finished');
    expect(top).toContain('Files changed: 2 (+23 −2)');
    expect(top).toContain(
      'Cost: $0.0123 billed · $0.0101 under perfect caching — 3 model calls · 12,345 in (6,272 cached) · 678 out (200 reasoning) · cap $2.5000',
    );
    expect(top).toContain('Refused attempts: 1 of 4 (boundary_mismatch ×1)');
    // The refused attempt is outside any <details>.
    const refusedAt = r.html.indexOf('Refused attempts (1 of 4)');
    expect(r.html.slice(0, refusedAt)).not.toContain('<details>');
    const list = r.tableAfter(/^Refused attempts \(/)!;
    expect(list.rows[0]!.slice(0, 4)).toEqual(['3', '0', 'src/invoice.js:14', 'boundary_mismatch']);
    // Indentation of quoted code, as rendered characters that no viewer collapses.
    expect(list.codes[0]![4]).toEqual([
      `${NBSP}${NBSP}return \`$\${amount.toFixed(2)}\`;`,
      `${NBSP}${NBSP}const discount = subtotal * discountPercent;`,
    ]);
    const log = r.tableAfter(/^Edit log/)!;
    expect(log.rows.map((row) => row.slice(0, 4))).toEqual([
      ['3', '0', 'src/invoice.js:14', 'refused'],
      ['4', '0', 'src/invoice.js:7', 'accepted'],
      ['4', '1', 'src/invoice.js:9', 'accepted'],
      ['4', '2', 'src/invoice.js:16', 'accepted'],
    ]);
    expect(r.text).toContain('Attempts: 4 — 3 accepted, 1 refused, 0 held back');
  });

  it('keeps indentation and runs of spaces of any quoted code exactly, pipes and backticks included', () => {
    const codes = ['    if (a  &&  b) {', '\tx = 1;   // tab, then three spaces', '`tick`  ', ' | pipe |', 'a\\|b'];
    const attempts: EditAttempt[] = codes.map((c, i) => ({
      call: 2,
      index: i,
      path: 'src/x.ts',
      line: 10 + i,
      outcome: 'refused',
      code: 'boundary_mismatch',
      reason: `line ${10 + i} is ${quoted(c)}, not   what you quoted.`,
    }));
    const report = sampleReport({ attempts });
    const r = expectRenderedBody(renderPullRequestBody(report), report);
    const cells = r.tableAfter(/^Refused attempts/)!;
    expect(cells.codes.map((c) => c[4]![0]!.replaceAll(NBSP, ' '))).toEqual(codes.map((c) => (c === 'a\\|b' ? 'a\u2216|b' : c)));
    expect(cells.codes[0]![4]![0]).toBe(`${NBSP.repeat(4)}if (a${NBSP}${NBSP}&&${NBSP}${NBSP}b) {`);
    // Outside code, prose is one line with single spaces.
    expect(cells.rows[0]![4]).toMatch(/, not what you quoted\.$/);
  });

  it('counts held-back and malformed attempts once, the same in the body, the job summary and the outputs', () => {
    const attempts: EditAttempt[] = [
      { call: 2, index: null, outcome: 'refused', code: 'invalid_arguments', reason: 'edits must be an array.' },
      { call: 3, index: 0, path: 'a.ts', line: 4, outcome: 'accepted' },
      { call: 3, index: 1, path: 'a.ts', line: 9, outcome: 'refused', code: 'stale_revision', reason: 'a.ts changed; re-read it.' },
      { call: 3, index: 2, path: 'b.ts', line: 1, outcome: 'held_back' },
      { call: 5, index: 0, path: 'a.ts', line: 4, outcome: 'aligned' },
    ];
    const report = sampleReport({ attempts });
    const outputs = outputsOf({ report });
    expect([outputs['edits-refused'], outputs['edits-accepted']]).toEqual(['3', '2']);
    const pr = expectRenderedBody(renderPullRequestBody(report), report, { outputs });
    expectRenderedBody(renderJobSummary(report), report, { outputs, jobSummary: true });
    expect(pr.text).toContain('Refused attempts: 3 of 5 (invalid_arguments ×1, stale_revision ×1, 1 held back)');
    const list = pr.tableAfter(/^Refused attempts/)!;
    expect(list.rows.map((row) => row.slice(0, 4))).toEqual([
      ['2', '– (malformed call)', '–', 'invalid_arguments'],
      ['3', '1', 'a.ts:9', 'stale_revision'],
      ['3', '2', 'b.ts:1', 'held back'],
    ]);
    expect(list.rows[2]![4]).toBe('Not written: edit 1 of this call was refused.');
    expect(pr.text).toContain('Attempts: 5 — 2 accepted (1 after alignment), 2 refused, 1 held back');
  });

  it('says "not priced" and how to set prices when pricing is unknown', () => {
    const base = sampleReport();
    const r = sampleReport({
      settings: { ...base.settings, model: 'my-model', pricingSource: 'unknown' },
      totals: { ...base.totals, costBilledUsd: null, costPerfectCachingUsd: null },
    });
    const rendered = expectRenderedBody(renderPullRequestBody(r), r);
    expect(rendered.text).toContain('Cost: not priced — 3 model calls');
    expect(rendered.text).toContain('Cost as billed: not priced');
    expect(rendered.text).toContain('no price is known for model my-model');
    expect(renderOneLineCost(r)).toBe('3 model calls · 12,345 in (6,272 cached) · 678 out (200 reasoning) · not priced');
  });

  it('a run without a cost cap says so on top, once, even when the report also warns', () => {
    const base = sampleReport();
    const settings = { ...base.settings, limits: { ...base.settings.limits, maxCostUsd: null } };
    for (const warnings of [[], [NO_COST_CAP_WARNING], ['Checks ran without the sandbox.', NO_COST_CAP_WARNING]]) {
      const report = sampleReport({ settings, warnings });
      const r = expectRenderedBody(renderPullRequestBody(report, { issueNumber: 12 }), report, { issueNumber: 12 });
      expect(r.text.split(NO_COST_CAP_WARNING).length - 1).toBe(1);
      // Above the outcome: the second block, right after the heading.
      expect(r.html.indexOf(NO_COST_CAP_WARNING)).toBeLessThan(r.html.indexOf('Outcome:'));
      expect(r.html).toContain(`<strong>${NO_COST_CAP_WARNING}</strong>`);
      expect(r.text).toContain('· no cost cap');
    }
  });

  it('escapes model-controlled text: no HTML, no broken tables, no open fences, no pings, no closing keywords', () => {
    const report = hostileReport(5, 2);
    const md = renderPullRequestBody(report, { runUrl: RUN_URL, issueNumber: 7 });
    const tags = htmlTags(md);
    expect(tags.filter((t) => !OUR_TAGS.has(t))).toEqual([]);
    expect(detailsBalanced(md)).toBe(true);
    expect(tablesWellFormed(md)).toBe(true);
    expect(fencesClosed(md)).toBe(true);
    // The model's unclosed fence must not swallow the sections that follow it.
    expect(fenceStates(md).find((s) => s.line === '### Changed files')?.inFence).toBe(false);
    expect(md).not.toMatch(/@octocat|@someone/);
    const r = expectRenderedBody(md, report, { issueNumber: 7, runUrl: RUN_URL });
    expect(r.text).toContain('x | y </details> <script>alert(1)</script>');
  });

  it('truncates huge reports below 65536 characters, keeping Fixes #N first and the top and refusals whole', () => {
    const report = hostileReport(4000, 3000, 5000);
    // The caps keep even this report under the limit; a thousand runs on one PR do not fit.
    expect(renderPullRequestBody(report, { runUrl: RUN_URL, issueNumber: 7 })).not.toMatch(/Truncated:/);
    const runs = Array.from({ length: 1000 }, () => runEntryOf(report, { trigger: `/agent fix ${EVIL}`, url: RUN_URL }));
    const md = renderPullRequestBody(report, { runUrl: RUN_URL, issueNumber: 7, runs });
    expect(md.length).toBeLessThanOrEqual(65536);
    expect(md).toMatch(/Truncated:.*65,536 characters/);
    expect(md.split('\n')[0]).toBe('Fixes #7');
    expect(detailsBalanced(md)).toBe(true);
    expect(tablesWellFormed(md)).toBe(true);
    expect(fencesClosed(md)).toBe(true);
    expect(htmlTags(md).filter((t) => !OUR_TAGS.has(t))).toEqual([]);
    const r = renderGfm(md);
    expect(r.firstBlock).toBe('Fixes #7');
    expect(r.text).toContain('Refused attempts: 1,334 of 4,000 (stale_revision ×1,334)');
    expect(r.tableAfter(/^Refused attempts \(1,334 of 4,000\)/)?.rows).toHaveLength(30);
    expect(r.text).toContain('…and 1,304 more (see the job summary).');
    expect(r.text).toContain('Changed files');
  });

  it('the changed-files table shows a type or mode change the commit made, and nothing when there is none', () => {
    const files = [
      { path: 'link.md', kind: 'create' as const, added: 1, removed: 0, mode: 'symlink → file' },
      { path: 'src/a.js', kind: 'update' as const, added: 2, removed: 1 },
    ];
    const r = renderGfm(renderPullRequestBody(sampleReport({ files })));
    expect(r.tableAfter(/^Changed files/)?.rows.slice(0, 2)).toEqual([
      ['link.md', 'create (symlink → file)', '+1', '−0'],
      ['src/a.js', 'update', '+2', '−1'],
    ]);
  });

  it('caps the edit log and points to the job summary', () => {
    const r = renderGfm(renderPullRequestBody(hostileReport(300, 1)));
    expect(r.titleMatching(/^Edit log/)).toBe('Edit log (300 attempts: 200 accepted (100 after alignment), 100 refused, 0 held back)');
    expect(r.tableAfter(/^Edit log/)?.rows).toHaveLength(100);
    expect(r.text).toContain('…and 200 more attempts (see the job summary).');
  });

  it('has no Fixes line without an issue, and only http(s) run links become links', () => {
    const md = renderPullRequestBody(sampleReport(), { runUrl: 'file:///tmp/git/o/r/actions/runs/1' });
    const r = expectRenderedBody(md, sampleReport(), { runUrl: 'file:///tmp/git/o/r/actions/runs/1' });
    expect(md.startsWith('## agent-fix')).toBe(true);
    expect(r.links).toEqual([]);
    expect(renderPullRequestBody(sampleReport(), { issueNumber: 1.5 }).startsWith('## agent-fix')).toBe(true);
  });
});

describe('slots later work fills', () => {
  const other = (over: Partial<RunReport['totals']>, steps?: ReportStep[]): RunReport => {
    const base = sampleReport();
    return sampleReport({ totals: { ...base.totals, ...over }, ...(steps ? { steps } : {}) });
  };

  it('Runs: one row per run, the PR total on top, and a flag when the total leaves runs out', () => {
    const noUsage: ReportStep[] = [
      {
        n: 1,
        call: 1,
        kind: 'model',
        outcome: 'ok',
        usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0 },
        durationMs: 5,
      },
    ];
    const runs: RunEntry[] = [
      runEntryOf(other({ costBilledUsd: 0.5, costPerfectCachingUsd: 0.25 }), {
        trigger: '/agent fix',
        url: 'https://github.com/o/r/actions/runs/1',
      }),
      runEntryOf(other({ costBilledUsd: 0.125, costPerfectCachingUsd: 0.0625 }, noUsage), { trigger: 'review comment' }),
      { trigger: 'review comment', outcome: 'failed' },
      runEntryOf(sampleReport(), { trigger: '/agent fix', url: RUN_URL }),
    ];
    const report = sampleReport();
    const r = expectRenderedBody(renderPullRequestBody(report, { runUrl: RUN_URL, runs, issueNumber: 12 }), report, {
      issueNumber: 12,
      runUrl: RUN_URL,
    });
    // 0.5 + 0.0123 billed, 0.25 + 0.0101 perfect caching: the runs it can vouch for.
    expect(r.text).toContain(
      'Cost of this pull request (4 runs): $0.5123 billed · $0.2601 under perfect caching ⚠️ covers 2 of 4 runs (see Runs)',
    );
    expect(r.text).toContain('This run: $0.0123 billed · $0.0101 under perfect caching');
    const t = r.tableAfter(/^Runs$/)!;
    expect(t.head).toEqual(['Run', 'Trigger', 'Link', 'Outcome', 'Tokens in / cached / out', 'Billed', 'Perfect caching']);
    expect(t.rows.slice(0, 4).map((row) => row.slice(0, 4))).toEqual([
      ['1', '/agent fix', 'run', 'done'],
      ['2', 'review comment', '–', 'done'],
      ['3', 'review comment', '–', 'failed'],
      ['4', '/agent fix', 'run', 'done'],
    ]);
    expect(t.rows[1]!.slice(4)).toEqual(['12,345 / 6,272 / 678 ⚠️', '$0.1250 ⚠️', '$0.0625 ⚠️']);
    expect(t.rows[2]!.slice(4)).toEqual(['no report', '–', '–']);
    expect(t.rows[4]).toEqual(['Total (2 of 4 runs) ⚠️', '', '', '', '24,690 / 12,544 / 1,356', '$0.5123', '$0.2601']);
    expect(r.text).toContain('The total covers only the 2 of 4 runs whose figures are complete');
    expect(r.links.map((l) => l.href)).toEqual([RUN_URL, 'https://github.com/o/r/actions/runs/1', RUN_URL]);
  });

  it('Runs: when every run is complete the total is plain; with one run the cost on top is the run', () => {
    const runs = [runEntryOf(sampleReport(), { trigger: 'a' }), runEntryOf(sampleReport(), { trigger: 'b' })];
    const r = renderGfm(renderPullRequestBody(sampleReport(), { runs }));
    expect(r.text).toContain('Cost of this pull request (2 runs): $0.0246 billed · $0.0202 under perfect caching\n');
    expect(r.tableAfter(/^Runs$/)!.rows[2]![0]).toBe('Total');
    expect(r.text).not.toContain('covers only');
    const one = renderGfm(renderPullRequestBody(sampleReport(), { runs: runs.slice(0, 1) }));
    expect(one.text).toContain('Cost: $0.0123 billed');
    expect(one.text).not.toContain('Cost of this pull request');
  });

  it('Shards: index, outcome, files, refusals, tokens, both costs and a total', () => {
    const unpriced = other({ costBilledUsd: null, costPerfectCachingUsd: null });
    const shards = [shardEntryOf(demoLikeReport(), 1), shardEntryOf(sampleReport(), 2), shardEntryOf(unpriced, 3)];
    const report = sampleReport();
    const r = expectRenderedBody(renderPullRequestBody(report, { shards }), report);
    const t = r.tableAfter(/^Shards$/)!;
    expect(t.head).toEqual(['Shard', 'Outcome', 'Files', 'Refused', 'Tokens in / cached / out', 'Billed', 'Perfect caching']);
    expect(t.rows[0]).toEqual(['1', 'done', '2', '1', '12,345 / 6,272 / 678', '$0.0123', '$0.0101']);
    expect(t.rows[2]).toEqual(['3', 'done', '2', '1', '12,345 / 6,272 / 678 ⚠️', 'not priced ⚠️', 'not priced ⚠️']);
    expect(t.rows[3]).toEqual(['Total (2 of 3 shards) ⚠️', '', '6', '3', '24,690 / 12,544 / 1,356', '$0.0246', '$0.0202']);
    expect(r.text).toContain('The total covers only the 2 of 3 shards');
  });

  it('instruction files used and the edit interface with why it was chosen', () => {
    const base = sampleReport();
    const report = sampleReport({
      settings: { ...base.settings, editInterface: 'search_replace', interfaceReason: 'measured best for this model on the eval kit' },
      instructions: [
        { path: 'AGENTS.md', bytes: 2048, truncated: false },
        { path: 'docs/  CONTRIBUTING.md', bytes: 70_000, truncated: true },
      ],
    });
    const r = expectRenderedBody(renderPullRequestBody(report), report);
    expect(r.text).toContain('Edit interface: search_replace — measured best for this model on the eval kit');
    expect(r.text).toContain(`Instruction files: AGENTS.md (2,048 bytes), docs/${NBSP}${NBSP}CONTRIBUTING.md (70,000 bytes, truncated)`);
    const none = renderGfm(renderPullRequestBody(sampleReport({ instructions: [] })));
    expect(none.text).toContain('Instruction files: none found');
    expect(renderGfm(renderPullRequestBody(sampleReport())).text).not.toContain('Instruction files');
  });
});

describe('headings', () => {
  it('accepts plain text or a full heading line', () => {
    expect(renderPullRequestBody(sampleReport()).split('\n')[0]).toBe('## agent-fix');
    expect(renderPullRequestBody(sampleReport(), { heading: 'Run report (demo)' }).split('\n')[0]).toBe('## Run report (demo)');
    expect(renderPullRequestBody(sampleReport(), { heading: '### Fix <b>' }).split('\n')[0]).toBe('### Fix &lt;b&gt;');
    expect(renderPullRequestBody(sampleReport(), { issueNumber: 3 }).split('\n').slice(0, 3)).toEqual(['Fixes #3', '', '## agent-fix']);
  });
});

describe('renderJobSummary', () => {
  it('has the same content plus every step, numbered by model call', () => {
    const pr = renderPullRequestBody(sampleReport());
    const job = renderJobSummary(sampleReport(), { runUrl: RUN_URL });
    const r = expectRenderedBody(job, sampleReport(), { runUrl: RUN_URL, jobSummary: true });
    expect(r.titleMatching(/^All steps/)).toBe('All steps (6, by model call)');
    const steps = r.tableAfter(/^All steps/)!;
    expect(steps.head).toEqual(['Model call', 'Step', 'Outcome', 'Tokens', 'Time', 'Detail']);
    expect(steps.rows.map((row) => row.slice(0, 3))).toEqual([
      ['1', 'model', 'ok'],
      ['1', 'read_file', 'ok'],
      ['2', 'model', 'ok'],
      ['2', 'edit', 'refused'],
      ['3', 'model', 'ok'],
      ['3', 'edit', 'aligned'],
    ]);
    expect(steps.rows[0]![3]).toBe('2,345 in / 0 cached / 120 out');
    expect(job.length).toBeGreaterThan(pr.length);
    expect(job).not.toMatch(/^Fixes #/);
  });

  it('stays within its own limit on huge reports', () => {
    const job = renderJobSummary(hostileReport(4000, 3000, 5000));
    expect(job.length).toBeLessThanOrEqual(JOB_SUMMARY_LIMIT);
    expect(detailsBalanced(job)).toBe(true);
    expect(tablesWellFormed(job)).toBe(true);
  });
});

describe('renderOneLineCost', () => {
  it('formats calls, tokens and both costs', () => {
    expect(renderOneLineCost(sampleReport())).toBe(
      '3 model calls · 12,345 in (6,272 cached) · 678 out (200 reasoning) · $0.0123 (perfect caching $0.0101)',
    );
    const one = sampleReport();
    one.totals = { ...one.totals, modelCalls: 1, reasoningTokens: 0, costBilledUsd: 12.3456, costPerfectCachingUsd: 0.00001 };
    expect(renderOneLineCost(one)).toBe('1 model call · 12,345 in (6,272 cached) · 678 out · $12.35 (perfect caching <$0.0001)');
  });
});

describe('the PR body keeps its figures when the summary is huge', () => {
  it('escaping cannot push the top figures or the refused attempts out of the body', () => {
    const report = { ...demoLikeReport(), summary: '<'.repeat(16_000) };
    const md = renderPullRequestBody(report, { issueNumber: 12 });
    expect(md.length).toBeLessThanOrEqual(65_536);
    expectRenderedBody(md, report, { issueNumber: 12 });
  });
});

describe('the run viewer line', () => {
  it('says where to download the page, links the run artifacts, and is absent when the workflow does not upload it', () => {
    const runUrl = 'https://github.com/o/r/actions/runs/7';
    const body = renderPullRequestBody(sampleReport(), { runUrl, viewerArtifact: 'agent-fix-run' });
    expect(body).toContain(
      "**Run viewer:** download `agent-fix-run` from [the workflow run's artifacts](https://github.com/o/r/actions/runs/7#artifacts)",
    );
    expect(renderJobSummary(sampleReport(), { runUrl, viewerArtifact: 'agent-fix-run' })).toContain('**Run viewer:**');
    expect(renderPullRequestBody(sampleReport(), { runUrl, viewerArtifact: '' })).not.toContain('Run viewer');
    expect(renderPullRequestBody(sampleReport(), { runUrl })).not.toContain('Run viewer');
    // A name with backticks or HTML stays one code span.
    expect(renderPullRequestBody(sampleReport(), { viewerArtifact: 'a`<b>' })).toContain(
      "download ``a`<b>`` from the workflow run's artifacts",
    );
  });
});
