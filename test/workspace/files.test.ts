// W2 text checks: binary, non-UTF-8, oversize, directories, missing files.
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFile } from '../../src/workspace/files.js';
import { revisionOf } from '../../src/edit/text.js';
import { makeTree, removeTree } from './tree.js';

const bomText = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('a\r\nb\r\n')]);
const root = realpathSync(
  makeTree({
    'ok.txt': 'hello\nworld',
    'bom.txt': bomText,
    'bin.dat': new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]),
    'latin1.txt': new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]),
    'big.txt': 'x'.repeat(2000),
    'dir/inner.txt': 'in\n',
  }),
);
afterAll(() => removeTree(root));

const load = (rel: string, max = 1024 * 1024) => loadFile(join(root, rel), rel, max, 0);

describe('loadFile', () => {
  it('reads text into a snapshot whose revision is the hash of the bytes', async () => {
    const r = await load('ok.txt');
    expect(r).toEqual({
      ok: true,
      file: { path: 'ok.txt', text: 'hello\nworld', bom: false, revision: revisionOf('hello\nworld') },
      bytes: expect.any(Uint8Array),
    });
  });

  it('strips the BOM from the text but keeps it in the revision', async () => {
    const r = await load('bom.txt');
    if (!r.ok || !r.file) throw new Error('expected a file');
    expect(r.file.text).toBe('a\r\nb\r\n');
    expect(r.file.bom).toBe(true);
    expect(r.file.revision).toBe(revisionOf(bomText));
  });

  it('returns null for a missing file', async () => {
    expect(await load('nope.txt')).toEqual({ ok: true, file: null, bytes: null });
  });

  it('refuses binary and non-UTF-8 files as not_text with the reason', async () => {
    const bin = await load('bin.dat');
    expect(bin.ok).toBe(false);
    if (!bin.ok) {
      expect(bin.refusal.code).toBe('not_text');
      expect(bin.refusal.message).toMatch(/NUL byte/);
    }
    const latin = await load('latin1.txt');
    if (latin.ok) throw new Error('expected a refusal');
    expect(latin.refusal.code).toBe('not_text');
    expect(latin.refusal.message).toMatch(/UTF-8/);
  });

  it('refuses files over the size limit, naming both sizes', async () => {
    const r = await load('big.txt', 1000);
    if (r.ok) throw new Error('expected a refusal');
    expect(r.refusal.code).toBe('not_text');
    expect(r.refusal.message).toMatch(/2\.0 KiB.*1000 bytes limit/);
    expect((await load('big.txt', 2000)).ok).toBe(true);
  });

  it('refuses a directory as path_refused', async () => {
    const r = await load('dir');
    if (r.ok) throw new Error('expected a refusal');
    expect(r.refusal).toMatchObject({ code: 'path_refused', index: 0, path: 'dir' });
    expect(r.refusal.message).toMatch(/is a directory/);
  });
});
