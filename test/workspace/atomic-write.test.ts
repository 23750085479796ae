// W1/E6 on disk: temp + rename keeps modes; a failure part-way restores the tree byte for byte.
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitWrites } from '../../src/workspace/atomic-write.js';
import { makeTree, removeTree, textOf, treeHash } from './tree.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
let root = '';
afterEach(() => removeTree(root));

/** Removes this commit's staged temporaries in `dir`: the rename that follows then fails for real. */
function deleteTemps(dir: string): void {
  for (const n of readdirSync(dir)) if (/^\.af-[0-9a-f]+\.tmp$/.test(n)) unlinkSync(join(dir, n));
}

describe('commitWrites', () => {
  it('writes, creates (with folders) and deletes, keeping the mode of replaced files', async () => {
    root = makeTree({ 'run.sh': '#!/bin/sh\necho old\n', 'gone.txt': 'bye\n' });
    chmodSync(join(root, 'run.sh'), 0o751);
    const res = await commitWrites([
      { abs: join(root, 'run.sh'), bytes: enc('#!/bin/sh\necho new\n') },
      { abs: join(root, 'a/b/new.txt'), bytes: enc('new\n') },
      { abs: join(root, 'gone.txt'), bytes: null },
    ]);
    expect(res).toEqual({ ok: true });
    expect(textOf(root, 'run.sh')).toBe('#!/bin/sh\necho new\n');
    expect(statSync(join(root, 'run.sh')).mode & 0o7777).toBe(0o751);
    expect(textOf(root, 'a/b/new.txt')).toBe('new\n');
    expect(existsSync(join(root, 'gone.txt'))).toBe(false);
    expect(readdirSync(root).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('rolls back renamed files, deletes and created folders when a later rename fails', async () => {
    root = makeTree({ 'a.txt': 'A\n', 'del.txt': 'D\n', 'sub/b.txt': 'B\n' });
    chmodSync(join(root, 'a.txt'), 0o600);
    chmodSync(join(root, 'del.txt'), 0o640);
    const before = treeHash(root);
    const res = await commitWrites(
      [
        { abs: join(root, 'a.txt'), bytes: enc('A2\n') },
        { abs: join(root, 'new/deep/c.txt'), bytes: enc('C\n') },
        { abs: join(root, 'del.txt'), bytes: null },
        { abs: join(root, 'sub/b.txt'), bytes: enc('B2\n') },
      ],
      // Order of commit: writes (a, c, b) then the delete; fail at b, after a and c are in place.
      { beforeCommit: (abs) => (abs.endsWith('b.txt') ? deleteTemps(join(root, 'sub')) : undefined) },
    );
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error).toMatch(/ENOENT/);
    expect(treeHash(root)).toBe(before);
  });

  it('restores a deleted file when the failure comes after the delete', async () => {
    root = makeTree({ 'del.txt': 'D\n', 'x.txt': 'X\n', 'y.txt': 'Y\n' });
    chmodSync(join(root, 'del.txt'), 0o755);
    const before = treeHash(root);
    const res = await commitWrites(
      [
        { abs: join(root, 'del.txt'), bytes: null },
        { abs: join(root, 'x.txt'), bytes: null },
      ],
      {
        beforeCommit: (_abs, i) => {
          if (i === 1) throw Object.assign(new Error('disk gone'), { code: 'EIO' });
        },
      },
    );
    expect(res).toEqual({ ok: false, error: expect.stringMatching(/EIO/) });
    expect(treeHash(root)).toBe(before);
  });

  it('fails cleanly when a target turned into a directory, leaving the rest as it was', async () => {
    root = makeTree({ 'a.txt': 'A\n', 'b.txt': 'B\n' });
    const res = await commitWrites(
      [
        { abs: join(root, 'a.txt'), bytes: enc('A2\n') },
        { abs: join(root, 'b.txt'), bytes: enc('B2\n') },
      ],
      {
        beforeCommit: (abs) => {
          if (!abs.endsWith('b.txt')) return;
          unlinkSync(abs);
          mkdirSync(abs);
          writeFileSync(join(abs, 'keep'), 'k');
        },
      },
    );
    expect(res.ok).toBe(false);
    expect(textOf(root, 'a.txt')).toBe('A\n');
    expect(textOf(root, 'b.txt/keep')).toBe('k');
    expect(readdirSync(root).sort()).toEqual(['a.txt', 'b.txt']);
  });
});
