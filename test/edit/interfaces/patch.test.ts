import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCall } from '../../../src/edit/plan.js';
import type { Snapshot } from '../../../src/edit/types.js';
import { bytesAfter, codes, file, OPTS, snap, textAfter } from './helpers.js';

const P = (...body: string[]): string => ['*** Begin Patch', ...body, '*** End Patch'].join('\n');
/** Every existing file of the snapshot gets its current revision unless the test gives revisions (E1 applies to patches too). */
const current = (s: Snapshot): Record<string, string> =>
  Object.fromEntries([...s.entries()].flatMap(([p, f]) => (f ? [[p, f.revision]] : [])));
const plan = (patch: string, s: Snapshot, revisions?: Record<string, string>) =>
  planCall('patch', { patch, revisions: revisions ?? current(s) }, s, OPTS);

const PY = ['class A:', '    def f(self):', '        return 1', '', '    def g(self):', '        return 1', ''].join('\n');

describe('patch: update', () => {
  it('applies a chunk with context and reports it as one edit in original numbering', () => {
    const f = file('a.py', PY);
    const p = plan(P('*** Update File: a.py', '@@ def g(self):', '-        return 1', '+        return 2'), snap([f]));
    expect(p.ok).toBe(true);
    expect(textAfter(p, 'a.py')).toBe(PY.replace('g(self):\n        return 1', 'g(self):\n        return 2'));
    expect(p.changes[0]?.edits).toEqual([
      { index: 0, path: 'a.py', start: 6, end: 6, newLines: ['        return 2'], startShift: 0, endShift: 0, refLines: 0 },
    ]);
  });

  it('refuses a chunk that fits more than one place from where its search starts, listing them (ambiguous_match)', () => {
    const f = file('a.py', PY);
    const p = plan(
      P('*** Update File: a.py', '@@', '-        return 1', '+        return 10', '@@', '-        return 1', '+        return 20'),
      snap([f]),
    );
    expect(codes(p)).toEqual(['0:ambiguous_match']);
    expect(p.refusals[0]?.message).toContain(
      'Chunk 1 of a.py: its context and removed lines occur 2 times at or after line 1 (starting at lines 3, 6)',
    );
  });

  it('applies several chunks in order, each searched after the previous one', () => {
    const f = file('a.py', PY);
    const p = plan(
      P(
        '*** Update File: a.py',
        '@@',
        '     def f(self):',
        '-        return 1',
        '+        return 10',
        '@@',
        '-        return 1',
        '+        return 20',
      ),
      snap([f]),
    );
    const expected = ['class A:', '    def f(self):', '        return 10', '', '    def g(self):', '        return 20', ''].join('\n');
    expect(textAfter(p, 'a.py')).toBe(expected);
    expect(p.changes[0]?.edits.map((e) => [e.start, e.end])).toEqual([
      [2, 3],
      [6, 6],
    ]);
  });

  it('seeks through several @@ context lines', () => {
    const f = file('t.txt', 'section a\n  key\n  val = 1\nsection b\n  key\n  val = 1\n');
    const p = plan(P('*** Update File: t.txt', '@@ section b', '@@   key', '-  val = 1', '+  val = 2'), snap([f]));
    expect(textAfter(p, 't.txt')).toBe('section a\n  key\n  val = 1\nsection b\n  key\n  val = 2\n');
  });

  it('anchors an End of File chunk at the last lines', () => {
    const f = file('e.txt', 'end\nmiddle\nend\n');
    const p = plan(P('*** Update File: e.txt', '-end', '+END', '*** End of File'), snap([f]));
    expect(textAfter(p, 'e.txt')).toBe('end\nmiddle\nEND\n');
    const miss = plan(P('*** Update File: e.txt', '-middle', '+M', '*** End of File'), snap([f]));
    expect(codes(miss)).toEqual(['0:no_match']);
    expect(miss.refusals[0]?.message).toContain('End of File');
  });

  it('inserts after an @@ context, or at the end without one (end = start - 1)', () => {
    const f = file('i.txt', 'a\nb\nc\n');
    const after = plan(P('*** Update File: i.txt', '@@ a', '+a2'), snap([f]));
    expect(textAfter(after, 'i.txt')).toBe('a\na2\nb\nc\n');
    expect(after.changes[0]?.edits[0]).toMatchObject({ start: 2, end: 1 });
    const atEnd = plan(P('*** Update File: i.txt', '+z1', '@@', '+z2'), snap([f]));
    expect(textAfter(atEnd, 'i.txt')).toBe('a\nb\nc\nz1\nz2\n');
  });

  it('keeps CRLF, BOM and a missing final newline', () => {
    const f = file('w.txt', 'one\r\ntwo\r\nthree', true);
    const p = plan(P('*** Update File: w.txt', ' two', '-three', '+3', '+4'), snap([f]));
    expect(textAfter(p, 'w.txt')).toBe('one\r\ntwo\r\n3\r\n4');
    expect(Array.from(bytesAfter(p, 'w.txt')?.subarray(0, 3) ?? [])).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('retries without trailing blank lines, as Codex does', () => {
    const f = file('b.txt', 'x\ny\n');
    const p = plan(P('*** Update File: b.txt', '-y', '+Y', '', ''), snap([f]));
    expect(textAfter(p, 'b.txt')).toBe('x\nY\n');
  });
});

describe('patch: fuzzy tiers', () => {
  it("ignores trailing whitespace, keeps the file's context lines, and notes it", () => {
    const f = file('t.txt', 'keep   \nold  \n');
    const p = plan(P('*** Update File: t.txt', ' keep', '-old', '+new'), snap([f]));
    expect(textAfter(p, 't.txt')).toBe('keep   \nnew\n');
    expect(p.notes.map((n) => n.text)).toEqual(['chunk 1: matched lines 1-2 ignoring trailing whitespace']);
  });

  it('ignores indentation as a third tier', () => {
    const f = file('t.py', 'class A:\n    def f(self):\n        y()\n');
    // The exact context line shows the call is in the file's indentation: the slipped line is a slip.
    const p = plan(P('*** Update File: t.py', '     def f(self):', '-      y()', '+        z()'), snap([f]));
    expect(textAfter(p, 't.py')).toBe('class A:\n    def f(self):\n        z()\n');
    expect(p.notes[0]?.text).toContain('ignoring leading and trailing whitespace');
  });

  it('I3: refuses a chunk whose only line slipped when nothing shows the added lines are not shifted too', () => {
    const f = file('t.py', 'if x:\n    y()\n');
    // `  y()` for `    y()`: a slip, or a call that sees the file 2 spaces in and indents z() by 2.
    const p = plan(P('*** Update File: t.py', '-  y()', '+    z()'), snap([f]));
    expect(p.refusals.map((r) => [r.code, r.rule])).toEqual([['no_match', 'I3']]);
  });

  it('normalises Unicode punctuation as a last tier', () => {
    const f = file('q.txt', 'say(\u201Chi\u201D) \u2014 ok\n');
    const p = plan(P('*** Update File: q.txt', '-say("hi") - ok', '+say("bye")'), snap([f]));
    expect(textAfter(p, 'q.txt')).toBe('say("bye")\n');
    expect(p.notes[0]?.text).toContain('Unicode');
  });

  it('prefers an exact match later in the file over a fuzzy one earlier', () => {
    const f = file('t.txt', 'v = 1 \nv = 1\n');
    const p = plan(P('*** Update File: t.txt', '-v = 1', '+v = 2'), snap([f]));
    expect(textAfter(p, 't.txt')).toBe('v = 1 \nv = 2\n');
    expect(p.notes).toEqual([]);
  });
});

describe('patch: refusals', () => {
  it('no_match names the chunk and the most similar line', () => {
    const f = file('a.py', PY);
    const p = plan(P('*** Update File: a.py', '@@', ' x', '-        return 1', '@@', '-        return 99', '+        return 2'), snap([f]));
    expect(codes(p)).toEqual(['0:no_match']);
    expect(p.refusals[0]?.message).toMatch(/^Chunk 1 of a\.py/);
    const q = plan(P('*** Update File: a.py', '@@ def f(self):', '-        retrun 1', '+        return 2'), snap([f]));
    expect(q.refusals[0]?.message).toContain('line 3 is `        return 1`');
    const ctx = plan(P('*** Update File: a.py', '@@ def h(self):', '-        return 1'), snap([f]));
    expect(ctx.refusals[0]?.message).toContain('@@ context `def h(self):`');
  });

  it('says when the text exists but before the search position', () => {
    const f = file('o.txt', 'a\nb\nc\n');
    const p = plan(P('*** Update File: o.txt', '-c', '+C', '@@', '-a', '+A'), snap([f]));
    expect(codes(p)).toEqual(['0:no_match']);
    expect(p.refusals[0]?.message).toMatch(/Chunk 2.*before line 4/);
  });

  it('refuses a malformed patch with its line number', () => {
    const p = plan(P('*** Update File: a.py', ' x', 'bad line'), snap([file('a.py', 'x\n')]));
    expect(codes(p)).toEqual(['-1:malformed']);
    expect(p.refusals[0]?.message).toContain('line 4');
  });

  it('checks revisions, and refuses an update or delete without one', () => {
    const f = file('a.txt', 'a\n');
    const patch = P('*** Update File: a.txt', '-a', '+b');
    expect(plan(patch, snap([f]), { 'a.txt': f.revision }).ok).toBe(true);
    expect(codes(plan(patch, snap([f]), { 'a.txt': 'deadbeef0000' }))).toEqual(['0:stale_revision']);
    expect(codes(plan(P('*** Delete File: a.txt'), snap([f]), { 'a.txt': 'deadbeef0000' }))).toEqual(['0:stale_revision']);
    expect(codes(plan(patch, snap([f]), {}))).toEqual(['0:malformed']);
    expect(codes(plan(P('*** Delete File: a.txt'), snap([f]), {}))).toEqual(['0:malformed']);
  });

  it('is atomic across files and lists every refusal', () => {
    const a = file('a.txt', 'a\n');
    const p = plan(
      P('*** Update File: a.txt', '-a', '+A', '*** Update File: b.txt', '-b', '*** Add File: a.txt', '+dup', '*** Delete File: c.txt'),
      snap([a], ['b.txt', 'c.txt']),
    );
    expect(p.ok).toBe(false);
    expect(p.changes).toEqual([]);
    expect(codes(p)).toEqual(['1:not_found', '2:malformed', '3:not_found']);
  });
});

describe('patch: add, delete, move', () => {
  it('adds a file with LF and a final newline, refusing an existing one', () => {
    const p = plan(P('*** Add File: n/new.py', '+x = 1', '+'), snap([], ['n/new.py']));
    expect(p.changes[0]).toMatchObject({ kind: 'create', after: 'x = 1\n\n' });
    expect(codes(plan(P('*** Add File: a', '+x'), snap([file('a', '')])))).toEqual(['0:exists']);
  });

  it('deletes a file', () => {
    expect(plan(P('*** Delete File: a'), snap([file('a', 'x\n')])).changes[0]).toMatchObject({ kind: 'delete', after: null });
  });

  it('moves with changes: old deleted, new created keeping BOM and CRLF', () => {
    const f = file('src/a.py', 'x = 1\r\ny = 2\r\n', true);
    const p = plan(P('*** Update File: src/a.py', '*** Move to: src/b.py', ' x = 1', '-y = 2', '+y = 3'), snap([f], ['src/b.py']));
    expect(p.ok).toBe(true);
    expect(p.changes.find((c) => c.path === 'src/a.py')).toMatchObject({ kind: 'delete', after: null });
    expect(p.changes.find((c) => c.path === 'src/b.py')).toMatchObject({ kind: 'create', after: 'x = 1\r\ny = 3\r\n', bom: true });
    expect(p.notes.map((n) => n.text)).toContain('moved from src/a.py');
    const same = plan(P('*** Update File: src/a.py', '*** Move to: src/a.py', '-y = 2', '+y = 4'), snap([f]));
    expect(same.changes.map((c) => c.kind)).toEqual(['update']);
    const taken = plan(P('*** Update File: src/a.py', '*** Move to: src/c.py', '-y = 2'), snap([f, file('src/c.py', '')]));
    expect(codes(taken)).toEqual(['0:exists']);
  });
});

// ---- property: chunks with clean context equal an independent splice ------------------------------

describe('patch: property', () => {
  it('random chunks over unique lines equal a bottom-up splice of the same spans', () => {
    const arb = fc.record({
      n: fc.integer({ min: 1, max: 14 }),
      crlf: fc.boolean(),
      finalNl: fc.boolean(),
      cuts: fc.uniqueArray(fc.nat({ max: 13 }), { minLength: 1, maxLength: 6 }),
      adds: fc.array(fc.array(fc.constantFrom('p', 'q', 'r s'), { maxLength: 3 }), { minLength: 3, maxLength: 3 }),
      ctx: fc.nat({ max: 2 }),
    });
    fc.assert(
      fc.property(arb, ({ n, crlf, finalNl, cuts, adds, ctx }) => {
        const lines = Array.from({ length: n }, (_, i) => `line ${i}`);
        const eol = crlf ? '\r\n' : '\n';
        const f = file('f.txt', lines.join(eol) + (finalNl ? eol : ''));
        // Pairs of sorted cut points give disjoint spans [s, e) with room for context between them.
        const pts = [...new Set(cuts.map((c) => c % n))].sort((a, b) => a - b);
        const spans: [number, number][] = [];
        for (let i = 0; i + 1 < pts.length && spans.length < 3; i += 2) spans.push([pts[i] as number, (pts[i + 1] as number) + 1]);
        if (spans.length === 0) spans.push([pts[0] as number, (pts[0] as number) + 1]);
        const body: string[] = ['*** Update File: f.txt'];
        let prevEnd = 0;
        spans.forEach(([s, e], k) => {
          const before = Math.max(prevEnd, s - ctx);
          body.push('@@');
          for (let i = before; i < s; i++) body.push(` ${lines[i]}`);
          for (let i = s; i < e; i++) body.push(`-${lines[i]}`);
          for (const a of adds[k] ?? []) body.push(`+${a}`);
          prevEnd = e;
        });
        const p = plan(P(...body), snap([f]));
        expect(p.refusals).toEqual([]);
        const out = [...lines];
        for (let k = spans.length - 1; k >= 0; k--) {
          const [s, e] = spans[k] as [number, number];
          out.splice(s, e - s, ...(adds[k] ?? []));
        }
        const style = n > 1 || finalNl ? eol : '\n';
        const expected = out.length === 0 ? '' : out.join(style) + (finalNl ? style : '');
        expect(textAfter(p, 'f.txt')).toBe(expected);
        expect(p.changes[0]?.edits.length).toBe(spans.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('patch: chunks found only when indentation is ignored (spec §9, B4/B5)', () => {
  const JS = ['class A {', '  f() {', '    if (x) {', '      return 1;', '    }', '  }', '}', ''].join('\n');

  it('re-indents the added lines, with a note, when the whole chunk is shifted', () => {
    const f = file('a.js', JS);
    // Context lines are " " + the text: every line lost 2 of its spaces.
    const p = plan(P('*** Update File: a.js', '@@', '   if (x) {', '-    return 1;', '+    return 2;', '   }'), snap([f]));
    expect(textAfter(p, 'a.js')).toBe(JS.replace('      return 1;', '      return 2;'));
    expect(p.notes.map((n) => [n.kind, n.text])).toContainEqual([
      'reindented',
      "chunk 1: added lines re-indented to the file's indentation: the call lacks 2 spaces of indentation on every line",
    ]);
  });

  it('takes the added lines as they are when one context line slipped and the rest is exact', () => {
    const f = file('a.js', JS);
    const p = plan(P('*** Update File: a.js', '@@', '   if (x) {', '-      return 1;', '+      return 2;', '     }'), snap([f]));
    expect(textAfter(p, 'a.js')).toBe(JS.replace('      return 1;', '      return 2;'));
    expect(p.notes.some((n) => n.kind === 'reindented')).toBe(false);
  });

  it('refuses (no_match) when the indentation of the added lines cannot be settled', () => {
    const f = file('a.js', JS);
    // Lines differ in two different ways: no one change explains them.
    const p = plan(P('*** Update File: a.js', '@@', ' if (x) {', '-        return 1;', '+        return 2;', '    }'), snap([f]));
    expect(codes(p)).toEqual(['0:no_match']);
    expect(p.refusals[0]?.message).toContain('only if indentation is ignored');
  });
});
