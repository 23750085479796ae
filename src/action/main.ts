// Action entry: inputs -> pipeline -> outputs. The only place that fails the job, and the only
// door to @actions/core: every line, output, summary and failure it hands over is redacted first.
import * as core from '@actions/core';
import { Secrets } from '../secrets/index.js';
import { runEvalMode } from './eval-mode.js';
import { actionSecrets } from './inputs.js';
import { runCollect } from './collect.js';
import { misconfiguredFailure } from './finalize.js';
import { outputsOf } from './outputs.js';
import { validateInputs } from './validate.js';
import { plainLogText } from './log.js';
import { runPipeline, type Logger } from './pipeline.js';
import { runPlan } from './plan.js';

/** Until the inputs are read there is nothing to redact. */
let secrets = Secrets.none;
const log: Logger = {
  // Plain text only: no logged line can be a workflow command (log.ts).
  info: (m) => core.info(plainLogText(secrets.redact(m))),
  warning: (m) => core.warning(secrets.redact(m)),
  notice: (m) => core.notice(secrets.redact(m)),
};
const fail = (m: string): void => core.setFailed(secrets.redact(m));

async function main(): Promise<void> {
  const controller = new AbortController();
  // Cancellation and job timeouts arrive as SIGINT/SIGTERM: stop the loop, then report truthfully.
  const onSignal = (sig: string) => () => {
    log.warning(`agent-fix received ${sig}; stopping and reporting`);
    controller.abort();
  };
  process.once('SIGTERM', onSignal('SIGTERM'));
  process.once('SIGINT', onSignal('SIGINT'));

  // Every input, the model's price and what the mode needs, before anything is checked out or spent.
  const { inputs, problems } = await validateInputs(process.env);
  // The runner masks the raw values too; our redaction also covers their encodings.
  if (inputs['api-key']) core.setSecret(inputs['api-key']);
  if (inputs['github-token']) core.setSecret(inputs['github-token']);
  secrets = actionSecrets(inputs);
  // One entry, one mode per job: the agent (and a fan-out shard), the fan-out's plan and collect, the eval.
  // Only a comment-started run has someone to answer (after its trigger and gate); the rest fail at once.
  const modes = { run: runPipeline, plan: runPlan, collect: runCollect, eval: runEvalMode } as const;
  const answerable = inputs.mode === 'run' && !problems.some((p) => p.setting === 'github-token');
  const result =
    problems.length && !answerable
      ? { outputs: outputsOf({ stopReason: 'invalid' }), failure: misconfiguredFailure(problems.map((p) => p.message)) }
      : inputs.mode === 'run'
        ? await runPipeline(process.env, inputs, log, controller.signal, secrets, problems)
        : await modes[inputs.mode](process.env, inputs, log, controller.signal, secrets);
  for (const [name, value] of Object.entries(result.outputs)) core.setOutput(name, secrets.redact(value));
  if (result.summary) await core.summary.addRaw(secrets.redact(result.summary)).write();
  if (result.failure) fail(result.failure);
}

main().catch((err: unknown) => {
  fail(`agent-fix: unexpected error: ${(err as Error).message ?? String(err)}`);
});
