// S2: changed regions in the NEW numbering, hand-computed.
import { describe, expect, it } from 'vitest';
import { changedRegions } from '../../src/edit/regions.js';
import { planCall } from '../../src/edit/plan.js';
import type { VerifiedEdit } from '../../src/edit/call.js';
import type { FileChange } from '../../src/edit/types.js';
import { revOf, snap } from './helpers.js';

const TEXT = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((l) => `${l}\n`).join('');

function changeOf(edits: Omit<VerifiedEdit, 'path' | 'revision'>[]): FileChange {
  const s = snap({ 'f.txt': TEXT });
  const plan = planCall('verified_selection', { edits: edits.map((e) => ({ ...e, path: 'f.txt', revision: revOf(s, 'f.txt') })) }, s, {
    alignWindow: 3,
  });
  const c = plan.changes[0];
  if (!plan.ok || !c) throw new Error(JSON.stringify(plan.refusals));
  return c;
}
const ed = (start: number, end: number, newText: string) => {
  const letters = 'abcdefgh';
  return { start_line: start, end_line: end, first_line: letters[start - 1] ?? '', last_line: letters[end - 1] ?? '', new_text: newText };
};

describe('changedRegions (S2)', () => {
  it('numbers a replacement in the new text, trimming lines retyped unchanged at its edges', () => {
    // c-e -> c, X, Y, Z, e : only X-Z (new lines 4-6) differ.
    expect(changedRegions(changeOf([ed(3, 5, 'c\nX\nY\nZ\ne')]))).toEqual([{ start: 4, end: 6 }]);
  });

  it('later regions move by the growth of earlier ones', () => {
    // b -> B1 B2 B3 (+2), g -> G : g was line 7, is line 9 now.
    expect(changedRegions(changeOf([ed(2, 2, 'B1\nB2\nB3'), ed(7, 7, 'G')]))).toEqual([
      { start: 2, end: 4 },
      { start: 9, end: 9 },
    ]);
  });

  it('a pure deletion is an empty region (end = start - 1) at the line that follows it', () => {
    expect(changedRegions(changeOf([ed(3, 4, '')]))).toEqual([{ start: 3, end: 2 }]);
  });

  it('merges regions that touch', () => {
    expect(changedRegions(changeOf([ed(2, 2, 'B'), ed(3, 3, 'C')]))).toEqual([{ start: 2, end: 3 }]);
  });

  it('an unchanged retype is no region; created files are all region; deleted files none', () => {
    expect(changedRegions(changeOf([ed(2, 3, 'b\nc')]))).toEqual([]);
    const created: FileChange = { path: 'n.txt', kind: 'create', before: null, after: 'x\ny\n', bom: false, edits: [] };
    expect(changedRegions(created)).toEqual([{ start: 1, end: 2 }]);
    expect(changedRegions({ ...created, kind: 'delete', after: null })).toEqual([]);
  });
});
