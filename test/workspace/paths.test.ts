// W2: confinement of model-given paths to the workspace root.
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { confinePath, normalisePath } from '../../src/workspace/paths.js';
import { makeTree, removeTree } from './tree.js';

const root = realpathSync(makeTree({ 'src/app.py': 'x = 1\n', '.github/workflows/ci.yml': 'on: push\n', '.git/config': '[core]\n' }));
const outside = realpathSync(mkdtempSync(join(tmpdir(), 'af-out-')));
writeFileSync(join(outside, 'secret.txt'), 'outside\n');
symlinkSync(outside, join(root, 'escape'));
symlinkSync(join(outside, 'secret.txt'), join(root, 'secret-link.txt'));
symlinkSync(join(root, 'src'), join(root, 'src-link'));
symlinkSync(join(root, '.git'), join(root, 'gitlink'));
symlinkSync(join(root, 'nowhere'), join(root, 'dangling'));
mkdirSync(join(root, 'empty-dir'));
afterAll(() => {
  removeTree(root);
  removeTree(outside);
});

const opts = { allowWorkflowEdits: false };

async function refused(path: unknown, o = opts): Promise<string> {
  const c = await confinePath(root, path, o, 2);
  if (c.ok) throw new Error(`expected ${String(path)} to be refused, got ${c.rel}`);
  expect(c.refusal.code).toBe('path_refused');
  expect(c.refusal.index).toBe(2);
  expect(c.refusal.next.length).toBeGreaterThan(0);
  return c.refusal.message;
}

describe('confinePath (W2)', () => {
  it('normalises ./a//b to a/b and resolves inside the root', async () => {
    const c = await confinePath(root, './src//app.py', opts);
    expect(c).toEqual({ ok: true, rel: 'src/app.py', abs: join(root, 'src/app.py'), real: 'src/app.py' });
    expect(normalisePath('a/./b/../c/')).toEqual({ ok: true, rel: 'a/c' });
  });

  it('accepts new files in new folders', async () => {
    const c = await confinePath(root, 'lib/new/mod.ts', opts);
    expect(c).toEqual({ ok: true, rel: 'lib/new/mod.ts', abs: join(root, 'lib/new/mod.ts'), real: 'lib/new/mod.ts' });
  });

  it('refuses absolute paths, .. escapes, NUL bytes, empty and root paths', async () => {
    expect(await refused('/etc/passwd')).toMatch(/absolute/);
    expect(await refused(join(root, 'src/app.py'))).toMatch(/absolute/);
    expect(await refused('../x')).toMatch(/leaves the workspace/);
    expect(await refused('src/../../x')).toMatch(/leaves the workspace/);
    expect(await refused('src/app.py\0.txt')).toMatch(/NUL/);
    expect(await refused('')).toMatch(/empty/);
    expect(await refused('./')).toMatch(/root/);
    expect(await refused(42)).toMatch(/not a string/);
  });

  it('refuses anything inside .git, in any segment and any case', async () => {
    expect(await refused('.git/config')).toMatch(/\.git/);
    expect(await refused('sub/.git/HEAD')).toMatch(/\.git/);
    expect(await refused('.GIT/config')).toMatch(/\.git/);
    expect(await refused('.git')).toMatch(/\.git/);
  });

  it('refuses workflow files unless allowed', async () => {
    expect(await refused('.github/workflows/ci.yml')).toMatch(/workflow/);
    expect(await refused('./.github//workflows/new.yml')).toMatch(/workflow/);
    const allowed = await confinePath(root, '.github/workflows/ci.yml', { allowWorkflowEdits: true });
    expect(allowed.ok).toBe(true);
    expect((await confinePath(root, '.github/dependabot.yml', opts)).ok).toBe(true);
  });

  it('refuses symbolic links that lead out of the root, for existing and new files', async () => {
    expect(await refused('escape/secret.txt')).toMatch(/outside the workspace/);
    expect(await refused('escape/new-file.txt')).toMatch(/outside the workspace/);
    expect(await refused('secret-link.txt')).toMatch(/outside the workspace/);
  });

  it('refuses a link into .git and a dangling link', async () => {
    expect(await refused('gitlink/config')).toMatch(/\.git/);
    expect(await refused('dangling')).toMatch(/does not exist/);
  });

  it('follows links that stay inside, to the real file', async () => {
    const c = await confinePath(root, 'src-link/app.py', opts);
    expect(c).toEqual({ ok: true, rel: 'src-link/app.py', abs: join(root, 'src/app.py'), real: 'src/app.py' });
  });

  it('refuses a path through a file as if it were a folder', async () => {
    expect(await refused('src/app.py/inner.py')).toMatch(/is a file, not a folder/);
  });
});
