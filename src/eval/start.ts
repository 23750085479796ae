// How an eval starts, once for `agent-fix eval` and the action's `mode: eval`: every check that
// needs nothing built first (prices, tasks, interfaces), then the endpoints and the sandbox, the
// plan printed worst case first, the runs, and the routing entry the figures support.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unpricedCap, type PricingInput } from '../agent/pricing.js';
import { RunSetupError } from '../agent/run.js';
import type { EditInterface } from '../edit/index.js';
import { hostOf } from '../report/run-report.js';
import { prepareChecks, type CheckBounds, type SandboxMode } from '../sandbox/index.js';
import type { Secrets } from '../secrets/index.js';
import type { SettingName } from '../settings/index.js';
import { describePlan, runEval, type EndpointFor, type EvalOptions, type EvalOutcome, type ModelWire } from './harness.js';
import { loadTasks, type Task } from './loader.js';
import { planRuns, selectTasks, type PlannedRun } from './plan.js';
import { BASELINE_INTERFACE, decideRouting, type RoutingEntry } from './routing.js';

export interface EvalRequest {
  model: string;
  /** The endpoint's API, reasoning effort and context window of every run (api, reasoning-effort, context-window). */
  wire?: ModelWire;
  pricing?: PricingInput;
  /** The whole eval's cap (USD, billed); null: none. */
  maxCostUsd: number | null;
  maxModelCalls?: number;
  timeoutMs?: number;
  checkSandbox: SandboxMode;
  /** Disk and memory caps of each check and hidden-test run (check-disk-mb, check-memory-mb). */
  checkBounds?: CheckBounds;
  concurrency: number;
  repeat: number;
  interfaces: readonly EditInterface[];
  /** Task-id patterns (* and ?), each must match a task. */
  tasks: readonly string[];
  /** The user's endpoint, or a folder of hand-written trajectories replayed per run. */
  endpoint: { baseURL: string; apiKey: string } | { scriptedDir: string };
  /** A routing entry is wanted: the eval must measure the baseline interface. */
  routing?: boolean;
  outDir: string;
  secrets: Secrets;
  signal?: AbortSignal;
  progress: (line: string) => void;
  warn?: (line: string) => void;
}

/** Why the eval cannot start, naming the setting to change; nothing was spent. */
export interface EvalRefused {
  ok: false;
  setting?: SettingName;
  error: string;
}

/** The checks that need nothing built: prices, interfaces, tasks. The runs they plan, or why not. */
export async function planEval(req: EvalRequest): Promise<{ ok: true; runs: PlannedRun[] } | EvalRefused> {
  const unpriced = unpricedCap(req.model, req.pricing, req.maxCostUsd);
  if (unpriced) return { ok: false, setting: 'pricing', error: unpriced };
  if (req.routing && !req.interfaces.includes(BASELINE_INTERFACE))
    return {
      ok: false,
      setting: 'eval-interfaces',
      error: `routing compares against ${BASELINE_INTERFACE}: include it in eval-interfaces`,
    };
  let all: Task[] = await loadTasks();
  if ('scriptedDir' in req.endpoint) {
    // Only tasks with trajectories can be replayed; eval-tasks picks among them.
    const { scriptedTaskIds } = await import('./scripted.js');
    const ids = new Set(await scriptedTaskIds(req.endpoint.scriptedDir));
    all = all.filter((t) => ids.has(t.id));
    if (all.length === 0)
      return { ok: false, setting: 'scripted', error: `${req.endpoint.scriptedDir} has no folder named after a task of the suite` };
  }
  const selected = selectTasks(all, req.tasks);
  if (!selected.ok) return { ok: false, setting: 'eval-tasks', error: `eval-tasks: ${selected.error}` };
  return { ok: true, runs: planRuns(selected.tasks, req.interfaces, req.repeat) };
}

export interface EvalStarted {
  ok: true;
  outcome: EvalOutcome;
  /** The entry for the model by the eval's figures, or why there is none. */
  routing: { ok: true; entry: RoutingEntry } | { ok: false; error: string };
}

/** Plans, builds the endpoints and the sandbox, prints the plan (`onPlan`), runs the eval. */
export async function startEval(req: EvalRequest, onPlan: (lines: string[]) => void): Promise<EvalStarted | EvalRefused> {
  const planned = await planEval(req);
  if (!planned.ok) return planned;
  const { runs } = planned;
  let endpointFor: EndpointFor;
  let baseUrlHost: string;
  if ('scriptedDir' in req.endpoint) {
    const { scriptedEndpoints } = await import('./scripted.js');
    try {
      endpointFor = await scriptedEndpoints(req.endpoint.scriptedDir, runs);
    } catch (err) {
      return { ok: false, setting: 'scripted', error: (err as Error).message };
    }
    baseUrlHost = 'scripted';
  } else {
    const { baseURL, apiKey } = req.endpoint;
    baseUrlHost = hostOf(baseURL);
    endpointFor = () => Promise.resolve({ baseURL, apiKey, close: () => Promise.resolve() });
  }
  // Checks and hidden tests run model-written code: the sandbox is built once here, or the eval does not start.
  const probe = await mkdtemp(join(tmpdir(), 'agent-fix-eval-probe-'));
  const checks = await prepareChecks({ mode: req.checkSandbox, workspace: probe, bounds: req.checkBounds }).finally(() =>
    rm(probe, { recursive: true, force: true }),
  );
  if (!checks.ok) return { ok: false, setting: 'check-sandbox', error: checks.text };
  const options: EvalOptions = {
    runs,
    interfaces: req.interfaces,
    repeat: req.repeat,
    model: req.model,
    ...(req.wire ? { wire: req.wire } : {}),
    baseUrlHost,
    scripted: 'scriptedDir' in req.endpoint,
    endpointFor,
    pricing: req.pricing,
    maxCostUsd: req.maxCostUsd,
    maxModelCalls: req.maxModelCalls,
    timeoutMs: req.timeoutMs,
    checkSandbox: req.checkSandbox,
    checks: checks.runner,
    concurrency: req.concurrency,
    outDir: req.outDir,
    secrets: req.secrets,
    signal: req.signal,
    progress: req.progress,
    warn: req.warn,
  };
  onPlan(describePlan(options, 0));
  let outcome: EvalOutcome;
  try {
    outcome = await runEval(options);
  } catch (err) {
    if (err instanceof RunSetupError) return { ok: false, error: err.message };
    throw err;
  }
  const routing = decideRouting(outcome.summary.byInterface, {
    tasks: outcome.summary.tasks.length,
    repeat: req.repeat,
    scripted: outcome.summary.scripted,
    measuredAt: outcome.summary.generatedAt,
    tool: `agent-fix ${outcome.summary.tool.version}`,
  });
  return { ok: true, outcome, routing };
}
