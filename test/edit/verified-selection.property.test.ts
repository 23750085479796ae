// Property tests of the verified-selection engine over random files (duplicate and blank lines
// on purpose, LF/CRLF, with or without final newline) and random calls. Spec rules cited.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCall } from '../../src/edit/plan.js';
import type { VerifiedEdit } from '../../src/edit/call.js';
import type { Plan } from '../../src/edit/types.js';
import { afterOf, newTextOf as lf, refSplice, revOf, snap, textLines } from './helpers.js';

const RUNS = 2500;

// A small alphabet makes duplicates, blank runs and near-misses common.
const lineArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('', '', '   ', 'x = 1', 'print(x)', '    return y', 'def f():', '}', '\tgo()', 'a', 'b  ') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }).map((s) => s.replace(/[\r\n]/g, '').replace(/^\s*@@ref/, 'ref')) },
);
const fileArb = fc
  .record({ lines: fc.array(lineArb, { minLength: 1, maxLength: 30 }), crlf: fc.boolean(), finalNewline: fc.boolean() })
  .map(({ lines, crlf, finalNewline }) => {
    const eol = crlf ? '\r\n' : '\n';
    return lines.join(eol) + (finalNewline ? eol : '');
  })
  .filter((text) => textLines(text).length > 0);
const newLinesArb = fc.array(fc.constantFrom('', 'new()', '    changed = 2', 'x = 1', '\tz'), { maxLength: 4 });

/** The engine must never mutate its snapshot. */
function frozenCopy(s: Map<string, unknown>): string {
  return JSON.stringify([...s]);
}

describe('verified selection properties', () => {
  it('E6: a refused call changes nothing and lists a refusal; an accepted one lists none', () => {
    const outcomes = { total: 0, ok: 0 };
    const editArb = (n: number) =>
      fc.record({
        start: fc.integer({ min: -1, max: n + 2 }),
        len: fc.integer({ min: -1, max: 3 }),
        // Quotes mostly from the stated boundary, sometimes a line or two off, sometimes anywhere.
        firstOff: fc.oneof(
          { weight: 5, arbitrary: fc.constant(0) },
          { weight: 2, arbitrary: fc.integer({ min: -2, max: 2 }) },
          { weight: 1, arbitrary: fc.integer({ min: -n, max: n }) },
        ),
        lastOff: fc.oneof(
          { weight: 5, arbitrary: fc.constant(0) },
          { weight: 2, arbitrary: fc.integer({ min: -2, max: 2 }) },
          { weight: 1, arbitrary: fc.integer({ min: -n, max: n }) },
        ),
        stale: fc.integer({ min: 0, max: 5 }).map((x) => x === 0),
        newText: fc.array(fc.constantFrom('y', '', '@@ref1-2@@', '@@ref3@@', '@@refb.py:1@@', '@@ref2-1@@', '@@refx'), { maxLength: 3 }),
      });
    fc.assert(
      fc.property(
        fileArb.chain((text) => {
          const n = textLines(text).length;
          return fc.tuple(fc.constant(text), fc.array(editArb(n), { minLength: 1, maxLength: 3 }));
        }),
        ([text, specs]) => {
          const s = snap({ 'a.py': text, 'b.py': 'one\ntwo\n' });
          outcomes.total++;
          const lines = textLines(text);
          const edits: VerifiedEdit[] = specs.map((e) => ({
            path: 'a.py',
            revision: e.stale ? 'stale0000000' : revOf(s, 'a.py'),
            start_line: e.start,
            end_line: e.start + e.len,
            first_line: lines[e.start + e.firstOff - 1] ?? 'nowhere',
            last_line: lines[e.start + e.len + e.lastOff - 1] ?? 'nowhere',
            new_text: lf(e.newText),
          }));
          const before = frozenCopy(s);
          const plan = planCall('verified_selection', { edits }, s, { alignWindow: 3 });
          expect(frozenCopy(s)).toBe(before);
          if (plan.ok) outcomes.ok++;
          if (!plan.ok) {
            expect(plan.changes).toEqual([]);
            expect(plan.refusals.length).toBeGreaterThan(0);
            for (const r of plan.refusals) expect(r.index).toBeGreaterThanOrEqual(0);
            if (specs.some((e) => e.stale)) expect(plan.refusals.some((r) => r.code === 'stale_revision')).toBe(true);
          } else {
            expect(plan.refusals).toEqual([]);
            expect(specs.every((e) => !e.stale)).toBe(true);
          }
        },
      ),
      { numRuns: RUNS },
    );
    // Not vacuous: about 2.5% of these random calls are accepted (mean ~60 of 2,500); 1% is a floor
    // far enough below that (over 4 standard deviations) not to flake.
    expect(outcomes.ok).toBeGreaterThan(outcomes.total / 100);
    expect(outcomes.ok).toBeLessThan(outcomes.total);
  });

  it('B2/S1/E4: exact non-overlapping edits equal an independent reference splice', () => {
    fc.assert(
      fc.property(
        fileArb.chain((text) => {
          const n = textLines(text).length;
          // Cut points split the file into pieces; every other piece becomes an edit.
          return fc.tuple(
            fc.constant(text),
            fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: 6 }),
            fc.array(newLinesArb, { minLength: 6, maxLength: 6 }),
            fc.boolean(),
          );
        }),
        ([text, cuts, replacements, reverse]) => {
          const lines = textLines(text);
          const sorted = [...cuts].sort((a, b) => a - b);
          const spans: { start: number; end: number; lines: string[] }[] = [];
          for (let i = 0; i + 1 <= sorted.length; i += 2) {
            const start = sorted[i] ?? 1;
            const next = sorted[i + 1];
            const end = next === undefined ? start : next - 1;
            spans.push({ start, end, lines: replacements[i] ?? [] });
          }
          const s = snap({ 'a.py': text });
          const edits: VerifiedEdit[] = spans.map((sp) => ({
            path: 'a.py',
            revision: revOf(s, 'a.py'),
            start_line: sp.start,
            end_line: sp.end,
            first_line: lines[sp.start - 1] ?? '',
            last_line: `${lines[sp.end - 1] ?? ''}  `,
            new_text: lf(sp.lines, sp.start % 2 === 0),
          }));
          const plan = planCall('verified_selection', { edits: reverse ? [...edits].reverse() : edits }, s, { alignWindow: 3 });
          expect(plan.ok, JSON.stringify(plan.refusals)).toBe(true);
          expect(afterOf(plan, 'a.py')).toBe(refSplice(text, spans));
          expect(plan.notes.filter((x) => x.kind !== 'ref')).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('A1-A4/F3: a consistent offset d (0<|d|<=W) lands on the intended bytes or is refused as ambiguous', () => {
    const seen = { stated: 0, weak: 0, aligned: 0, ambiguous: 0, refReadsDifferently: 0 };
    fc.assert(
      fc.property(
        fileArb.chain((text) => {
          const n = textLines(text).length;
          return fc.record({
            text: fc.constant(text),
            s0: fc.integer({ min: 1, max: n }),
            len: fc.integer({ min: 0, max: 5 }),
            window: fc.integer({ min: 1, max: 5 }),
            dRaw: fc.integer({ min: 1, max: 5 }),
            negative: fc.boolean(),
            body: newLinesArb,
            ref: fc.constantFrom('none', 'whole', 'first'),
          });
        }),
        ({ text, s0, len, window, dRaw, negative, body, ref }) => {
          const lines = textLines(text);
          const e0 = Math.min(lines.length, s0 + len);
          const d = (negative ? -1 : 1) * Math.min(dRaw, window);
          const first = lines[s0 - 1] ?? '';
          const last = lines[e0 - 1] ?? '';
          const stated = { start: s0 - d, end: e0 - d };
          // A reference in the model's numbering: the stated span's own lines (or its first line),
          // which F3 shifts by d. I4: read as stated where a verified span holds them, they must
          // copy the same lines, or which are meant is not known.
          const withRef = ref !== 'none' && stated.start >= 1;
          const refEnd = ref === 'first' ? stated.start : stated.end;
          const newText = lf(withRef ? [...body, `@@ref${stated.start}-${refEnd}@@`] : body);
          const asStatedReadable = withRef && stated.start >= s0 && refEnd <= e0;
          const readsDifferently =
            asStatedReadable && lines.slice(stated.start - 1, refEnd).join('\n') !== lines.slice(s0 - 1, refEnd + d).join('\n');
          const s = snap({ 'a.py': text });
          const edit: VerifiedEdit = {
            path: 'a.py',
            revision: revOf(s, 'a.py'),
            start_line: stated.start,
            end_line: stated.end,
            first_line: first,
            last_line: last,
            new_text: newText,
          };
          const plan: Plan = planCall('verified_selection', { edits: [edit] }, s, { alignWindow: window });
          const matches = (n: number, q: string): boolean => n >= 1 && n <= lines.length && (lines[n - 1] ?? '').trimEnd() === q.trimEnd();
          const expectAt = (a: number, b: number, shift: number): void => {
            const copied = withRef ? lines.slice(stated.start - 1 + shift, refEnd + shift) : [];
            expect(afterOf(plan, 'a.py')).toBe(refSplice(text, [{ start: a, end: b, lines: [...body, ...copied] }]));
            const resolved = plan.changes[0]?.edits[0];
            expect([resolved?.start, resolved?.end]).toEqual([a, b]);
          };
          if (matches(stated.start, first) && matches(stated.end, last)) {
            // B2: the stated span verifies, so it is taken as stated.
            seen.stated++;
            expect(plan.ok).toBe(true);
            expectAt(stated.start, stated.end, 0);
          } else if (first.trim() === '' && last.trim() === '') {
            // B3: two weak quotes never place an alignment.
            seen.weak++;
            expect(plan.ok).toBe(false);
            expect(['boundary_mismatch', 'bad_range', 'ambiguous_alignment']).toContain(plan.refusals[0]?.code);
          } else if (plan.ok) {
            seen.aligned++;
            expect(readsDifferently).toBe(false);
            expectAt(s0, e0, d);
            expect(plan.notes.some((x) => x.kind === 'aligned' && x.text.startsWith(`aligned by ${d > 0 ? '+' : ''}${d}:`))).toBe(true);
          } else if (plan.refusals[0]?.code === 'bad_reference') {
            // F3/I4: the reference copies other lines as stated than moved by d: which is meant is not known.
            seen.refReadsDifferently++;
            expect(readsDifferently).toBe(true);
            expect(plan.refusals[0]?.message).toContain(`moved by ${d > 0 ? '+' : ''}${d}`);
          } else {
            seen.ambiguous++;
            expect(plan.refusals.map((r) => r.code)).toEqual(['ambiguous_alignment']);
            expect(plan.refusals[0]?.message).toContain(s0 === e0 ? `line ${s0} (offset` : `lines ${s0}-${e0} (offset`);
            expect(plan.changes).toEqual([]);
          }
        },
      ),
      { numRuns: RUNS },
    );
    // Every branch of the property is exercised, so none of them passes vacuously.
    for (const [branch, n] of Object.entries(seen)) expect(n, branch).toBeGreaterThan(20);
  });

  it('F1/F2/F4: references copy the exact snapshot lines, within and across files', () => {
    fc.assert(
      fc.property(
        fc.tuple(fileArb, fileArb).chain(([a, b]) => {
          const na = textLines(a).length;
          return fc.record({
            a: fc.constant(a),
            b: fc.constant(b),
            s: fc.integer({ min: 1, max: na }),
            len: fc.integer({ min: 0, max: 6 }),
            pieces: fc.array(fc.record({ literal: fc.boolean(), x: fc.nat(), y: fc.nat() }), { minLength: 1, maxLength: 5 }),
            spaces: fc.constantFrom('', ' ', '  \t'),
            moveTo: fc.nat(),
          });
        }),
        ({ a, b, s, len, pieces, spaces, moveTo }) => {
          const la = textLines(a);
          const lb = textLines(b);
          const e = Math.min(la.length, s + len);
          const size = e - s + 1;
          const refLines: string[] = [];
          const expected: string[] = [];
          for (const p of pieces) {
            if (p.literal) {
              refLines.push('literal()');
              expected.push('literal()');
              continue;
            }
            const x = s + (p.x % size);
            const y = x + (p.y % (e - x + 1));
            refLines.push(`${spaces}@@ref${x === y && p.y % 2 === 0 ? `${x}` : `${x}-${y}`}@@${spaces}`);
            expected.push(...la.slice(x - 1, y));
          }
          const sn = snap({ 'a.py': a, 'b.py': b });
          const target = 1 + (moveTo % lb.length);
          // Edit 0 deletes the span in a.py (F4: the copy still reads the snapshot); edit 1
          // inserts the same references into b.py (F2) with the path prefix.
          const crossLines = refLines.map((l) => l.replace('@@ref', '@@refa.py:'));
          const edits: VerifiedEdit[] = [
            {
              path: 'a.py',
              revision: revOf(sn, 'a.py'),
              start_line: s,
              end_line: e,
              first_line: la[s - 1] ?? '',
              last_line: la[e - 1] ?? '',
              new_text: lf(refLines),
            },
            {
              path: 'b.py',
              revision: revOf(sn, 'b.py'),
              start_line: target,
              end_line: target,
              first_line: lb[target - 1] ?? '',
              last_line: lb[target - 1] ?? '',
              new_text: lf([lb[target - 1] ?? '', ...crossLines]),
            },
          ];
          const plan = planCall('verified_selection', { edits }, sn, { alignWindow: 3 });
          expect(plan.ok, JSON.stringify(plan.refusals)).toBe(true);
          expect(afterOf(plan, 'a.py')).toBe(refSplice(a, [{ start: s, end: e, lines: expected }]));
          expect(afterOf(plan, 'b.py')).toBe(refSplice(b, [{ start: target, end: target, lines: [lb[target - 1] ?? '', ...expected] }]));
          const copied = expected.length - pieces.filter((p) => p.literal).length;
          const sum = plan.changes.flatMap((c) => c.edits).reduce((n, x) => n + x.refLines, 0);
          expect(sum).toBe(2 * copied);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
