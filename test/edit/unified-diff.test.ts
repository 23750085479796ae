// The final diff the run viewer shows: git's unified format, and its + and - lines are the counts
// diffStats gives (the page's numbers and the report's agree). Applying the hunks to the old text
// gives the new text back, on random texts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffStats, unifiedDiff } from '../../src/edit/index.js';

/** Applies a unified diff (as unifiedDiff writes it) to `before`'s lines. */
function apply(before: string[], diff: string): string[] {
  const out: string[] = [];
  let at = 0;
  for (const line of diff.split('\n')) {
    const h = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@$/.exec(line);
    if (h) {
      const start = h[2] === '0' ? Number(h[1]) : Number(h[1]) - 1;
      while (at < start) out.push(before[at++]!);
    } else if (line.startsWith('-')) at++;
    else if (line.startsWith('+')) out.push(line.slice(1));
    else if (line.startsWith(' ')) out.push(before[at++]!);
  }
  while (at < before.length) out.push(before[at++]!);
  return out;
}

describe('unifiedDiff', () => {
  it('writes git-style hunks with 3 lines of context', () => {
    const a = 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\n';
    const b = 'a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\n';
    expect(unifiedDiff(a, b)).toBe('@@ -1,5 +1,5 @@\n a\n-b\n+B\n c\n d\n e\n@@ -9,3 +9,4 @@\n i\n j\n k\n+l');
    expect(unifiedDiff(null, 'x\ny\n')).toBe('@@ -0,0 +1,2 @@\n+x\n+y');
    expect(unifiedDiff('x\n', null)).toBe('@@ -1 +0,0 @@\n-x');
  });

  it('on random texts: applying it gives the new text, and its +/- lines are diffStats', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', '', '}'), { maxLength: 30 });
    fc.assert(
      fc.property(text, text, (x, y) => {
        const before = x.map((l) => `${l}\n`).join('');
        const after = y.map((l) => `${l}\n`).join('');
        const diff = unifiedDiff(before, after)!;
        expect(apply(x, diff)).toEqual(y);
        const lines = diff.split('\n');
        const stats = diffStats(before, after);
        expect(lines.filter((l) => l.startsWith('+')).length).toBe(stats.added);
        expect(lines.filter((l) => l.startsWith('-')).length).toBe(stats.removed);
      }),
      { numRuns: 500 },
    );
  });
});
