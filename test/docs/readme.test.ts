// README is the user's manual: the example workflows in it are the files the e2e tests run, and
// every input and output of action.yml is documented.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { COMMANDS } from '../../src/cli/commands.js';
import { ROOT } from '../action/harness.js';

const readme = (): Promise<string> => readFile(join(ROOT, 'README.md'), 'utf8');

describe('README', () => {
  it('shows each example workflow verbatim', async () => {
    const text = await readme();
    const files = (await readdir(join(ROOT, 'docs', 'workflows'))).filter((f) => f.endsWith('.yml'));
    expect(files.sort()).toEqual([
      'agent-eval.yml',
      'agent-fanout.yml',
      'agent-fix-comment.yml',
      'agent-fix-dispatch.yml',
      'agent-fix-pr.yml',
      'agent-fix-weekly.yml',
    ]);
    for (const f of files) {
      const yml = (await readFile(join(ROOT, 'docs', 'workflows', f), 'utf8')).trimEnd();
      expect(text, f).toContain(yml);
    }
  });

  it('documents every input and output of action.yml', async () => {
    const text = await readme();
    const yml = parseYaml(await readFile(join(ROOT, 'action.yml'), 'utf8')) as { inputs: object; outputs: object };
    for (const name of Object.keys(yml.inputs)) expect(text, name).toContain(`| \`${name}\``);
    for (const name of Object.keys(yml.outputs)) expect(text, name).toContain(`\`${name}\``);
  });

  it('gives the two setup commands', async () => {
    const text = await readme();
    expect(text).toContain('npm ci && npm run demo');
    expect(text).toContain('npm test');
  });

  it("shows each command's usage exactly as --help prints it", async () => {
    const text = await readme();
    const block = /## Command line\n\n```sh\n([\s\S]*?)\n```/.exec(text)?.[1] ?? '';
    const expected = COMMANDS.flatMap((c) => c.usage.split('\n').map((line, i) => (i === 0 ? `npx ${line}` : `    ${line}`))).join('\n');
    expect(block).toBe(expected);
  });
});
