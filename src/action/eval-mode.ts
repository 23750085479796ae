// `mode: eval`: on workflow_dispatch, the eval kit runs the shipped task suite (eval-tasks ×
// eval-interfaces × eval-repeat) against the workflow's endpoint and model, max-cost-usd being the
// whole eval's cap, and publishes the Markdown table as the job summary. The run results, eval.json,
// eval.md, eval.svg and a routing file for the model land in $RUNNER_TEMP/agent-fix-eval (upload it
// as an artifact; commit the routing file as .github/agent-fix-routing.json to use edit-interface: auto).
// It starts the way `agent-fix eval` does: src/eval/start.ts.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeEvalFiles } from '../eval/outputs.js';
import { ROUTING_PATH, withEntry } from '../eval/routing.js';
import { startEval, type EvalRequest } from '../eval/start.js';
import type { Secrets } from '../secrets/index.js';
import type { PipelineResult } from './finalize.js';
import { inputBounds, pricingFor, type ActionInputs } from './inputs.js';
import type { Logger } from './log.js';
import { outputsOf } from './outputs.js';

export const EVAL_OUT_DIR = 'agent-fix-eval';
export const ROUTING_FILE = 'agent-fix-routing.json';

/** The eval the inputs describe (validate.ts plans it before anything is spent; runEvalMode runs it). */
export function evalRequest(
  inputs: ActionInputs,
  o: Pick<EvalRequest, 'outDir' | 'secrets' | 'signal' | 'progress' | 'warn'>,
): EvalRequest {
  return {
    model: inputs.model,
    wire: {
      api: inputs.api,
      ...(inputs['reasoning-effort'] ? { reasoningEffort: inputs['reasoning-effort'] } : {}),
      ...(inputs['context-window'] !== undefined ? { contextWindow: inputs['context-window'] } : {}),
    },
    pricing: pricingFor(inputs.model, inputs),
    maxCostUsd: inputs['max-cost-usd'],
    maxModelCalls: inputs['max-model-calls'],
    timeoutMs: inputs['timeout-minutes'] * 60_000,
    checkSandbox: inputs['check-sandbox'],
    checkBounds: inputBounds(inputs),
    concurrency: inputs['eval-concurrency'],
    repeat: inputs['eval-repeat'],
    interfaces: inputs['eval-interfaces'],
    tasks: inputs['eval-tasks'],
    endpoint: { baseURL: inputs['base-url'], apiKey: inputs['api-key'] },
    ...o,
  };
}

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
  const outDir = join(env.RUNNER_TEMP ?? tmpdir(), EVAL_OUT_DIR);
  try {
    return await evalAndPublish(inputs, outDir, model, log, secrets, signal);
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

async function evalAndPublish(
  inputs: ActionInputs,
  outDir: string,
  model: string,
  log: Logger,
  secrets: Secrets,
  signal: AbortSignal,
): Promise<PipelineResult> {
  const failed = (failure: string, stopReason = 'invalid'): PipelineResult => ({ outputs: outputsOf({ stopReason }), failure });
  const started = await startEval(
    evalRequest(inputs, { outDir, secrets, signal, progress: (line) => log.info(line), warn: (line) => log.warning(line) }),
    (plan) => plan.forEach((line) => log.info(line)),
  );
  // Inputs were checked before (validate.ts); what is left is the sandbox, which is no input's fault alone.
  if (!started.ok) return failed(started.error, started.setting === 'check-sandbox' ? 'failed' : 'invalid');
  const { outcome } = started;
  const routing = started.routing.ok ? started.routing.entry : undefined;
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
