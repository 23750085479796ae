// R-outside's line diff: every line it maps is the same text on both sides, its changed runs are no
// longer than a shortest edit script allows plus the widening, and an insertion or deletion that
// could sit at several places (next to identical lines) covers all of them, so no line maps by a guess.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editLength, lineDiff, mapLine } from '../../src/edit/line-diff.js';

describe('R-outside: lineDiff', () => {
  it('maps only lines that are the same text, and accounts for every line of both sides', () => {
    const line = fc.constantFrom('a', 'b', 'c', '', '}');
    fc.assert(
      fc.property(fc.array(line, { maxLength: 14 }), fc.array(fc.tuple(fc.nat(), fc.nat(3), line), { maxLength: 4 }), (a, ops) => {
        const b: string[] = [...a];
        for (const [at, kind, text] of ops) {
          const p = at % (b.length + 1);
          if (kind === 0) b.splice(p, 0, text);
          else if (kind === 1 && b.length > 0) b.splice(Math.min(p, b.length - 1), 1);
          else if (b.length > 0) b[Math.min(p, b.length - 1)] = `${text}x`;
        }
        const hunks = lineDiff(a, b);
        expect(hunks).not.toBeNull();
        let size = a.length;
        for (const h of hunks ?? []) size += h.newCount - (h.end - h.start + 1);
        expect(size).toBe(b.length);
        for (let n = 1; n <= a.length; n++) {
          const m = mapLine(hunks ?? [], n);
          if (m !== null) expect(b[m - 1]).toBe(a[n - 1]);
        }
        expect(editLength(a, b)).toBeLessThanOrEqual(a.length + b.length);
      }),
      { numRuns: 1500 },
    );
  });

  it('widens an insertion next to identical lines over every place it could sit', () => {
    // "B" added to A B B C: it could be the 2nd, 3rd or 4th line, so lines 2-3 do not map.
    const h = lineDiff(['A', 'B', 'B', 'C'], ['A', 'B', 'B', 'B', 'C']) ?? [];
    expect(mapLine(h, 1)).toBe(1);
    expect(mapLine(h, 2)).toBeNull();
    expect(mapLine(h, 3)).toBeNull();
    expect(mapLine(h, 4)).toBe(5);
    // A repeated block deleted: which copy went is not known.
    const d = lineDiff(['a', 'b', 'c', 'a', 'b', 'c'], ['a', 'b', 'c']) ?? [];
    expect([1, 2, 3, 4, 5, 6].map((n) => mapLine(d, n))).toEqual([null, null, null, null, null, null]);
  });

  it('maps lines around a distinct change, and gives up past the bound on changed lines', () => {
    const a = Array.from({ length: 50 }, (_, i) => `line ${i}`);
    const b = ['# added', ...a.slice(0, 20), 'changed', ...a.slice(21)];
    const h = lineDiff(a, b) ?? [];
    expect(mapLine(h, 1)).toBe(2);
    expect(mapLine(h, 21)).toBeNull();
    expect(mapLine(h, 50)).toBe(51);
    expect(
      lineDiff(
        a,
        a.map((l) => `${l}!`),
        10,
      ),
    ).toBeNull();
  });
});
