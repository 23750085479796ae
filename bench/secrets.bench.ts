// npx tsx bench/secrets.bench.ts: the secrets module on 1 MB of this repository's own source (with
// backslashes, so both skeleton passes run). Median of RUNS runs of: building the set, redact() and
// find() on text without secrets, redact() with the loop's line-prefix pass, and redact() of 1 MB
// holding 100 planted wrapped encodings. Prints figures; nothing is asserted.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TOOL_LINE_PREFIX } from '../src/agent/tools/tool.js';
import { Secrets } from '../src/secrets/index.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const KEY = 'sk-proj-7Hq~X~v~T?y?Z?w1Ab2Cd3Ef4Gh5Ij6Kl';
const TOKEN = 'ghs_e2eToken0123456789abcdef';
const MB = 1_000_000;

function median(fn: () => unknown): number {
  const xs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn();
    xs.push(performance.now() - t0);
  }
  xs.sort((a, b) => a - b);
  return xs[Math.floor(xs.length / 2)] ?? NaN;
}

const src = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile() && d.name.endsWith('.ts'))
  .map((d) => readFileSync(join(d.parentPath, d.name), 'utf8'))
  .join('\n');
const clean = src.repeat(Math.ceil(MB / src.length)).slice(0, MB);
const wrapped = (
  Buffer.from(`x-access-token:${TOKEN}`)
    .toString('base64')
    .match(/.{1,16}/g) ?? []
).join('\n');
const chunk = Math.floor(MB / 100);
let planted = '';
for (let i = 0; i < 100; i++)
  planted += clean.slice(i * chunk, (i + 1) * chunk - 200) + `\n${i % 2 ? wrapped : Buffer.from(KEY).toString('hex')}\n`;

const secrets = Secrets.of([KEY, TOKEN]);
if (secrets.redact(clean) !== clean) throw new Error('false positive in the corpus');
const figures = {
  'Secrets.of([key, token])': median(() => Secrets.of([KEY, TOKEN])),
  'redact, 1 MB, no secret': median(() => secrets.redact(clean)),
  'find, 1 MB, no secret': median(() => secrets.find(clean)),
  'redact with linePrefix, 1 MB': median(() => secrets.redact(clean, { linePrefix: TOOL_LINE_PREFIX })),
  'redact, 1 MB, 100 planted': median(() => secrets.redact(planted)),
};
for (const [name, ms] of Object.entries(figures)) console.log(`${name.padEnd(32)} ${ms.toFixed(2)} ms`);
