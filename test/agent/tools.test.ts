import { execFileSync } from 'node:child_process';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { EditInterface } from '../../src/edit/types.js';
import { ToolSet } from '../../src/agent/tools/index.js';
import { sanitizedEnv, unsandboxedRunner } from '../../src/sandbox/index.js';
import { stripNulls } from '../../src/agent/tools/strict-schema.js';
import type { ToolContext } from '../../src/agent/tools/tool.js';
import { Workspace } from '../../src/workspace/workspace.js';
import { project } from './loop-helpers.js';

function ctx(root: string, checkCommand?: string): ToolContext {
  return {
    workspace: new Workspace(root, {}),
    root,
    checkCommand,
    checkTimeoutMs: 2000,
    checks: { ok: true, runner: unsandboxedRunner() },
  };
}

const FILES = {
  '.gitignore': 'build/\n*.log\n',
  'src/a.ts': 'export const needle = 1;\n',
  'src/b.ts': 'const NEEDLE = 2;\n',
  'build/out.js': 'needle\n',
  'debug.log': 'needle\n',
};

describe('list_files and search_text respect .gitignore', () => {
  for (const git of [false, true]) {
    it(git ? 'in a git checkout' : 'in a plain folder', async () => {
      const root = await project(FILES);
      if (git) execFileSync('git', ['init', '-q'], { cwd: root });
      const tools = new ToolSet('verified_selection', false);
      const list = await tools.dispatch('list_files', '{}', ctx(root));
      expect(list.text.split('\n').slice(1).sort()).toEqual(['.gitignore', 'src/a.ts', 'src/b.ts']);
      const hits = await tools.dispatch('search_text', JSON.stringify({ pattern: 'needle', case_sensitive: false }), ctx(root));
      expect(hits.text).toContain('src/a.ts:1: export const needle = 1;');
      expect(hits.text).toContain('src/b.ts:1: const NEEDLE = 2;');
      expect(hits.text).not.toContain('build/');
      expect(hits.text).not.toContain('debug.log');
    });
  }

  it('regex search, and an invalid regex is a refusal, not a crash', async () => {
    const root = await project(FILES);
    const tools = new ToolSet('verified_selection', false);
    const ok = await tools.dispatch('search_text', JSON.stringify({ pattern: '^const [A-Z]+', regex: true }), ctx(root));
    expect(ok.text).toContain('src/b.ts:1:');
    expect(ok.text).not.toContain('src/a.ts');
    const bad = await tools.dispatch('search_text', JSON.stringify({ pattern: '(', regex: true }), ctx(root));
    expect(bad.outcome).toBe('refused');
    expect(bad.text).toMatch(/invalid regular expression/);
  });
});

describe('one listing per run, kept fresh', () => {
  it('is listed once, and again after the workspace writes and after run_checks', async () => {
    const { writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const root = await project({ 'a.txt': 'needle a\n' });
    execFileSync('git', ['init', '-q'], { cwd: root });
    const c = ctx(root, 'echo needle check > made-by-check.txt');
    const tools = new ToolSet('verified_selection', true);
    const names = async (): Promise<string[]> => (await tools.dispatch('list_files', '{}', c)).text.split('\n').slice(1);
    const first = await c.workspace.listFiles();
    expect(await c.workspace.listFiles()).toBe(first);
    expect(await names()).toEqual(['a.txt']);
    // Changed behind the workspace's back (nothing in a run does this): the run's listing stands.
    await writeFile(join(root, 'outside-write.txt'), 'needle\n');
    expect(await names()).toEqual(['a.txt']);
    const search = async (): Promise<string> => (await tools.dispatch('search_text', JSON.stringify({ pattern: 'needle' }), c)).text;
    expect(await search()).not.toContain('outside-write.txt');
    // The workspace's own write: listed afresh.
    const wrote = await tools.dispatch('write_file', JSON.stringify({ path: 'new.txt', content: 'needle new\n' }), c);
    expect(wrote.outcome).toBe('accepted');
    expect(await names()).toEqual(['a.txt', 'new.txt', 'outside-write.txt']);
    // run_checks may change anything: listed afresh after it.
    expect((await tools.dispatch('run_checks', '{}', c)).outcome).toBe('ok');
    expect(await names()).toEqual(['a.txt', 'made-by-check.txt', 'new.txt', 'outside-write.txt']);
    expect(await search()).toContain('made-by-check.txt:1: needle check');
  });
});

describe('run_checks (check-sandbox: none)', () => {
  it('runs exactly the configured command and never passes secrets to it', async () => {
    const root = await project({ 'x.txt': 'x\n' });
    process.env.AGENT_FIX_TEST_API_KEY = 'sk-should-not-leak';
    process.env.INPUT_GITHUB_TOKEN = 'ghs-should-not-leak';
    try {
      const r = await unsandboxedRunner().run('env; exit 3', root, 5000);
      expect(r.exitCode).toBe(3);
      expect(r.output).not.toContain('sk-should-not-leak');
      expect(r.output).not.toContain('ghs-should-not-leak');
      expect(r.output).toContain('PATH=');
    } finally {
      delete process.env.AGENT_FIX_TEST_API_KEY;
      delete process.env.INPUT_GITHUB_TOKEN;
    }
    expect(Object.keys(sanitizedEnv({ GITHUB_TOKEN: 'a', OPENAI_API_KEY: 'b', HOME: '/h' }))).toEqual(['HOME']);
  });

  it('kills a command that runs past its timeout', async () => {
    const root = await project({ 'x.txt': 'x\n' });
    const r = await unsandboxedRunner().run('sleep 30', root, 300);
    expect(r.timedOut).toBe(true);
    expect(r.durationMs).toBeLessThan(10_000);
  });

  it('is offered only when a check command is configured', () => {
    expect(new ToolSet('verified_selection', false).wire.map((t) => t.function.name)).not.toContain('run_checks');
    expect(new ToolSet('verified_selection', true).wire.map((t) => t.function.name)).toContain('run_checks');
  });
});

describe('tool schemas on the wire', () => {
  it.each(EditInterface.options)('%s: every schema compiles, and strict ones list every property as required', (iface) => {
    const ajv = new Ajv2020({ strict: false });
    for (const t of new ToolSet(iface, true).wire) {
      expect(() => ajv.compile(t.function.parameters)).not.toThrow();
      const walk = (node: Record<string, unknown>): void => {
        if (node.type === 'object' && node.properties) {
          expect(node.required).toEqual(Object.keys(node.properties as object));
          expect(node.additionalProperties).toBe(false);
          for (const child of Object.values(node.properties as Record<string, Record<string, unknown>>)) walk(child);
        }
        const items = node.items as Record<string, unknown> | undefined;
        if (items) walk(items);
        for (const alt of (node.anyOf as Record<string, unknown>[] | undefined) ?? []) walk(alt);
      };
      if (t.function.strict) walk(t.function.parameters);
    }
  });

  it('nullable optional fields sent as null are treated as absent', () => {
    expect(stripNulls({ a: 1, b: null, c: [{ d: null, e: 'x' }] })).toEqual({ a: 1, c: [{ e: 'x' }] });
  });
});

describe('search and listing stay inside the workspace and cannot be frozen', () => {
  it('never follows symbolic links (into .git or out of the workspace)', async () => {
    const { symlink } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const outside = await project({ 'secret.txt': 'needle-outside\n' });
    const root = await project({ 'a.txt': 'needle-inside\n' });
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['config', 'http.extraheader', 'AUTHORIZATION: basic needle-token'], { cwd: root });
    await symlink(join(root, '.git', 'config'), join(root, 'cfg'));
    await symlink(join(outside, 'secret.txt'), join(root, 'out.txt'));
    await symlink(outside, join(root, 'outdir'));
    execFileSync('git', ['add', '-A'], { cwd: root });
    const tools = new ToolSet('verified_selection', false);
    const list = await tools.dispatch('list_files', '{}', ctx(root));
    expect(list.text.split('\n').slice(1)).toEqual(['a.txt']);
    for (const regex of [false, true]) {
      const hits = await tools.dispatch('search_text', JSON.stringify({ pattern: 'needle', regex }), ctx(root));
      expect(hits.text).toContain('a.txt:1: needle-inside');
      expect(hits.text).not.toContain('needle-token');
      expect(hits.text).not.toContain('needle-outside');
    }
  });

  it('a catastrophic regex is stopped after its time budget and answered as a refusal', async () => {
    const { searchFiles } = await import('../../src/workspace/search.js');
    const root = await project({ 'a.txt': `${'a'.repeat(40)}!\n` });
    const t0 = Date.now();
    const res = await searchFiles(root, ['a.txt'], { pattern: '(a+)+$', regex: true, caseSensitive: true }, 10, 300);
    expect('error' in res && res.error).toMatch(/took longer than/);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });
});
