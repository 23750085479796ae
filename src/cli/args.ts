// A tiny argv parser: `--flag value`, `--flag=value`, boolean `--flag`, `--` ends options.
// Every mistake becomes one clear sentence for a usage error (exit 2), never an exception.

export type FlagType = 'string' | 'int' | 'boolean';

export interface FlagSpec {
  type: FlagType;
  /** Allowed values of a string flag. */
  choices?: readonly string[];
  /** Smallest allowed value of an int flag. */
  min?: number;
  /** Largest allowed value of an int flag. */
  max?: number;
}

export type FlagValue = string | number | boolean;

export type ParsedArgs = { ok: true; flags: Record<string, FlagValue | undefined>; positionals: string[] } | { ok: false; error: string };

function convert(name: string, spec: FlagSpec, raw: string): { ok: true; value: FlagValue } | { ok: false; error: string } {
  if (spec.type === 'int') {
    if (!/^-?\d+$/.test(raw)) return { ok: false, error: `--${name} needs a whole number, got "${raw}"` };
    const n = Number(raw);
    if (spec.min !== undefined && n < spec.min) return { ok: false, error: `--${name} must be at least ${spec.min}, got ${n}` };
    if (spec.max !== undefined && n > spec.max) return { ok: false, error: `--${name} must be at most ${spec.max}, got ${n}` };
    return { ok: true, value: n };
  }
  if (spec.choices && !spec.choices.includes(raw)) {
    return { ok: false, error: `--${name} must be one of ${spec.choices.join(', ')}; got "${raw}"` };
  }
  return { ok: true, value: raw };
}

export function parseArgv(argv: readonly string[], flags: Record<string, FlagSpec>, maxPositionals: number): ParsedArgs {
  const values: Record<string, FlagValue | undefined> = {};
  const positionals: string[] = [];
  let onlyPositionals = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (onlyPositionals || !arg.startsWith('--') || arg === '-') {
      if (!onlyPositionals && arg.startsWith('-') && arg !== '-' && !/^-\d/.test(arg)) {
        return { ok: false, error: `unknown option ${arg}` };
      }
      positionals.push(arg);
      continue;
    }
    if (arg === '--') {
      onlyPositionals = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    const spec = flags[name];
    if (!spec) return { ok: false, error: `unknown option --${name}` };
    if (values[name] !== undefined) return { ok: false, error: `--${name} is given twice` };
    if (spec.type === 'boolean') {
      if (eq !== -1) return { ok: false, error: `--${name} takes no value` };
      values[name] = true;
      continue;
    }
    let raw: string | undefined;
    if (eq !== -1) raw = arg.slice(eq + 1);
    else {
      raw = argv[i + 1];
      if (raw === undefined || raw.startsWith('--')) return { ok: false, error: `--${name} needs a value` };
      i++;
    }
    const converted = convert(name, spec, raw);
    if (!converted.ok) return converted;
    values[name] = converted.value;
  }
  if (positionals.length > maxPositionals) {
    return { ok: false, error: `unexpected argument ${positionals[maxPositionals]}` };
  }
  return { ok: true, flags: values, positionals };
}

export const str = (v: FlagValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
export const int = (v: FlagValue | undefined): number | undefined => (typeof v === 'number' ? v : undefined);
