// Parse-check cost on 10,000-line files (spec §7): one full parse vs. checking a one-line change,
// cold (no cached tree) and warm (tree cached by an earlier read), and a warm check of an edit that
// breaks the file (unclosed bracket). Target: cold check < 2x full parse.
// Run directly: npx tsx bench/parse.bench.ts
import { pathToFileURL } from 'node:url';
import { Parser } from 'web-tree-sitter';
import { ParseChecker } from '../src/parse/checker.js';
import { loadGrammar } from '../src/parse/grammars.js';
import type { TreeSitterLanguage } from '../src/parse/languages.js';

const LINES = 10_000;
const RUNS = 9;

export function typescriptBlock(i: number): string[] {
  return [
    `export interface Item${i} {`,
    `  id: number;`,
    `  name: string;`,
    `  tags: readonly string[];`,
    `}`,
    ``,
    `export function score${i}(item: Item${i}, weight = ${i % 7}): number {`,
    `  const base = item.tags.filter((t) => t.startsWith('x')).length * weight;`,
    `  return item.name.length > ${i % 13} ? base + item.id : base - 1;`,
    `}`,
    ``,
  ];
}

export function pythonBlock(i: number): string[] {
  return [
    `class Item${i}:`,
    `    """An item with a score."""`,
    ``,
    `    def __init__(self, name, tags=None):`,
    `        self.name = name`,
    `        self.tags = list(tags or [])`,
    ``,
    `    def score(self, weight=${i % 7}):`,
    `        base = sum(1 for t in self.tags if t.startswith("x")) * weight`,
    `        return base + len(self.name) if self.name else base - ${i % 13}`,
    ``,
  ];
}

/** A file of exactly `lines` lines built from repeated, numbered blocks. */
export function syntheticFile(block: (i: number) => string[], lines = LINES): string {
  const out: string[] = [];
  for (let i = 0; out.length < lines; i++) out.push(...block(i));
  return `${out.slice(0, lines).join('\n')}\n`;
}

/** Changes one number literal on a line in the middle (the file stays valid: same verdict). */
function oneLineChange(text: string): string {
  const lines = text.split('\n');
  const mid = Math.floor(lines.length / 2);
  const at = lines.findIndex((l, i) => i >= mid && /=\s*\d/.test(l));
  lines[at] = (lines[at] ?? '').replace(/=(\s*)(\d+)/, '=$1$21');
  return lines.join('\n');
}

/** Median of `runs` timings; `run` returns the milliseconds of its timed part. */
async function median(run: () => Promise<number> | number, runs = RUNS): Promise<number> {
  await run(); // warm-up (JIT, grammar load)
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await run());
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

async function timed(fn: () => Promise<unknown> | unknown): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function benchLanguage(lang: TreeSitterLanguage, path: string, before: string): Promise<Record<string, number>> {
  const after = oneLineChange(before);
  const grammar = await loadGrammar(lang); // also initialises the runtime
  const parser = new Parser();
  parser.setLanguage(grammar);
  const full = await median(() => timed(() => parser.parse(before)?.delete()));
  parser.delete();
  const broken = oneLineChange(before).replace(/=(\s*)(\d+)1/, '=$1($2');
  const check = async (prime: boolean, next = after): Promise<number> => {
    const checker = new ParseChecker();
    if (prime) await checker.prime(path, before); // the read that cached the tree: not timed
    let outcome: Awaited<ReturnType<ParseChecker['check']>> | undefined;
    const ms = await timed(async () => (outcome = await checker.check(path, before, next)));
    checker.dispose();
    const brokeIt = (outcome?.errorsAfter ?? 0) > (outcome?.errorsBefore ?? 0);
    if (brokeIt !== (next === broken)) throw new Error(`${lang}: benchmark edit has the wrong verdict`);
    return ms;
  };
  const cold = await median(() => check(false));
  const warm = await median(() => check(true));
  const warmBroken = await median(() => check(true, broken));
  return {
    [`${lang}.lines`]: LINES,
    [`${lang}.fullParseMs`]: full,
    [`${lang}.checkColdMs`]: cold,
    [`${lang}.checkWarmMs`]: warm,
    [`${lang}.checkWarmBreakingMs`]: warmBroken,
    [`${lang}.coldOverFull`]: cold / full,
  };
}

export async function benchParse(): Promise<Record<string, number>> {
  return {
    ...(await benchLanguage('typescript', 'big.ts', syntheticFile(typescriptBlock))),
    ...(await benchLanguage('python', 'big.py', syntheticFile(pythonBlock))),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchParse();
  const rows = Object.entries(r).map(([k, v]) => `${k.padEnd(32)} ${Number.isInteger(v) ? v : v.toFixed(2)}`);
  console.log([`${'metric'.padEnd(32)} value`, ...rows].join('\n'));
}
