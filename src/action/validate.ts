// Everything that makes the configured run impossible, found before anything is spent: before the
// checkout, the sandbox build or any model call. Bad values (inputs.ts), then what the mode needs:
// a key where a model is called, a token, prices for a capped model, the eval's tasks, the plan's
// files and the collect job's plan outputs. Each problem names the input to change.
import { unpricedCap } from '../agent/pricing.js';
import { planEval } from '../eval/start.js';
import { Secrets } from '../secrets/index.js';
import { evalRequest } from './eval-mode.js';
import { pricingFor, readInputs, type ActionInputs, type Problem } from './inputs.js';

export interface Validated {
  inputs: ActionInputs;
  problems: Problem[];
}

export async function validateInputs(env: NodeJS.ProcessEnv): Promise<Validated> {
  const { inputs, problems } = readInputs(env);
  const bad = new Set(problems.map((p) => p.setting));
  const add = (setting: string, message: string): void => void problems.push({ setting, message });
  if (!inputs['github-token']) add('github-token', 'input github-token is empty and GITHUB_TOKEN is not set');
  const mode = inputs.mode;
  // Only the modes that call a model need the key (a fan-out's plan and collect spend nothing).
  if ((mode === 'run' || mode === 'eval') && !inputs['api-key'])
    add('api-key', "input api-key is empty: give the endpoint's key, for example ${{ secrets.OPENAI_API_KEY }}");
  // A price problem is only worth saying about values that are themselves valid.
  const pricesKnown = !['model', 'pricing', 'max-cost-usd'].some((n) => bad.has(n));
  if (mode === 'run' && pricesKnown) {
    const unpriced = unpricedCap(inputs.model, pricingFor(inputs.model, inputs), inputs['max-cost-usd']);
    if (unpriced) add('pricing', `input pricing: ${unpriced}`);
  }
  if (mode === 'eval' && pricesKnown && !bad.has('eval-tasks')) {
    const planned = await planEval(evalRequest(inputs, { outDir: '', secrets: Secrets.none, progress: () => {} }));
    if (!planned.ok) {
      const setting = planned.setting ?? 'eval-tasks';
      add(setting, planned.error.startsWith(`${setting}: `) ? `input ${planned.error}` : `input ${setting}: ${planned.error}`);
    }
  }
  if (mode === 'collect') {
    if (!inputs['shard-count'] && !bad.has('shard-count'))
      add('shard-count', "input shard-count is empty: mode collect needs the plan job's shard-count output");
    if (!inputs['base-sha'] && !bad.has('base-sha'))
      add('base-sha', "input base-sha is empty: mode collect needs the plan job's base-sha output");
  }
  if (mode === 'plan' && inputs['shard-files'].length === 0 && !inputs['shard-command'])
    add('shard-files', 'mode plan needs shard-files (glob patterns) or shard-command: both are empty');
  return { inputs, problems };
}

/** The workflow file a run came from (GITHUB_WORKFLOW_REF: owner/repo/.github/workflows/x.yml@ref), to name where to change an input. */
export function workflowFile(env: NodeJS.ProcessEnv): string | undefined {
  const ref = env.GITHUB_WORKFLOW_REF;
  const m = ref ? /^[^/]+\/[^/]+\/(.+?)@/.exec(ref) : null;
  return m?.[1];
}
