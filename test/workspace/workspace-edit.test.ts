// Workspace.applyEdit / writeFile: confinement before planning, atomicity (E6), byte-exact writes
// (W1), history and the whole-run diff.
import { chmodSync, existsSync, lstatSync, readdirSync, statSync, symlinkSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { revisionOf } from '../../src/edit/index.js';
import { Workspace } from '../../src/workspace/workspace.js';
import { revisionOnDisk, vsEdit, applyCall } from './calls.js';
import { bytesOf, makeTree, removeTree, textOf, treeHash } from './tree.js';

let root = '';
afterEach(() => removeTree(root));

const BOM = [0xef, 0xbb, 0xbf];
const bytes = (s: string, bom = false): Uint8Array => new Uint8Array([...(bom ? BOM : []), ...new TextEncoder().encode(s)]);

describe('Workspace.applyEdit', () => {
  it('applies an edit, reports the new revision and line count, and records the change', async () => {
    root = makeTree({ 'src/greet.txt': 'hello\nworld\nbye\n' });
    const ws = new Workspace(root);
    const res = await applyCall(ws, { edits: [vsEdit(root, 'src/greet.txt', 2, 2, 'there\nworld')] });
    expect(res.ok).toBe(true);
    expect(res.written).toBe(true);
    expect(textOf(root, 'src/greet.txt')).toBe('hello\nthere\nworld\nbye\n');
    const revision = revisionOnDisk(root, 'src/greet.txt');
    expect(res.files).toEqual([{ path: 'src/greet.txt', revision, lineCount: 4 }]);
    expect(res.text).toContain(revision);
    expect(res.changes).toEqual([{ path: 'src/greet.txt', kind: 'update', added: 1, removed: 0 }]);
    expect(ws.history.entries).toHaveLength(1);
    expect(ws.history.entries[0]).toMatchObject({ tool: 'edit', path: 'src/greet.txt', revisionAfter: revision });
  });

  it('keeps CRLF, the BOM, the missing final newline and the file mode (W1)', async () => {
    root = makeTree({ 'win.txt': bytes('one\r\ntwo\r\nthree', true) });
    chmodSync(join(root, 'win.txt'), 0o755);
    const ws = new Workspace(root);
    const res = await applyCall(ws, { edits: [vsEdit(root, 'win.txt', 2, 2, 'TWO\ntwo and a half\n')] });
    expect(res.ok).toBe(true);
    expect(new Uint8Array(bytesOf(root, 'win.txt'))).toEqual(bytes('one\r\nTWO\r\ntwo and a half\r\nthree', true));
    expect(statSync(join(root, 'win.txt')).mode & 0o777).toBe(0o755);
    expect(res.files[0]?.revision).toBe(revisionOf(bytes('one\r\nTWO\r\ntwo and a half\r\nthree', true)));
  });

  it('refuses the whole call when one edit is refused, and writes nothing (E6)', async () => {
    root = makeTree({ 'a.txt': 'a1\na2\n', 'b.txt': 'b1\nb2\n' });
    const ws = new Workspace(root);
    const before = treeHash(root);
    const good = vsEdit(root, 'a.txt', 1, 1, 'A1');
    const stale = { ...vsEdit(root, 'b.txt', 2, 2, 'B2'), revision: '000000000000' };
    const res = await applyCall(ws, { edits: [good, stale] });
    expect(res.ok).toBe(false);
    expect(res.written).toBe(false);
    expect(res.refusals.map((r) => [r.index, r.code])).toEqual([[1, 'stale_revision']]);
    expect(treeHash(root)).toBe(before);
    expect(ws.history.entries).toEqual([]);
  });

  it('confines paths before planning: escapes, .git and workflows are refused, nothing written', async () => {
    root = makeTree({ 'a.txt': 'a\n', '.github/workflows/ci.yml': 'on: push\n' });
    const ws = new Workspace(root);
    const before = treeHash(root);
    const res = await applyCall(ws, {
      edits: [
        vsEdit(root, 'a.txt', 1, 1, 'A'),
        { path: '../evil.txt', create: true, new_text: 'x' },
        { path: '.git/hooks/pre-commit', create: true, new_text: 'x' },
        vsEdit(root, '.github/workflows/ci.yml', 1, 1, 'on: pull_request'),
      ],
    });
    expect(res.ok).toBe(false);
    expect(res.refusals.map((r) => [r.index, r.code])).toEqual([
      [1, 'path_refused'],
      [2, 'path_refused'],
      [3, 'path_refused'],
    ]);
    expect(res.text).toContain('workflow');
    expect(treeHash(root)).toBe(before);
    const allowed = new Workspace(root, { allowWorkflowEdits: true });
    expect((await applyCall(allowed, { edits: [vsEdit(root, '.github/workflows/ci.yml', 1, 1, 'on: pull_request')] })).ok).toBe(true);
  });

  it('refuses an edit of a binary file as not_text', async () => {
    root = makeTree({ 'blob.bin': new Uint8Array([1, 0, 2]) });
    const res = await applyCall(new Workspace(root), {
      edits: [
        {
          path: 'blob.bin',
          revision: revisionOnDisk(root, 'blob.bin'),
          start_line: 1,
          end_line: 1,
          first_line: 'x',
          last_line: 'x',
          new_text: 'y',
        },
      ],
    });
    expect(res.refusals.map((r) => r.code)).toEqual(['not_text']);
  });

  it('leaves the tree byte-identical when a write fails part-way through a multi-file call', async () => {
    root = makeTree({ 'a.txt': 'a1\na2\n', 'sub/b.txt': 'b1\nb2\n' });
    const before = treeHash(root);
    const ws = new Workspace(
      root,
      {},
      {
        commitHooks: {
          // The second file's staged temporary vanishes, so its rename fails after a.txt is in place.
          beforeCommit: (abs) => {
            if (!abs.endsWith('b.txt')) return;
            for (const n of readdirSync(join(root, 'sub'))) if (n.endsWith('.tmp')) unlinkSync(join(root, 'sub', n));
          },
        },
      },
    );
    const res = await applyCall(ws, {
      edits: [vsEdit(root, 'a.txt', 1, 1, 'A1'), vsEdit(root, 'sub/b.txt', 2, 2, 'B2'), { path: 'new/c.txt', create: true, new_text: 'c' }],
    });
    expect(res.ok).toBe(false);
    expect(res.refusals[0]?.message).toMatch(/could not be written/);
    expect(treeHash(root)).toBe(before);
    expect(ws.history.entries).toEqual([]);
  });

  it('writes through a link that stays inside to the real file, keeping the link', async () => {
    root = makeTree({ 'real/conf.txt': 'k=1\n' });
    symlinkSync(join(root, 'real/conf.txt'), join(root, 'conf-link.txt'));
    const res = await applyCall(new Workspace(root), { edits: [vsEdit(root, 'conf-link.txt', 1, 1, 'k=2')] });
    expect(res.ok).toBe(true);
    expect(textOf(root, 'real/conf.txt')).toBe('k=2\n');
    expect(lstatSync(join(root, 'conf-link.txt')).isSymbolicLink()).toBe(true);
  });

  it('refuses two spellings of one file in one call', async () => {
    root = makeTree({ 'a.txt': 'a1\na2\n' });
    const res = await applyCall(new Workspace(root), {
      edits: [vsEdit(root, 'a.txt', 1, 1, 'A1'), { ...vsEdit(root, 'a.txt', 2, 2, 'A2'), path: './a.txt' }],
    });
    expect(res.ok).toBe(false);
    expect(res.refusals[0]).toMatchObject({ index: 1, code: 'path_refused' });
  });
});

describe('Workspace.writeFile and the run history', () => {
  it('writes whole files as write_file and sums the run per file against the originals', async () => {
    root = makeTree({ 'a.txt': 'a1\na2\na3\n', 'old.txt': 'old\n' });
    const ws = new Workspace(root);
    expect((await applyCall(ws, { edits: [vsEdit(root, 'a.txt', 1, 1, 'A1')] })).ok).toBe(true);
    expect((await applyCall(ws, { edits: [vsEdit(root, 'a.txt', 3, 3, 'A3\nA4')] })).ok).toBe(true);
    const w = await ws.writeFile({ path: 'docs/new.md', content: '# New\n\ntext\n' });
    expect(w.ok).toBe(true);
    expect(textOf(root, 'docs/new.md')).toBe('# New\n\ntext\n');
    expect((await applyCall(ws, { edits: [{ path: 'old.txt', delete: true, revision: revisionOnDisk(root, 'old.txt') }] })).ok).toBe(true);
    expect(existsSync(join(root, 'old.txt'))).toBe(false);

    expect(ws.history.entries.map((e) => [e.tool, e.path, e.kind])).toEqual([
      ['edit', 'a.txt', 'update'],
      ['edit', 'a.txt', 'update'],
      ['write_file', 'docs/new.md', 'create'],
      ['edit', 'old.txt', 'delete'],
    ]);
    expect(ws.originalText('a.txt')).toBe('a1\na2\na3\n');
    expect(ws.originalText('docs/new.md')).toBeNull();
    expect(ws.originalText('never.txt')).toBeUndefined();
    expect(ws.diffSummary()).toEqual([
      { path: 'a.txt', kind: 'update', added: 3, removed: 2 },
      { path: 'docs/new.md', kind: 'create', added: 3, removed: 0 },
      { path: 'old.txt', kind: 'delete', added: 0, removed: 1 },
    ]);
  });
});
