// Workspace.read: the view, refusals as data, and the re-read metric.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Workspace } from '../../src/workspace/workspace.js';
import { revisionOnDisk, vsEdit, applyCall } from './calls.js';
import { makeTree, removeTree } from './tree.js';

let root = '';
afterEach(() => removeTree(root));

const numbered = (n: number): string => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n') + '\n';

describe('Workspace.read', () => {
  it('returns the view with the revision of the bytes, for windows too (R1, R2)', async () => {
    root = makeTree({ 'notes.txt': numbered(30) });
    const ws = new Workspace(root);
    const whole = await ws.read('./notes.txt');
    if (!whole.ok) throw new Error(whole.text);
    expect(whole.view.revision).toBe(revisionOnDisk(root, 'notes.txt'));
    expect(whole.view.lineCount).toBe(30);
    const win = await ws.read('notes.txt', 10, 12);
    if (!win.ok) throw new Error(win.text);
    expect(win.view.revision).toBe(whole.view.revision);
    expect([win.view.startLine, win.view.endLine]).toEqual([10, 12]);
    expect(win.view.text).toContain('line 11');
    expect(ws.lastRead('notes.txt')).toBe(whole.view.revision);
  });

  it('caps a whole-file read at maxReadLines', async () => {
    root = makeTree({ 'long.txt': numbered(50) });
    const res = await new Workspace(root, { maxReadLines: 20 }).read('long.txt');
    if (!res.ok) throw new Error(res.text);
    expect(res.view.truncated).toBe(true);
    expect(res.view.endLine).toBeLessThanOrEqual(20);
  });

  it('refuses missing, escaping, binary and .git paths with a code and a next step', async () => {
    root = makeTree({ 'img.png': new Uint8Array([0x89, 0x50, 0x00, 0x47]), '.git/HEAD': 'ref\n' });
    const ws = new Workspace(root);
    const cases: [string, string][] = [
      ['missing.txt', 'not_found'],
      ['../etc/passwd', 'path_refused'],
      ['img.png', 'not_text'],
      ['.git/HEAD', 'path_refused'],
    ];
    for (const [path, code] of cases) {
      const res = await ws.read(path);
      if (res.ok) throw new Error(`${path} should be refused`);
      expect(res.refusal.code).toBe(code);
      expect(res.text).toContain(res.refusal.message);
      expect(res.text).toContain(res.refusal.next);
    }
    expect(ws.readCount).toBe(0);
  });

  it('counts re-reads of lines already seen at the same revision, not paging or reads after a change', async () => {
    root = makeTree({ 'a.txt': numbered(40) });
    const ws = new Workspace(root);
    await ws.read('a.txt', 1, 10);
    await ws.read('a.txt', 11, 20); // paging on: new lines
    expect(ws.rereads).toBe(0);
    await ws.read('a.txt', 5, 6); // already shown
    expect(ws.rereads).toBe(1);
    writeFileSync(join(root, 'a.txt'), numbered(41)); // changed by someone else: a fresh read
    await ws.read('a.txt', 1, 10);
    expect(ws.rereads).toBe(1);
    // After an accepted edit the answer carries the new revision; reading again is a re-read.
    const res = await applyCall(ws, { edits: [vsEdit(root, 'a.txt', 3, 3, 'line three')] });
    expect(res.ok).toBe(true);
    expect(ws.lastRead('a.txt')).toBe(revisionOnDisk(root, 'a.txt'));
    await ws.read('a.txt', 30, 35);
    expect(ws.rereads).toBe(2);
    expect(ws.readCount).toBe(5);
  });
});
