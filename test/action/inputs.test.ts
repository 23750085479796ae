import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { INPUT_NAMES, readInputs, type ActionInputs } from '../../src/action/inputs.js';
import { SETTINGS } from '../../src/settings/index.js';

/** The inputs when every value is good, or the problems' sentences. */
function read(env: NodeJS.ProcessEnv): { ok: true; inputs: ActionInputs } | { ok: false; error: string } {
  const r = readInputs(env);
  return r.problems.length ? { ok: false, error: r.problems.map((p) => p.message).join('; ') } : { ok: true, inputs: r.inputs };
}
import { ROOT } from './harness.js';

type ActionYml = {
  inputs: Record<string, { default?: string; required?: boolean; description: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
};

const actionYml = async (): Promise<ActionYml> => parseYaml(await readFile(join(ROOT, 'action.yml'), 'utf8')) as ActionYml;

describe('action inputs', () => {
  it('action.yml and the code agree on every input and every literal default', async () => {
    const yml = await actionYml();
    expect(Object.keys(yml.inputs).sort()).toEqual([...INPUT_NAMES].sort());
    for (const [name, spec] of Object.entries(yml.inputs)) {
      expect(spec.description.length, name).toBeGreaterThan(10);
      if (spec.default === undefined || spec.default === '' || spec.default.startsWith('${{')) continue;
      expect(SETTINGS[name as keyof typeof SETTINGS].default, `default of ${name}`).toBe(spec.default);
    }
    expect(yml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('every output the action sets is documented in action.yml', async () => {
    const { outputsOf } = await import('../../src/action/outputs.js');
    const yml = await actionYml();
    expect(Object.keys(outputsOf({})).sort()).toEqual(Object.keys(yml.outputs).sort());
  });

  it('applies defaults to empty inputs and validates values with a clear error', () => {
    const ok = read({ 'INPUT_API-KEY': 'k', GITHUB_TOKEN: 't' });
    expect(ok.ok && ok.inputs.model).toBe('gpt-5-mini');
    expect(ok.ok && ok.inputs['max-cost-usd']).toBe(2);
    expect(ok.ok && ok.inputs['github-token']).toBe('t');
    const bad = read({
      'INPUT_API-KEY': 'k',
      'INPUT_GITHUB-TOKEN': 't',
      'INPUT_MAX-COST-USD': 'lots',
      'INPUT_EDIT-INTERFACE': 'vibes',
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/max-cost-usd: must be a positive number/);
    expect(!bad.ok && bad.error).toMatch(/edit-interface/);
    // A bad input holds its default, so the trigger and the gate can still decide who is told.
    const held = readInputs({ 'INPUT_GITHUB-TOKEN': 't', 'INPUT_MAX-COST-USD': 'lots', INPUT_TRIGGER: 'two words' });
    expect([held.inputs['max-cost-usd'], held.inputs.trigger]).toEqual([2, '/agent']);
    expect(held.problems.map((p) => p.setting)).toEqual(['trigger', 'max-cost-usd']);
  });

  it('one rule for every input: empty means the default, only "none" switches a feature off', () => {
    const base = { 'INPUT_API-KEY': 'k', 'INPUT_GITHUB-TOKEN': 't' };
    const empty = read({ ...base, INPUT_LABEL: '', 'INPUT_MAX-COST-USD': '', 'INPUT_CHECK-SANDBOX': '' });
    expect(empty.ok && [empty.inputs.label, empty.inputs['max-cost-usd'], empty.inputs['check-sandbox']]).toEqual(['agent-fix', 2, 'auto']);
    const off = read({ ...base, INPUT_LABEL: 'none', 'INPUT_MAX-COST-USD': 'none', 'INPUT_CHECK-COMMAND': 'none' });
    expect(off.ok && [off.inputs.label, off.inputs['max-cost-usd'], off.inputs['check-command']]).toEqual(['', null, '']);
  });

  it('check-disk-mb and check-memory-mb: MB caps of each check (2048 and 4096), none = no cap, anything else a clear error', () => {
    const base = { 'INPUT_API-KEY': 'k', 'INPUT_GITHUB-TOKEN': 't' };
    const caps = (env: Record<string, string>) => {
      const r = read({ ...base, ...env });
      return r.ok ? [r.inputs['check-disk-mb'], r.inputs['check-memory-mb']] : r.error;
    };
    expect(caps({})).toEqual([2048, 4096]);
    expect(caps({ 'INPUT_CHECK-DISK-MB': '64', 'INPUT_CHECK-MEMORY-MB': 'none' })).toEqual([64, null]);
    expect(caps({ 'INPUT_CHECK-DISK-MB': '1.5' })).toBe(
      'input check-disk-mb: must be a positive whole number up to 1048576 (or none), got "1.5"',
    );
    expect(caps({ 'INPUT_CHECK-MEMORY-MB': 'lots' })).toMatch(/^input check-memory-mb: must be a positive whole number/);
  });

  it('accepts booleans as core.getBooleanInput does', () => {
    const base = { 'INPUT_API-KEY': 'k', 'INPUT_GITHUB-TOKEN': 't' };
    for (const [v, want] of [
      ['true', true],
      ['True', true],
      ['TRUE', true],
      ['false', false],
      ['False', false],
      ['FALSE', false],
    ] as const) {
      const r = read({ ...base, INPUT_DRAFT: v, 'INPUT_ALLOW-WORKFLOW-EDITS': v });
      expect(r.ok && [r.inputs.draft, r.inputs['allow-workflow-edits']], v).toEqual([want, want]);
    }
    const bad = read({ ...base, INPUT_DRAFT: 'yes' });
    expect(!bad.ok && bad.error).toBe('input draft: must be true or false, got "yes"');
  });

  it('every input error echoes the bad value, except for secrets', () => {
    const r = read({
      'INPUT_API-KEY': 'k',
      'INPUT_GITHUB-TOKEN': 't',
      'INPUT_BASE-URL': 'not a url',
      'INPUT_EDIT-INTERFACE': 'vibes',
      'INPUT_MAX-COST-USD': '-3',
      'INPUT_CHECK-SANDBOX': 'strict',
      'INPUT_ALLOWED-PERMISSION': 'owner',
      'INPUT_BRANCH-PREFIX': 'a b',
    });
    expect(r.ok).toBe(false);
    const error = !r.ok ? r.error : '';
    for (const bad of ['not a url', 'vibes', '-3', 'strict', 'owner', 'a b']) expect(error).toContain(`got ${JSON.stringify(bad)}`);
    expect(error).toMatch(/input max-cost-usd: must be a positive number up to 1000 \(or none\)/);
  });

  it('edit-interface takes auto; mode takes run, plan, collect and eval (default run)', () => {
    const base = { 'INPUT_API-KEY': 'k', 'INPUT_GITHUB-TOKEN': 't' };
    const auto = read({ ...base, 'INPUT_EDIT-INTERFACE': 'auto' });
    expect(auto.ok && auto.inputs['edit-interface']).toBe('auto');
    const plain = read(base);
    expect(plain.ok && [plain.inputs.mode, plain.inputs['edit-interface']]).toEqual(['run', 'verified_selection']);
    for (const mode of ['run', 'plan', 'collect', 'eval']) {
      const r = read({ ...base, INPUT_MODE: mode });
      expect(r.ok && r.inputs.mode, mode).toBe(mode);
    }
    const bad = read({ ...base, INPUT_MODE: 'benchmark' });
    expect(!bad.ok && bad.error).toBe('input mode: must be one of run, plan, collect, eval, got "benchmark"');
  });

  it('the eval inputs: task patterns, distinct known interfaces, repeat and concurrency as whole numbers', () => {
    const base = { 'INPUT_API-KEY': 'k', 'INPUT_GITHUB-TOKEN': 't' };
    const d = read(base);
    expect(d.ok && [d.inputs['eval-tasks'], d.inputs['eval-interfaces'], d.inputs['eval-repeat'], d.inputs['eval-concurrency']]).toEqual([
      ['*'],
      ['verified_selection', 'search_replace', 'line_range', 'patch'],
      1,
      2,
    ]);
    const some = read({ ...base, 'INPUT_EVAL-INTERFACES': ' patch , verified_selection ', 'INPUT_EVAL-REPEAT': '3' });
    expect(some.ok && [some.inputs['eval-interfaces'], some.inputs['eval-repeat']]).toEqual([['patch', 'verified_selection'], 3]);
    for (const [name, value] of [
      ['EVAL-INTERFACES', 'verified_selection,vibes'],
      ['EVAL-INTERFACES', 'patch,patch'],
      ['EVAL-REPEAT', '1.5'],
      ['EVAL-CONCURRENCY', '0'],
    ]) {
      const r = read({ ...base, [`INPUT_${name}`]: value });
      expect(!r.ok && r.error, `${name}=${value}`).toContain(`input ${name!.toLowerCase()}: `);
    }
  });

  it('a with: key agent-fix does not have is a problem that names the input it probably meant', () => {
    const r = readInputs({ 'INPUT_API-KEY': 'k', 'INPUT_GITHUB-TOKEN': 't', 'INPUT_MAX-COST': '1', INPUT_FROBNICATE: 'x' });
    expect(r.problems.map((p) => p.message)).toEqual([
      'input max-cost is not an input of agent-fix (did you mean max-cost-usd?)',
      'input frobnicate is not an input of agent-fix',
    ]);
    // The value it meant to set is not taken from a misspelt key.
    expect(r.inputs['max-cost-usd']).toBe(2);
  });
});
