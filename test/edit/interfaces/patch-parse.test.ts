import { describe, expect, it } from 'vitest';
import { normalizeCall } from '../../../src/edit/call.js';
import { parsePatch } from '../../../src/edit/interfaces/patch-parse.js';

const P = (...body: string[]): string => ['*** Begin Patch', ...body, '*** End Patch'].join('\n');

describe('patch grammar', () => {
  it('parses add, delete, update with move, @@ contexts and End of File', () => {
    const r = parsePatch(
      P(
        '*** Add File: new.py',
        '+a',
        '+',
        '*** Delete File: old.py',
        '*** Update File: src/a.py',
        '*** Move to: src/b.py',
        '@@ class A:',
        '@@     def f(self):',
        '     x = 1',
        '-    return x',
        '+    return x + 1',
        '@@',
        ' tail',
        '+more',
        '*** End of File',
      ),
    );
    expect(r).toEqual({
      ok: true,
      hunks: [
        { kind: 'add', path: 'new.py', lines: ['a', ''], line: 2 },
        { kind: 'delete', path: 'old.py', line: 5 },
        {
          kind: 'update',
          path: 'src/a.py',
          moveTo: 'src/b.py',
          line: 6,
          chunks: [
            {
              contexts: ['class A:', '    def f(self):'],
              eof: false,
              line: 8,
              lines: [
                { op: ' ', text: '    x = 1', bare: false },
                { op: '-', text: '    return x', bare: false },
                { op: '+', text: '    return x + 1', bare: false },
              ],
            },
            {
              contexts: [],
              eof: true,
              line: 13,
              lines: [
                { op: ' ', text: 'tail', bare: false },
                { op: '+', text: 'more', bare: false },
              ],
            },
          ],
        },
      ],
    });
  });

  it('accepts a first chunk without @@, empty lines as empty context, CRLF patch text, and ignores unified ranges', () => {
    const r = parsePatch(
      ['*** Begin Patch', '*** Update File: a', ' x', '', '-y', '@@ -10,3 +10,4 @@ def g():', '-z', '*** End Patch', ''].join('\r\n'),
    );
    expect(r.ok).toBe(true);
    if (!r.ok || r.hunks[0]?.kind !== 'update') throw new Error('expected an update');
    expect(r.hunks[0].chunks.map((c) => c.contexts)).toEqual([[], ['def g():']]);
    expect(r.hunks[0].chunks[0]?.lines[1]).toEqual({ op: ' ', text: '', bare: true });
  });

  it('reports the offending line number', () => {
    const cases: [string, number, RegExp][] = [
      ['*** Update File: a\n x', 1, /first line/],
      [P('*** Update File: a', ' x').replace('*** End Patch', ''), 3, /last line/],
      [P('*** Update File: a', ' x', 'oops', '-y'), 4, /must start with/],
      [P('*** Add File: n', '+a', 'b'), 4, /Add File.*"\+"/],
      [P('*** Update File: a'), 2, /no changes/],
      [P('*** Update File: a', ' x', '@@ ctx'), 4, /followed by/],
      [P('*** Update File: a', '*** End of File'), 3, /must follow/],
      [P('*** Frobnicate File: a'), 2, /expected/],
      [P('*** Delete File:   '), 2, /path is missing/],
    ];
    for (const [patch, line, problem] of cases) {
      const r = parsePatch(patch);
      expect(r.ok, patch).toBe(false);
      if (r.ok) continue;
      expect(r.line, patch).toBe(line);
      expect(r.problem, patch).toMatch(problem);
    }
  });

  it('tolerates blank lines between sections and around the patch', () => {
    const r = parsePatch(`\n\n${P('*** Add File: a', '+x', '', '*** Delete File: b')}\n\n`);
    expect(r.ok && r.hunks.map((h) => h.kind)).toEqual(['add', 'delete']);
  });

  it('allows a pure rename (Update + Move to, no chunks)', () => {
    const r = parsePatch(P('*** Update File: a', '*** Move to: b'));
    expect(r).toMatchObject({ ok: true, hunks: [{ kind: 'update', path: 'a', moveTo: 'b', chunks: [] }] });
  });
});

describe('paths of a patch call', () => {
  const paths = (patch: string, revisions?: Record<string, string>) => {
    const n = normalizeCall('patch', { patch, revisions });
    return n.ok ? n.call.paths.map((p) => p.path) : n.refusal.code;
  };
  it('lists every path, move targets and revisions included, once each; a broken patch names none', () => {
    expect(paths(P('*** Update File: a.py', '*** Move to: b.py', ' x', '*** Add File: c.py', '+1', '*** Delete File: a.py'))).toEqual([
      'a.py',
      'b.py',
      'c.py',
    ]);
    expect(paths(P('*** Delete File: a.py'), { 'a.py': 'r1', 'z.py': 'r2' })).toEqual(['a.py', 'z.py']);
    // A patch that does not parse is refused before any path it mentions is looked at.
    expect(paths('garbage\n*** Update File: x.ts\nmore garbage')).toBe('malformed');
    expect(paths('')).toBe('malformed');
  });
});

describe('patch grammar: shapes found by fuzzing (issue #11)', () => {
  it('refuses a patch without file sections as malformed instead of answering "Applied"', () => {
    const r = parsePatch(P());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toBe('the patch has no file sections (nothing to do)');
    expect(parsePatch('*** Begin Patch\n\n*** End Patch').ok).toBe(false);
  });

  it('accepts section headers padded with spaces, as the Begin and End markers are', () => {
    const r = parsePatch(['  *** Begin Patch', '  *** Update File: a.py', '@@', '-x = 1', '+x = 2', '  *** End Patch'].join('\n'));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.hunks).toMatchObject([{ kind: 'update', path: 'a.py' }]);
  });
});
