// The eval's Markdown table (eval.md, and the job summary of the action's `mode: eval`): one column
// per interface, one row per figure. Pure: summary in, text out.
import { escapeCell, escapeInline } from '../report/escape.js';
import { countOf, formatDuration, formatInt, formatUsd } from '../report/format.js';
import type { EvalSummary } from './harness.js';
import { describe as describeCandidate, type RoutingEntry } from './routing.js';
import type { InterfaceSummary, Interval } from './summary.js';

export const SCRIPTED_NOTE =
  "**Scripted replay.** Hand-written trajectories replayed by agent-fix's loopback server: no model was called, and the token figures are the scripted server's estimates (characters ÷ 4), not any real model's.";
export const NO_CLAIM_NOTE =
  'Figures are what this eval measured, with this model, endpoint and task suite. agent-fix claims no figures for any real model: measure your own.';

const pct = (x: number): string => `${(100 * x).toFixed(0)}%`;
/** GitHub renders text between two dollar signs as math: every $ is escaped. */
const dollars = (text: string): string => text.replace(/\$/g, '\\$');

function solved(s: InterfaceSummary): string {
  if (s.runs === 0) return 'not run';
  const r = s.solvedRate;
  return `${s.solved}/${s.runs} = ${pct(r.p)} [${pct(r.lo)}–${pct(r.hi)}]`;
}

function interval(v: Interval, f: (x: number) => string, none: string): string {
  if (v.value === null && v.lo === null) return '–';
  return `${v.value === null ? none : f(v.value)} [${v.lo === null ? '–' : f(v.lo)}–${v.hi === null ? '∞' : f(v.hi)}]`;
}

const ROWS: [string, (s: InterfaceSummary) => string][] = [
  ['solved (95% interval)', solved],
  ['model calls', (s) => formatInt(s.modelCalls)],
  ['input tokens', (s) => formatInt(s.inputTokens)],
  ['cached input tokens', (s) => formatInt(s.cachedInputTokens)],
  ['output tokens', (s) => formatInt(s.outputTokens)],
  ['cost billed', (s) => formatUsd(s.costBilledUsd)],
  ['cost under perfect caching', (s) => formatUsd(s.costPerfectCachingUsd)],
  ['solved tasks per 1M output tokens', (s) => interval(s.solvedPer1MOutputTokens, (x) => x.toFixed(1), '0')],
  ['cost per solved task', (s) => (s.costPerSolvedUsd === null ? 'not priced' : interval(s.costPerSolvedUsd, formatUsd, 'none solved'))],
  [
    'first targeted edit accepted',
    (s) => (s.firstTargetedEdit.of === 0 ? '–' : `${s.firstTargetedEdit.accepted}/${s.firstTargetedEdit.of}`),
  ],
  [
    'refusals by code',
    (s) =>
      Object.entries(s.refusalsByCode)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([code, n]) => `${escapeCell(code, 60)} ${n}`)
        .join(', ') || '0',
  ],
  ['broken writes caught', (s) => formatInt(s.brokenWritesCaught)],
  ['re-reads', (s) => formatInt(s.rereads)],
  ['wall time (agent, summed)', (s) => formatDuration(s.wallMs)],
  [
    'unsolved because',
    (s) =>
      Object.entries(s.verdicts)
        .filter(([v, n]) => v !== 'solved' && n > 0)
        .map(([v, n]) => `${v.replace(/_/g, ' ')} ${n}`)
        .join(', ') || '–',
  ],
];

export function renderEvalMarkdown(s: EvalSummary, routing?: RoutingEntry): string {
  const price =
    s.pricing.source === 'unknown'
      ? 'not priced (cost columns say so; routing uses solved tasks per 1M output tokens)'
      : `${s.pricing.source === 'user' ? 'from --pricing' : 'built-in table'}: $${s.pricing.pricing?.inputPerMTok}/$${s.pricing.pricing?.cachedInputPerMTok}/$${s.pricing.pricing?.outputPerMTok} per 1M input/cached/output tokens`;
  const lines = [
    dollars(`## agent-fix eval: ${escapeInline(s.model, 100)}`),
    '',
    ...(s.scripted ? [`> ${SCRIPTED_NOTE}`, ''] : []),
    dollars(
      `Model ${escapeInline(s.model, 100)}${s.scripted ? ' (scripted)' : ` at ${escapeInline(s.baseUrlHost, 100)}`}: ` +
        `${countOf(s.tasks.length, 'task')} × ${countOf(s.interfaces.length, 'interface')} × ${countOf(s.repeat, 'repeat')} = ${countOf(s.planned, 'run')}, ${s.done} done` +
        `${s.notDone.length ? ` (**${s.notDone.length} not done**: the budget ran out or the eval was stopped; a rerun with the same --out does them)` : ''}. ` +
        `Prices: ${price}. Cap: ${s.maxCostUsd === null ? 'none' : formatUsd(s.maxCostUsd)}.`,
    ),
    '',
    `| | ${s.byInterface.map((i) => `\`${i.interface}\``).join(' | ')} |`,
    `|---|${s.byInterface.map(() => '---:').join('|')}|`,
    ...ROWS.map(([label, cell]) => `| ${label} | ${s.byInterface.map((i) => dollars(cell(i))).join(' | ')} |`),
    '',
  ];
  if (routing) {
    const best = routing.candidates.map((c) => `\`${c.interface}\` ${describeCandidate(c, routing.measure)}`).join('; ');
    lines.push(
      `**Routing:** \`${routing.interface}\`. ${dollars(escapeInline(routing.reason, 600))}`,
      '',
      `Compared: ${dollars(best)}.`,
      '',
    );
  }
  lines.push(
    'Intervals are 95% Wilson intervals of the solve rate; the per-token and per-dollar intervals carry it over (tokens and dollars as measured).',
    '',
    NO_CLAIM_NOTE,
    '',
  );
  return lines.join('\n');
}
