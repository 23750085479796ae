// The eval's figures per interface, summed from the stored run results (integer token counts and
// the runs' billed dollars; nothing is estimated here). Intervals are 95% Wilson intervals of the
// solve rate; the per-token and per-dollar intervals carry that interval over with the tokens and
// dollars taken as measured.
import type { EditInterface } from '../edit/index.js';
import type { CallUsage, CostFigures } from '../model/types.js';
import { wilson, type Rate } from '../report/stats.js';
import { VERDICTS, type Verdict } from './judge.js';
import type { EvalRunResult } from './results.js';

/** A figure with its interval; null = undefined (nothing solved, no output) or, for `hi`, unbounded. */
export interface Interval {
  value: number | null;
  lo: number | null;
  hi: number | null;
}

export interface InterfaceSummary extends CallUsage, CostFigures {
  interface: EditInterface;
  runs: number;
  solved: number;
  solvedRate: Rate;
  modelCalls: number;
  toolCalls: number;
  solvedPer1MOutputTokens: Interval;
  /** Billed dollars per solved task; null when the model is not priced. */
  costPerSolvedUsd: Interval | null;
  /** Runs whose first targeted edit call was accepted, of the runs that made one. */
  firstTargetedEdit: { accepted: number; of: number };
  refusalsByCode: Record<string, number>;
  brokenWritesCaught: number;
  rereads: number;
  /** The agent's wall time, summed over runs. */
  wallMs: number;
  verdicts: Record<Verdict, number>;
  /** Why runs stopped (done, max_model_calls, ...). */
  stops: Record<string, number>;
}

/** What routing compares: dollars when the model is priced, else tasks per output token. */
export type RoutingMeasure = 'cost_per_solved_task' | 'solved_per_1m_output_tokens';

export function summarizeInterface(iface: EditInterface, results: readonly EvalRunResult[]): InterfaceSummary {
  const runs = results.filter((r) => r.interface === iface);
  const sum = (f: (r: EvalRunResult) => number): number => runs.reduce((s, r) => s + f(r), 0);
  const priced = runs.length > 0 && runs.every((r) => r.totals.costBilledUsd !== null);
  const solved = runs.filter((r) => r.solved).length;
  const rate = wilson(solved, runs.length);
  const outputTokens = sum((r) => r.totals.outputTokens);
  const costBilledUsd = priced ? sum((r) => r.totals.costBilledUsd ?? 0) : null;
  const firstTried = runs.filter((r) => r.editMetrics.firstTargetedEditAccepted !== null);
  const refusalsByCode: Record<string, number> = {};
  for (const r of runs)
    for (const [code, n] of Object.entries(r.editMetrics.refusedByCode)) refusalsByCode[code] = (refusalsByCode[code] ?? 0) + n;
  const verdicts = Object.fromEntries(VERDICTS.map((v) => [v, runs.filter((r) => r.verdict === v).length])) as Record<Verdict, number>;
  const stops: Record<string, number> = {};
  for (const r of runs) stops[r.stopReason.code] = (stops[r.stopReason.code] ?? 0) + 1;
  return {
    interface: iface,
    runs: runs.length,
    solved,
    solvedRate: rate,
    modelCalls: sum((r) => r.totals.modelCalls),
    toolCalls: sum((r) => r.totals.toolCalls),
    inputTokens: sum((r) => r.totals.inputTokens),
    cachedInputTokens: sum((r) => r.totals.cachedInputTokens),
    outputTokens,
    reasoningTokens: sum((r) => r.totals.reasoningTokens),
    costBilledUsd,
    costPerfectCachingUsd: priced ? sum((r) => r.totals.costPerfectCachingUsd ?? 0) : null,
    solvedPer1MOutputTokens: perMillionOutput(rate, outputTokens),
    costPerSolvedUsd: costBilledUsd === null ? null : costPerSolved(rate, costBilledUsd),
    firstTargetedEdit: { accepted: firstTried.filter((r) => r.editMetrics.firstTargetedEditAccepted).length, of: firstTried.length },
    refusalsByCode,
    brokenWritesCaught: sum((r) => r.editMetrics.brokenWritesCaught),
    rereads: sum((r) => r.editMetrics.rereads),
    wallMs: sum((r) => r.totals.durationMs),
    verdicts,
    stops,
  };
}

/** Solved tasks per million output tokens: k / (tokens / 1e6), the interval from n × [lo, hi]. */
export function perMillionOutput(rate: Rate, outputTokens: number): Interval {
  if (outputTokens <= 0 || rate.n === 0) return { value: null, lo: null, hi: null };
  const m = outputTokens / 1e6;
  return { value: rate.k / m, lo: (rate.n * rate.lo) / m, hi: (rate.n * rate.hi) / m };
}

/** Dollars per solved task: cost / k, the interval cost / (n × [hi, lo]); unbounded when lo = 0. */
export function costPerSolved(rate: Rate, costUsd: number): Interval {
  if (rate.n === 0) return { value: null, lo: null, hi: null };
  return {
    value: rate.k > 0 ? costUsd / rate.k : null,
    lo: rate.hi > 0 ? costUsd / (rate.n * rate.hi) : null,
    hi: rate.lo > 0 ? costUsd / (rate.n * rate.lo) : null,
  };
}

/** Dollars when every interface is priced, else tasks per output token. */
export function measureOf(summaries: readonly InterfaceSummary[]): RoutingMeasure {
  const measured = summaries.filter((s) => s.runs > 0);
  return measured.length > 0 && measured.every((s) => s.costBilledUsd !== null) ? 'cost_per_solved_task' : 'solved_per_1m_output_tokens';
}
