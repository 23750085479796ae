// Incremental reparse (edited old tree) must count exactly what a fresh full parse counts, for
// random edits of valid and broken code, including non-ASCII text (UTF-16 indices, surrogates).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseChecker } from '../../src/parse/checker.js';

const LINES: Record<string, string[]> = {
  'm.py': [
    'def f(x, y="héllo"):',
    '    if x:',
    '        return "😀" + y',
    '    else:',
    '        pass',
    'class Ä:',
    '    ä = [1, 2,',
    '         3]',
    '    def g(self): return {"k": (1, 2)}',
    'try:',
    '    import os',
    'except ImportError:',
    '    os = None',
    '# 注释 comment',
    'z = f"{x!r}"',
    '',
  ],
  'm.ts': [
    'export function f(a: number, b = "héllo"): string {',
    '  if (a > 1) {',
    '    return `${b}😀`;',
    '  }',
    '  return b;',
    '}',
    'const ä = [1, 2,',
    '  3];',
    'interface Ü { k: string; n?: number }',
    '// 注释',
    'class C<T> { m(t: T) { return t; } }',
    '',
  ],
  'm.json': ['{', '  "a": [1, 2, 3],', '  "é": {"😀": null},', '  "b": "x",', '  "c": true', '}', ''],
};

const PIECES = [
  '',
  '\n',
  '    ',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '"',
  "'",
  '😀',
  'é',
  '注',
  'x',
  '1',
  'if x:',
  'return',
  ';',
  '#',
  '//',
  '\\',
  '\r\n',
];

const textArb = (lines: string[]): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...lines), { minLength: 1, maxLength: 25 }).map((ls) => `${ls.join('\n')}\n`);

/** An edit: replace [start, start+len) (positions scaled to the text) with a few pieces. */
const editArb = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  len: fc.nat({ max: 12 }),
  insert: fc.array(fc.constantFrom(...PIECES), { maxLength: 4 }).map((p) => p.join('')),
});

function applyEdit(text: string, e: { at: number; len: number; insert: string }): string {
  const start = Math.min(text.length, Math.floor(e.at * text.length));
  return text.slice(0, start) + e.insert + text.slice(Math.min(text.length, start + e.len));
}

async function fresh(path: string, text: string): Promise<{ errors: number; firstErrorLine?: number }> {
  const checker = new ParseChecker();
  try {
    const { errors, firstErrorLine } = await checker.countErrors(path, text);
    return firstErrorLine === undefined ? { errors } : { errors, firstErrorLine };
  } finally {
    checker.dispose();
  }
}

describe.each(Object.keys(LINES))('%s', (path) => {
  it('a chain of incremental reparses counts like fresh full parses', async () => {
    const checker = new ParseChecker({ cachePaths: 2 });
    await fc.assert(
      fc.asyncProperty(textArb(LINES[path] ?? []), fc.array(editArb, { minLength: 1, maxLength: 3 }), async (base, edits) => {
        let before = base;
        for (const e of edits) {
          const after = applyEdit(before, e);
          const outcome = await checker.check(path, before, after);
          const ref = await fresh(path, after);
          expect(outcome.errorsAfter).toBe(ref.errors);
          // The cached incremental tree answers countErrors: its first error is where the fresh one is.
          const { errors, firstErrorLine } = await checker.countErrors(path, after);
          expect(firstErrorLine === undefined ? { errors } : { errors, firstErrorLine }).toEqual(ref);
          expect(await checker.wouldParse(path, applyEdit(after, e), ref.errors)).toBe(
            (await fresh(path, applyEdit(after, e))).errors <= ref.errors,
          );
          before = after;
        }
      }),
      { numRuns: 200, seed: 20240601 },
    );
    checker.dispose();
  });
});
