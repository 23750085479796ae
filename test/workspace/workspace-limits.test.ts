// Review findings turned into tests: deletes through links, every refusal listed, W2 on writes.
import { existsSync, lstatSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { revisionOf } from '../../src/edit/index.js';
import { Workspace } from '../../src/workspace/workspace.js';
import { applyCall } from './calls.js';
import { makeTree, treeHash } from './tree.js';

const rev = (text: string): string => revisionOf(new TextEncoder().encode(text));

describe('workspace limits (W2, E6)', () => {
  it('deleting a symbolic link removes the link, never its target', async () => {
    const root = makeTree({ 'real.txt': 'r\n' });
    symlinkSync('real.txt', join(root, 'link.txt'));
    const ws = new Workspace(root, {});
    const res = await applyCall(ws, { edits: [{ path: 'link.txt', delete: true, revision: rev('r\n') }] });
    expect(res.ok).toBe(true);
    expect(existsSync(join(root, 'real.txt'))).toBe(true);
    expect(() => lstatSync(join(root, 'link.txt'))).toThrow();
  });

  it("E6: a refused path does not hide the other edits' refusals", async () => {
    const root = makeTree({ 'a.txt': 'a\nb\n' });
    const before = treeHash(root);
    const ws = new Workspace(root, {});
    const res = await applyCall(ws, {
      edits: [
        { path: 'a.txt', revision: rev('a\nb\n'), start_line: 1, end_line: 1, first_line: 'WRONG', last_line: 'WRONG', new_text: 'x' },
        { path: '.git/x', create: true, new_text: 'y' },
      ],
    });
    expect(res.ok).toBe(false);
    expect(res.refusals.map((r) => [r.index, r.code])).toEqual([
      [0, 'boundary_mismatch'],
      [1, 'path_refused'],
    ]);
    expect(treeHash(root)).toBe(before);
  });

  it('W2 on writes: no NUL bytes and nothing over the size limit is written', async () => {
    const root = makeTree({});
    const ws = new Workspace(root, { maxFileBytes: 1000 });
    const nul = await applyCall(ws, { edits: [{ path: 'bin.txt', create: true, new_text: 'a\u0000b' }] });
    expect(nul.refusals[0]?.code).toBe('not_text');
    const big = await applyCall(ws, { edits: [{ path: 'big.txt', create: true, new_text: 'x'.repeat(2000) }] });
    expect(big.refusals[0]?.message).toMatch(/larger than the 1000-byte file limit/);
    expect(existsSync(join(root, 'bin.txt')) || existsSync(join(root, 'big.txt'))).toBe(false);
  });
});

describe('one call, one shape of the tree', () => {
  it('refuses making one name both a file and a folder, before anything is written', async () => {
    const root = makeTree({});
    const before = treeHash(root);
    const res = await applyCall(new Workspace(root, {}), {
      edits: [
        { path: 'x', create: true, new_text: '1' },
        { path: 'x/y', create: true, new_text: '2' },
      ],
    });
    expect(res.refusals.map((r) => [r.index, r.code])).toEqual([[0, 'path_refused']]);
    expect(res.refusals[0]?.message).toContain('x/y in the same call needs it to be a folder');
    expect(treeHash(root)).toBe(before);
  });

  it('A5: a quote in another Unicode normalization form is named as such', async () => {
    const text = 'x := "h\u00e9llo"\n';
    const root = makeTree({ 'm.go': text });
    const res = await applyCall(new Workspace(root, {}), {
      edits: [
        {
          path: 'm.go',
          revision: rev(text),
          start_line: 1,
          end_line: 1,
          first_line: 'x := "he\u0301llo"',
          last_line: 'x := "he\u0301llo"',
          new_text: 'y',
        },
      ],
    });
    expect(res.text).toContain('another Unicode normalization form');
  });
});
