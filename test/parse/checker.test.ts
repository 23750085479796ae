// ParseChecker.check: spec C1 (errors before/after), C2 (first new error with a numbered excerpt),
// C4 (unknown language), and the helpers the engine uses for C2 suggestions.
import { afterAll, describe, expect, it } from 'vitest';
import { ParseChecker } from '../../src/parse/checker.js';

const checker = new ParseChecker();
afterAll(() => checker.dispose());

const lines = (n: number, f: (i: number) => string): string => `${Array.from({ length: n }, (_, i) => f(i + 1)).join('\n')}\n`;

describe('check', () => {
  it('C1: counts errors before and after; a clean edit stays clean', async () => {
    const before = 'def f(x):\n    return x\n';
    const after = 'def f(x, y):\n    return x + y\n';
    expect(await checker.check('m.py', before, after)).toEqual({ path: 'm.py', language: 'python', errorsBefore: 0, errorsAfter: 0 });
  });

  it('C2: the first new error has its line and a numbered excerpt of the lines around it', async () => {
    const before = lines(10, (i) => `x${i} = ${i}`);
    const after = before.replace('x6 = 6', 'x6 = (6');
    const outcome = await checker.check('m.py', before, after);
    expect(outcome.errorsBefore).toBe(0);
    expect(outcome.errorsAfter).toBeGreaterThan(0);
    expect(outcome.firstNewError).toEqual({ line: 6, excerpt: '4| x4 = 4\n5| x5 = 5\n6| x6 = (6\n7| x7 = 7\n8| x8 = 8' });
  });

  it('C2: an old error above the edit is not reported as the new one', async () => {
    const before = lines(20, (i) => (i === 3 ? 'const a = ;' : `const v${i} = ${i};`));
    const after = before.replace('const v15 = 15;', 'const v15 = (15;');
    const outcome = await checker.check('m.ts', before, after);
    expect(outcome.errorsBefore).toBe(1);
    expect(outcome.errorsAfter).toBe(2);
    expect(outcome.firstNewError?.line).toBe(15);
  });

  it('C2: old errors below the edit are carried through inserted lines', async () => {
    const before = lines(20, (i) => (i === 18 ? 'const a = ;' : `const v${i} = ${i};`));
    // Three lines inserted at line 2 (one broken): the old error moves from 18 to 21.
    const after = before.replace('const v2 = 2;\n', 'const v2 = 2;\nconst n1 = 1;\nconst n2 = [;\nconst n3 = 3;\n');
    const outcome = await checker.check('m.ts', before, after);
    expect(outcome).toMatchObject({ errorsBefore: 1, errorsAfter: 2, firstNewError: { line: 4 } });
  });

  it('reports no new error when an edit fixes one', async () => {
    const before = 'const a = ;\nconst b = 2;\n';
    const outcome = await checker.check('m.ts', before, 'const a = 1;\nconst b = 2;\n');
    expect(outcome).toEqual({ path: 'm.ts', language: 'typescript', errorsBefore: 1, errorsAfter: 0 });
  });

  it('a new file (before null) has no errors before', async () => {
    const outcome = await checker.check('new.json', null, '{"a": }\n');
    expect(outcome).toMatchObject({ language: 'json', errorsBefore: 0, errorsAfter: 1, firstNewError: { line: 1 } });
  });

  it('Python: a deleted block header is caught (indentation errors tree-sitter accepts)', async () => {
    const before = 'def f(x):\n    y = 0\n    if x:\n        return 1\n    return 2\n';
    const after = before.replace('    if x:\n', '');
    const outcome = await checker.check('m.py', before, after);
    expect(outcome).toMatchObject({ errorsBefore: 0, errorsAfter: 1, firstNewError: { line: 3 } });
  });

  it('YAML goes through the yaml parser, with the same outcome shape', async () => {
    const before = 'on:\n  push:\n    branches: [main]\njobs: {}\n';
    const after = before.replace('[main]', '[main');
    const outcome = await checker.check('ci.yml', before, after);
    expect(outcome.language).toBe('yaml');
    expect(outcome.errorsBefore).toBe(0);
    expect(outcome.errorsAfter).toBeGreaterThan(0);
    expect(outcome.firstNewError?.excerpt).toContain('3|     branches: [main');
  });

  it('handles non-ASCII text around the edit', async () => {
    const before = 'const s = "😀é注";\nconst t = 1;\n';
    const after = 'const s = "😀é注;\nconst t = 1;\n';
    const outcome = await checker.check('m.ts', before, after);
    expect(outcome.errorsAfter).toBeGreaterThan(0);
    expect(outcome.firstNewError?.line).toBe(1);
  });

  it('gives the same answers warm (cached trees) as cold, across paths and after dispose', async () => {
    const a0 = lines(30, (i) => `let a${i} = ${i};`);
    const a1 = a0.replace('let a9 = 9;', 'let a9 = {9;');
    const b0 = lines(30, (i) => `b${i} = ${i}`);
    const b1 = b0.replace('b20 = 20', 'b20 = [20');
    const small = new ParseChecker({ cachePaths: 1 });
    const cold = [await new ParseChecker().check('a.js', a0, a1), await new ParseChecker().check('b.py', b0, b1)];
    await small.prime('a.js', a0);
    const warm = [await small.check('a.js', a0, a1), await small.check('b.py', b0, b1), await small.check('a.js', a0, a1)];
    expect(warm).toEqual([cold[0], cold[1], cold[0]]);
    small.dispose();
    expect(await small.check('b.py', b0, b1)).toEqual(cold[1]);
    small.dispose();
  });
});

describe('countErrors and wouldParse', () => {
  it('countErrors gives the first error line', async () => {
    expect(await checker.countErrors('x.rs', 'fn main() {\n    let x = 1;\n    let y = ;\n}\n')).toEqual({
      path: 'x.rs',
      language: 'rust',
      errors: 1,
      firstErrorLine: 3,
    });
  });

  it('wouldParse compares a candidate with a baseline (C2 suggestions)', async () => {
    const base = 'def f():\n    x = 1\n    return x\n';
    await checker.countErrors('s.py', base);
    expect(await checker.wouldParse('s.py', 'def f():\n    x = 1\n    return (x\n', 0)).toBe(false);
    expect(await checker.wouldParse('s.py', 'def f():\n    x = 2\n    return x\n', 0)).toBe(true);
    expect(await checker.wouldParse('s.py', 'def f():\n    x = 1\n    return (x\n', 5)).toBe(true);
    expect(await checker.wouldParse('s.yaml', 'a: [1\n', 0)).toBe(false);
    expect(await checker.wouldParse('s.txt', '(((', 0)).toBe(true);
  });
});
