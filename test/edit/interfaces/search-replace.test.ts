import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchReplaceEdit } from '../../../src/edit/call.js';
import { planCall } from '../../../src/edit/plan.js';
import { bytesAfter, codes, file, OPTS, snap, textAfter } from './helpers.js';

type SrEdits = SearchReplaceEdit[];
/** Edits of existing files carry the current revision unless the test states one (E1 applies to every interface). */
const plan = (edits: SrEdits, s: ReturnType<typeof snap>) =>
  planCall(
    'search_replace',
    {
      edits: edits.map((e) => ('revision' in e || e.create || !s.get(e.path) ? e : { ...e, revision: s.get(e.path)?.revision })) as SrEdits,
    },
    s,
    OPTS,
  );

describe('search_replace: applying', () => {
  it('replaces whole lines and keeps every other byte', () => {
    const f = file('a.py', 'def f():\n    return 1\n\nprint(f())\n');
    const p = plan([{ path: 'a.py', old_text: '    return 1\n', new_text: '    x = 1\n    return x\n' }], snap([f]));
    expect(p.ok).toBe(true);
    expect(textAfter(p, 'a.py')).toBe('def f():\n    x = 1\n    return x\n\nprint(f())\n');
    expect(p.changes[0]?.edits[0]).toMatchObject({ start: 2, end: 2, newLines: ['    x = 1', '    return x'] });
  });

  it('replaces a fragment inside one line exactly (partial-line match)', () => {
    const f = file('a.js', 'call(a, b);\nnext();\n');
    const p = plan([{ path: 'a.js', old_text: 'a, b', new_text: 'b, a' }], snap([f]));
    expect(textAfter(p, 'a.js')).toBe('call(b, a);\nnext();\n');
  });

  it('matches an old text within one line inside it, and one spanning lines only as whole lines (spec §9)', () => {
    const f = file('a.txt', 'one two\nthree four\nfive\n');
    const inside = plan([{ path: 'a.txt', old_text: 'two', new_text: '2' }], snap([f]));
    expect(textAfter(inside, 'a.txt')).toBe('one 2\nthree four\nfive\n');
    const spanning = plan([{ path: 'a.txt', old_text: 'two\nthree', new_text: '2-3' }], snap([f]));
    expect(codes(spanning)).toEqual(['0:no_match']);
    expect(spanning.refusals[0]?.message).toContain('It occurs at line 1, but starting inside that line');
    const whole = plan([{ path: 'a.txt', old_text: 'one two\nthree four', new_text: '2-3' }], snap([f]));
    expect(textAfter(whole, 'a.txt')).toBe('2-3\nfive\n');
    expect(whole.changes[0]?.edits[0]).toMatchObject({ start: 1, end: 2 });
  });

  it("never matches from the middle of a line's indentation: a quote with a tab too few is refused", () => {
    const f = file('a.go', 'func f() {\n\t\tif x {\n\t\t\treturn 1\n\t\t}\n}\n');
    const one = plan([{ path: 'a.go', old_text: '\tif x {', new_text: '\tif y {' }], snap([f]));
    expect(codes(one)).toEqual(['0:no_match']);
    const many = plan([{ path: 'a.go', old_text: '\tif x {\n\t\t\treturn 1', new_text: '\tif y {\n\t\t\treturn 1' }], snap([f]));
    expect(codes(many)).toEqual(['0:no_match']);
  });

  it('joins the next line when new_text drops the line break old_text had', () => {
    const f = file('a.txt', 'a\nb\nc\n');
    const p = plan([{ path: 'a.txt', old_text: 'a\n', new_text: 'X' }], snap([f]));
    expect(textAfter(p, 'a.txt')).toBe('Xb\nc\n');
  });

  it('deletes lines with an empty new_text', () => {
    const f = file('a.txt', 'a\nb\nc\n');
    const p = plan([{ path: 'a.txt', old_text: 'b\n', new_text: '' }], snap([f]));
    expect(textAfter(p, 'a.txt')).toBe('a\nc\n');
  });

  it('matches old_text written with \\n in a CRLF file and writes CRLF', () => {
    const f = file('w.cs', 'class A {\r\n  int x;\r\n}\r\n');
    const p = plan([{ path: 'w.cs', old_text: '  int x;\n}', new_text: '  int x;\n  int y;\n}' }], snap([f]));
    expect(textAfter(p, 'w.cs')).toBe('class A {\r\n  int x;\r\n  int y;\r\n}\r\n');
  });

  it('keeps the BOM and a missing final newline', () => {
    const f = file('b.txt', 'first\nlast', true);
    const p = plan([{ path: 'b.txt', old_text: 'last', new_text: 'final\nlast' }], snap([f]));
    const bytes = bytesAfter(p, 'b.txt');
    expect(bytes && Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(textAfter(p, 'b.txt')).toBe('first\nfinal\nlast');
  });

  it('accepts a quote of the last line with a newline the file does not have', () => {
    const f = file('n.txt', 'a\nlast');
    const p = plan([{ path: 'n.txt', old_text: 'last\n', new_text: 'LAST\n' }], snap([f]));
    expect(textAfter(p, 'n.txt')).toBe('a\nLAST');
  });

  it('requires the current revision (spec §9: the same checks as verified selection)', () => {
    const f = file('a.txt', 'x\n');
    const missing = planCall('search_replace', { edits: [{ path: 'a.txt', old_text: 'x', new_text: 'y' }] }, snap([f]), OPTS);
    expect(codes(missing)).toEqual(['0:malformed']);
    expect(missing.refusals[0]?.message).toContain('has no revision');
    expect(plan([{ path: 'a.txt', revision: f.revision, old_text: 'x', new_text: 'y' }], snap([f])).ok).toBe(true);
    const stale = plan([{ path: 'a.txt', revision: '000000000000', old_text: 'x', new_text: 'y' }], snap([f]));
    expect(codes(stale)).toEqual(['0:stale_revision']);
    expect(stale.refusals[0]?.message).toContain(f.revision);
  });
});

describe('search_replace: refusals', () => {
  it('no_match names the line where the text is with different indentation', () => {
    const f = file('a.py', 'def f():\n    if x:\n        return 1\n');
    const p = plan([{ path: 'a.py', old_text: '    return 1', new_text: '    return 2' }], snap([f]));
    // "    return 1" occurs only from the middle of line 3's indentation: not a match (spec §9).
    expect(codes(p)).toEqual(['0:no_match']);
    expect(p.refusals[0]?.message).toContain('It occurs at line 3, but starting inside that line');
    const q = plan([{ path: 'a.py', old_text: 'if x:\n    return 1\n', new_text: '' }], snap([f]));
    expect(codes(q)).toEqual(['0:no_match']);
    expect(q.refusals[0]?.message).toMatch(/lines 2-3 only if indentation is ignored: line 3 is `[^`]*` \(indentation differs: file has/);
    expect(q.refusals[0]?.next).toBeTruthy();
  });

  it('no_match points at the most similar region when nothing matches loosely', () => {
    const f = file('a.py', 'alpha = compute(1)\nbeta = compute(2)\ngamma = other(3)\n');
    const p = plan([{ path: 'a.py', old_text: 'beta = compute(22)\n', new_text: 'beta = 0\n' }], snap([f]));
    expect(codes(p)).toEqual(['0:no_match']);
    expect(p.refusals[0]?.message).toContain('most similar text is at line 2');
    expect(p.refusals[0]?.message).toContain('line 2 is `beta = compute(2)`');
    const none = plan([{ path: 'a.py', old_text: 'zzzz qqqq\n', new_text: '' }], snap([f]));
    expect(none.refusals[0]?.message).toContain('No similar text');
  });

  it('ambiguous_match lists the line of every occurrence', () => {
    const f = file('a.txt', 'x = 1\ny\nx = 1\nz\nx = 1\n');
    const p = plan([{ path: 'a.txt', old_text: 'x = 1', new_text: 'x = 2' }], snap([f]));
    expect(codes(p)).toEqual(['0:ambiguous_match']);
    expect(p.refusals[0]?.message).toContain('3 times');
    expect(p.refusals[0]?.message).toContain('lines 1, 3, 5');
  });

  it('is atomic: one bad edit means no change, and every refusal is listed', () => {
    const a = file('a.txt', 'a\n');
    const b = file('b.txt', 'b\n');
    const p = plan(
      [
        { path: 'a.txt', old_text: 'a', new_text: 'A' },
        { path: 'b.txt', old_text: 'nope', new_text: 'B' },
        { path: 'c.txt', old_text: 'c', new_text: 'C' },
      ],
      snap([a, b], ['c.txt']),
    );
    expect(p.ok).toBe(false);
    expect(p.changes).toEqual([]);
    expect(codes(p)).toEqual(['1:no_match', '2:not_found']);
  });

  it('refuses two edits that hit the same line (all match the original)', () => {
    const f = file('a.txt', 'foo bar baz\nqux\n');
    const p = plan(
      [
        { path: 'a.txt', old_text: 'foo', new_text: 'FOO' },
        { path: 'a.txt', old_text: 'baz', new_text: 'BAZ' },
      ],
      snap([f]),
    );
    expect(codes(p)).toEqual(['1:overlap']);
    expect(p.refusals[0]?.message).toContain('edit 0');
    // Overlaps are listed together with the other refusals of the call (E6).
    const more = plan(
      [
        { path: 'a.txt', old_text: 'foo', new_text: 'FOO' },
        { path: 'a.txt', old_text: 'missing', new_text: '' },
        { path: 'a.txt', old_text: 'baz', new_text: 'BAZ' },
      ],
      snap([f]),
    );
    expect(codes(more)).toEqual(['1:no_match', '2:overlap']);
  });

  it('applies several edits against the original snapshot', () => {
    const f = file('a.txt', 'one\ntwo\nthree\nfour\n');
    const p = plan(
      [
        { path: 'a.txt', old_text: 'four\n', new_text: '4\n' },
        { path: 'a.txt', old_text: 'one\n', new_text: '1\n1b\n' },
      ],
      snap([f]),
    );
    expect(textAfter(p, 'a.txt')).toBe('1\n1b\ntwo\nthree\n4\n');
  });

  it('refuses empty or missing old_text and malformed calls', () => {
    const f = file('a.txt', 'a\n');
    expect(codes(plan([{ path: 'a.txt', old_text: '', new_text: 'x' }], snap([f])))).toEqual(['0:malformed']);
    expect(codes(plan([{ path: 'a.txt', new_text: 'x' }], snap([f])))).toEqual(['0:malformed']);
    expect(codes(plan([{ path: 'a.txt', old_text: 'a' }], snap([f])))).toEqual(['0:malformed']);
    const bad = planCall('search_replace', { edits: [] }, snap([f]), OPTS);
    expect(codes(bad)).toEqual(['-1:malformed']);
  });
});

describe('search_replace: create and delete (E5)', () => {
  it('creates a new file and refuses to create an existing one', () => {
    const f = file('a.txt', 'a\n');
    const ok = plan([{ path: 'n.txt', create: true, new_text: 'x\ny' }], snap([f], ['n.txt']));
    expect(ok.changes[0]).toMatchObject({ kind: 'create', after: 'x\ny\n' });
    expect(codes(plan([{ path: 'a.txt', create: true, new_text: 'x' }], snap([f])))).toEqual(['0:exists']);
    expect(codes(plan([{ path: 'n.txt', create: true, old_text: 'a', new_text: 'x' }], snap([f], ['n.txt'])))).toEqual(['0:malformed']);
  });

  it('deletes a file, refusing absent files, stale revisions and edits of the deleted file', () => {
    const f = file('a.txt', 'a\n');
    expect(plan([{ path: 'a.txt', delete: true }], snap([f])).changes[0]).toMatchObject({ kind: 'delete', after: null });
    expect(codes(plan([{ path: 'z.txt', delete: true }], snap([f], ['z.txt'])))).toEqual(['0:not_found']);
    expect(codes(plan([{ path: 'a.txt', delete: true, revision: 'abc' }], snap([f])))).toEqual(['0:stale_revision']);
    const both = plan(
      [
        { path: 'a.txt', delete: true },
        { path: 'a.txt', old_text: 'a', new_text: 'b' },
      ],
      snap([f]),
    );
    expect(codes(both)).toEqual(['1:overlap']);
  });
});

// ---- property: a clean unique replacement equals a plain string splice ----------------------------

/** Independent reference: replace on LF text, keep the final-newline state (E4), then re-apply EOL. */
function reference(lf: string, oldText: string, newText: string, eol: string): string {
  const at = lf.indexOf(oldText);
  let r = lf.slice(0, at) + newText + lf.slice(at + oldText.length);
  const hadNl = lf.endsWith('\n');
  if (r !== '' && hadNl && !r.endsWith('\n')) r += '\n';
  if (!hadNl && r.endsWith('\n')) r = r.slice(0, -1);
  return r.split('\n').join(eol);
}

describe('search_replace: property', () => {
  it('equals the reference splice for random files and unique old_text', () => {
    const line = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', '('), maxLength: 6 });
    const arb = fc.record({
      lines: fc.array(line, { minLength: 1, maxLength: 8 }),
      finalNl: fc.boolean(),
      crlf: fc.boolean(),
      bom: fc.boolean(),
      from: fc.nat(),
      len: fc.integer({ min: 1, max: 20 }),
      newText: fc.string({ unit: fc.constantFrom('x', 'y', '\n', ' '), maxLength: 8 }),
    });
    fc.assert(
      fc.property(arb, ({ lines, finalNl, crlf, bom, from, len, newText }) => {
        const lf = lines.join('\n') + (finalNl ? '\n' : '');
        if (lf === '') return;
        const start = from % lf.length;
        const oldText = lf.slice(start, start + len);
        if (lf.indexOf(oldText) !== start || lf.indexOf(oldText, start + 1) !== -1) return; // not unique
        const f = file('p.txt', lf.split('\n').join(crlf ? '\r\n' : '\n'), bom);
        // A file without any line ending has no CRLF style to keep: new lines get LF.
        const eol = crlf && lf.includes('\n') ? '\r\n' : '\n';
        const p = plan([{ path: 'p.txt', old_text: oldText, new_text: newText }], snap([f]));
        // Whole lines (spec §9): spanning lines it starts and ends at line boundaries; within one line
        // it may sit inside the line, but not start inside the line's leading spaces.
        const end = start + oldText.length;
        const startsLine = start === 0 || lf[start - 1] === '\n';
        const boundary = (o: number) => o === 0 || o === lf.length || lf[o - 1] === '\n' || lf[o] === '\n';
        const before = lf.slice(lf.lastIndexOf('\n', start - 1) + 1, start);
        const whole = oldText.includes('\n')
          ? (startsLine || (oldText.startsWith('\n') && boundary(start))) && boundary(end)
          : startsLine || (!oldText.startsWith(' ') && !(before.trim() === '' && newText.startsWith(' ')));
        if (!whole) {
          expect(p.refusals.map((r) => r.code)).toEqual(['no_match']);
          return;
        }
        expect(p.refusals).toEqual([]);
        expect(textAfter(p, 'p.txt')).toBe(reference(lf, oldText, newText, eol));
        expect(p.changes[0]?.bom).toBe(bom);
      }),
      { numRuns: 400 },
    );
  });
});
