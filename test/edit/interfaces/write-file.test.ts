import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planWriteFile } from '../../../src/edit/interfaces/write-file.js';
import { noteText } from '../../../src/edit/messages.js';
import { bytesAfter, file, snap } from './helpers.js';

describe('write_file', () => {
  it('replaces an existing file, keeping its BOM and CRLF style, with one whole-file edit', () => {
    const f = file('w.txt', 'a\r\nb\r\nc\r\n', true);
    const p = planWriteFile({ path: 'w.txt', content: 'x\ny\n' }, snap([f]));
    expect(p.ok).toBe(true);
    const c = p.changes[0];
    expect(c).toMatchObject({ kind: 'update', after: 'x\r\ny\r\n', bom: true, before: f });
    expect(c?.edits).toEqual([
      { index: 0, path: 'w.txt', start: 1, end: 3, newLines: ['x', 'y'], startShift: 0, endShift: 0, refLines: 0 },
    ]);
    expect(Array.from(bytesAfter(p, 'w.txt') ?? [])).toEqual([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('x\r\ny\r\n')]);
    expect(p.notes).toEqual([{ index: 0, path: 'w.txt', text: noteText.wholeFile, kind: 'info' }]);
  });

  it("converts CRLF content to an LF file and keeps the content's own final-newline state", () => {
    const f = file('l.txt', 'old\n');
    const p = planWriteFile({ path: 'l.txt', content: 'new\r\nlast' }, snap([f]));
    expect(p.changes[0]?.after).toBe('new\nlast');
  });

  it('creates a missing file as given, without BOM', () => {
    const p = planWriteFile({ path: 'n.txt', content: '\uFEFFhello\n' }, snap([], ['n.txt']));
    expect(p.changes[0]).toMatchObject({ kind: 'create', before: null, after: 'hello\n', bom: false });
    expect(p.changes[0]?.edits[0]).toMatchObject({ start: 1, end: 0, newLines: ['hello'] });
  });

  it("property: the written text is the content in the file's line-ending style", () => {
    const arb = fc.record({
      old: fc.string({ unit: fc.constantFrom('a', '\n', '\r\n'), maxLength: 12 }),
      content: fc.string({ unit: fc.constantFrom('b', '\n', '\r\n', ' '), maxLength: 12 }),
      bom: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, ({ old, content, bom }) => {
        const f = file('f.txt', old, bom);
        const p = planWriteFile({ path: 'f.txt', content }, snap([f]));
        const crlf = (old.match(/\r\n/g) ?? []).length;
        const lf = (old.match(/\n/g) ?? []).length - crlf;
        const plain = content.split('\r\n').join('\n');
        expect(p.changes[0]?.after).toBe(crlf > lf ? plain.split('\n').join('\r\n') : plain);
        expect(p.changes[0]?.bom).toBe(bom);
      }),
      { numRuns: 200 },
    );
  });
});
