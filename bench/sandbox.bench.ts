// npm run bench:sandbox: what the check sandbox adds to one check (the runner run_checks uses), beside the
// same command unsandboxed (check-sandbox: none), on synthetic repositories of 100, 1k and 10k files
// (made here in a temp folder, removed after). The command is `true`, so the figure is the
// sandbox's own cost per call: the namespaces and mounts, the copy-on-write view of the workspace
// (its lower layer id-mapped to the sandbox user, so nothing is walked or copied), the memory
// cgroup, the teardown. The metacopy hand-over (the fallback where id-mapping is not possible: a
// chown walk over the view) is measured beside it. The design before the overlay (two lchown walks
// over the real workspace) is measured too when SANDBOX_BENCH_BEFORE names a checkout of it
// (`git worktree add /tmp/before 22dc848`), interleaved in the same runs; otherwise README's figures
// of the time are printed.
// Then the bytes each hand-over copies into the check's tmpfs for 10,000 files and one 50 MB file,
// and the once-per-run socket scan. Medians of RUNS runs, interleaved so machine load hits all alike.
// Needs root or passwordless sudo, as the sandbox does; the `agent-fix-sandbox` user it makes stays,
// as the action's does (`userdel agent-fix-sandbox` removes it). Env: SANDBOX_BENCH_SIZES (default
// 100,1000,10000), SANDBOX_BENCH_RUNS (default 9), SANDBOX_BENCH_BEFORE.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sandboxRunner, unsandboxedRunner, type CheckRunner } from '../src/sandbox/index.js';
import { findSockets } from '../src/sandbox/sockets.js';
import { makeSyntheticRepo } from './synthetic-repo.js';

const SIZES = (process.env.SANDBOX_BENCH_SIZES ?? '100,1000,10000').split(',').map(Number);
const RUNS = Math.max(1, Number(process.env.SANDBOX_BENCH_RUNS ?? 9));
const TIMEOUT_MS = 120_000;
/** Added per call by the lchown hand-over before the overlay (README at 22dc848, this machine as root, unloaded). */
const README_BEFORE_MS: Record<number, number> = { 100: 68.3, 1000: 102.2, 10000: 334.0 };

/** The sandbox runner of a checkout of the design before (SANDBOX_BENCH_BEFORE), if one is named. */
async function beforeRunner(): Promise<CheckRunner | undefined> {
  const dir = process.env.SANDBOX_BENCH_BEFORE;
  if (!dir) return undefined;
  const mod = (await import(join(dir, 'src', 'sandbox', 'index.ts'))) as { sandboxRunner(env: NodeJS.ProcessEnv): Promise<CheckRunner> };
  return mod.sandboxRunner(process.env);
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Clock ticks per second of /proc's times. */
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * CPU time of this process's finished children, in ms (cutime + cstime of /proc/self/stat: each
 * process that waits for its children adds theirs, so a call's whole tree is in it once it is over).
 * Unlike the wall clock, it does not grow when other work shares the machine.
 */
function childCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLK_TCK;
}

interface Sample {
  ms: number;
  cpuMs: number;
}

async function timed(runner: CheckRunner, root: string): Promise<Sample> {
  const cpu0 = childCpuMs();
  const t0 = performance.now();
  const res = await runner.run('true', root, TIMEOUT_MS);
  const ms = performance.now() - t0;
  if (res.exitCode !== 0) throw new Error(`${runner.description}: exit ${res.exitCode}: ${res.output.slice(-500)}`);
  return { ms, cpuMs: childCpuMs() - cpu0 };
}

async function main(): Promise<void> {
  const idmap = await sandboxRunner(process.env);
  const metacopy = await sandboxRunner(process.env, { handOver: 'metacopy' });
  const before = await beforeRunner();
  const plain = unsandboxedRunner();
  const rows: string[] = [];
  for (const size of SIZES) {
    const repo = makeSyntheticRepo(size);
    try {
      await timed(idmap, repo.root); // the socket scan, once per runner, outside the figures
      await timed(metacopy, repo.root);
      const times = { plain: [] as Sample[], idmap: [] as Sample[], metacopy: [] as Sample[], before: [] as Sample[] };
      for (let i = 0; i < RUNS; i++) {
        times.plain.push(await timed(plain, repo.root));
        times.idmap.push(await timed(idmap, repo.root));
        times.metacopy.push(await timed(metacopy, repo.root));
        if (before) times.before.push(await timed(before, repo.root));
      }
      if (idmap.lastFacts?.handOver !== 'idmap') throw new Error(`id-mapping is not possible here (${idmap.lastFacts?.handOver})`);
      const p = median(times.plain.map((t) => t.ms));
      const pc = mean(times.plain.map((t) => t.cpuMs));
      // Wall clock: median minus the unsandboxed median; CPU: mean minus the unsandboxed mean.
      const added = (xs: Sample[]): string =>
        `${(median(xs.map((t) => t.ms)) - p).toFixed(1)} ms (CPU ${(mean(xs.map((t) => t.cpuMs)) - pc).toFixed(1)} ms)`;
      const old = before
        ? added(times.before)
        : README_BEFORE_MS[size] === undefined
          ? ''
          : `${README_BEFORE_MS[size]!.toFixed(1)} ms (README)`;
      rows.push(
        `| ${repo.files.toLocaleString('en-US')} | ${p.toFixed(1)} ms (CPU ${pc.toFixed(1)} ms) | ${added(times.idmap)} | ${added(times.metacopy)} | ${old} |`,
      );
    } finally {
      rmSync(repo.root, { recursive: true, force: true });
    }
  }
  console.log(
    `run_checks with the command \`true\`: wall clock, median of ${RUNS} runs; CPU time of the call's processes, mean ` +
      `(${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(2)})\n`,
  );
  console.log(
    '| files in the workspace | unsandboxed | added: overlay, id-mapped | added: overlay, metacopy walk | added before: lchown walks |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(r);
  console.log(`\n${await copiedUp()}`);
  const t0 = performance.now();
  const sockets = await findSockets([], process.env);
  console.log(
    `\nThe socket scan (once per run, at the first check): ${(performance.now() - t0).toFixed(0)} ms, ${sockets.length} sockets found.`,
  );
}

/** What each hand-over copies into the check's tmpfs: 10,000 small files and one 50 MB file, command `true`. */
async function copiedUp(): Promise<string> {
  const root = makeSyntheticRepo(10_000).root;
  try {
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'assets', 'big.bin'), Buffer.alloc(50 * 1024 * 1024, 7));
    const lines = ["| hand-over | bytes in the check's tmpfs after `true` |", '| --- | ---: |'];
    for (const handOver of ['idmap', 'metacopy', 'copy'] as const) {
      const runner = await sandboxRunner(process.env, { handOver });
      await timed(runner, root);
      lines.push(`| ${runner.lastFacts!.handOver} | ${runner.lastFacts!.diskUsedBytes.toLocaleString('en-US')} |`);
    }
    return lines.join('\n');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
