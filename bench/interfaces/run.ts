// `npm run bench:interfaces [-- --seed N --cases N --per-language N --out DIR --docs DIR]`
// Reproduces every figure of docs/interfaces-results.md from files present after `npm ci` on a
// Debian/Ubuntu machine. Writes bench/results/interfaces.json (+ manifest), the Markdown report
// and the SVG chart, and prints the headline table and the target checks.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { runBench, type BenchResult } from './bench.js';
import { renderChart } from './chart-svg.js';
import { ARMS, type Arm } from './model.js';
import { familyTable, headline, renderMarkdown } from './report-md.js';
import { fromResultsFile, toResultsFile, type ResultsFile } from './results-json.js';
import { targets } from './summary.js';

export const DEFAULTS = { seed: 7, cases: 1100, perLanguage: 12 };

interface Flags {
  seed: number;
  cases: number;
  perLanguage: number;
  out: string;
  docs: string;
  arms: Arm[];
  strict: boolean;
  /** Re-render the report from a results directory instead of running. */
  from: string | null;
}

function parseFlags(argv: readonly string[]): Flags {
  const flags: Flags = { ...DEFAULTS, out: 'bench/results', docs: 'docs', arms: [...ARMS], strict: false, from: null };
  let docsGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const [name, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${name} needs a value`);
      return v;
    };
    const int = (): number => {
      const v = Number(value());
      if (!Number.isInteger(v) || v < 0) throw new Error(`${name} needs a non-negative integer`);
      return v;
    };
    switch (name) {
      case '--seed':
        flags.seed = int();
        break;
      case '--cases':
        flags.cases = int();
        break;
      case '--per-language':
        flags.perLanguage = int();
        break;
      case '--out':
        flags.out = value();
        if (!docsGiven) flags.docs = flags.out;
        break;
      case '--docs':
        flags.docs = value();
        docsGiven = true;
        break;
      case '--arms':
        flags.arms = value()
          .split(',')
          .map((s) => s.trim())
          .filter((s): s is Arm => (ARMS as readonly string[]).includes(s));
        break;
      case '--strict':
        flags.strict = true;
        break;
      case '--from':
        flags.from = value();
        break;
      case '--help':
        console.log(
          'usage: npm run bench:interfaces -- [--seed N] [--cases N] [--per-language N] [--out DIR] [--docs DIR] [--arms a,b] [--strict] [--from RESULTS_DIR]',
        );
        process.exit(0);
        break;
      default:
        throw new Error(`unknown flag ${a} (try --help)`);
    }
  }
  return flags;
}

function load(dir: string): BenchResult {
  const file = JSON.parse(readFileSync(join(dir, 'interfaces.json'), 'utf8')) as ResultsFile;
  const manifest = JSON.parse(readFileSync(join(dir, 'interfaces-manifest.json'), 'utf8')) as { files: BenchResult['manifest'] };
  return fromResultsFile(file, manifest.files);
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  const out = resolve(flags.out);
  const docs = resolve(flags.docs);
  mkdirSync(out, { recursive: true });
  mkdirSync(docs, { recursive: true });
  let result: BenchResult;
  if (flags.from !== null) {
    result = load(resolve(flags.from));
  } else {
    result = await runBench({
      seed: flags.seed,
      cases: flags.cases,
      perLanguage: flags.perLanguage,
      arms: flags.arms,
      log: (s) => console.error(s),
    });
    writeFileSync(join(out, 'interfaces.json'), `${JSON.stringify(toResultsFile(result))}\n`);
    const manifest = { seed: result.meta.seed, notes: result.meta.corpusNotes, files: result.manifest };
    writeFileSync(join(out, 'interfaces-manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  }
  const chartName = 'interfaces-chart.svg';
  writeFileSync(join(docs, chartName), renderChart(result));
  writeFileSync(join(docs, 'interfaces-results.md'), renderMarkdown(result, chartName));
  console.log(headline(result));
  console.log('');
  console.log(familyTable(result));
  console.log('');
  const checks = targets(result);
  for (const t of checks) console.log(`${t.ok ? 'ok  ' : 'MISS'} ${t.name}: ${t.value}`);
  console.log(
    `\nwrote ${relative(process.cwd(), join(out, 'interfaces.json'))}, ${relative(process.cwd(), join(docs, 'interfaces-results.md'))}, ${relative(process.cwd(), join(docs, chartName))} (${result.meta.seconds} s)`,
  );
  if (flags.strict && checks.some((t) => !t.ok)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exitCode = 2;
});
