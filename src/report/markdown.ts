// Renders a run report as Markdown: the whole PR body (closing line first), the job summary and a
// one-line cost. The top is a ten-second read (outcome, files, cost, refused attempts), then the
// refused attempts themselves, visibly; the logs stay collapsed. Every count of edit attempts is
// taken from the attempt rows (attempts.ts), so no figure can disagree with a row. Everything the
// model or an issue author wrote goes through escape.ts.
import { ATTEMPT_NOTE, countAttempts, editLogTable, outcomeTally, refusedLine, refusedTable, type AttemptCounts } from './attempts.js';
import { codeSpan, escapeCellWithCode, escapeHtml, escapeInline, safeLink, sanitizeMarkdownBlock } from './escape.js';
import { fitGitHubBody, GITHUB_BODY_LIMIT } from './fit-body.js';
import { formatDuration, formatInt, formatPercent, formatUsd } from './format.js';
import type { RunReport } from './run-report.js';
import { coverageNote, runsTable, shardsTable, totalOf, type RunEntry, type ShardEntry } from './slots.js';

export { figuresOf, runEntryOf, shardEntryOf, type Figures, type RunEntry, type ShardEntry } from './slots.js';

export interface BodyOptions {
  /** Link to the Actions run (full log, artifacts). */
  runUrl?: string;
  /** Heading text (or a full "### ..." line); default "agent-fix" as a level-2 heading. */
  heading?: string;
  /** The issue the pull request closes: "Fixes #N" is then the body's first line, which truncation never cuts. */
  issueNumber?: number;
  /**
   * The artifact name under which the workflow uploads the run viewer (viewer-artifact input; absent
   * or '' = not uploaded): the body then says where to download it.
   */
  viewerArtifact?: string;
  /** Every run on this pull request, this one included, in order (runEntryOf); with more than one, the cost on top is their total. */
  runs?: readonly RunEntry[];
  /** The shards of a fan-out run (shardEntryOf). */
  shards?: readonly ShardEntry[];
  /**
   * Set when GitHub reports github-actions[bot] as the author of what the token made: CI will not run on
   * the pull request's commits. The value links the docs section that says what to use instead ('' for none).
   */
  ciWillNotRun?: string;
}

/** The one line a body carries when CI cannot run on its commits (BodyOptions.ciWillNotRun). */
export const CI_WILL_NOT_RUN =
  "CI will not run on this pull request's commits: GitHub reports `github-actions[bot]` as their author (the default `GITHUB_TOKEN`), and pushes made with that token start no workflows.";

/** Said at the top of a body whose run had no cost cap (max-cost-usd: none); a report warning with this text is shown once. */
export const NO_COST_CAP_WARNING = 'No cost cap: max-cost-usd was set to none, so nothing limited what this run could spend.';

interface Caps {
  summaryChars: number;
  fileRows: number;
  refusedRows: number;
  reasonChars: number;
  logRows: number;
  stepRows: number;
  allSteps: boolean;
}

// PR caps keep the top, the refused attempts, the summary and the files under the body limit
// (30 refusals of <= ~600 chars, 12k of summary, 100 files of <= ~200 chars), so a truncation
// only ever cuts the collapsed figures, logs and settings at the end.
const PR_CAPS: Caps = {
  summaryChars: 12_000,
  fileRows: 100,
  refusedRows: 30,
  reasonChars: 300,
  logRows: 100,
  stepRows: 0,
  allSteps: false,
};
const JOB_CAPS: Caps = {
  summaryChars: 100_000,
  fileRows: 3000,
  refusedRows: 2000,
  reasonChars: 600,
  logRows: 2000,
  stepRows: 2000,
  allSteps: true,
};
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

/** The whole pull request body: "Fixes #N" first (when given), fitted to GitHub's body limit. */
export function renderPullRequestBody(report: RunReport, opts: BodyOptions = {}): string {
  const issue = opts.issueNumber;
  const closing = issue !== undefined && Number.isSafeInteger(issue) && issue > 0 ? `Fixes #${issue}\n\n` : '';
  return fitGitHubBody(closing + render(report, opts, PR_CAPS), GITHUB_BODY_LIMIT, {
    note: noteFor(opts, 'the job summary and artifacts'),
  });
}

/** Same content with longer sections and every step, for $GITHUB_STEP_SUMMARY (no closing line). */
export function renderJobSummary(report: RunReport, opts: Omit<BodyOptions, 'issueNumber'> = {}): string {
  return fitGitHubBody(render(report, opts, JOB_CAPS), JOB_SUMMARY_LIMIT, { note: noteFor(opts, 'the report artifact') });
}

/** e.g. "3 model calls · 12,345 in (10,000 cached) · 678 out · $0.0123 (perfect caching $0.0101)" */
export function renderOneLineCost(report: RunReport): string {
  const t = report.totals;
  const cost =
    t.costBilledUsd === null ? 'not priced' : `${formatUsd(t.costBilledUsd)} (perfect caching ${formatUsd(t.costPerfectCachingUsd)})`;
  return `${tokensText(report)} · ${cost}`;
}

function tokensText(report: RunReport): string {
  const t = report.totals;
  const calls = `${formatInt(t.modelCalls)} model call${t.modelCalls === 1 ? '' : 's'}`;
  const out = `${formatInt(t.outputTokens)} out${t.reasoningTokens > 0 ? ` (${formatInt(t.reasoningTokens)} reasoning)` : ''}`;
  return `${calls} · ${formatInt(t.inputTokens)} in (${formatInt(t.cachedInputTokens)} cached) · ${out}`;
}

function noteFor(opts: BodyOptions, where: string): string {
  return opts.runUrl ? `the full report is in ${where} of ${opts.runUrl}` : `the full report is in ${where} of the workflow run`;
}

function render(report: RunReport, opts: BodyOptions, caps: Caps): string {
  const counts = countAttempts(report.attempts);
  const refused = refusedSection(report, counts, caps);
  const parts = [
    header(report, opts, counts),
    refused,
    section('Summary', report.summary.trim() ? cappedBlock(report.summary, caps.summaryChars) : '_The model gave no summary._'),
    section('Changed files', filesTable(report, caps.fileRows)),
    opts.runs && opts.runs.length > 0 ? section('Runs', runsTable(opts.runs)) : '',
    opts.shards && opts.shards.length > 0 ? section('Shards', shardsTable(opts.shards)) : '',
    section('Setup', setupList(report)),
    compactionsSection(report),
    details('Tokens and cost', costList(report)),
    details('Edit metrics', metricsList(report, counts)),
    editLog(report, counts, caps.logRows, refused === ''),
    caps.allSteps ? stepsLog(report, caps.stepRows) : '',
    settings(report),
  ];
  return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}

function header(report: RunReport, opts: BodyOptions, counts: AttemptCounts): string {
  // A heading given with its own '#' marks is kept; plain text becomes a level-2 heading.
  const heading = opts.heading ?? 'agent-fix';
  const out = [/^#{1,6} /.test(heading) ? escapeHtml(heading) : `## ${escapeInline(heading, 200)}`];
  const noCap = report.settings.limits.maxCostUsd === null;
  const warnings = [...new Set([...(noCap ? [NO_COST_CAP_WARNING] : []), ...(report.warnings ?? [])])];
  for (const w of warnings) out.push(`> ⚠️ ${w === NO_COST_CAP_WARNING ? `**${escapeInline(w)}**` : escapeInline(w, 300)}`);
  if (opts.ciWillNotRun !== undefined) {
    const fix = opts.ciWillNotRun ? safeLink('Use a GitHub App token or a PAT', opts.ciWillNotRun) : 'Use a GitHub App token or a PAT';
    // Our own words (Markdown-safe as written), not task text: not escaped.
    out.push(`> ⚠️ ${CI_WILL_NOT_RUN} ${fix} as \`github-token\`.`);
  }

  const stop = `${STOP_TEXT[report.stopReason.code]} (${codeSpan(report.stopReason.code)})`;
  const detail = report.stopReason.detail.trim() ? ` — ${escapeInline(report.stopReason.detail, 300)}` : '';
  const lines = [`**Outcome:** ${stop}${detail}`, `**Files changed:** ${filesLine(report)}`, ...costLines(report, opts)];
  lines.push(`**Refused attempts:** ${refusedLine(counts)}`);
  if (opts.runUrl) lines.push(`**Run:** ${safeLink('workflow run', opts.runUrl)}`);
  if (opts.viewerArtifact) lines.push(viewerLine(opts.viewerArtifact, opts.runUrl));
  const task = report.task;
  lines.push(`**Task:** ${escapeInline(task.title, 200)}${task.issueNumber !== undefined ? ` (issue #${task.issueNumber})` : ''}`);
  out.push(lines.join('  \n'));
  return out.join('\n\n');
}

/** "Run viewer: download `agent-fix-run` from the workflow run's artifacts", linked to them when the run's URL is known. */
export function viewerLine(artifact: string, runUrl?: string): string {
  const where = runUrl ? safeLink("the workflow run's artifacts", `${runUrl}#artifacts`) : "the workflow run's artifacts";
  return `**Run viewer:** download ${codeSpan(artifact, false, 100)} from ${where} (one HTML file: open it in a browser)`;
}

function filesLine(report: RunReport): string {
  const n = report.files.length;
  if (n === 0) return 'none';
  const added = report.files.reduce((s, f) => s + f.added, 0);
  const removed = report.files.reduce((s, f) => s + f.removed, 0);
  return `${formatInt(n)} (+${formatInt(added)} −${formatInt(removed)})`;
}

/** "$0.0123 billed · $0.0101 under perfect caching", or why there is no cost. */
function costPair(billed: number | null, perfect: number | null): string {
  return billed === null || perfect === null ? 'not priced' : `${formatUsd(billed)} billed · ${formatUsd(perfect)} under perfect caching`;
}

/** The cost on top: this run's, or with several runs on the PR, their total first (and said to be). */
function costLines(report: RunReport, opts: BodyOptions): string[] {
  const t = report.totals;
  const cap = report.settings.limits.maxCostUsd;
  const capText = cap === undefined ? '' : cap === null ? ' · no cost cap' : ` · cap ${formatUsd(cap)}`;
  const run = `${costPair(t.costBilledUsd, t.costPerfectCachingUsd)} — ${escapeHtml(tokensText(report))}${capText}`;
  const runs = opts.runs ?? [];
  if (runs.length <= 1) return [`**Cost:** ${run}`];
  const total = totalOf(runs);
  const flag = coverageNote(total, 'run') ? ` ⚠️ covers ${formatInt(total.covered)} of ${formatInt(total.of)} runs (see Runs)` : '';
  return [
    `**Cost of this pull request (${formatInt(runs.length)} runs):** ${costPair(total.figures.costBilledUsd, total.figures.costPerfectCachingUsd)}${flag}`,
    `**This run:** ${run}`,
  ];
}

function refusedSection(report: RunReport, counts: AttemptCounts, caps: Caps): string {
  if (counts.notWritten === 0) return '';
  const title = `Refused attempts (${formatInt(counts.notWritten)} of ${formatInt(counts.attempted)})`;
  return section(title, `${refusedTable(report.attempts, caps.refusedRows, caps.reasonChars)}\n\n${ATTEMPT_NOTE}`);
}

function section(title: string, body: string): string {
  return `### ${title}\n\n${body}`;
}

function filesTable(report: RunReport, maxRows: number): string {
  if (report.files.length === 0) return 'No files changed.';
  const rows = report.files
    .slice(0, maxRows)
    .map(
      (f) =>
        `| ${codeSpan(f.path, true, 150)} | ${f.kind}${f.mode ? ` (${f.mode})` : ''} | +${formatInt(f.added)} | −${formatInt(f.removed)} |`,
    );
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

/** The slots for the edit interface and why it was chosen, and the instruction files the agent was given. */
function setupList(report: RunReport): string {
  const s = report.settings;
  const why = s.interfaceReason?.trim() ? ` — ${escapeInline(s.interfaceReason, 300)}` : '';
  const items = [
    `**Edit interface:** ${codeSpan(s.editInterface)}${why}`,
    `**Model:** ${codeSpan(s.model)} at ${codeSpan(s.baseUrlHost)} via ${codeSpan(s.api ?? 'chat-completions')}, reasoning effort ${s.reasoningEffort ? codeSpan(s.reasoningEffort) : 'not sent'}; parse check ${codeSpan(s.parseCheck)}`,
  ];
  if (report.instructions) {
    const files = report.instructions.map(
      (f) => `${codeSpan(f.path, false, 150)} (${formatInt(f.bytes)} bytes${f.truncated ? ', truncated' : ''})`,
    );
    items.push(`**Instruction files:** ${files.length > 0 ? files.join(', ') : 'none found'}`);
  }
  return items.map((i) => `- ${i}`).join('\n');
}

/** Every compaction of the run's context: when, why, how much it freed, and what its summary call cost. */
function compactionsSection(report: RunReport): string {
  const list = report.compactions ?? [];
  if (list.length === 0) return '';
  const rows = list.map((c) => {
    const why = c.reason === 'threshold' ? 'near the window' : 'provider refused the prompt as too long';
    const summary = c.summaryCall === undefined ? '–' : `call ${c.summaryCall}, ${formatUsd(c.summaryUsd ?? null)}`;
    return `| ${c.beforeCall} | ${why} | ${formatInt(c.tokensBefore)} → ${formatInt(c.tokensAfter)} | ${formatInt(c.stubbed)} | ${formatInt(c.tailed)} | ${formatInt(c.summarized)} | ${summary} |`;
  });
  const window = report.settings.contextWindow;
  const note = `The context was compacted instead of overflowing${window ? ` a ${formatInt(window)}-token window` : ''}: stale file reads became one-line stubs (their revisions stay known to the edit tool), long check outputs their tails, and the oldest turns a summary the model wrote (its call is counted in the cost). Each compaction breaks the provider's prefix cache once.`;
  return section(
    `Context compactions (${formatInt(list.length)})`,
    [
      '| Before call | Why | Est. prompt tokens | Stubbed reads | Cut check outputs | Summarized turns | Summary call |',
      '|--:|---|---|--:|--:|--:|---|',
      ...rows,
    ].join('\n') + `\n\n${note}`,
  );
}

function costList(report: RunReport): string {
  const t = report.totals;
  const items = [
    `Model calls: ${formatInt(t.modelCalls)}; tool calls: ${formatInt(t.toolCalls)}`,
    `Input tokens: ${formatInt(t.inputTokens)}, of which cached (as billed): ${formatInt(t.cachedInputTokens)} (${formatPercent(t.cachedInputTokens, t.inputTokens)})`,
    `Output tokens: ${formatInt(t.outputTokens)}, of which reasoning: ${formatInt(t.reasoningTokens)}`,
    `Cost as billed: ${formatUsd(t.costBilledUsd)}`,
    `Cost under perfect prefix caching: ${formatUsd(t.costPerfectCachingUsd)}`,
    `Duration: ${formatDuration(t.durationMs)}`,
  ];
  return `${items.map((i) => `- ${i}`).join('\n')}\n\n${pricingNote(report)}`;
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

function metricsList(report: RunReport, c: AttemptCounts): string {
  const m = report.editMetrics;
  const first = m.firstTargetedEditAccepted === null ? '–' : m.firstTargetedEditAccepted ? 'yes' : 'no';
  const byCode = c.byCode.length === 0 ? 'none' : c.byCode.map(([code, n]) => `${codeSpan(code, false, 60)} ×${formatInt(n)}`).join(', ');
  const items = [
    `Attempts: ${formatInt(c.attempted)} — ${outcomeTally(c)}`,
    `Refused by reason: ${byCode}`,
    `First targeted edit accepted: ${first}`,
    `Repaired and applied exactly: ${formatInt(m.outsideChangesCarried)} carried past a change made elsewhere, ${formatInt(m.quoteWhitespaceAccepted)} quoted with other indentation, ${formatInt(m.reindented)} re-indented`,
    `Broken writes caught by the parse check: ${formatInt(m.brokenWritesCaught)}`,
    `Lines copied by reference (${codeSpan('@@ref')}): ${formatInt(m.refLinesCopied)}`,
    `Whole-file writes: ${formatInt(m.wholeFileWrites)}`,
    `Re-reads: ${formatInt(m.rereads)}`,
  ];
  return items.map((i) => `- ${i}`).join('\n');
}

function editLog(report: RunReport, c: AttemptCounts, maxRows: number, withNote: boolean): string {
  if (c.attempted === 0) return '';
  const body = editLogTable(report.attempts, maxRows) + (withNote ? `\n\n${ATTEMPT_NOTE}` : '');
  return details(`Edit log (${formatInt(c.attempted)} attempt${c.attempted === 1 ? '' : 's'}: ${outcomeTally(c)})`, body);
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
    return `| ${s.call} | ${what} | ${s.outcome} | ${tokens} | ${formatDuration(s.durationMs)} | ${note} |`;
  });
  const more =
    report.steps.length > shown.length
      ? `\n\n…and ${formatInt(report.steps.length - shown.length)} more steps (see the report artifact).`
      : '';
  return details(
    `All steps (${formatInt(report.steps.length)}, by model call)`,
    ['| Model call | Step | Outcome | Tokens | Time | Detail |', '|--:|---|---|---|--:|---|', ...rows].join('\n') + more,
  );
}

function settings(report: RunReport): string {
  const s = report.settings;
  const limits =
    Object.entries(s.limits)
      .map(([k, v]) => `${k} ${formatLimit(k, v)}`)
      .join(', ') || 'defaults';
  const items = [
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

/** Escaping can grow text (`<` becomes `&lt;`): cap the escaped result, not only the input. */
function cappedBlock(text: string, max: number): string {
  let out = sanitizeMarkdownBlock(text, max);
  for (let budget = max; out.length > max + 200 && budget > 100;) {
    budget = Math.floor((budget * max) / out.length);
    out = sanitizeMarkdownBlock(text, budget);
  }
  return out;
}
