import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LineRangeEdit } from '../../../src/edit/call.js';
import { planCall } from '../../../src/edit/plan.js';
import { bytesAfter, codes, file, OPTS, snap, textAfter } from './helpers.js';

const plan = (edits: LineRangeEdit[], s: ReturnType<typeof snap>) => planCall('line_range', { edits }, s, OPTS);

describe('line_range: applying', () => {
  const f = file('a.txt', 'one\ntwo\nthree\nfour\n');

  it('replaces the inclusive span and keeps the rest', () => {
    const p = plan([{ path: 'a.txt', revision: f.revision, start_line: 2, end_line: 3, new_text: 'TWO\nTHREE\nTHREE-B\n' }], snap([f]));
    expect(textAfter(p, 'a.txt')).toBe('one\nTWO\nTHREE\nTHREE-B\nfour\n');
    expect(p.changes[0]?.edits[0]).toMatchObject({ start: 2, end: 3, startShift: 0, endShift: 0 });
  });

  it('cannot tell a wrong pointer: it replaces whatever the numbers say', () => {
    // The model meant "three" but pointed at line 2; line_range has no quote to catch that.
    const p = plan([{ path: 'a.txt', revision: f.revision, start_line: 2, end_line: 2, new_text: 'THREE' }], snap([f]));
    expect(textAfter(p, 'a.txt')).toBe('one\nTHREE\nthree\nfour\n');
  });

  it('deletes with "" and resolves several edits against one snapshot', () => {
    const p = plan(
      [
        { path: 'a.txt', revision: f.revision, start_line: 4, end_line: 4, new_text: '' },
        { path: 'a.txt', revision: f.revision, start_line: 1, end_line: 1, new_text: '0\n1' },
      ],
      snap([f]),
    );
    expect(textAfter(p, 'a.txt')).toBe('0\n1\ntwo\nthree\n');
  });

  it('keeps CRLF, BOM and a missing final newline', () => {
    const g = file('w.txt', 'a\r\nb\r\nc', true);
    const p = plan([{ path: 'w.txt', revision: g.revision, start_line: 3, end_line: 3, new_text: 'C\nD\n' }], snap([g]));
    expect(textAfter(p, 'w.txt')).toBe('a\r\nb\r\nC\r\nD');
    expect(Array.from(bytesAfter(p, 'w.txt')?.subarray(0, 3) ?? [])).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('line_range: refusals', () => {
  const f = file('a.txt', 'one\ntwo\nthree\n');

  it('bad_range for reversed, zero and past-the-end ranges, with the line count', () => {
    for (const [s, e] of [
      [3, 2],
      [0, 1],
      [2, 4],
    ] as const) {
      const p = plan([{ path: 'a.txt', revision: f.revision, start_line: s, end_line: e, new_text: 'x' }], snap([f]));
      expect(codes(p)).toEqual(['0:bad_range']);
    }
    const past = plan([{ path: 'a.txt', revision: f.revision, start_line: 2, end_line: 9, new_text: 'x' }], snap([f]));
    expect(past.refusals[0]?.message).toContain('3 lines');
    const empty = file('e.txt', '');
    const pe = plan([{ path: 'e.txt', revision: empty.revision, start_line: 1, end_line: 1, new_text: 'x' }], snap([empty]));
    expect(codes(pe)).toEqual(['0:bad_range']);
    expect(pe.refusals[0]?.next).toContain('write_file');
  });

  it('requires a current revision', () => {
    expect(codes(plan([{ path: 'a.txt', start_line: 1, end_line: 1, new_text: 'x' }], snap([f])))).toEqual(['0:malformed']);
    const stale = plan([{ path: 'a.txt', revision: 'ffffffffffff', start_line: 1, end_line: 1, new_text: 'x' }], snap([f]));
    expect(codes(stale)).toEqual(['0:stale_revision']);
  });

  it('refuses overlapping spans and stays atomic', () => {
    const p = plan(
      [
        { path: 'a.txt', revision: f.revision, start_line: 1, end_line: 2, new_text: 'x' },
        { path: 'a.txt', revision: f.revision, start_line: 2, end_line: 3, new_text: 'y' },
      ],
      snap([f]),
    );
    expect(codes(p)).toEqual(['1:overlap']);
    expect(p.changes).toEqual([]);
    const mixed = plan(
      [
        { path: 'a.txt', revision: f.revision, start_line: 1, end_line: 1, new_text: 'x' },
        { path: 'a.txt', revision: f.revision, start_line: 5, end_line: 5, new_text: 'y' },
        { path: 'a.txt', revision: f.revision, end_line: 1, new_text: 'z' },
      ],
      snap([f]),
    );
    expect(codes(mixed)).toEqual(['1:bad_range', '2:malformed']);
    expect(mixed.changes).toEqual([]);
  });

  it('create and delete follow E5', () => {
    expect(plan([{ path: 'n.txt', create: true, new_text: 'hi' }], snap([f], ['n.txt'])).changes[0]).toMatchObject({
      kind: 'create',
      after: 'hi\n',
    });
    expect(codes(plan([{ path: 'n.txt', create: true, start_line: 1, new_text: 'hi' }], snap([f], ['n.txt'])))).toEqual(['0:malformed']);
    expect(codes(plan([{ path: 'a.txt', delete: true }], snap([f])))).toEqual(['0:malformed']);
    expect(plan([{ path: 'a.txt', delete: true, revision: f.revision }], snap([f])).changes[0]?.kind).toBe('delete');
    expect(codes(plan([{ path: 'x.txt', delete: true, revision: 'r' }], snap([f], ['x.txt'])))).toEqual(['0:not_found']);
  });
});

describe('line_range: property', () => {
  it('equals an array splice of the lines for random files and ranges', () => {
    const arb = fc.record({
      lines: fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ' '), maxLength: 4 }), { minLength: 1, maxLength: 10 }),
      finalNl: fc.boolean(),
      crlf: fc.boolean(),
      s: fc.nat(),
      len: fc.nat({ max: 4 }),
      newText: fc.string({ unit: fc.constantFrom('x', '\n', 'y'), maxLength: 8 }),
    });
    fc.assert(
      fc.property(arb, ({ lines, finalNl, crlf, s, len, newText }) => {
        const eol = crlf ? '\r\n' : '\n';
        // Without a final newline an empty last line does not exist (R3): such files are other cases.
        if (!finalNl && lines[lines.length - 1] === '') return;
        const f = file('r.txt', lines.join(eol) + (finalNl ? eol : ''));
        const start = (s % lines.length) + 1;
        const end = Math.min(lines.length, start + len);
        const p = plan([{ path: 'r.txt', revision: f.revision, start_line: start, end_line: end, new_text: newText }], snap([f]));
        // Reference: E4 split (one trailing newline ignored), then a plain array splice.
        const body = newText.endsWith('\n') ? newText.slice(0, -1) : newText;
        const repl = newText === '' ? [] : body.split('\n');
        const out = [...lines.slice(0, start - 1), ...repl, ...lines.slice(end)];
        const style = lines.length > 1 || finalNl ? eol : '\n';
        const expected = out.length === 0 ? '' : out.join(style) + (finalNl ? style : '');
        expect(textAfter(p, 'r.txt')).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
