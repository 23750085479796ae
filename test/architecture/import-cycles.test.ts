// No circle of imports in src/, type-only imports included: a circle means two files are one
// concept split in two, and load order starts to matter. (The layer rules themselves are in
// eslint.config.js; this checks what they cannot: circles inside a layer.) Dynamic import() is not
// counted: it is how the CLI keeps chunks it rarely needs out of its start.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Relative specifiers of static `import … from` / `export … from` / `import '…'` in a file. */
function staticImports(text: string): string[] {
  const out: string[] = [];
  const re = /^\s*(?:(?:import|export)\b[^'"`;]*?\bfrom\s*|import\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) out.push(m[1]!);
  return out;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

describe('imports in src/', () => {
  it('the import reader sees every form prettier leaves (the check can fail)', () => {
    const text = [
      "import type { A } from './a.js';",
      "import {\n  B,\n  type C,\n} from '../b/c.js';",
      "export { D } from './d.js';",
      "export * from './e.js';",
      "import './f.js';",
      "const g = await import('./g.js');",
      "import { readFile } from 'node:fs';",
      "export const NOT_AN_IMPORT = './h.js';",
    ].join('\n');
    expect(staticImports(text)).toEqual(['./a.js', '../b/c.js', './d.js', './e.js', './f.js']);
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('form no circle, type-only imports included', () => {
    const files = sourceFiles(SRC);
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const targets = staticImports(readFileSync(file, 'utf8')).map((spec) =>
        relative(SRC, resolve(dirname(file), spec.replace(/\.js$/, '.ts'))),
      );
      graph.set(relative(SRC, file), targets);
    }
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });
});
