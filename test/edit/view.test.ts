// R1-R3: what read_file shows. Revisions come from the snapshot, numbering follows R3.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revisionOf } from '../../src/edit/text.js';
import { renderView } from '../../src/edit/view.js';
import type { FileSnapshot } from '../../src/edit/types.js';
import { textLines } from './helpers.js';

const file = (text: string, path = 'src/a.py'): FileSnapshot => ({ path, text, bom: false, revision: revisionOf(text) });
const twelve = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';

describe('renderView', () => {
  it('R1: header with path, revision and line count; numbers right-aligned to the widest shown', () => {
    const v = renderView(file(twelve));
    const rows = v.text.split('\n');
    expect(rows[0]).toBe(`src/a.py · revision ${revisionOf(twelve)} · 12 lines (showing 1-12)`);
    expect(rows[1]).toBe(' 1| line 1');
    expect(rows[9]).toBe(' 9| line 9');
    expect(rows[10]).toBe('10| line 10');
    expect(v.lineCount).toBe(12);
    expect(v.revision).toMatch(/^[0-9a-f]{12}$/);
  });

  it('R2: a window carries the same revision as the whole file', () => {
    const whole = renderView(file(twelve));
    const win = renderView(file(twelve), { start: 3, end: 5 });
    expect(win.revision).toBe(whole.revision);
    expect(win.lines).toEqual(['line 3', 'line 4', 'line 5']);
    expect(win.text.split('\n').slice(1)).toEqual(['3| line 3', '4| line 4', '5| line 5']);
    expect(win.text).toContain(`revision ${whole.revision} · 12 lines (showing 3-5)`);
  });

  it('R3: CRLF endings are not shown, a last line without newline is numbered, an empty file has 0 lines', () => {
    const v = renderView(file('a\r\nb\r\nc'));
    expect(v.text).not.toContain('\r');
    expect(v.lines).toEqual(['a', 'b', 'c']);
    expect(v.text.split('\n').pop()).toBe('3| c');
    const empty = renderView(file(''));
    expect(empty.lineCount).toBe(0);
    expect(empty.text).toContain('0 lines');
    expect(empty.lines).toEqual([]);
    expect(renderView(file('\n')).lines).toEqual(['']);
  });

  it('out-of-range windows clamp and say so', () => {
    const past = renderView(file(twelve), { start: 50, end: 60 });
    expect([past.startLine, past.endLine]).toEqual([12, 12]);
    expect(past.text).toContain('asked for lines 50 to 60; the file has 12 lines, so showing 12-12');
    const low = renderView(file(twelve), { start: -3, end: 2 });
    expect([low.startLine, low.endLine]).toEqual([1, 2]);
    expect(low.text).toContain('asked for lines -3 to 2');
    expect(renderView(file(twelve), { start: 2, end: 4 }).text).not.toContain('asked for');
  });

  it('maxLines caps the window and says how to read on', () => {
    const v = renderView(file(twelve), { start: 2, maxLines: 4 });
    expect([v.startLine, v.endLine, v.truncated]).toEqual([2, 5, true]);
    expect(v.text.split('\n').pop()).toBe('(7 lines more; read on with start_line=6)');
    expect(renderView(file(twelve)).truncated).toBe(false);
  });

  it('R1/R3 property: every numbered row shows exactly line N of the file', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('', 'a', '  b', '\tc', 'x|y', '12| z'), { maxLength: 120 }),
        fc.boolean(),
        fc.integer({ min: -5, max: 130 }),
        fc.integer({ min: -5, max: 130 }),
        fc.integer({ min: 1, max: 50 }),
        (lines, crlf, start, end, maxLines) => {
          const text = lines.map((l) => l + (crlf ? '\r\n' : '\n')).join('');
          const all = textLines(text);
          const v = renderView(file(text), { start, end, maxLines });
          expect(v.lineCount).toBe(all.length);
          const rows = v.text.split('\n').filter((r) => /^\s*\d+\| /.test(r));
          expect(rows.length).toBe(v.lines.length);
          const width = String(v.endLine).length;
          rows.forEach((r, i) => {
            const n = v.startLine + i;
            expect(r).toBe(`${String(n).padStart(width)}| ${all[n - 1]}`);
          });
          expect(v.lines.length).toBeLessThanOrEqual(maxLines);
        },
      ),
      { numRuns: 500 },
    );
  });
});
