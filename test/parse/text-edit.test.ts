// The changed range handed to tree.edit(): units must be what web-tree-sitter uses.
import { describe, expect, it } from 'vitest';
import { Parser } from 'web-tree-sitter';
import { loadGrammar } from '../../src/parse/grammars.js';
import { diffTexts, pointAt } from '../../src/parse/text-edit.js';

describe('web-tree-sitter units (verified, not assumed)', () => {
  it('reports indices and columns in UTF-16 code units of the JS string', async () => {
    const grammar = await loadGrammar('python');
    const parser = new Parser();
    parser.setLanguage(grammar);
    const src = 'x = "héllo😀"\ny = 1\n';
    const tree = parser.parse(src);
    const y = tree?.rootNode.child(1);
    expect(y?.startIndex).toBe(src.indexOf('y'));
    expect(y?.startIndex).not.toBe(Buffer.byteLength(src.slice(0, src.indexOf('y'))));
    const str = tree?.rootNode.child(0)?.firstChild?.lastChild;
    expect(str?.type).toBe('string');
    expect(str?.endPosition).toEqual({ row: 0, column: src.indexOf('\n') });
    tree?.delete();
    parser.delete();
  });
});

describe('diffTexts', () => {
  it('is null for equal texts', () => {
    expect(diffTexts('abc', 'abc')).toBeNull();
  });

  it('gives the common-prefix/suffix range with rows and columns', () => {
    const before = 'a\nbXc\nd\n';
    const after = 'a\nbYYc\nd\n';
    expect(diffTexts(before, after)).toEqual({
      startIndex: 3,
      oldEndIndex: 4,
      newEndIndex: 5,
      startPosition: { row: 1, column: 1 },
      oldEndPosition: { row: 1, column: 2 },
      newEndPosition: { row: 1, column: 3 },
    });
  });

  it('spans inserted lines', () => {
    const e = diffTexts('a\nb\n', 'a\nx\ny\nb\n');
    expect(e).toMatchObject({ startIndex: 2, oldEndIndex: 2, newEndIndex: 6 });
    expect(e?.newEndPosition).toEqual({ row: 3, column: 0 });
  });

  it('never splits a surrogate pair', () => {
    // 😀 and 😁 share their high surrogate; the edit must start before it.
    const e = diffTexts('a😀b', 'a😁b');
    expect(e).toMatchObject({ startIndex: 1, oldEndIndex: 3, newEndIndex: 3 });
    // Same low surrogate, different high: the edit must end after the pair.
    const hi = diffTexts('a\u{1F600}b', 'a\u{2F600}b');
    expect(hi).toMatchObject({ startIndex: 1, oldEndIndex: 3, newEndIndex: 3 });
  });

  it('pointAt counts only \\n as a row break (a \\r stays in the column)', () => {
    expect(pointAt('ab\r\ncd', 5)).toEqual({ row: 1, column: 1 });
    expect(pointAt('ab\r\ncd', 3)).toEqual({ row: 0, column: 3 });
  });
});
