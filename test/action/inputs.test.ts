import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CODE_DEFAULTS, INPUT_NAMES, readInputs } from '../../src/action/inputs.js';
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
      expect(CODE_DEFAULTS[name], `default of ${name}`).toBe(spec.default);
    }
    expect(yml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('every output the action sets is documented in action.yml', async () => {
    const { outputsOf } = await import('../../src/action/outputs.js');
    const yml = await actionYml();
    expect(Object.keys(outputsOf({})).sort()).toEqual(Object.keys(yml.outputs).sort());
  });

  it('applies defaults to empty inputs and validates values with a clear error', () => {
    const ok = readInputs({ 'INPUT_API-KEY': 'k', GITHUB_TOKEN: 't' });
    expect(ok.ok && ok.inputs.model).toBe('gpt-5-mini');
    expect(ok.ok && ok.inputs['max-cost-usd']).toBe(2);
    expect(ok.ok && ok.inputs['github-token']).toBe('t');
    const bad = readInputs({
      'INPUT_API-KEY': 'k',
      'INPUT_GITHUB-TOKEN': 't',
      'INPUT_MAX-COST-USD': 'lots',
      'INPUT_EDIT-INTERFACE': 'vibes',
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/max-cost-usd: must be a positive number/);
    expect(!bad.ok && bad.error).toMatch(/edit-interface/);
    const noKey = readInputs({ 'INPUT_GITHUB-TOKEN': 't' });
    expect(!noKey.ok && noKey.error).toMatch(/api-key is required/);
  });
});
