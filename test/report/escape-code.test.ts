import { describe, expect, it } from 'vitest';
import { quoted } from '../../src/edit/messages.js';
import { escapeCellWithCode } from '../../src/report/escape.js';

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
