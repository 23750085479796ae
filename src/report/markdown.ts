// Renders a run report as Markdown: the PR body core, the job summary and a one-line cost.
// Everything the model or an issue author wrote goes through escape.ts.
import { codeSpan, escapeCell, escapeCellWithCode, escapeHtml, escapeInline, sanitizeMarkdownBlock } from './escape.js';
import { fitGitHubBody, GITHUB_BODY_LIMIT } from './fit-body.js';
import { formatDuration, formatInt, formatPercent, formatUsd } from './format.js';
import type { ReportStep, RunReport } from './run-report.js';

export interface RenderOptions {
  /** Link to the Actions run (full log, artifacts). */
  runUrl?: string;
  /** Heading text (or a full "### ..." line); default "agent-fix" as a level-2 heading. */
  heading?: string;
}

interface Caps {
  summaryChars: number;
  fileRows: number;
  editRows: number;
  stepRows: number;
  allSteps: boolean;
}

// PR caps keep summary + files + figures under the body limit (16k + 200 rows of <= ~200 chars),
// so a truncation only ever cuts the edit log or settings.
const PR_CAPS: Caps = { summaryChars: 16_000, fileRows: 200, editRows: 100, stepRows: 0, allSteps: false };
const JOB_CAPS: Caps = { summaryChars: 100_000, fileRows: 3000, editRows: 2000, stepRows: 2000, allSteps: true };
/** Job summaries are limited to 1 MiB per step; 340k UTF-16 units stay below it even at 3 bytes each. */
export const JOB_SUMMARY_LIMIT = 340_000;

const STOP_TEXT: Record<RunReport['stopReason']['code'], string> = {
  done: 'finished',
  max_model_calls: 'stopped at the model-call limit',
  max_tool_calls: 'stopped at the tool-call limit',
  max_output_tokens: 'stopped at the output-token limit',
  max_cost: 'stopped at the cost limit',
  timeout: 'stopped at the time limit',
  model_error: 'stopped by a model API error',
  cancelled: 'cancelled',
  internal_error: 'stopped by an internal error',
};

/** The PR body core; fitted to GitHub's body limit. */
export function renderRunMarkdown(report: RunReport, opts: RenderOptions = {}): string {
  return fitGitHubBody(render(report, opts, PR_CAPS), GITHUB_BODY_LIMIT, { note: noteFor(opts, 'the job summary and artifacts') });
}

/** Same content with longer sections and every step, for $GITHUB_STEP_SUMMARY. */
export function renderJobSummary(report: RunReport, opts: RenderOptions = {}): string {
  return fitGitHubBody(render(report, opts, JOB_CAPS), JOB_SUMMARY_LIMIT, { note: noteFor(opts, 'the report artifact') });
}

/** e.g. "3 model calls · 12,345 in (10,000 cached) · 678 out · $0.0123 (perfect caching $0.0101)" */
export function renderOneLineCost(report: RunReport): string {
  const t = report.totals;
  const calls = `${formatInt(t.modelCalls)} model call${t.modelCalls === 1 ? '' : 's'}`;
  const out = `${formatInt(t.outputTokens)} out${t.reasoningTokens > 0 ? ` (${formatInt(t.reasoningTokens)} reasoning)` : ''}`;
  const cost =
    t.costBilledUsd === null ? 'not priced' : `${formatUsd(t.costBilledUsd)} (perfect caching ${formatUsd(t.costPerfectCachingUsd)})`;
  return `${calls} · ${formatInt(t.inputTokens)} in (${formatInt(t.cachedInputTokens)} cached) · ${out} · ${cost}`;
}

function noteFor(opts: RenderOptions, where: string): string {
  return opts.runUrl ? `the full report is in ${where} of ${opts.runUrl}` : `the full report is in ${where} of the workflow run`;
}

function render(report: RunReport, opts: RenderOptions, caps: Caps): string {
  const parts = [
    header(report, opts),
    section('Summary', report.summary.trim() ? cappedBlock(report.summary, caps.summaryChars) : '_The model gave no summary._'),
    section('Changed files', filesTable(report, caps.fileRows)),
    section('Tokens and cost', costTable(report)),
    section('Edit metrics', metricsTable(report)),
    editLog(report, caps.editRows),
    caps.allSteps ? stepsLog(report, caps.stepRows) : '',
    settings(report),
  ];
  return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}

function header(report: RunReport, opts: RenderOptions): string {
  // A heading given with its own '#' marks is kept; plain text becomes a level-2 heading.
  const heading = opts.heading ?? 'agent-fix';
  const lines = [/^#{1,6} /.test(heading) ? escapeHtml(heading) : `## ${escapeInline(heading, 200)}`];
  const task = report.task;
  const issue = task.issueNumber !== undefined ? ` (issue #${task.issueNumber})` : '';
  lines.push('', `**Task:** ${escapeInline(task.title, 200)}${issue}  `);
  const stop = `**Outcome:** ${STOP_TEXT[report.stopReason.code]} (${codeSpan(report.stopReason.code)})`;
  const detail = report.stopReason.detail.trim() ? ` — ${escapeInline(report.stopReason.detail, 300)}` : '';
  lines.push(`${stop}${detail}  `);
  lines.push(`**Cost:** ${escapeHtml(renderOneLineCost(report))}${opts.runUrl ? `  \n**Run:** ${link('workflow run', opts.runUrl)}` : ''}`);
  for (const w of report.warnings ?? []) lines.push('', `> ⚠️ ${escapeInline(w, 300)}`);
  return lines.join('\n');
}

function section(title: string, body: string): string {
  return `### ${title}\n\n${body}`;
}

function filesTable(report: RunReport, maxRows: number): string {
  if (report.files.length === 0) return 'No files changed.';
  const rows = report.files
    .slice(0, maxRows)
    .map((f) => `| ${codeSpan(f.path, true, 150)} | ${f.kind} | +${formatInt(f.added)} | −${formatInt(f.removed)} |`);
  if (report.files.length > maxRows) rows.push(`| …and ${formatInt(report.files.length - maxRows)} more | | | |`);
  const added = report.files.reduce((s, f) => s + f.added, 0);
  const removed = report.files.reduce((s, f) => s + f.removed, 0);
  return [
    '| File | Change | Added | Removed |',
    '|---|---|--:|--:|',
    ...rows,
    `| **${report.files.length} file${report.files.length === 1 ? '' : 's'}** | | **+${formatInt(added)}** | **−${formatInt(removed)}** |`,
  ].join('\n');
}

function costTable(report: RunReport): string {
  const t = report.totals;
  const rows: [string, string][] = [
    ['Model calls', formatInt(t.modelCalls)],
    ['Tool calls', formatInt(t.toolCalls)],
    ['Input tokens', formatInt(t.inputTokens)],
    ['Cached input tokens (as billed)', `${formatInt(t.cachedInputTokens)} (${formatPercent(t.cachedInputTokens, t.inputTokens)})`],
    ['Output tokens', formatInt(t.outputTokens)],
    ['Reasoning tokens (part of output)', formatInt(t.reasoningTokens)],
    ['Cost as billed', formatUsd(t.costBilledUsd)],
    ['Cost under perfect prefix caching', formatUsd(t.costPerfectCachingUsd)],
    ['Duration', formatDuration(t.durationMs)],
  ];
  const table = ['| | |', '|---|--:|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
  return `${table}\n\n${pricingNote(report)}`;
}

function pricingNote(report: RunReport): string {
  const model = codeSpan(report.settings.model);
  if (report.totals.costBilledUsd === null || report.settings.pricingSource === 'unknown') {
    return `**Not priced:** no price is known for model ${model}. Set the ${codeSpan('pricing')} input to USD per million tokens, e.g. ${codeSpan('{"inputPerMTok":1.25,"cachedInputPerMTok":0.125,"outputPerMTok":10}')}.`;
  }
  const source =
    report.settings.pricingSource === 'user'
      ? 'prices from the `pricing` input'
      : 'built-in list prices (check them; override with the `pricing` input)';
  return `Model ${model}, ${source}. Perfect prefix caching charges each call the full input price only for the input appended since the previous call and the cached price for the re-read prefix.`;
}

function metricsTable(report: RunReport): string {
  const m = report.editMetrics;
  const first = m.firstTargetedEditAccepted === null ? '–' : m.firstTargetedEditAccepted ? 'yes' : 'no';
  const refused = Object.entries(m.refusedByCode)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  const refusedText = refused.length === 0 ? '0' : refused.map(([code, n]) => `${escapeCell(code, 60)} ×${formatInt(n)}`).join(', ');
  const rows: [string, string][] = [
    ['First targeted edit accepted', first],
    ['Edits attempted', formatInt(m.attempted)],
    ['Accepted', formatInt(m.accepted)],
    ['Accepted after alignment', formatInt(m.aligned)],
    [
      'Repaired: outside change / quote indentation / re-indented',
      `${formatInt(m.outsideChangesCarried)} / ${formatInt(m.quoteWhitespaceAccepted)} / ${formatInt(m.reindented)}`,
    ],
    ['Refused', formatInt(m.attempted - m.accepted)],
    ['Refusal reasons', refusedText],
    ['Broken writes caught', formatInt(m.brokenWritesCaught)],
    ['Lines copied by reference', formatInt(m.refLinesCopied)],
    ['Whole-file writes', formatInt(m.wholeFileWrites)],
    ['Re-reads', formatInt(m.rereads)],
  ];
  return ['| | |', '|---|--:|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}

const EDIT_OUTCOMES = new Set<ReportStep['outcome']>(['accepted', 'aligned', 'refused']);

function editLog(report: RunReport, maxRows: number): string {
  const edits = report.steps.filter((s) => s.kind === 'tool' && EDIT_OUTCOMES.has(s.outcome));
  if (edits.length === 0) return '';
  const shown = edits.slice(0, maxRows);
  const rows = shown.map(
    (s) =>
      `| ${s.n} | ${codeSpan(s.tool ?? '?', true, 60)} | ${s.path ? codeSpan(s.path, true, 120) : ''} | ${s.outcome} | ${s.code ? codeSpan(s.code, true, 60) : ''} | ${s.message ? escapeCellWithCode(s.message, 300) : ''} |`,
  );
  const more =
    edits.length > shown.length ? `\n\n…and ${formatInt(edits.length - shown.length)} more edit attempts (see the job summary).` : '';
  return details(
    `Edit log (${formatInt(edits.length)} attempt${edits.length === 1 ? '' : 's'})`,
    ['| Step | Tool | File | Outcome | Code | Reason |', '|--:|---|---|---|---|---|', ...rows].join('\n') + more,
  );
}

function stepsLog(report: RunReport, maxRows: number): string {
  if (report.steps.length === 0) return '';
  const shown = report.steps.slice(0, maxRows);
  const rows = shown.map((s) => {
    const what = s.kind === 'model' ? 'model' : codeSpan(s.tool ?? '?', true, 60);
    const tokens = s.usage
      ? `${formatInt(s.usage.inputTokens)} in / ${formatInt(s.usage.cachedInputTokens)} cached / ${formatInt(s.usage.outputTokens)} out`
      : '';
    const note = [
      s.path ? codeSpan(s.path, true, 120) : '',
      s.code ? codeSpan(s.code, true, 60) : '',
      s.message ? escapeCellWithCode(s.message, 200) : '',
    ]
      .filter(Boolean)
      .join(' ');
    return `| ${s.n} | ${what} | ${s.outcome} | ${tokens} | ${formatDuration(s.durationMs)} | ${note} |`;
  });
  const more =
    report.steps.length > shown.length
      ? `\n\n…and ${formatInt(report.steps.length - shown.length)} more steps (see the report artifact).`
      : '';
  return details(
    `All steps (${formatInt(report.steps.length)})`,
    ['| Step | Kind | Outcome | Tokens | Time | Detail |', '|--:|---|---|---|--:|---|', ...rows].join('\n') + more,
  );
}

function settings(report: RunReport): string {
  const s = report.settings;
  const limits =
    Object.entries(s.limits)
      .map(([k, v]) => `${k} ${formatLimit(k, v)}`)
      .join(', ') || 'defaults';
  const items = [
    `Model: ${codeSpan(s.model)} at ${codeSpan(s.baseUrlHost)}`,
    `Edit interface: ${codeSpan(s.editInterface)}, parse check: ${codeSpan(s.parseCheck)}`,
    `Limits: ${escapeInline(limits)}`,
    `Prompt hash: ${codeSpan(report.promptHash)}, tool schema hash: ${codeSpan(report.toolSchemaHash)}`,
    `${escapeInline(report.tool.name)} ${escapeInline(report.tool.version)}, started ${report.startedAt}, finished ${report.finishedAt}`,
  ];
  return details('Run settings', items.map((i) => `- ${i}`).join('\n'));
}

function formatLimit(key: string, v: number | null | undefined): string {
  if (v === null || v === undefined) return 'none';
  if (key === 'maxCostUsd') return formatUsd(v);
  if (key === 'timeoutMs') return formatDuration(v);
  return formatInt(v);
}

/** <details> with blank lines around the body so GitHub renders the Markdown inside. */
function details(summary: string, body: string): string {
  return `<details>\n<summary>${escapeHtml(summary)}</summary>\n\n${body}\n\n</details>`;
}

function link(text: string, url: string): string {
  const safe = /^https?:\/\/[^\s()<>]+$/.test(url) ? url : null;
  return safe ? `[${text}](${safe})` : escapeInline(url);
}

/** Escaping can grow text (`<` becomes `&lt;`): cap the escaped result, not only the input. */
function cappedBlock(text: string, max: number): string {
  let out = sanitizeMarkdownBlock(text, max);
  for (let budget = max; out.length > max + 200 && budget > 100;) {
    budget = Math.floor((budget * max) / out.length);
    out = sanitizeMarkdownBlock(text, budget);
  }
  return out;
}
