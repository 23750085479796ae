// One reading of a setting's text for both surfaces: empty means the default, the schema decides,
// and a bad value becomes one sentence that names the setting as the surface spells it (`input x`
// in the action, `--x` on the command line) and echoes the value unless it is a secret.
import { SETTINGS, SETTING_NAMES, type SettingName, type SettingValue } from './declaration.js';

export type Surface = 'action' | 'cli';

/** A setting whose value cannot be used, and why: one sentence for the log, the comment or stderr. */
export interface Problem {
  /** The setting (or, for an unknown input, the name as written). */
  setting: string;
  message: string;
}

/** How a surface names a setting in a sentence. */
export const spelled = (surface: Surface, name: string): string => (surface === 'action' ? `input ${name}` : `--${name}`);

export function readSetting<K extends SettingName>(
  name: K,
  raw: string,
  surface: Surface,
): { ok: true; value: SettingValue<K> } | { ok: false; problem: Problem } {
  const s = SETTINGS[name];
  const text = raw.trim() === '' ? s.default : raw.trim();
  const parsed = s.schema.safeParse(text);
  if (parsed.success) return { ok: true, value: parsed.data as SettingValue<K> };
  // Secrets are never echoed; every other bad value is, so the fix is obvious.
  const shown = 'secret' in s && s.secret ? '' : `, got ${JSON.stringify(raw)}`;
  return {
    ok: false,
    problem: { setting: name, message: `${spelled(surface, name)}: ${parsed.error.issues.map((i) => i.message).join('; ')}${shown}` },
  };
}

/** The default's value (the declaration's defaults are valid: a test parses each). */
export function defaultOf<K extends SettingName>(name: K): SettingValue<K> {
  return SETTINGS[name].schema.parse(SETTINGS[name].default) as SettingValue<K>;
}

/** Edit distance, for "did you mean". */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/** The known name closest to `name` (a typo, a missing or extra part), or undefined when none is close. */
export function closest(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const k of known) {
    const d = distance(name, k);
    const part = k.includes(name) || name.includes(k) ? Math.min(d, 2) : d;
    const limit = Math.max(2, Math.floor(k.length / 4));
    if (part <= limit && (!best || part < best.score)) best = { name: k, score: part };
  }
  return best?.name;
}

/** Which setting an old spelling stands for. */
export function aliasOf(name: string): SettingName | undefined {
  return SETTING_NAMES.find((n) => {
    const s = SETTINGS[n];
    return 'aliases' in s && (s.aliases as readonly string[]).includes(name);
  });
}
