// Slots of the PR body that later work fills without redesigning it: the runs of one PR (several
// runs on one pull request), the shards of a fan-out, each with tokens, both costs and a total that
// says when it covers only the entries it can vouch for.
import { countAttempts } from './attempts.js';
import { codeSpan, escapeCell, safeLink } from './escape.js';
import { formatInt, formatUsd } from './format.js';
import type { CallUsage, CostFigures } from '../model/types.js';
import type { RunReport } from './run-report.js';

/** Tokens and cost of one run or shard. */
export interface Figures extends Omit<CallUsage, 'reasoningTokens'>, CostFigures {
  /** False when the figures cannot be vouched for (a call reported no usage, or the model was not priced). */
  complete: boolean;
}

/** One run on the pull request (its first run and every later one, in order). */
export interface RunEntry {
  /** What started it, e.g. "/agent fix" or "review comment". */
  trigger: string;
  /** The Actions run. */
  url?: string;
  /** A CI-fix run: the failed workflow run that started it. */
  ciRun?: string;
  /** Its stop code (`done`, `max_cost`, …) or what happened when the agent never ran (`failed`). */
  outcome: string;
  /** Absent when the run left no report: it is then outside the total. */
  figures?: Figures;
}

/** One shard of a fan-out run. */
export interface ShardEntry {
  /** 1-based. */
  index: number;
  outcome: string;
  /** Files it changed. */
  files: number;
  /** Its edit attempts that wrote nothing (refused + held back), as the body counts them. */
  refused: number;
  figures?: Figures;
}

/** A run's figures from its report; complete only when every model call reported usage and the model is priced. */
export function figuresOf(report: RunReport): Figures {
  const t = report.totals;
  // A real call always has input tokens: 0 means the endpoint reported no usage for it.
  const usageMissing = report.steps.some((s) => s.kind === 'model' && s.outcome === 'ok' && (s.usage?.inputTokens ?? 0) === 0);
  return {
    inputTokens: t.inputTokens,
    cachedInputTokens: t.cachedInputTokens,
    outputTokens: t.outputTokens,
    costBilledUsd: t.costBilledUsd,
    costPerfectCachingUsd: t.costPerfectCachingUsd,
    complete: !usageMissing && t.costBilledUsd !== null && t.costPerfectCachingUsd !== null,
  };
}

export function runEntryOf(report: RunReport, run: { trigger: string; url?: string }): RunEntry {
  return { ...run, outcome: report.stopReason.code, figures: figuresOf(report) };
}

export function shardEntryOf(report: RunReport, index: number): ShardEntry {
  return {
    index,
    outcome: report.stopReason.code,
    files: report.files.length,
    refused: countAttempts(report.attempts).notWritten,
    figures: figuresOf(report),
  };
}

export interface Total {
  figures: Omit<Figures, 'complete'>;
  /** How many entries the total covers (those with complete figures) of how many. */
  covered: number;
  of: number;
}

/** Sums only the entries whose figures are complete; `covered < of` is flagged wherever it is shown. */
export function totalOf(entries: readonly { figures?: Figures }[]): Total {
  const vouched = entries.flatMap((e) => (e.figures?.complete ? [e.figures] : []));
  const sum = (f: (x: Figures) => number): number => vouched.reduce((n, x) => n + f(x), 0);
  return {
    figures: {
      inputTokens: sum((x) => x.inputTokens),
      cachedInputTokens: sum((x) => x.cachedInputTokens),
      outputTokens: sum((x) => x.outputTokens),
      costBilledUsd: sum((x) => x.costBilledUsd ?? 0),
      costPerfectCachingUsd: sum((x) => x.costPerfectCachingUsd ?? 0),
    },
    covered: vouched.length,
    of: entries.length,
  };
}

/** "covers 2 of 3 runs: …" when the total leaves entries out; '' when it covers them all. */
export function coverageNote(total: Total, noun: 'run' | 'shard'): string {
  if (total.covered === total.of) return '';
  return `⚠️ The total covers only the ${formatInt(total.covered)} of ${formatInt(total.of)} ${noun}s whose figures are complete; the others reported no usage for some calls, are not priced, or left no report.`;
}

const FIGURE_HEAD = 'Tokens in / cached / out | Billed | Perfect caching';
const FIGURE_ALIGN = '---|--:|--:';

function figureCells(f: Omit<Figures, 'complete'> | undefined, complete = true): string {
  if (!f) return 'no report | – | –';
  const flag = complete ? '' : ' ⚠️';
  const tokens = `${formatInt(f.inputTokens)} / ${formatInt(f.cachedInputTokens)} / ${formatInt(f.outputTokens)}${flag}`;
  return `${tokens} | ${formatUsd(f.costBilledUsd)}${flag} | ${formatUsd(f.costPerfectCachingUsd)}${flag}`;
}

function totalRow(total: Total, middle: string[], noun: 'run' | 'shard'): string {
  const label = total.covered === total.of ? '**Total**' : `**Total** (${formatInt(total.covered)} of ${formatInt(total.of)} ${noun}s) ⚠️`;
  return `| ${label} | ${middle.join(' | ')} | ${figureCells(total.figures)} |`;
}

export function runsTable(runs: readonly RunEntry[]): string {
  const rows = runs.map((r, i) => {
    return `| ${i + 1} | ${escapeCell(r.trigger, 80)} | ${r.url ? safeLink('run', r.url) : '–'}${r.ciRun ? ` · ${safeLink('failed CI', r.ciRun)}` : ''} | ${codeSpan(r.outcome, true, 40)} | ${figureCells(r.figures, r.figures?.complete)} |`;
  });
  const total = totalOf(runs);
  const table = [
    `| Run | Trigger | Link | Outcome | ${FIGURE_HEAD} |`,
    `|--:|---|---|---|${FIGURE_ALIGN}|`,
    ...rows,
    totalRow(total, ['', '', ''], 'run'),
  ];
  const note = coverageNote(total, 'run');
  return table.join('\n') + (note ? `\n\n${note}` : '');
}

export function shardsTable(shards: readonly ShardEntry[]): string {
  const rows = shards.map(
    (s) =>
      `| ${s.index} | ${codeSpan(s.outcome, true, 40)} | ${formatInt(s.files)} | ${formatInt(s.refused)} | ${figureCells(s.figures, s.figures?.complete)} |`,
  );
  const total = totalOf(shards);
  const files = shards.reduce((n, s) => n + s.files, 0);
  const refused = shards.reduce((n, s) => n + s.refused, 0);
  const table = [
    `| Shard | Outcome | Files | Refused | ${FIGURE_HEAD} |`,
    `|--:|---|--:|--:|${FIGURE_ALIGN}|`,
    ...rows,
    totalRow(total, ['', formatInt(files), formatInt(refused)], 'shard'),
  ];
  const note = coverageNote(total, 'shard');
  return table.join('\n') + (note ? `\n\n${note}` : '');
}
