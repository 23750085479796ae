// `agent-fix eval`: every planned task × interface × repeat runs the real agent (startRun, the same
// wiring as the action and `agent-fix run`) in a fresh copy of the task, its checks and then the
// hidden tests in the sandbox; each result is stored as it is judged. Runs go `concurrency` at a
// time and share one money pool, so the eval's cap holds across them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pkg from '../../package.json' with { type: 'json' };
import { CostPool } from '../agent/cost-pool.js';
import { resolvePricing, unpricedCap, type PricingInput, type ResolvedPricing } from '../agent/pricing.js';
import { RunSetupError, startRun } from '../agent/run.js';
import { Limits, RunSettings } from '../agent/settings.js';
import type { EditInterface } from '../edit/index.js';
import { countOf, formatDuration, formatInt, formatUsd } from '../report/format.js';
import type { RunReport } from '../report/run-report.js';
import type { CheckRunner, SandboxMode } from '../sandbox/index.js';
import type { Secrets } from '../secrets/index.js';
import { judge, type JudgeResult } from './judge.js';
import type { PlannedRun } from './plan.js';
import { EVAL_RUN_FORMAT, readResults, writeResult, type EvalRunResult, type ServedUsage } from './results.js';
import { measureOf, summarizeInterface, type InterfaceSummary, type RoutingMeasure } from './summary.js';
import { prepareWorkspace } from './workspace.js';

/** Where one run's model calls go: the user's endpoint, or a scripted server for that run alone. */
export interface RunEndpoint {
  baseURL: string;
  apiKey: string;
  /** Scripted runs: the usage the server served, summed from its own records. */
  served?(): ServedUsage;
  close(): Promise<void>;
}

export type EndpointFor = (run: PlannedRun) => Promise<RunEndpoint>;

/** How each run talks to the model: the settings api, reasoning-effort and context-window. */
export type ModelWire = Partial<Pick<RunSettings, 'api' | 'reasoningEffort' | 'contextWindow'>>;

export interface EvalOptions {
  wire?: ModelWire;
  runs: readonly PlannedRun[];
  interfaces: readonly EditInterface[];
  repeat: number;
  model: string;
  baseUrlHost: string;
  scripted: boolean;
  endpointFor: EndpointFor;
  pricing?: PricingInput;
  /** The whole eval's cap (USD, billed); null: none. */
  maxCostUsd: number | null;
  /** Per run (defaults: Limits). */
  maxModelCalls?: number;
  timeoutMs?: number;
  checkSandbox: SandboxMode;
  /** How checks and hidden tests run: prepared once by the caller (prepareChecks). */
  checks: CheckRunner;
  concurrency: number;
  outDir: string;
  secrets: Secrets;
  signal?: AbortSignal;
  /** One line per finished run. */
  progress: (line: string) => void;
  warn?: (line: string) => void;
  /** Where run workspaces are made (default: the system's temporary folder). */
  workRoot?: string;
}

export const EVAL_FORMAT = 'agent-fix-eval/1';

/** eval.json: the eval's figures per interface, and what was planned and done. */
export interface EvalSummary {
  format: typeof EVAL_FORMAT;
  tool: { name: string; version: string };
  model: string;
  baseUrlHost: string;
  scripted: boolean;
  pricing: ResolvedPricing;
  maxCostUsd: number | null;
  tasks: string[];
  interfaces: EditInterface[];
  repeat: number;
  planned: number;
  done: number;
  /** Planned runs without a result (the budget ran out, or the eval was cancelled). */
  notDone: string[];
  measure: RoutingMeasure;
  byInterface: InterfaceSummary[];
  generatedAt: string;
}

export interface EvalOutcome {
  summary: EvalSummary;
  results: EvalRunResult[];
  /** Runs finished by an earlier invocation with the same --out. */
  skipped: number;
  /** Billed dollars of this invocation's runs (null: not priced). */
  spentUsd: number | null;
  budgetExhausted: boolean;
  cancelled: boolean;
  /** Scripted runs whose report figures differ from the served usage (must be none). */
  mismatches: string[];
  /** Runs that failed to run (an internal error; a rerun retries them). */
  failed: string[];
}

/** The limits of each run. */
export function runLimits(o: Pick<EvalOptions, 'maxCostUsd' | 'maxModelCalls' | 'timeoutMs'>): Limits {
  return Limits.parse({ maxCostUsd: o.maxCostUsd, maxModelCalls: o.maxModelCalls, timeoutMs: o.timeoutMs });
}

/**
 * The plan as printed before anything runs, worst-case cost first. With a cap the worst case is the
 * cap (the pool holds every call's worst case before it goes); without one, output alone is bounded
 * by the runs' output-token limits, input is not.
 */
export function describePlan(o: EvalOptions, done: number): string[] {
  const pricing = resolvePricing(o.model, o.pricing);
  const limits = runLimits(o);
  const n = o.runs.length;
  const tasks = new Set(o.runs.map((r) => r.task.id)).size;
  let worst: string;
  if (o.maxCostUsd !== null) {
    worst = `worst case ${formatUsd(o.maxCostUsd)} billed for this invocation (max-cost-usd): no model call starts unless its worst case fits what the runs have not spent or held`;
  } else if (pricing.pricing) {
    const output = (n - done) * limits.maxOutputTokens * pricing.pricing.outputPerMTok * 1e-6;
    worst = `worst case not capped (max-cost-usd none): output alone can cost up to ${formatUsd(output)} (${n - done} runs × ${formatInt(limits.maxOutputTokens)} output tokens), input is not bounded`;
  } else {
    worst = `worst case not capped and not priced (max-cost-usd none): model ${o.model} has no known price`;
  }
  const where = o.scripted
    ? "replayed from hand-written trajectories (no model is called; figures are the scripted server's estimates)"
    : `at ${o.baseUrlHost}`;
  return [
    `agent-fix eval: ${worst}`,
    `agent-fix eval: model ${o.model} ${where}; ${countOf(tasks, 'task')} × ${countOf(o.interfaces.length, 'interface')} × ${countOf(o.repeat, 'repeat')} = ${countOf(n, 'run')}` +
      `${done ? ` (${done} done in ${o.outDir}, skipped)` : ''}, ${o.concurrency} at a time; each run: at most ${limits.maxModelCalls} model calls, ` +
      `${formatInt(limits.maxOutputTokens)} output tokens, ${formatDuration(limits.timeoutMs)}; checks and hidden tests in: ${o.checks.description}`,
  ];
}

type RunOutcome =
  | { kind: 'done'; result: EvalRunResult; cost: number | null }
  | { kind: 'budget'; cost: number | null }
  | { kind: 'cancelled'; cost: number | null };

export async function runEval(o: EvalOptions): Promise<EvalOutcome> {
  const pricing = resolvePricing(o.model, o.pricing);
  const unpriced = unpricedCap(o.model, o.pricing, o.maxCostUsd);
  if (unpriced) throw new RunSetupError(unpriced);
  const stored = await readResults(o.outDir);
  refuseOtherResults(stored, o);
  const pending = o.runs.filter((r) => !stored.has(r.id));
  const pool = o.maxCostUsd !== null ? new CostPool(o.maxCostUsd) : undefined;

  const results: EvalRunResult[] = [];
  const mismatches: string[] = [];
  let spent: number | null = pricing.pricing ? 0 : null;
  let budgetExhausted = false;
  let finished = 0;
  const stop = (): boolean => budgetExhausted || Boolean(o.signal?.aborted);

  let next = 0;
  let setupError: RunSetupError | undefined;
  const failed: string[] = [];
  const worker = async (): Promise<void> => {
    while (!stop() && !setupError && next < pending.length) {
      const run = pending[next++]!;
      let outcome: RunOutcome;
      try {
        outcome = await runOne(run, o, pool);
      } catch (err) {
        // A run that must not start stops the eval; anything else loses this run only (a rerun retries it).
        if (err instanceof RunSetupError) setupError ??= err;
        else {
          failed.push(run.id);
          o.warn?.(`${run.id}: not measured: ${(err as Error).message}`);
        }
        continue;
      }
      if (spent !== null) spent += outcome.cost ?? 0;
      if (outcome.kind === 'budget') {
        budgetExhausted = true;
        o.progress(
          `agent-fix eval: ${run.id}: stopped by the eval's budget (${formatUsd(o.maxCostUsd)}); not counted, no further runs start`,
        );
        continue;
      }
      if (outcome.kind === 'cancelled') continue;
      const r = outcome.result;
      results.push(r);
      finished++;
      const mismatch = r.served !== undefined && !sameUsage(r.served, r.totals);
      if (mismatch) mismatches.push(r.id);
      o.progress(
        progressLine(
          r,
          finished + o.runs.length - pending.length,
          o.runs.length,
          mismatch ? 'FIGURES DIFFER FROM THE SERVED USAGE' : undefined,
        ),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency, pending.length)) }, worker));
  if (setupError) throw setupError;

  const all = o.runs.flatMap((r) => results.find((x) => x.id === r.id) ?? stored.get(r.id) ?? []);
  const summary = summaryOf(o, pricing, all);
  return {
    summary,
    results,
    skipped: o.runs.length - pending.length,
    spentUsd: spent,
    budgetExhausted,
    cancelled: Boolean(o.signal?.aborted),
    mismatches,
    failed,
  };
}

/** One planned run in a fresh copy of its task: the agent, then the hidden tests; stored as judged. */
async function runOne(run: PlannedRun, o: EvalOptions, pool: CostPool | undefined): Promise<RunOutcome> {
  const base = await mkdtemp(join(o.workRoot ?? tmpdir(), 'agent-fix-eval-run-'));
  const ws = join(base, 'repo');
  try {
    await prepareWorkspace(run.task, ws);
    const endpoint = await o.endpointFor(run);
    let served: ServedUsage | undefined;
    let report;
    try {
      ({ report } = await startRun({
        task: { source: 'cli', title: run.task.title, body: run.task.issue },
        root: ws,
        settings: settingsFor(o, run),
        endpoint: { baseURL: endpoint.baseURL, apiKey: endpoint.apiKey },
        pricing: o.pricing,
        checks: { ok: true, runner: o.checks },
        costPool: pool,
        secrets: o.secrets,
        signal: o.signal,
        warn: o.warn,
      }));
    } finally {
      served = endpoint.served?.();
      await endpoint.close();
    }
    const cost = report.totals.costBilledUsd;
    if (report.stopReason.code === 'cancelled' || o.signal?.aborted) return { kind: 'cancelled', cost };
    // The shared budget ran out under this run: it is not a measurement, and a rerun does it again.
    if (pool && report.stopReason.code === 'max_cost') return { kind: 'budget', cost };
    const judgeStarted = Date.now();
    const j = await judge(run.task, ws, o.checks, { signal: o.signal });
    if (o.signal?.aborted) return { kind: 'cancelled', cost };
    const result = resultOf(run, o, report, j, { judgeMs: Date.now() - judgeStarted, served });
    await writeResult(o.outDir, result);
    return { kind: 'done', result, cost };
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

/** The settings of one run: the eval's model and wire, the run's interface, the task's check. */
function settingsFor(o: EvalOptions, run: PlannedRun): RunSettings {
  return RunSettings.parse({
    model: o.model,
    ...o.wire,
    editInterface: run.iface,
    checkCommand: run.task.check,
    checkSandbox: o.checkSandbox,
    limits: runLimits(o),
  });
}

/** An --out holds the results of one model at one endpoint (or of a scripted eval), never a mix. */
function refuseOtherResults(stored: ReadonlyMap<string, EvalRunResult>, o: EvalOptions): void {
  for (const r of stored.values()) {
    if (r.model !== o.model || r.scripted !== o.scripted || r.baseUrlHost !== o.baseUrlHost) {
      throw new RunSetupError(
        `${o.outDir} holds results of ${r.scripted ? 'a scripted eval' : `model ${r.model} at ${r.baseUrlHost}`} (${r.id}); use another out folder for ${o.scripted ? 'a scripted eval' : `model ${o.model} at ${o.baseUrlHost}`}`,
      );
    }
  }
}

/** One judged run as stored: the verdict, the hidden-test counts and the run report's figures. */
function resultOf(
  run: PlannedRun,
  o: EvalOptions,
  report: RunReport,
  j: JudgeResult,
  extra: { judgeMs: number; served: ServedUsage | undefined },
): EvalRunResult {
  return {
    format: EVAL_RUN_FORMAT,
    id: run.id,
    task: run.task.id,
    interface: run.iface,
    repeat: run.repeat,
    model: o.model,
    baseUrlHost: o.baseUrlHost,
    scripted: o.scripted,
    pricingSource: report.settings.pricingSource,
    solved: j.solved,
    verdict: j.verdict,
    visible: { exitCode: j.visible.exitCode, timedOut: j.visible.timedOut },
    hidden: {
      exitCode: j.hidden.exitCode,
      timedOut: j.hidden.timedOut,
      passed: j.hidden.counts?.passed ?? null,
      failed: j.hidden.counts?.failed ?? null,
      expected: j.hidden.expected,
    },
    removed: j.removed,
    stopReason: report.stopReason,
    totals: report.totals,
    editMetrics: {
      firstTargetedEditAccepted: report.editMetrics.firstTargetedEditAccepted,
      attempted: report.editMetrics.attempted,
      accepted: report.editMetrics.accepted,
      refusedByCode: report.editMetrics.refusedByCode,
      brokenWritesCaught: report.editMetrics.brokenWritesCaught,
      rereads: report.editMetrics.rereads,
    },
    judgeMs: extra.judgeMs,
    ...(extra.served ? { served: extra.served } : {}),
    finishedAt: new Date().toISOString(),
  };
}

/** The eval's figures over every planned run that has a result (this invocation's and stored ones). */
function summaryOf(o: EvalOptions, pricing: EvalSummary['pricing'], all: EvalRunResult[]): EvalSummary {
  const byInterface = o.interfaces.map((i) => summarizeInterface(i, all));
  return {
    format: EVAL_FORMAT,
    tool: { name: 'agent-fix', version: pkg.version },
    model: o.model,
    baseUrlHost: o.baseUrlHost,
    scripted: o.scripted,
    pricing,
    maxCostUsd: o.maxCostUsd,
    tasks: [...new Set(o.runs.map((r) => r.task.id))],
    interfaces: [...o.interfaces],
    repeat: o.repeat,
    planned: o.runs.length,
    done: all.length,
    notDone: o.runs.filter((r) => !all.some((x) => x.id === r.id)).map((r) => r.id),
    measure: measureOf(byInterface),
    byInterface,
    generatedAt: new Date().toISOString(),
  };
}

/** The report's figures against what the scripted server served: they must be equal. */
function sameUsage(served: ServedUsage, totals: EvalRunResult['totals']): boolean {
  return (
    served.modelCalls === totals.modelCalls &&
    served.inputTokens === totals.inputTokens &&
    served.cachedInputTokens === totals.cachedInputTokens &&
    served.outputTokens === totals.outputTokens &&
    served.reasoningTokens === totals.reasoningTokens
  );
}

function progressLine(r: EvalRunResult, n: number, of: number, alarm?: string): string {
  const t = r.totals;
  const hidden = r.hidden.passed !== null ? `, hidden ${r.hidden.passed}/${r.hidden.expected} passed` : '';
  return (
    `[${n}/${of}] ${r.id}: ${r.solved ? 'solved' : `unsolved (${r.verdict}${hidden})`}; stopped: ${r.stopReason.code}; ` +
    `${t.modelCalls} calls, ${formatInt(t.inputTokens)} in (${formatInt(t.cachedInputTokens)} cached) / ${formatInt(t.outputTokens)} out tokens, ` +
    `${formatUsd(t.costBilledUsd)}, ${formatDuration(t.durationMs)}${alarm ? `; ${alarm}` : ''}`
  );
}
