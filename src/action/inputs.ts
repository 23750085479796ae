// Action inputs: read once, validated by one schema whose defaults mirror action.yml (a test
// keeps the two equal, since the runner applies action.yml's defaults and local runs do not).
import { z } from 'zod';
import { isPricingTable } from '../agent/pricing.js';
import { EditInterface, ParseCheckMode } from '../edit/index.js';
import { DEFAULT_SANDBOX_MODE, SandboxMode } from '../sandbox/index.js';
import { Secrets } from '../secrets/index.js';

const bool = z.enum(['true', 'false', '']).transform((v) => v === 'true');
const num = (def: number, opts: { int?: boolean; max?: number } = {}) =>
  z.string().transform((v, ctx) => {
    if (v.trim() === '') return def;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0 || (opts.int && !Number.isInteger(n)) || (opts.max !== undefined && n > opts.max)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a positive ${opts.int ? 'whole ' : ''}number${opts.max ? ` up to ${opts.max}` : ''}, got "${v}"`,
      });
      return z.NEVER;
    }
    return n;
  });
const withDefault = <T extends z.ZodType<unknown, string>>(schema: T, def: string) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? def : v.trim()))
    .pipe(schema);

export const ActionInputs = z.object({
  'api-key': z.string(),
  'base-url': withDefault(z.url(), 'https://api.openai.com/v1'),
  model: withDefault(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/, 'not a valid model id'), 'gpt-5-mini'),
  'allowed-models': z.string().transform((v) =>
    v
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
  ),
  'github-token': z.string(),
  trigger: withDefault(z.string().regex(/^\S+$/, 'must be one word, like /agent'), '/agent'),
  task: z.string(),
  'task-file': z.string(),
  'edit-interface': withDefault(EditInterface, 'verified_selection'),
  'parse-check': withDefault(ParseCheckMode, 'reject'),
  'max-model-calls': num(40, { int: true, max: 1000 }),
  'max-cost-usd': num(2, { max: 1000 }),
  'timeout-minutes': num(20, { int: true, max: 360 }),
  pricing: z.string(),
  'check-command': z.string(),
  'check-sandbox': withDefault(SandboxMode, DEFAULT_SANDBOX_MODE),
  'allowed-permission': withDefault(z.enum(['admin', 'maintain', 'write', 'triage', 'read']), 'write'),
  'allow-workflow-edits': bool,
  draft: bool,
  'branch-prefix': withDefault(z.string().regex(/^[A-Za-z0-9._/-]*$/, 'letters, digits, . _ / - only'), 'agent-fix/'),
  'base-branch': z.string(),
  label: z.string(),
  'report-path': z.string(),
});
export type ActionInputs = z.infer<typeof ActionInputs>;

/** The inputs that hold secrets; a SecretMatch from actionSecrets() names its input by position here. */
export const SECRET_INPUTS = ['api-key', 'github-token'] as const;

/** The run's secret set, built once: everything that leaves the runner is redacted with it. */
export const actionSecrets = (inputs: ActionInputs): Secrets => Secrets.of(SECRET_INPUTS.map((name) => inputs[name]));

export const INPUT_NAMES = Object.keys(ActionInputs.shape) as (keyof typeof ActionInputs.shape)[];

/** Defaults applied when an input is empty, as action.yml states them (checked by a test). */
export const CODE_DEFAULTS: Record<string, string> = {
  'base-url': 'https://api.openai.com/v1',
  model: 'gpt-5-mini',
  trigger: '/agent',
  'edit-interface': 'verified_selection',
  'parse-check': 'reject',
  'max-model-calls': '40',
  'max-cost-usd': '2',
  'timeout-minutes': '20',
  'allowed-permission': 'write',
  'check-sandbox': DEFAULT_SANDBOX_MODE,
  'allow-workflow-edits': 'false',
  draft: 'false',
  'branch-prefix': 'agent-fix/',
  label: 'agent-fix',
};

/** Reads inputs the way @actions/core does (INPUT_<NAME>, spaces to underscores, upper case). */
export function readInputs(env: NodeJS.ProcessEnv): { ok: true; inputs: ActionInputs } | { ok: false; error: string } {
  const raw: Record<string, string> = {};
  for (const name of INPUT_NAMES) {
    raw[name] = (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
  }
  if (raw.label === '' && env[`INPUT_LABEL`] === undefined) raw.label = CODE_DEFAULTS.label ?? '';
  if (raw['github-token'] === '') raw['github-token'] = env.GITHUB_TOKEN ?? '';
  const parsed = ActionInputs.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, error: parsed.error.issues.map((i) => `input ${i.path.join('.')}: ${i.message}`).join('; ') };
  }
  if (!parsed.data['api-key']) return { ok: false, error: 'input api-key is required (for example ${{ secrets.OPENAI_API_KEY }})' };
  if (!parsed.data['github-token']) return { ok: false, error: 'input github-token is empty and GITHUB_TOKEN is not set' };
  return { ok: true, inputs: parsed.data };
}

/**
 * The pricing input as it applies to `model`: a per-model table prices any model it names; a single
 * price object describes the workflow's own model and must not price an overridden one.
 */
export function pricingFor(model: string, inputs: Pick<ActionInputs, 'model' | 'pricing'>): string | undefined {
  if (!inputs.pricing.trim()) return undefined;
  return model === inputs.model || isPricingTable(inputs.pricing) ? inputs.pricing : undefined;
}
