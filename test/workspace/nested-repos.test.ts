// W4: the agent never writes inside another repository in the workspace: a submodule's folder (a
// gitlink in HEAD, checked out or left empty), a folder holding a planted `.git` directory or a `.git`
// file pointing elsewhere, or any of these reached through a symbolic link. Each refusal has its own
// code and writes nothing; a control shows the same write lands in a folder without a `.git`. And the
// Workspace's record of its writes (what the commit is built from) names where the bytes really went.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workspace } from '../../src/workspace/workspace.js';
import { applyCall } from './calls.js';

let root = '';
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'core.hooksPath=/dev/null', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'agent-fix-nested-'));
  git(root, 'init', '-q', '-b', 'main');
  writeFileSync(join(root, 'README.md'), 'top\n');
  writeFileSync(join(root, 'real.txt'), 'real\n');
  symlinkSync('real.txt', join(root, 'lnk.txt'));
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'init');
  // A submodule as actions/checkout leaves it: a gitlink in HEAD, an empty folder on disk.
  git(root, 'update-index', '--add', '--cacheinfo', `160000,${git(root, 'rev-parse', 'HEAD')},vendor/lib`);
  git(root, 'commit', '-q', '-m', 'submodule');
  mkdirSync(join(root, 'vendor/lib'), { recursive: true });
  // Planted by a check: a repository in a plain folder, and a .git file pointing elsewhere.
  mkdirSync(join(root, 'tools'));
  git(join(root, 'tools'), 'init', '-q');
  mkdirSync(join(root, 'ext/deep'), { recursive: true });
  writeFileSync(join(root, 'ext/.git'), `gitdir: ${join(root, '..', 'elsewhere.git')}\n`);
  symlinkSync('vendor/lib', join(root, 'into-sub'));
  mkdirSync(join(root, 'plain'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (ws: Workspace, path: string) => ws.writeFile({ path, content: 'export const x = 1;\n' });

describe('W4: nothing is written inside another repository', () => {
  it.each([
    ['vendor/lib/x.js', 'vendor/lib', 'a submodule'],
    ['tools/x.js', 'tools', 'a nested git repository'],
    ['ext/deep/x.js', 'ext', 'a nested git repository'],
    ['into-sub/x.js', 'vendor/lib', 'a submodule'],
  ])('%s is refused (nested_repo), nothing written', async (path, folder, kind) => {
    const ws = new Workspace(root);
    const res = await write(ws, path);
    expect(res.written).toBe(false);
    expect(res.refusals).toMatchObject([{ code: 'nested_repo' }]);
    expect(res.refusals[0]!.message).toContain(`inside ${folder}, ${kind}`);
    expect(res.refusals[0]!.next).toMatch(/^Retry once with files of this repository only/);
    expect(res.text).toContain('nested_repo');
    expect(existsSync(join(root, path))).toBe(false);
    expect(ws.writes()).toEqual([]);
  });

  it('control: the same write in a folder without a .git lands, and is recorded', async () => {
    const ws = new Workspace(root);
    const res = await write(ws, 'plain/x.js');
    expect(res.written).toBe(true);
    expect(ws.writes()).toEqual([{ path: 'plain/x.js', bytes: new TextEncoder().encode('export const x = 1;\n'), fresh: true }]);
    rmSync(join(root, 'plain/x.js'));
  });
});

describe("the Workspace's record of its writes", () => {
  it('names where the bytes went: an edit through a link is the real file, a deleted link is the link', async () => {
    const ws = new Workspace(root);
    expect((await ws.writeFile({ path: 'lnk.txt', content: 'through the link\n' })).written).toBe(true);
    const read = await ws.read('lnk.txt');
    if (!read.ok) throw new Error(read.text);
    const del = await applyCall(ws, { edits: [{ path: 'lnk.txt', delete: true, revision: read.view.revision }] });
    expect(del.written, del.text).toBe(true);
    expect(ws.writes()).toEqual([
      { path: 'lnk.txt', bytes: null, fresh: true },
      { path: 'real.txt', bytes: new TextEncoder().encode('through the link\n'), fresh: false },
    ]);
    // The report names the same paths as the commit will.
    expect(ws.diffSummary().map((f) => [f.path, f.kind])).toEqual([
      ['lnk.txt', 'delete'],
      ['real.txt', 'update'],
    ]);
  });
});
