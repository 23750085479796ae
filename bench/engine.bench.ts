// npm run bench: the edit engine on 10,000-line TypeScript and Python files.
// Median wall time over RUNS runs of: one full parse; read_file (numbered view + priming the parse
// tree); a verified-selection call of 1, 10 and 50 edits through the Workspace (engine, parse
// check with incremental reparse, atomic write to disk); the engine alone (no parse, no disk);
// and the parse check alone. Figures go to docs/performance.md.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { normalizeCall, planCall, revisionOf } from '../src/edit/index.js';
import { ParseChecker } from '../src/parse/checker.js';
import { Workspace } from '../src/workspace/workspace.js';
import { pythonBlock, syntheticFile, typescriptBlock } from './parse.bench.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);

async function median(fn: () => Promise<number>): Promise<number> {
  const xs: number[] = [];
  for (let i = 0; i < RUNS; i++) xs.push(await fn());
  xs.sort((a, b) => a - b);
  return xs[Math.floor(xs.length / 2)] ?? NaN;
}

async function time(fn: () => Promise<unknown> | unknown): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** `count` edits spread over the file, each changing one number on a line that has `= <digit>`. */
function editCall(path: string, text: string, count: number): unknown {
  const lines = text.split('\n');
  const targets: number[] = [];
  const step = Math.floor(lines.length / (count + 1));
  for (let k = 1; k <= count; k++) {
    const at = lines.findIndex((l, i) => i >= k * step && /=\s*\d/.test(l));
    if (at >= 0 && !targets.includes(at)) targets.push(at);
  }
  const revision = revisionOf(new TextEncoder().encode(text));
  return {
    edits: targets.map((i) => {
      const line = lines[i] ?? '';
      return {
        path,
        revision,
        start_line: i + 1,
        end_line: i + 1,
        first_line: line,
        last_line: line,
        new_text: line.replace(/=(\s*)(\d+)/, '=$1$29'),
      };
    }),
  };
}

async function benchFile(name: string, text: string): Promise<Record<string, number>> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-fix-bench-'));
  const out: Record<string, number> = {};
  out.fullParse = await median(async () => {
    const c = new ParseChecker();
    const t = await time(() => c.countErrors(name, text));
    c.dispose();
    return t;
  });
  const fresh = async (): Promise<Workspace> => {
    await writeFile(join(dir, name), text);
    return new Workspace(dir, {});
  };
  out.read = await median(async () => {
    const ws = await fresh();
    return time(() => ws.read(name));
  });
  for (const n of [1, 10, 50]) {
    const call = editCall(name, text, n);
    out[`call${n}`] = await median(async () => {
      const ws = await fresh();
      await ws.read(name);
      return time(async () => {
        const checked = normalizeCall('verified_selection', call);
        if (!checked.ok) throw new Error(`bench call malformed: ${checked.refusal.message}`);
        const res = await ws.applyEdit(checked.call);
        if (!res.ok) throw new Error(`bench call refused: ${res.text.slice(0, 300)}`);
      });
    });
    out[`engineOnly${n}`] = await median(async () => {
      const snapshot = new Map([[name, { path: name, text, bom: false, revision: revisionOf(new TextEncoder().encode(text)) }]]);
      return time(() => planCall('verified_selection', call, snapshot, { alignWindow: 3 }));
    });
  }
  const after = (editCall(name, text, 1) as { edits: { new_text: string; start_line: number }[] }).edits[0]!;
  const changed = text.split('\n');
  changed[after.start_line - 1] = after.new_text;
  const afterText = changed.join('\n');
  out.checkWarm = await median(async () => {
    const c = new ParseChecker();
    await c.prime(name, text);
    const t = await time(() => c.check(name, text, afterText));
    c.dispose();
    return t;
  });
  out.checkCold = await median(async () => {
    const c = new ParseChecker();
    const t = await time(() => c.check(name, text, afterText));
    c.dispose();
    return t;
  });
  return out;
}

const ms = (x: number | undefined): string => (x === undefined ? '-' : x < 10 ? x.toFixed(2) : x.toFixed(1));

const results: Record<string, Record<string, number>> = {
  'TypeScript (10,000 lines)': await benchFile('big.ts', syntheticFile(typescriptBlock)),
  'Python (10,000 lines)': await benchFile('big.py', syntheticFile(pythonBlock)),
};
console.log(`Median of ${RUNS} runs, milliseconds, Node ${process.version}, ${process.arch}.\n`);
console.log(
  '| file | full parse | read_file | 1-edit call | 10-edit call | 50-edit call | engine only (1/10/50) | parse check (cold/warm) | 1-edit call ÷ full parse |',
);
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const [file, r] of Object.entries(results)) {
  console.log(
    `| ${file} | ${ms(r.fullParse)} | ${ms(r.read)} | ${ms(r.call1)} | ${ms(r.call10)} | ${ms(r.call50)} | ${ms(r.engineOnly1)} / ${ms(r.engineOnly10)} / ${ms(r.engineOnly50)} | ${ms(r.checkCold)} / ${ms(r.checkWarm)} | ${((r.call1 ?? 0) / (r.fullParse ?? 1)).toFixed(2)}× |`,
  );
}
