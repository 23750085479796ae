// R-lineage property: after an accepted edit A, a non-overlapping edit B stated against the OLD
// revision (whose bytes the run holds) is placed in it and carried to the current file, so that
// the result equals applying A and B to the original at once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCall } from '../../src/edit/plan.js';
import { revisionOf } from '../../src/edit/text.js';
import type { FileSnapshot, LineageStep, Plan } from '../../src/edit/types.js';

const snap = (text: string): Map<string, FileSnapshot> =>
  new Map([['f.txt', { path: 'f.txt', text, bom: false, revision: revisionOf(new TextEncoder().encode(text)) }]]);
const edit = (lines: string[], rev: string, s: number, t: number, newText: string) => ({
  path: 'f.txt',
  revision: rev,
  start_line: s,
  end_line: t,
  first_line: lines[s - 1],
  last_line: lines[t - 1],
  new_text: newText,
});
const after = (p: Plan): string => p.changes[0]?.after ?? '';

describe('R-lineage rebase (property)', () => {
  it('rebasing B through A equals applying A and B together to the original', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 40 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.array(
          fc.string({ maxLength: 6 }).filter((s) => !s.includes('\n') && !s.includes('@')),
          { maxLength: 4 },
        ),
        fc.array(
          fc.string({ maxLength: 6 }).filter((s) => !s.includes('\n') && !s.includes('@')),
          { maxLength: 4 },
        ),
        (n, r1, r2, r3, r4, newA, newB) => {
          const lines = Array.from({ length: n }, (_, i) => `L${i + 1}`);
          const text = `${lines.join('\n')}\n`;
          const s0 = snap(text);
          const rev0 = s0.get('f.txt')!.revision;
          // Two disjoint spans [a1,a2] and [b1,b2].
          const cut = 1 + (r1 % (n - 2));
          const a1 = 1 + (r2 % cut);
          const a2 = a1 + (r3 % (cut - a1 + 1));
          const b1 = cut + 1 + (r4 % (n - cut));
          const b2 = b1 + ((r1 + r4) % (n - b1 + 1));
          const [first, second] =
            r2 % 2 === 0
              ? ([
                  [a1, a2, newA],
                  [b1, b2, newB],
                ] as const)
              : ([
                  [b1, b2, newB],
                  [a1, a2, newA],
                ] as const);
          const together = planCall(
            'verified_selection',
            { edits: [edit(lines, rev0, a1, a2, newA.join('\n')), edit(lines, rev0, b1, b2, newB.join('\n'))] },
            s0,
            { alignWindow: 3 },
          );
          expect(together.ok).toBe(true);
          const planA = planCall('verified_selection', { edits: [edit(lines, rev0, first[0], first[1], first[2].join('\n'))] }, s0, {
            alignWindow: 3,
          });
          const textA = after(planA);
          const s1 = snap(textA);
          const steps: LineageStep[] = [
            {
              from: rev0,
              to: s1.get('f.txt')!.revision,
              edits: planA.changes[0]!.edits.map((e) => ({ start: e.start, end: e.end, newCount: e.newLines.length })),
            },
          ];
          const planB = planCall(
            'verified_selection',
            { edits: [edit(lines, rev0, second[0], second[1], second[2].join('\n'))] },
            s1,
            { alignWindow: 3 },
            { stepsOf: () => steps, textOf: (_p, rev) => (rev === rev0 ? text : undefined), seen: () => [rev0] },
          );
          expect(planB.refusals).toEqual([]);
          expect(after(planB)).toBe(after(together));
        },
      ),
      { numRuns: 1500 },
    );
  });
});
