// npm run bench:tools: how list_files, search_text and read_file scale with the repository, side by
// side with git's own listing and search on the same tree in the same run (issue #15).
// For 1k, 10k and 100k files (synthetic repositories made here, in a temp folder, removed after),
// medians of RUNS runs, interleaved so machine load hits both sides alike:
//   list_files   first call of a run (a fresh Workspace: nothing cached) and a later call
//   search_text  a rare literal, a rare regex and a common literal, as a later call of a run (the
//                listing is cached) and, for the rare literal, as the first call (listing included)
//   read_file    one 60-line file
//   floors       git ls-files -z --cached --others --exclude-standard (what the listing used to run);
//                git grep --untracked -I -F / -E with the same pattern
// Through the real tool code path: ToolSet.dispatch with a real Workspace, as the agent loop calls it.
// Env: TOOLS_BENCH_SIZES=1000,10000 (default 1000,10000,100000), TOOLS_BENCH_RUNS (default 11),
// TOOLS_BENCH_OLD=1 adds the implementation before issue #15 (test/workspace/listing-oracle.ts,
// 3 runs, search only up to 10k files: it takes seconds per call).
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { promisify } from 'node:util';
import { ToolSet } from '../src/agent/tools/index.js';
import type { ToolContext } from '../src/agent/tools/tool.js';
import { Workspace } from '../src/workspace/workspace.js';
import { listAllFiles as oldListAllFiles, searchFiles as oldSearchFiles } from '../test/workspace/listing-oracle.js';
import { COMMON_LITERAL, RARE_LITERAL, RARE_REGEX, makeSyntheticRepo, type SyntheticRepo } from './synthetic-repo.js';

const run = promisify(execFile);
const SIZES = (process.env.TOOLS_BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Math.max(1, Number(process.env.TOOLS_BENCH_RUNS ?? 11));
const WITH_OLD = process.env.TOOLS_BENCH_OLD === '1';
const OLD_RUNS = 3;
const OLD_SEARCH_MAX_FILES = 10_000;

type Row =
  | 'git ls-files (floor)'
  | 'list_files, first call'
  | 'list_files, later call'
  | 'git grep -F, rare (floor)'
  | 'search_text, rare literal'
  | 'search_text, rare literal, first call'
  | 'git grep -E, rare (floor)'
  | 'search_text, rare regex'
  | 'git grep -F, common (floor)'
  | 'search_text, common literal'
  | 'read_file'
  | 'before #15: listing'
  | 'before #15: search, rare literal';

const ROWS: Row[] = [
  'git ls-files (floor)',
  'list_files, first call',
  'list_files, later call',
  'git grep -F, rare (floor)',
  'search_text, rare literal',
  'search_text, rare literal, first call',
  'git grep -E, rare (floor)',
  'search_text, rare regex',
  'git grep -F, common (floor)',
  'search_text, common literal',
  'read_file',
  'before #15: listing',
  'before #15: search, rare literal',
];

interface SizeResult {
  repo: SyntheticRepo;
  setupMs: number;
  listed: number;
  medians: Partial<Record<Row, number>>;
  load: [number, number];
  checks: string[];
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function timed<T>(f: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await f();
  return [performance.now() - t0, out];
}

async function git(root: string, args: string[]): Promise<string> {
  try {
    return (await run('git', ['-C', root, ...args], { maxBuffer: 1024 * 1024 * 1024 })).stdout;
  } catch (err) {
    // git grep exits 1 when nothing matches.
    if ((err as { code?: number }).code === 1) return '';
    throw err;
  }
}

function ctxFor(root: string): ToolContext {
  return { workspace: new Workspace(root), root, checkTimeoutMs: 60_000 };
}

/** "3 matches in 8956 files" -> 3 (the tool's header line). */
function hitCount(text: string): number {
  const m = /^(\d+)\+? match/.exec(text);
  if (!m) throw new Error(`unexpected search_text answer: ${text.slice(0, 200)}`);
  return Number(m[1]);
}

async function measureSize(size: number): Promise<SizeResult> {
  const t0 = performance.now();
  const repo = makeSyntheticRepo(size);
  const setupMs = performance.now() - t0;
  const root = repo.root;
  try {
    const tools = new ToolSet('verified_selection', false);
    const samples = new Map<Row, number[]>();
    const add = (row: Row, ms: number): void => void samples.set(row, [...(samples.get(row) ?? []), ms]);
    const checks: string[] = [];
    const load0 = loadavg()[0]!;
    let listed = 0;
    const readTarget = 'src/pkg0/mod0/file1.py';
    for (let i = 0; i < RUNS; i++) {
      const [lsMs, lsOut] = await timed(() => git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']));
      add('git ls-files (floor)', lsMs);

      const ctx = ctxFor(root);
      const [firstMs, first] = await timed(() => tools.dispatch('list_files', '{}', ctx));
      add('list_files, first call', firstMs);
      const [laterMs, later] = await timed(() => tools.dispatch('list_files', '{}', ctx));
      add('list_files, later call', laterMs);
      listed = Number(first.text.split(' ', 1)[0]);
      if (later.text !== first.text) throw new Error('the cached listing differs from the first one');

      const grepRare = await timed(() => git(root, ['grep', '--untracked', '-I', '-n', '-F', '-e', RARE_LITERAL]));
      add('git grep -F, rare (floor)', grepRare[0]);
      const rareArgs = JSON.stringify({ pattern: RARE_LITERAL });
      const [rareMs, rare] = await timed(() => tools.dispatch('search_text', rareArgs, ctx));
      add('search_text, rare literal', rareMs);
      const [rareFirstMs] = await timed(() => tools.dispatch('search_text', rareArgs, ctxFor(root)));
      add('search_text, rare literal, first call', rareFirstMs);

      const grepRegex = await timed(() => git(root, ['grep', '--untracked', '-I', '-n', '-E', '-e', RARE_REGEX]));
      add('git grep -E, rare (floor)', grepRegex[0]);
      const [regexMs, regex] = await timed(() => tools.dispatch('search_text', JSON.stringify({ pattern: RARE_REGEX, regex: true }), ctx));
      add('search_text, rare regex', regexMs);

      const grepCommon = await timed(() => git(root, ['grep', '--untracked', '-I', '-n', '-F', '-e', COMMON_LITERAL]));
      add('git grep -F, common (floor)', grepCommon[0]);
      const [commonMs, common] = await timed(() => tools.dispatch('search_text', JSON.stringify({ pattern: COMMON_LITERAL }), ctx));
      add('search_text, common literal', commonMs);

      const [readMs, read] = await timed(() => tools.dispatch('read_file', JSON.stringify({ path: readTarget }), ctx));
      add('read_file', readMs);

      if (i === 0) {
        // Same tree, same answers: the floors are only fair if they find what the tools find.
        const gitFiles = lsOut.split('\0').filter(Boolean).length;
        checks.push(`git ls-files lists ${gitFiles} names (links and the huge file included); list_files lists ${listed}`);
        const lines = (s: string): number => s.split('\n').filter(Boolean).length;
        for (const [name, g, t] of [
          ['rare literal', grepRare[1], rare.text],
          ['rare regex', grepRegex[1], regex.text],
        ] as const) {
          if (lines(g) !== hitCount(t) || hitCount(t) !== repo.rareFiles) {
            throw new Error(`${name}: git grep found ${lines(g)} lines, search_text ${hitCount(t)}, expected ${repo.rareFiles}`);
          }
        }
        checks.push(`rare literal and regex: ${repo.rareFiles} hits each, same as git grep`);
        checks.push(`common literal: git grep prints ${lines(grepCommon[1])} lines; search_text stops at ${common.text.split('\n', 1)[0]}`);
        if (read.outcome !== 'ok') throw new Error(`read_file failed: ${read.text}`);
      }
    }
    if (WITH_OLD) {
      for (let i = 0; i < OLD_RUNS; i++) {
        const [oldListMs, oldFiles] = await timed(() => oldListAllFiles(root));
        add('before #15: listing', oldListMs);
        if (size <= OLD_SEARCH_MAX_FILES) {
          const q = { pattern: RARE_LITERAL, regex: false, caseSensitive: true };
          add('before #15: search, rare literal', (await timed(() => oldSearchFiles(root, oldFiles, q, 80)))[0]);
        }
      }
    }
    const medians: Partial<Record<Row, number>> = {};
    for (const [row, xs] of samples) medians[row] = median(xs);
    return { repo, setupMs, listed, medians, load: [load0, loadavg()[0]!], checks };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function fmt(ms: number | undefined): string {
  if (ms === undefined) return '–';
  return ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(1)} ms`;
}

function ratio(a: number | undefined, b: number | undefined): string {
  return a === undefined || b === undefined ? '–' : `${(a / b).toFixed(2)}×`;
}

function table(results: SizeResult[]): string {
  const head = `| | ${results.map((r) => `${r.repo.files.toLocaleString('en-US')} files`).join(' | ')} |`;
  const sep = `|---|${results.map(() => '---:').join('|')}|`;
  const rows = [head, sep];
  const m = (row: Row) => results.map((r) => r.medians[row]);
  for (const row of ROWS) {
    if (results.every((r) => r.medians[row] === undefined)) continue;
    rows.push(`| ${row} | ${m(row).map(fmt).join(' | ')} |`);
  }
  const ratios: [string, Row, Row][] = [
    ['list_files first call / git ls-files', 'list_files, first call', 'git ls-files (floor)'],
    ['search_text rare literal / git grep -F', 'search_text, rare literal', 'git grep -F, rare (floor)'],
    ['search_text rare literal, first call / git grep -F', 'search_text, rare literal, first call', 'git grep -F, rare (floor)'],
    ['search_text rare regex / git grep -E', 'search_text, rare regex', 'git grep -E, rare (floor)'],
  ];
  for (const [label, a, b] of ratios) rows.push(`| **${label}** | ${results.map((r) => ratio(r.medians[a], r.medians[b])).join(' | ')} |`);
  return rows.join('\n');
}

async function main(): Promise<void> {
  const { stdout: gitVersion } = await run('git', ['--version']);
  console.log(`# Tools benchmark (npm run bench:tools)\n`);
  console.log(
    `node ${process.version}, ${gitVersion.trim()}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}); medians of ${RUNS} runs` +
      (WITH_OLD ? ` (before #15: ${OLD_RUNS} runs)` : ''),
  );
  const results: SizeResult[] = [];
  for (const size of SIZES) {
    const r = await measureSize(size);
    results.push(r);
    const { repo } = r;
    console.log(
      `\n${size.toLocaleString('en-US')}: ${repo.files} files (${repo.tracked} tracked, ${repo.untracked} untracked, ${repo.ignored} ignored, ` +
        `${(repo.bytes / 1024 / 1024).toFixed(1)} MiB), ${r.listed} listed; made in ${(r.setupMs / 1000).toFixed(1)} s; ` +
        `load average ${r.load[0].toFixed(2)} -> ${r.load[1].toFixed(2)}`,
    );
    for (const c of r.checks) console.log(`  - ${c}`);
  }
  console.log(`\n${table(results)}`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
