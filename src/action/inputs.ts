// Action inputs: read once, validated by one table. The rule for every input, declared here once:
// absent or empty means its default (an unset `${{ vars.X }}` arrives as ""); only the explicit
// word `none` switches a feature off. action.yml states the same defaults (a test keeps them equal).
import { z } from 'zod';
import { parsePricingInput, type PricingInput } from '../agent/pricing.js';
import { DEFAULT_MODEL, Limits, RunSettings } from '../agent/settings.js';
import { EditInterface, ParseCheckMode } from '../edit/index.js';
import { COMMIT_SIGNING } from '../github/publish.js';
import { DEFAULT_CHECK_BOUNDS, DEFAULT_SANDBOX_MODE, MAX_BOUND_MB, SandboxMode, type CheckBounds } from '../sandbox/index.js';
import { Secrets } from '../secrets/index.js';
import { MAX_SHARDS_CEILING, ShardSpec } from './shards.js';
import { DEFAULT_INSTRUCTION_FILES } from '../workspace/instructions.js';

/** The word that switches an input's feature off (label, max-cost-usd, check-command). */
export const NONE = 'none';

const RUN = RunSettings.parse({});
const LIMITS = Limits.parse({});

/** core.getBooleanInput's spellings (YAML 1.2 core schema). */
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
const bool = z.string().transform((v, ctx) => {
  if (TRUE.includes(v)) return true;
  if (FALSE.includes(v)) return false;
  ctx.addIssue({ code: 'custom', message: 'must be true or false' });
  return z.NEVER;
});

const positive = (opts: { int?: boolean; max: number }) =>
  z.string().transform((v, ctx) => {
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0 || (opts.int && !Number.isInteger(n)) || n > opts.max) {
      ctx.addIssue({ code: 'custom', message: `must be a positive ${opts.int ? 'whole ' : ''}number up to ${opts.max}` });
      return z.NEVER;
    }
    return n;
  });

/** `none` -> null (switched off); anything else must satisfy `schema`. */
const orNone = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.string().transform((v, ctx): z.output<T> | null => {
    if (v === NONE) return null;
    const r = schema.safeParse(v);
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: `${issue.message} (or ${NONE})` });
    return z.NEVER;
  });

const text = z.string();

/** `auto`: the interface measured best for the model (.github/agent-fix-routing.json at the base commit, src/action/routing.ts). */
export const AUTO_INTERFACE = 'auto';
export const EditInterfaceInput = z.enum([...EditInterface.options, AUTO_INTERFACE]);

/**
 * What the action does: `run` (an agent run: today's behaviour), `eval` (the eval kit on the task
 * suite, src/action/eval-mode.ts); `plan` and `collect` belong to the fan-out (#12).
 */
export const MODES = ['run', 'plan', 'collect', 'eval'] as const;

const interfaces = z.string().transform((v, ctx) => {
  const names = v
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  const bad = names.filter((n) => !EditInterface.safeParse(n).success);
  if (bad.length || names.length === 0 || new Set(names).size !== names.length) {
    ctx.addIssue({ code: 'custom', message: `must be distinct names among ${EditInterface.options.join(', ')}, comma-separated` });
    return z.NEVER;
  }
  return names as EditInterface[];
});

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean),
);

/** Every input: its default (as action.yml states it; "" = none) and its schema. */
const TABLE = {
  'api-key': { default: '', schema: text },
  'base-url': { default: 'https://api.openai.com/v1', schema: z.url() },
  model: { default: DEFAULT_MODEL, schema: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/, 'not a valid model id') },
  'allowed-models': { default: '', schema: list },
  'github-token': { default: '', schema: text },
  trigger: { default: '/agent', schema: z.string().regex(/^\S+$/, 'must be one word, like /agent') },
  task: { default: '', schema: text },
  'task-file': { default: '', schema: text },
  'edit-interface': { default: RUN.editInterface, schema: EditInterfaceInput },
  'parse-check': { default: RUN.parseCheck, schema: ParseCheckMode },
  'max-model-calls': { default: String(LIMITS.maxModelCalls), schema: positive({ int: true, max: 1000 }) },
  'max-cost-usd': { default: String(LIMITS.maxCostUsd), schema: orNone(positive({ max: 1000 })) },
  // Empty: five times max-cost-usd (gate.ts prCostCap); none: no cap per pull request.
  'max-pr-cost-usd': {
    default: '',
    schema: z.string().transform((v, ctx): number | null | undefined => {
      if (v === '') return undefined;
      if (v === NONE) return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n <= 0 || n > 10_000) {
        ctx.addIssue({ code: 'custom', message: 'must be a positive number up to 10000 (or none)' });
        return z.NEVER;
      }
      return n;
    }),
  },
  'timeout-minutes': { default: String(LIMITS.timeoutMs / 60_000), schema: positive({ int: true, max: 360 }) },
  pricing: {
    default: '',
    schema: z.string().transform((v, ctx): PricingInput | null => {
      if (v.trim() === '') return null;
      const parsed = parsePricingInput(v);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  },
  'check-command': { default: '', schema: z.string().transform((v) => (v === NONE ? '' : v)) },
  'check-sandbox': { default: DEFAULT_SANDBOX_MODE, schema: SandboxMode },
  'check-disk-mb': { default: String(DEFAULT_CHECK_BOUNDS.diskMb), schema: orNone(positive({ int: true, max: MAX_BOUND_MB })) },
  'check-memory-mb': { default: String(DEFAULT_CHECK_BOUNDS.memoryMb), schema: orNone(positive({ int: true, max: MAX_BOUND_MB })) },
  'instructions-files': {
    default: DEFAULT_INSTRUCTION_FILES.join(','),
    schema: z.string().transform((v) =>
      v === NONE
        ? []
        : v
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean),
    ),
  },
  'allowed-permission': { default: 'write', schema: z.enum(['admin', 'maintain', 'write', 'triage', 'read']) },
  'allow-workflow-edits': { default: 'false', schema: bool },
  draft: { default: 'false', schema: bool },
  'branch-prefix': { default: 'agent-fix/', schema: z.string().regex(/^[A-Za-z0-9._/-]*$/, 'letters, digits, . _ / - only') },
  'base-branch': { default: '', schema: text },
  label: { default: 'agent-fix', schema: z.string().transform((v) => (v === NONE ? '' : v)) },
  'commit-signing': { default: 'git', schema: z.enum(COMMIT_SIGNING) },
  'report-path': { default: '', schema: text },
  mode: { default: 'run', schema: z.enum(MODES) },
  // mode: plan -> run with shard -> collect (the fan-out).
  'shard-files': {
    default: '',
    schema: z.string().transform((v) =>
      v
        .split(/[\n,]/)
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  },
  'shard-command': { default: '', schema: text },
  'files-per-shard': { default: '10', schema: positive({ int: true, max: 10_000 }) },
  'max-shards': { default: '16', schema: positive({ int: true, max: MAX_SHARDS_CEILING }) },
  shard: {
    default: '',
    schema: z.string().transform((v, ctx): ShardSpec | undefined => {
      if (v.trim() === '') return undefined;
      try {
        return ShardSpec.parse(JSON.parse(v));
      } catch (err) {
        ctx.addIssue({
          code: 'custom',
          message: `must be one entry of the plan's matrix (toJSON(matrix.shard)): ${(err as Error).message.split('\n')[0]}`,
        });
        return z.NEVER;
      }
    }),
  },
  'shard-count': {
    default: '',
    schema: z
      .string()
      .transform((v) => (v === '' ? undefined : Number(v)))
      .pipe(z.number().int().positive().max(MAX_SHARDS_CEILING).optional()),
  },
  'base-sha': { default: '', schema: z.string().regex(/^([0-9a-f]{40})?$/, 'a full commit sha') },
  'collect-into': { default: 'one', schema: z.enum(['one', 'per-shard']) },
  // mode: eval. max-cost-usd is the whole eval's cap there.
  'eval-tasks': { default: '*', schema: z.string().min(1) },
  'eval-interfaces': { default: EditInterface.options.join(','), schema: interfaces },
  'eval-repeat': { default: '1', schema: positive({ int: true, max: 20 }) },
  'eval-concurrency': { default: '2', schema: positive({ int: true, max: 8 }) },
} as const;

type Table = typeof TABLE;
export type InputName = keyof Table;
export type ActionInputs = { [K in InputName]: z.output<Table[K]['schema']> };

export const INPUT_NAMES = Object.keys(TABLE) as InputName[];

/** Defaults applied when an input is empty, as action.yml states them (checked by a test). */
export const CODE_DEFAULTS: Record<InputName, string> = Object.fromEntries(INPUT_NAMES.map((n) => [n, TABLE[n].default])) as Record<
  InputName,
  string
>;

/** The inputs that hold secrets; a SecretMatch from actionSecrets() names its input by position here. */
export const SECRET_INPUTS = ['api-key', 'github-token'] as const;

/** The run's secret set, built once: everything that leaves the runner is redacted with it. */
export const actionSecrets = (inputs: Pick<ActionInputs, (typeof SECRET_INPUTS)[number]>): Secrets =>
  Secrets.of(SECRET_INPUTS.map((name) => inputs[name]));

/** Reads inputs the way @actions/core does (INPUT_<NAME>, spaces to underscores, upper case). */
export function readInputs(env: NodeJS.ProcessEnv): { ok: true; inputs: ActionInputs } | { ok: false; error: string } {
  const out: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const name of INPUT_NAMES) {
    let raw = (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
    if (name === 'github-token' && raw === '') raw = env.GITHUB_TOKEN ?? '';
    const value = raw === '' ? TABLE[name].default : raw;
    const parsed = (TABLE[name].schema as z.ZodType<unknown, string>).safeParse(value);
    if (parsed.success) out[name] = parsed.data;
    else {
      // Secrets are never echoed; every other bad value is, so the fix is obvious.
      const shown = (SECRET_INPUTS as readonly string[]).includes(name) ? '' : `, got ${JSON.stringify(raw)}`;
      errors.push(`input ${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}${shown}`);
    }
  }
  if (errors.length) return { ok: false, error: errors.join('; ') };
  const inputs = out as ActionInputs;
  // Only the modes that call a model need the key (a fan-out's plan and collect spend nothing).
  if (!inputs['api-key'] && (inputs.mode === 'run' || inputs.mode === 'eval')) {
    return { ok: false, error: 'input api-key is required (for example ${{ secrets.OPENAI_API_KEY }})' };
  }
  if (!inputs['github-token']) return { ok: false, error: 'input github-token is empty and GITHUB_TOKEN is not set' };
  return { ok: true, inputs };
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
