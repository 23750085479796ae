// R-lineage (spec §6): edits naming a revision that only this run's own edits changed since are
// rebased through them when their spans do not overlap; everything else stays stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { revisionOf } from '../../src/edit/index.js';
import { Workspace } from '../../src/workspace/workspace.js';
import { applyCall } from './calls.js';
import { makeTree } from './tree.js';

const lines = Array.from({ length: 20 }, (_, i) => `line${i + 1}`);
const TEXT = `${lines.join('\n')}\n`;
const rev0 = revisionOf(new TextEncoder().encode(TEXT));
const one = (n: number, newText: string, revision = rev0) => ({
  path: 'f.txt',
  revision,
  start_line: n,
  end_line: n,
  first_line: `line${n}`,
  last_line: `line${n}`,
  new_text: newText,
});

async function afterFirstEdit(): Promise<{ root: string; ws: Workspace }> {
  const root = makeTree({ 'f.txt': TEXT });
  const ws = new Workspace(root, {});
  await ws.read('f.txt');
  // Line 3 becomes three lines: everything below moves down by 2.
  const first = await applyCall(ws, { edits: [one(3, 'a\nb\nc')] });
  expect(first.ok).toBe(true);
  return { root, ws };
}

describe('R-lineage', () => {
  it('an edit below the earlier change, numbered against the old revision, is rebased and applied', async () => {
    const { root, ws } = await afterFirstEdit();
    const res = await applyCall(ws, { edits: [one(10, 'TEN')] });
    expect(res.ok, res.text).toBe(true);
    expect(res.text).toContain(`rebased from revision ${rev0} through this run's own edits: lines 10-10 are now 12-12`);
    const now = readFileSync(join(root, 'f.txt'), 'utf8').split('\n');
    expect(now[11]).toBe('TEN');
    expect(now.filter((l) => l === 'line10')).toHaveLength(0);
  });

  it('an edit above the earlier change keeps its numbers', async () => {
    const { root, ws } = await afterFirstEdit();
    expect((await applyCall(ws, { edits: [one(1, 'ONE')] })).ok).toBe(true);
    expect(readFileSync(join(root, 'f.txt'), 'utf8').startsWith('ONE\nline2\na\nb\nc\n')).toBe(true);
  });

  it('references in the old numbering are carried forward too', async () => {
    const { root, ws } = await afterFirstEdit();
    // Move lines 15-16 (old numbering) above line 10 (old numbering).
    const res = await applyCall(ws, {
      edits: [
        { ...one(10, '@@ref15-16@@\nline10') },
        { path: 'f.txt', revision: rev0, start_line: 15, end_line: 16, first_line: 'line15', last_line: 'line16', new_text: '' },
      ],
    });
    expect(res.ok, res.text).toBe(true);
    const now = readFileSync(join(root, 'f.txt'), 'utf8').split('\n');
    expect(now.slice(11, 14)).toEqual(['line15', 'line16', 'line10']);
  });

  it('a span overlapping the earlier change stays stale and is refused; nothing is written', async () => {
    const { root, ws } = await afterFirstEdit();
    const before = readFileSync(join(root, 'f.txt'), 'utf8');
    const res = await applyCall(ws, {
      edits: [{ path: 'f.txt', revision: rev0, start_line: 2, end_line: 4, first_line: 'line2', last_line: 'line4', new_text: 'x' }],
    });
    expect(res.refusals.map((r) => r.code)).toEqual(['stale_revision']);
    expect(readFileSync(join(root, 'f.txt'), 'utf8')).toBe(before);
  });

  it('R-outside: a file changed by anything else is carried through a line diff when the change leaves the span alone', async () => {
    const { root, ws } = await afterFirstEdit();
    writeFileSync(join(root, 'f.txt'), `${readFileSync(join(root, 'f.txt'), 'utf8')}extra\n`);
    const res = await applyCall(ws, { edits: [one(10, 'TEN')] });
    expect(res.ok, res.text).toBe(true);
    expect(res.notes.map((n) => n.kind)).toEqual(['outside_change']);
    expect(readFileSync(join(root, 'f.txt'), 'utf8')).toMatch(/line9\nTEN\nline11\n[\s\S]*extra\n$/);
  });

  it('R-outside: a change by anything else inside the span leaves it stale', async () => {
    const { root, ws } = await afterFirstEdit();
    writeFileSync(join(root, 'f.txt'), readFileSync(join(root, 'f.txt'), 'utf8').replace('line10\n', 'line10 changed\n'));
    const res = await applyCall(ws, { edits: [one(10, 'TEN')] });
    expect(res.refusals.map((r) => r.code)).toEqual(['stale_revision']);
  });
});

describe('R-lineage, review cases', () => {
  it('references inside a created file are carried forward too (a move into a new file)', async () => {
    const { root, ws } = await afterFirstEdit();
    const res = await applyCall(ws, {
      edits: [
        { path: 'f.txt', revision: rev0, start_line: 10, end_line: 16, first_line: 'line10', last_line: 'line16', new_text: '' },
        { path: 'g.txt', create: true, new_text: '@@reff.txt:12-16@@' },
      ],
    });
    expect(res.ok, res.text).toBe(true);
    expect(readFileSync(join(root, 'g.txt'), 'utf8')).toBe('line12\nline13\nline14\nline15\nline16\n');
    expect(readFileSync(join(root, 'f.txt'), 'utf8')).not.toMatch(/line1[0-6]\n/);
  });

  it('a no-op edit does not break the chain', async () => {
    const { root, ws } = await afterFirstEdit();
    const cur = revisionOf(new TextEncoder().encode(readFileSync(join(root, 'f.txt'), 'utf8')));
    const noop = await applyCall(ws, {
      edits: [{ path: 'f.txt', revision: cur, start_line: 1, end_line: 1, first_line: 'line1', last_line: 'line1', new_text: 'line1' }],
    });
    expect(noop.ok).toBe(true);
    expect((await applyCall(ws, { edits: [one(10, 'TEN')] })).ok).toBe(true);
  });

  it('bare line ranges are never rebased: without quotes nothing re-checks the carried numbers', async () => {
    const root = makeTree({ 'f.txt': TEXT });
    const ws = new Workspace(root, { editInterface: 'line_range' });
    expect((await applyCall(ws, { edits: [{ path: 'f.txt', revision: rev0, start_line: 3, end_line: 3, new_text: 'a\nb\nc' }] })).ok).toBe(
      true,
    );
    const res = await applyCall(ws, { edits: [{ path: 'f.txt', revision: rev0, start_line: 10, end_line: 10, new_text: 'TEN' }] });
    expect(res.refusals.map((r) => r.code)).toEqual(['stale_revision']);
  });
});
