// Action entry: inputs -> pipeline -> outputs. The only place that fails the job.
import * as core from '@actions/core';
import { readInputs } from './inputs.js';
import { runPipeline } from './pipeline.js';

async function main(): Promise<void> {
  const controller = new AbortController();
  // Cancellation and job timeouts arrive as SIGINT/SIGTERM: stop the loop, then report truthfully.
  const onSignal = (sig: string) => () => {
    core.warning(`agent-fix received ${sig}; stopping and reporting`);
    controller.abort();
  };
  process.once('SIGTERM', onSignal('SIGTERM'));
  process.once('SIGINT', onSignal('SIGINT'));

  const read = readInputs(process.env);
  if (!read.ok) {
    core.setFailed(read.error);
    return;
  }
  const { inputs } = read;
  core.setSecret(inputs['api-key']);
  core.setSecret(inputs['github-token']);
  const result = await runPipeline(process.env, inputs, { info: core.info, warning: core.warning }, controller.signal);
  for (const [name, value] of Object.entries(result.outputs)) core.setOutput(name, value);
  if (result.summary) await core.summary.addRaw(result.summary).write();
  if (result.failure) core.setFailed(result.failure);
}

main().catch((err: unknown) => {
  core.setFailed(`agent-fix: unexpected error: ${(err as Error).message ?? String(err)}`);
});
