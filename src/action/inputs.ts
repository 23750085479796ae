// Action inputs: read once, each by its declaration in src/settings (default, schema, modes). A bad
// input is a Problem, never a crash: the input's default stands in for it so the trigger and the
// permission gate can still decide who is told (src/action/validate.ts says what else is checked).
import type { PricingInput } from '../agent/pricing.js';
import type { CheckBounds } from '../sandbox/index.js';
import { Secrets } from '../secrets/index.js';
import {
  closest,
  defaultOf,
  INPUT_NAMES,
  readSetting,
  SETTINGS,
  type InputName,
  type Problem,
  type SettingValue,
} from '../settings/index.js';

export { NONE, MODES, AUTO_INTERFACE, INPUT_NAMES, type InputName, type Problem } from '../settings/index.js';

export type ActionInputs = { [K in InputName]: SettingValue<K> };

/** The inputs that hold secrets; a SecretMatch from actionSecrets() names its input by position here. */
export const SECRET_INPUTS = ['api-key', 'github-token'] as const satisfies readonly InputName[];

/** The run's secret set, built once: everything that leaves the runner is redacted with it. */
export const actionSecrets = (inputs: Pick<ActionInputs, (typeof SECRET_INPUTS)[number]>): Secrets =>
  Secrets.of(SECRET_INPUTS.map((name) => inputs[name]));

/** The environment variable the runner sets for an input (as @actions/core reads it). */
export const inputVariable = (name: string): string => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/**
 * Reads every input the way @actions/core does (INPUT_<NAME>). Always returns inputs (a bad one
 * holds its default) and the problems found: bad values, and `with:` keys agent-fix does not have
 * (a misspelt input would otherwise leave its default in force without a word).
 */
export function readInputs(env: NodeJS.ProcessEnv): { inputs: ActionInputs; problems: Problem[] } {
  const out: Record<string, unknown> = {};
  const problems: Problem[] = [];
  for (const name of INPUT_NAMES) {
    const s = SETTINGS[name] as { actionEnv?: string };
    let raw = (env[inputVariable(name)] ?? '').trim();
    if (raw === '' && s.actionEnv) raw = env[s.actionEnv] ?? '';
    const read = readSetting(name, raw, 'action');
    if (read.ok) out[name] = read.value;
    else {
      problems.push(read.problem);
      out[name] = defaultOf(name);
    }
  }
  const known = new Set(INPUT_NAMES.map(inputVariable));
  for (const key of Object.keys(env)) {
    if (!key.startsWith('INPUT_') || known.has(key)) continue;
    const name = key.slice('INPUT_'.length).toLowerCase();
    const near = closest(name, INPUT_NAMES);
    problems.push({ setting: name, message: `input ${name} is not an input of agent-fix${near ? ` (did you mean ${near}?)` : ''}` });
  }
  return { inputs: out as ActionInputs, problems };
}

/**
 * The pricing input as it applies to `model`: a per-model table prices any model it names; a single
 * price object describes the workflow's own model and must not price an overridden one.
 */
export function pricingFor(model: string, inputs: Pick<ActionInputs, 'model' | 'pricing'>): PricingInput | undefined {
  if (!inputs.pricing) return undefined;
  return model === inputs.model || inputs.pricing.kind === 'table' ? inputs.pricing : undefined;
}

/** The sandbox's caps of one check (check-disk-mb, check-memory-mb). */
export const inputBounds = (inputs: Pick<ActionInputs, 'check-disk-mb' | 'check-memory-mb'>): CheckBounds => ({
  diskMb: inputs['check-disk-mb'],
  memoryMb: inputs['check-memory-mb'],
});
