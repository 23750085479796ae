// `mode: eval`: on workflow_dispatch, the eval kit runs the shipped task suite (eval-tasks ×
// eval-interfaces × eval-repeat) against the workflow's endpoint and model, max-cost-usd being the
// whole eval's cap, and publishes the Markdown table as the job summary. The run results, eval.json,
// eval.md, eval.svg and a routing file for the model land in $RUNNER_TEMP/agent-fix-eval (upload it
// as an artifact; commit the routing file as .github/agent-fix-routing.json to use edit-interface: auto).
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolvePricing } from '../agent/pricing.js';
import { RunSetupError } from '../agent/run.js';
import { describePlan, runEval, type EvalOptions } from '../eval/harness.js';
import { loadTasks } from '../eval/loader.js';
import { writeEvalFiles } from '../eval/outputs.js';
import { planRuns, selectTasks } from '../eval/plan.js';
import { decideRouting, ROUTING_PATH, withEntry } from '../eval/routing.js';
import { hostOf } from '../report/run-report.js';
import { prepareChecks } from '../sandbox/index.js';
import type { Secrets } from '../secrets/index.js';
import type { PipelineResult } from './finalize.js';
import { inputBounds, pricingFor, type ActionInputs } from './inputs.js';
import type { Logger } from './log.js';
import { outputsOf } from './outputs.js';

export const EVAL_OUT_DIR = 'agent-fix-eval';
export const ROUTING_FILE = 'agent-fix-routing.json';

export async function runEvalMode(
  env: NodeJS.ProcessEnv,
  inputs: ActionInputs,
  log: Logger,
  signal: AbortSignal,
  secrets: Secrets,
): Promise<PipelineResult> {
  const failed = (failure: string, stopReason = 'invalid'): PipelineResult => ({ outputs: outputsOf({ stopReason }), failure });
  if (env.GITHUB_EVENT_NAME !== 'workflow_dispatch') {
    return failed(
      `mode: eval runs on workflow_dispatch only (this event: ${env.GITHUB_EVENT_NAME ?? 'unknown'}); see docs/workflows/agent-eval.yml`,
    );
  }
  const model = inputs.model;
  const pricing = pricingFor(model, inputs);
  const maxCostUsd = inputs['max-cost-usd'];
  if (maxCostUsd !== null && !resolvePricing(model, pricing).pricing) {
    return failed(
      `model ${model} has no known price, so max-cost-usd cannot be held over the eval; give its prices in the pricing input, or set max-cost-usd to none`,
    );
  }
  const selected = selectTasks(await loadTasks(), inputs['eval-tasks']);
  if (!selected.ok) return failed(`input eval-tasks: ${selected.error}`);
  const repeat = inputs['eval-repeat'];
  const interfaces = inputs['eval-interfaces'];
  const runs = planRuns(selected.tasks, interfaces, repeat);

  const probe = await mkdtemp(join(tmpdir(), 'agent-fix-eval-probe-'));
  const checks = await prepareChecks({ mode: inputs['check-sandbox'], workspace: probe, bounds: inputBounds(inputs) }).finally(() =>
    rm(probe, { recursive: true, force: true }),
  );
  if (!checks.ok) return failed(checks.text, 'failed');

  const outDir = join(env.RUNNER_TEMP ?? tmpdir(), EVAL_OUT_DIR);
  const baseURL = inputs['base-url'];
  const options: EvalOptions = {
    runs,
    interfaces,
    repeat,
    model,
    baseUrlHost: hostOf(baseURL),
    scripted: false,
    endpointFor: () => Promise.resolve({ baseURL, apiKey: inputs['api-key'], close: () => Promise.resolve() }),
    pricing,
    maxCostUsd,
    maxModelCalls: inputs['max-model-calls'],
    timeoutMs: inputs['timeout-minutes'] * 60_000,
    checkSandbox: inputs['check-sandbox'],
    checks: checks.runner,
    concurrency: inputs['eval-concurrency'],
    outDir,
    secrets,
    signal,
    progress: (line) => log.info(line),
    warn: (line) => log.warning(line),
  };
  for (const line of describePlan(options, 0)) log.info(line);
  try {
    return await evalAndPublish(options, model, log);
  } finally {
    // The folder is uploaded as an artifact: every file in it leaves the runner, so none keeps a secret.
    await redactFolder(outDir, secrets);
  }
}

/** Every file under `dir`, rewritten redacted where it held a form of a secret. */
async function redactFolder(dir: string, secrets: Secrets): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    const text = await readFile(path, 'utf8');
    const clean = secrets.redact(text);
    if (clean !== text) await writeFile(path, clean);
  }
}

async function evalAndPublish(options: EvalOptions, model: string, log: Logger): Promise<PipelineResult> {
  const { outDir } = options;
  let outcome;
  try {
    outcome = await runEval(options);
  } catch (err) {
    if (err instanceof RunSetupError) return { outputs: outputsOf({ stopReason: 'invalid' }), failure: err.message };
    throw err;
  }
  const decided = decideRouting(outcome.summary.byInterface, {
    tasks: outcome.summary.tasks.length,
    repeat: options.repeat,
    scripted: false,
    measuredAt: outcome.summary.generatedAt,
    tool: `agent-fix ${outcome.summary.tool.version}`,
  });
  const routing = decided.ok ? decided.entry : undefined;
  const files = await writeEvalFiles(outDir, outcome.summary, routing);
  if (routing) {
    await writeFile(join(outDir, ROUTING_FILE), `${JSON.stringify(withEntry(undefined, model, routing), null, 2)}\n`);
    log.info(
      `agent-fix eval: routing for ${model}: ${routing.interface}; commit ${join(outDir, ROUTING_FILE)} as ${ROUTING_PATH} to use edit-interface: auto`,
    );
  }
  const stopReason = outcome.cancelled ? 'cancelled' : outcome.budgetExhausted ? 'max_cost' : 'done';
  log.info(`agent-fix eval: ${outcome.summary.done}/${outcome.summary.planned} runs done; results in ${outDir}`);
  return {
    outputs: outputsOf({ reportPath: files.json, stopReason }),
    summary: files.table,
    ...(outcome.cancelled ? { failure: 'the eval was cancelled' } : {}),
  };
}
