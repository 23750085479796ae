// diffStats against a brute-force LCS: added = |after| - LCS, removed = |before| - LCS.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffStats } from '../../src/edit/diff-stats.js';

function lcs(a: string[], b: string[]): number {
  const t = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = t[i] as number[];
      const up = t[i - 1] as number[];
      row[j] = a[i - 1] === b[j - 1] ? (up[j - 1] ?? 0) + 1 : Math.max(up[j] ?? 0, row[j - 1] ?? 0);
    }
  }
  return t[a.length]?.[b.length] ?? 0;
}

const join = (lines: string[]): string => lines.map((l) => `${l}\n`).join('');

describe('diffStats', () => {
  it('counts lines of created and deleted files', () => {
    expect(diffStats(null, 'a\nb\n')).toEqual({ added: 2, removed: 0 });
    expect(diffStats('a\nb\nc', null)).toEqual({ added: 0, removed: 3 });
    expect(diffStats(null, null)).toEqual({ added: 0, removed: 0 });
    expect(diffStats('', '')).toEqual({ added: 0, removed: 0 });
  });

  it('is a real diff, not a count difference', () => {
    expect(diffStats('a\nb\nc\n', 'a\nB\nc\n')).toEqual({ added: 1, removed: 1 });
    expect(diffStats('a\nb\nc\nd\n', 'b\nc\nd\na\n')).toEqual({ added: 1, removed: 1 });
    expect(diffStats('x\r\ny\r\n', 'x\ny\n')).toEqual({ added: 0, removed: 0 });
  });

  it('matches a brute-force LCS on random line lists', () => {
    const lines = fc.array(fc.constantFrom('a', 'b', 'c', '', 'd'), { maxLength: 25 });
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const l = lcs(a, b);
        expect(diffStats(join(a), join(b))).toEqual({ added: b.length - l, removed: a.length - l });
      }),
      { numRuns: 2000 },
    );
  });
});
