// The Python rules scanner: what tree-sitter-python accepts but CPython rejects. Each
// snippet's verdict is compared with CPython itself (one python3 process for the table).
import { describe, expect, it } from 'vitest';
import { pythonRuleErrors } from '../../src/parse/python-rules.js';
import { findPython, pythonVerdicts } from './support/python-corpus.js';

const SNIPPETS: Record<string, string> = {
  emptyBody: 'def f():\n    if x:\n    y = 2\n',
  emptyBodyAtEof: 'if x:\n',
  emptyBodyCommentOnly: 'if x:\n    # nothing\ny = 1\n',
  emptyBodyDedent: 'def f():\n    if x:\ny = 2\n',
  unexpectedIndent: 'x = 1\n    y = 2\nz = 3\n',
  unexpectedIndentFirstLine: '  x = 1\n',
  unexpectedIndentAfterDeletedHeader: 'def f():\n    a = 1\n        b = 2\n    c = 3\n',
  unindentMismatch: 'def f():\n    if x:\n        a = 1\n  b = 2\n',
  tryWithoutHandler: 'try:\n    a = 1\nx = 3\n',
  tryWithoutHandlerAtEof: 'try:\n    a = 1\n    b = 2\n',
  tryElseOnly: 'try:\n    a = 1\nelse:\n    b = 2\n',
  tabsInconsistent: 'if x:\n\ty = 1\n        z = 2\n',
  importTrailingComma: 'from m import a, \\\n    b,\n',
  importTrailingCommaPlain: 'import a,\n',
  // valid code that a naive scanner would get wrong
  importParenthesizedTrailingComma: 'from m import (a,\n    b,)\nx = 1,\n',
  headerWithComment: 'if x:  # why\n    y = 1\n',
  inlineBody: 'if x: y = 1\nclass A: pass\n',
  bracketsSpanLines: 'x = [\n  1,\n      2,\n]\nd = {\n"a":\n 1}\n',
  backslashJoin: 'x = 1 + \\\n        2\nif x:\n    pass\n',
  tripleQuoted: 'def f():\n    """doc:\nnot code:\n  """\n    return 1\n',
  stringsWithQuotesAndHashes: "s = 'a # b' + \"it's:\" + r'\\'' + f\"{x!r:>{w}}\"\nif s:\n    pass\n",
  tryExceptElseFinally: 'try:\n    a()\nexcept E:\n    b()\nelse:\n    c()\nfinally:\n    d()\n',
  nestedTry: 'try:\n    try:\n        a()\n    finally:\n        b()\nexcept E:\n    pass\n',
  tryInlineBody: 'try: a()\nexcept E: pass\n',
  tryInlineBodyWithoutHandler: 'def f():\n    try: a()\n    b()\n',
  matchStatement: 'match p:\n    case [x, *_]:\n        pass\n    case {"k": v}:\n        pass\n',
  decoratorsAndAsync: '@dec\nasync def f():\n    async with a as b:\n        await b\n',
  crlf: 'if x:\r\n    y = 1\r\nz = 2\r\n',
  formFeed: 'x = 1\n\f\ny = 2\n',
  dictColonAtLineEnd: 'd = {\n    "a":\n        1,\n}\n',
  lambdaAndSlices: 'f = lambda: 0\ny = x[1:]\nz = x[:]\n',
  noFinalNewline: 'if x:\n    y = 1',
  emptyFile: '',
  onlyComments: '# a\n    # indented comment\n',
};

describe('pythonRuleErrors agrees with CPython on each snippet', () => {
  const py = findPython();
  it.skipIf(!py)('same verdict as ast.parse', () => {
    const names = Object.keys(SNIPPETS);
    const verdicts = pythonVerdicts(
      py?.exe ?? 'python3',
      names.map((n) => SNIPPETS[n] as string),
    );
    const mismatches = names.filter((name, i) => (pythonRuleErrors(SNIPPETS[name] as string).count === 0) !== verdicts[i]?.ok);
    expect(mismatches).toEqual([]);
    // The table is not trivial: both verdicts occur.
    expect(verdicts.filter((v) => !v.ok).length).toBeGreaterThanOrEqual(10);
    expect(verdicts.filter((v) => v.ok).length).toBeGreaterThanOrEqual(10);
  });
});

describe('error sites', () => {
  it('places each error on the line CPython names', () => {
    expect(pythonRuleErrors(SNIPPETS.emptyBody as string).sites).toEqual([{ row: 2, column: 4 }]);
    expect(pythonRuleErrors(SNIPPETS.unexpectedIndent as string).sites).toEqual([{ row: 1, column: 4 }]);
    expect(pythonRuleErrors(SNIPPETS.unindentMismatch as string).sites).toEqual([{ row: 3, column: 2 }]);
    expect(pythonRuleErrors(SNIPPETS.tryWithoutHandler as string).sites).toEqual([{ row: 2, column: 0 }]);
    expect(pythonRuleErrors(SNIPPETS.importTrailingComma as string).sites).toEqual([{ row: 0, column: 0 }]);
  });

  it('does not cascade: one misplaced line is one error', () => {
    const text = 'def f():\n    a = 1\n      b = 2\n      c = 3\n    d = 4\ne = 5\n';
    expect(pythonRuleErrors(text).count).toBe(1);
  });

  it('counts exactly while capping the listed sites', () => {
    const text = Array.from({ length: 50 }, (_, i) => `x${i} = 1\n  y${i} = 2\n`).join('');
    const r = pythonRuleErrors(text, 5);
    expect(r.count).toBe(50);
    expect(r.sites).toHaveLength(5);
  });
});
