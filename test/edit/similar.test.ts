// A5 building blocks: where a quote is, and how the nearest similar line differs.
import { describe, expect, it } from 'vitest';
import { describeDifference, describeIndent, matchingLines, quoteHints } from '../../src/edit/similar.js';
import { similarity } from '../../src/edit/similarity.js';
import { parseRefLine } from '../../src/edit/refs.js';
import { isWeak, quoteMatches } from '../../src/edit/boundary.js';

describe('boundary check (B1, B3)', () => {
  it('ignores trailing whitespace only', () => {
    expect(quoteMatches('  x = 1', '  x = 1 \t')).toBe(true);
    expect(quoteMatches('  x = 1\r', '  x = 1')).toBe(true);
    expect(quoteMatches('x = 1', '  x = 1')).toBe(false);
    expect(isWeak(' \t')).toBe(true);
    expect(isWeak('}')).toBe(false);
  });
});

describe('A5 hints', () => {
  it('describes indentation, spacing, case and column differences', () => {
    expect(describeIndent('\t\t  ')).toBe('2 tabs + 2 spaces');
    expect(describeIndent('')).toBe('no indentation');
    expect(describeDifference('        return x', '    return x')).toBe('indentation differs: file has 8 spaces, quote has 4 spaces');
    expect(describeDifference('f(a, b)', 'f(a,b)')).toBe('spacing inside the line differs');
    expect(describeDifference('Return X', 'return x')).toBe('letter case differs');
    expect(describeDifference('    )', '    }')).toBe('differs from column 5: file has `)`, quote has `}`');
    expect(describeDifference('abc', 'abcdef')).toBe('differs from column 4: file has end of line, quote has `def`');
  });

  it('lists matching lines nearest first and stays silent when the quote matches', () => {
    const lines = ['a', 'x', 'b', 'x', 'c', 'c', 'x'];
    expect(matchingLines(lines, 'x', 5)).toEqual([4, 7, 2]);
    expect(quoteHints(lines, 2, 'x', 'first_line')).toEqual([]);
    expect(quoteHints(lines, 1, 'x', 'first_line').join(' ')).toBe('start_line 1 is `a`. first_line `x` is at lines 2, 4, 7.');
    expect(quoteHints(lines, 9, 'a\nb', 'last_line').join(' ')).toBe(
      'end_line 9 is past the end (the file has 7 lines). last_line holds several lines; quote exactly one line.',
    );
    expect(quoteHints(lines, 3, 'zzzzzzzz', 'first_line').join(' ')).toContain('nowhere in the file and no nearby line is similar');
  });

  it('similarity is the Dice coefficient of character bigrams, blind to indentation and spacing runs', () => {
    // kitten {ki it tt te en} and sitting {si it tt ti in ng}: 2 shared of 5 + 6.
    expect(similarity('kitten', 'sitting')).toBeCloseTo((2 * 2) / 11);
    expect(similarity('    return x', '\treturn  x')).toBe(1);
    expect(similarity('', 'abc')).toBe(0);
    expect(similarity('}', '  }')).toBe(1);
  });
});

describe('reference lines (F1, F2, F5)', () => {
  it('parses ranges, single lines, paths and surrounding whitespace', () => {
    expect(parseRefLine('@@ref12-14@@')).toMatchObject({ kind: 'ref', path: null, a: 12, b: 14 });
    expect(parseRefLine('  @@ref7@@\t')).toMatchObject({ kind: 'ref', path: null, a: 7, b: 7 });
    expect(parseRefLine('@@refsrc/app.ts:3-9@@')).toMatchObject({ kind: 'ref', path: 'src/app.ts', a: 3, b: 9 });
    expect(parseRefLine('@@refa:b.py:2@@')).toMatchObject({ kind: 'ref', path: 'a:b.py', a: 2, b: 2 });
  });

  it('other lines are text; a broken marker is flagged', () => {
    expect(parseRefLine('x = "@@ref1@@"')).toMatchObject({ kind: 'text' });
    expect(parseRefLine('@@refx')).toMatchObject({ kind: 'text' });
    expect(parseRefLine('@@ref10-@@')).toMatchObject({ kind: 'bad' });
    expect(parseRefLine('@@ref@@')).toMatchObject({ kind: 'bad' });
  });
});
