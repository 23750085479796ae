import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoted } from '../../src/edit/messages.js';
import { escapeCellWithCode } from '../../src/report/escape.js';
import { codeSpansOf, NBSP, renderGfm } from '../support/gfm.js';

describe('engine messages in table cells', () => {
  it('quoted() makes one code span even when the code holds backticks', () => {
    expect(quoted('a `b` c')).toBe('``a `b` c``');
    expect(quoted('`x`')).toBe('`` `x` ``');
    expect(quoted('plain')).toBe('`plain`');
  });

  it('keeps code spans as code and escapes the text around them', () => {
    const msg = `line 3 is ${quoted('return `$${a|b}`;')} and <b>bold</b> | pipe`;
    const cell = escapeCellWithCode(msg);
    expect(cell).toContain('``return `$${a\\|b}`;``');
    expect(cell).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(cell).toContain('\\| pipe');
    expect(cell).not.toMatch(/(^|[^\\])\|(?!\w*\})/);
  });
});

describe('spaces in code spans', () => {
  it('keeps leading, trailing and repeated spaces inside spans as no-break spaces, and flattens the prose around them', () => {
    const cell = escapeCellWithCode(`line 3 is ${quoted('    a  =  1; ')}\n\nand   more`);
    expect(cell).toBe('line 3 is `\u00a0\u00a0\u00a0\u00a0a\u00a0\u00a0=\u00a0\u00a01;\u00a0` and more');
    // A single inner space stays a plain space, so long code can still wrap.
    expect(escapeCellWithCode(quoted('a b'))).toBe('`a b`');
  });

  it('any quoted line reads back exactly, from the message and from the rendered table cell', () => {
    const line = fc.string({
      unit: fc.constantFrom(' ', ' ', '\t', '`', '|', '\\', 'a', '<', '&', '*', '_', '#'),
      minLength: 1,
      maxLength: 70,
    });
    fc.assert(
      fc.property(line, (code) => {
        const message = `line 3 is ${quoted(code)}, not   that.`;
        expect(codeSpansOf(message)).toEqual([code]);
        const table = renderGfm(`### Refused\n\n| Reason |\n|---|\n| ${escapeCellWithCode(message)} |`).tableAfter(/^Refused$/);
        // A backslash right before a pipe is shown as U+2216 in a table cell (GFM would read it as escaping the pipe).
        expect(table?.codes[0]?.[0]?.map((c) => c.replaceAll(NBSP, ' '))).toEqual([code.replace(/\\(?=\|)/g, '\u2216')]);
        expect(table?.rows[0]?.[0]).toMatch(/, not that\.$/);
      }),
      { numRuns: 400 },
    );
  });
});
