// Spec C1/C4: every supported language parses a valid snippet cleanly and counts errors in a broken one.
import { afterAll, describe, expect, it } from 'vitest';
import { ParseChecker } from '../../src/parse/checker.js';
import { languageFor, TREE_SITTER_LANGUAGES, type LanguageId } from '../../src/parse/languages.js';

const checker = new ParseChecker();
afterAll(() => checker.dispose());

const SAMPLES: Record<LanguageId, { path: string; valid: string; broken: string }> = {
  typescript: {
    path: 'a.ts',
    valid: 'const x: number = 1;\nexport function f<T>(a: T): T { return a; }\n',
    broken: 'const x: number = ;\nfunction f(a: string { return a; }\n',
  },
  tsx: {
    path: 'a.tsx',
    valid: 'export const A = (p: { n: number }) => <div className="a">{p.n}</div>;\n',
    broken: 'export const A = (p: { n: number }) => <div className="a">{p.n}</div;\n',
  },
  javascript: {
    path: 'a.js',
    valid: 'const x = 1;\nfunction f(a) { return a?.b ?? x; }\n',
    broken: 'const x = 1;\nfunction f(a) { return a; \n',
  },
  python: {
    path: 'a.py',
    valid: 'def f(x):\n    match x:\n        case 1:\n            return "one"\n    return x\n',
    broken: 'def f(x:\n    return x\n',
  },
  go: {
    path: 'a.go',
    valid: 'package main\n\nfunc main() {\n\tx := 1\n\t_ = x\n}\n',
    broken: 'package main\n\nfunc main() {\n\tx := \n}\n',
  },
  rust: {
    path: 'a.rs',
    valid: 'fn main() {\n    let x: Vec<u8> = vec![1];\n    println!("{:?}", x);\n}\n',
    broken: 'fn main() {\n    let x = ;\n}\n',
  },
  java: { path: 'A.java', valid: 'class A {\n  int f() { return 1; }\n}\n', broken: 'class A {\n  int f() { return 1 }\n}\n' },
  csharp: { path: 'A.cs', valid: 'class A {\n  int F() { return 1; }\n}\n', broken: 'class A {\n  int F() { return 1 }\n}\n' },
  cpp: {
    path: 'a.c',
    valid: '#include <stdio.h>\nint main(void) { printf("hi"); return 0; }\n',
    broken: 'int main(void) { printf("hi") return 0; }\n',
  },
  ruby: { path: 'a.rb', valid: 'def f(x)\n  x + 1\nend\n', broken: 'def f(x)\n  x + \n' },
  php: { path: 'a.php', valid: '<?php\nfunction f($x) { return $x; }\n', broken: '<?php\nfunction f($x) { return $x }\n' },
  bash: { path: 'a.sh', valid: 'if [ -f x ]; then\n  echo hi\nfi\n', broken: 'if [ -f x ]; then\n  echo hi\n' },
  css: { path: 'a.css', valid: 'a { color: red; }\n', broken: 'a { color: red; \n' },
  json: { path: 'a.json', valid: '{"a": [1, 2], "b": null}\n', broken: '{"a": [1, 2}\n' },
  yaml: { path: 'a.yaml', valid: 'a: 1\nb: [1, 2]\n', broken: 'a: 1\nb: [1, 2\n' },
};

describe('languageFor', () => {
  it('maps extensions case-insensitively, and unknown ones to null (C4)', () => {
    expect(languageFor('src/x.MTS')).toBe('typescript');
    expect(languageFor('x.tsx')).toBe('tsx');
    expect(languageFor('x.cjs')).toBe('javascript');
    expect(languageFor('x.pyi')).toBe('python');
    expect(languageFor('x.h')).toBe('cpp');
    expect(languageFor('x.bash')).toBe('bash');
    expect(languageFor('x.yml')).toBe('yaml');
    expect(languageFor('settings.jsonc')).toBeNull();
    expect(languageFor('README.md')).toBeNull();
    expect(languageFor('Makefile')).toBeNull();
  });

  it('covers 15 languages, each with a sample', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...TREE_SITTER_LANGUAGES, 'yaml'].sort());
  });
});

describe.each(Object.entries(SAMPLES))('%s', (language, { path, valid, broken }) => {
  it('finds no error in a valid snippet and some in a broken one', async () => {
    expect(languageFor(path)).toBe(language);
    const ok = await checker.countErrors(path, valid);
    expect(ok).toMatchObject({ language, errors: 0 });
    expect(ok.firstErrorLine).toBeUndefined();
    const bad = await checker.countErrors(path, broken);
    expect(bad.errors).toBeGreaterThan(0);
    expect(bad.firstErrorLine).toBeGreaterThanOrEqual(1);
  });
});

describe('json', () => {
  it('accepts comments (tsconfig.json) but counts a trailing comma as an error', async () => {
    expect((await checker.countErrors('tsconfig.json', '{\n  // c\n  "a": 1 /* d */\n}\n')).errors).toBe(0);
    expect((await checker.countErrors('tsconfig.json', '{\n  "a": 1,\n}\n')).errors).toBeGreaterThan(0);
  });
});

describe('unknown language', () => {
  it('reports language null and no errors (C4: no parse check)', async () => {
    expect(await checker.countErrors('notes.md', '# ((( unbalanced')).toEqual({ path: 'notes.md', language: null, errors: 0 });
    expect(await checker.check('notes.md', 'a', '(((')).toEqual({ path: 'notes.md', language: null, errorsBefore: 0, errorsAfter: 0 });
  });
});
