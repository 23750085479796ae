// The one settings declaration against everything said to come from it: action.yml's inputs,
// docs/inputs.md's table, each CLI command's flags, --help and usage, and the aliases' deadline.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import pkg from '../../package.json' with { type: 'json' };
import { flagsOf, parseFlags, settingsOf } from '../../src/cli/args.js';
import { COMMANDS } from '../../src/cli/commands.js';
import {
  ALIASES_REMOVED_IN,
  COMMAND_NAMES,
  INPUT_NAMES,
  SETTING_NAMES,
  SETTINGS,
  defaultOf,
  type Setting,
} from '../../src/settings/index.js';
import { expectedActionYml, expectedInputsDoc } from '../../src/settings/files.js';
import { ROOT } from '../action/harness.js';

const entry = (n: string): Setting & { aliases?: readonly string[]; switch?: true; flag?: false; required?: readonly string[] } =>
  SETTINGS[n as keyof typeof SETTINGS] as Setting;

/** A valid value for the flags whose default is empty and whose value is not a word or a number. */
const EXAMPLES: Record<string, string> = {
  pricing: '{"inputPerMTok":1,"cachedInputPerMTok":0.1,"outputPerMTok":2}',
  'context-window': '16384',
  'reasoning-effort': 'low',
};

describe('the settings declaration', () => {
  it('every default is a valid value of its own schema, and every setting applies somewhere', () => {
    for (const name of SETTING_NAMES) {
      expect(() => defaultOf(name), name).not.toThrow();
      expect(entry(name).modes.length + entry(name).commands.length, name).toBeGreaterThan(0);
      expect(entry(name).help.length, name).toBeGreaterThan(10);
    }
  });

  it('action.yml declares exactly the inputs, descriptions and defaults it says (npm run settings:docs writes them)', async () => {
    const text = await readFile(join(ROOT, 'action.yml'), 'utf8');
    expect(text, 'run npm run settings:docs').toBe(expectedActionYml(text));
    const yml = parseYaml(text) as { inputs: Record<string, { description: string; required: boolean; default: string }> };
    expect(Object.keys(yml.inputs)).toEqual(INPUT_NAMES);
    for (const name of INPUT_NAMES) {
      expect(yml.inputs[name]!.description, name).toBe(entry(name).help);
      // No input is required by the runner: the ones a mode needs are checked by agent-fix, per mode (plan and collect need no key).
      expect(yml.inputs[name]!.required, name).toBe(false);
      expect(yml.inputs[name]!.default, name).toBe(entry(name).actionDefault ?? entry(name).default);
    }
  });

  it('docs/inputs.md holds the generated reference, a row per input with its default and the modes that read it', async () => {
    const text = await readFile(join(ROOT, 'docs', 'inputs.md'), 'utf8');
    expect(text, 'run npm run settings:docs').toBe(expectedInputsDoc(text));
    for (const name of INPUT_NAMES) {
      const row = text.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
      expect(row, name).toBeDefined();
      const s = entry(name);
      if (s.default && !s.defaultText) expect(row, name).toContain(`| \`${s.default}\` |`);
    }
  });

  it('each command parses every flag the declaration gives it, and --help lists each with its default', () => {
    for (const command of COMMAND_NAMES) {
      const cmd = COMMANDS.find((c) => c.name === command)!;
      for (const name of flagsOf(command)) {
        const s = entry(name);
        const value = s.switch ? [] : [s.default || EXAMPLES[name] || (s.value.includes('|') ? s.value.split('|')[0]! : '1')];
        const required = settingsOf(command)
          .filter((n) => n !== name && entry(n).required?.includes(command))
          .flatMap((n) => [`--${n}`, entry(n).value.split('|')[0] === 'USD' ? '1' : 'x']);
        const r = parseFlags(command, [`--${name}`, ...value, ...required], 1, {});
        expect(r.ok ? 'ok' : r.error, `${command} --${name}`).toBe('ok');
        expect(cmd.usage, `${command} usage`).toContain(`--${name}`);
        const line = cmd.help.split('\n').findIndex((l) => l.trimStart().startsWith(`--${name} `) || l.trim() === `--${name}`);
        expect(line, `${command} help --${name}`).toBeGreaterThanOrEqual(0);
        const isRequired = s.required?.includes(command);
        if (s.default && !s.switch && !s.defaultText && !isRequired)
          expect(cmd.help, `${command} --${name} default`).toContain(`default: ${s.default}`);
        for (const alias of s.aliases ?? []) expect(cmd.help, alias).toContain(`--${alias}`);
      }
      // And nothing else: a flag of another command is refused.
      for (const other of SETTING_NAMES.filter((n) => !settingsOf(command).includes(n) && entry(n).commands.length > 0)) {
        const r = parseFlags(command, [`--${other}`, 'x'], 1, {});
        expect(r.ok, `${command} --${other}`).toBe(false);
      }
    }
  });

  it('old spellings are removed when the version says so (they are accepted until ALIASES_REMOVED_IN)', () => {
    const version = (v: string): number[] => v.split('.').map(Number);
    const [a, b, c] = version(pkg.version);
    const [x, y, z] = version(ALIASES_REMOVED_IN);
    const before = a! < x! || (a === x && (b! < y! || (b === y && c! < z!)));
    const aliases = SETTING_NAMES.flatMap((n) => entry(n).aliases ?? []);
    expect(before || aliases.length === 0, `version ${pkg.version} reached ${ALIASES_REMOVED_IN}: remove ${aliases.join(', ')}`).toBe(true);
    // An alias never shadows a name.
    for (const alias of aliases) expect(SETTING_NAMES).not.toContain(alias);
  });
});
