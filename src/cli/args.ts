// The argv parser: `--flag value`, `--flag=value`, bare `--switch`, `--` ends options. Every flag is a
// setting of src/settings (one declaration: its schema reads the value as it reads the action's
// input). Every mistake becomes one sentence for a usage error (exit 2), with a "did you mean" when
// a flag is close to one the command takes; an old spelling works with a deprecation note.
import {
  ALIASES_REMOVED_IN,
  SETTING_NAMES,
  SETTINGS,
  aliasOf,
  closest,
  readSetting,
  type CommandName,
  type FlagName,
  type SettingName,
  type SettingValue,
} from '../settings/index.js';

export type FlagValues<C extends CommandName> = { [K in FlagName<C>]: SettingValue<K> };

export type ParsedFlags<C extends CommandName> =
  | {
      ok: true;
      values: FlagValues<C>;
      /** The flags given on the command line (not from the environment or the default). */
      given: ReadonlySet<SettingName>;
      positionals: string[];
      /** Deprecation notes, one line each, for stderr. */
      notes: string[];
    }
  | { ok: false; error: string };

/** The settings a command reads: its flags and the environment-only ones (the key). */
export const settingsOf = (command: CommandName): SettingName[] =>
  SETTING_NAMES.filter((n) => (SETTINGS[n].commands as readonly string[]).includes(command));

/** The ones written on a command line. */
export const flagsOf = (command: CommandName): SettingName[] => settingsOf(command).filter((n) => !('flag' in SETTINGS[n]));

const isSwitch = (name: SettingName): boolean => 'switch' in SETTINGS[name];

/** Why `--name` is not a flag of `command`, with what to write instead when we can tell. */
function unknownFlag(command: CommandName, name: string): string {
  const target = aliasOf(name) ?? (SETTING_NAMES.includes(name as SettingName) ? (name as SettingName) : undefined);
  if (target) {
    const where = SETTINGS[target].commands as readonly CommandName[];
    const others = where.filter((c) => c !== command);
    if (where.includes(command) && 'flag' in SETTINGS[target])
      return `unknown option --${name}: ${target} is read from the environment (${(SETTINGS[target] as { env?: readonly string[] }).env?.join(' or ')}), never from the command line`;
    const of = others.length ? `a flag of ${others.map((c) => `agent-fix ${c}`).join(', ')}` : 'an input of the action only';
    return `unknown option --${name}: agent-fix ${command} does not take ${target === name ? 'it' : `--${target}`} (${of})`;
  }
  const flags = flagsOf(command);
  const spellings = [...flags, ...flags.flatMap((f) => ('aliases' in SETTINGS[f] ? (SETTINGS[f].aliases as readonly string[]) : []))];
  const near = closest(name, spellings);
  const suggestion = near ? (aliasOf(near) ?? near) : undefined;
  return suggestion
    ? `unknown option --${name} (did you mean --${suggestion}?)`
    : `unknown option --${name} (see agent-fix help ${command})`;
}

export function parseFlags<C extends CommandName>(
  command: C,
  argv: readonly string[],
  maxPositionals: number,
  env: NodeJS.ProcessEnv = process.env,
): ParsedFlags<C> {
  const flags = new Set(flagsOf(command));
  const raw = new Map<SettingName, string>();
  const positionals: string[] = [];
  const notes: string[] = [];
  let onlyPositionals = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (onlyPositionals || !arg.startsWith('--') || arg === '-') {
      if (!onlyPositionals && arg.startsWith('-') && arg !== '-' && !/^-\d/.test(arg)) return { ok: false, error: `unknown option ${arg}` };
      positionals.push(arg);
      continue;
    }
    if (arg === '--') {
      onlyPositionals = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const written = arg.slice(2, eq === -1 ? undefined : eq);
    const alias = aliasOf(written);
    const name = (flags.has(written as SettingName) ? written : alias && flags.has(alias) ? alias : undefined) as SettingName | undefined;
    if (!name) return { ok: false, error: unknownFlag(command, written) };
    if (name !== written)
      notes.push(`--${written} is deprecated and will be removed in ${ALIASES_REMOVED_IN}: use --${name} (same meaning)`);
    if (raw.has(name)) return { ok: false, error: `--${name} is given twice` };
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else if (isSwitch(name)) value = 'true';
    else {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) return { ok: false, error: `--${name} needs a value (${SETTINGS[name].value})` };
      i++;
    }
    raw.set(name, value);
  }
  if (positionals.length > maxPositionals) return { ok: false, error: `unexpected argument ${positionals[maxPositionals]}` };

  const values: Record<string, unknown> = {};
  for (const name of settingsOf(command)) {
    const s = SETTINGS[name] as { required?: readonly string[]; env?: readonly string[]; help: string; value: string };
    if (!raw.has(name) && s.required?.includes(command)) return { ok: false, error: `--${name} is required (${s.value}): ${s.help}` };
    const fromEnv = raw.has(name) ? undefined : s.env?.find((e) => env[e] !== undefined && env[e] !== '');
    const read = readSetting(name, raw.get(name) ?? (fromEnv ? env[fromEnv]! : ''), 'cli');
    if (!read.ok)
      return {
        ok: false,
        error: fromEnv ? read.problem.message.replace(`--${name}:`, `${fromEnv} (for --${name}):`) : read.problem.message,
      };
    values[name] = read.value;
  }
  return { ok: true, values: values as FlagValues<C>, given: new Set(raw.keys()), positionals, notes };
}
