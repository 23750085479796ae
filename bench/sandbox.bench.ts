// npm run bench:sandbox: what the check sandbox adds to one check (the runner run_checks uses), beside the
// same command unsandboxed (check-sandbox: none), on synthetic repositories of 100, 1k and 10k files
// (made here in a temp folder, removed after). The command is `true`, so the figure is the
// sandbox's own cost: making the namespaces and mounts, handing the workspace's files to the
// sandbox user and back (two lchown walks, which grow with the file count), and the teardown.
// Medians of RUNS runs, interleaved so machine load hits both sides alike.
// Needs root or passwordless sudo, as the sandbox does; the `agent-fix-sandbox` user it makes stays,
// as the action's does (`userdel agent-fix-sandbox` removes it). Env: SANDBOX_BENCH_SIZES (default
// 100,1000,10000), SANDBOX_BENCH_RUNS (default 9).
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { prepareChecks, unsandboxedRunner, type CheckRunner } from '../src/sandbox/index.js';
import { makeSyntheticRepo } from './synthetic-repo.js';

const SIZES = (process.env.SANDBOX_BENCH_SIZES ?? '100,1000,10000').split(',').map(Number);
const RUNS = Math.max(1, Number(process.env.SANDBOX_BENCH_RUNS ?? 9));
const TIMEOUT_MS = 120_000;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function timed(runner: CheckRunner, root: string): Promise<number> {
  const t0 = performance.now();
  const res = await runner.run('true', root, TIMEOUT_MS);
  const ms = performance.now() - t0;
  if (res.exitCode !== 0) throw new Error(`${runner.description}: exit ${res.exitCode}: ${res.output.slice(-500)}`);
  return ms;
}

async function main(): Promise<void> {
  const rows: string[] = [];
  for (const size of SIZES) {
    const repo = makeSyntheticRepo(size);
    try {
      const checks = await prepareChecks({ mode: 'auto', workspace: repo.root });
      if (!checks.ok) {
        console.error(`The sandbox cannot be built here: ${checks.reason}`);
        process.exitCode = 1;
        return;
      }
      const plain = unsandboxedRunner();
      const boxed: number[] = [];
      const bare: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        bare.push(await timed(plain, repo.root));
        boxed.push(await timed(checks.runner, repo.root));
      }
      const b = median(boxed);
      const p = median(bare);
      rows.push(
        `| ${repo.files.toLocaleString('en-US')} | ${checks.runner.description} | ${p.toFixed(1)} ms | ${b.toFixed(1)} ms | ${(b - p).toFixed(1)} ms |`,
      );
    } finally {
      rmSync(repo.root, { recursive: true, force: true });
    }
  }
  console.log(`run_checks with the command \`true\`, median of ${RUNS} runs (${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(2)})\n`);
  console.log('| files in the workspace | sandbox | unsandboxed | sandboxed | added by the sandbox |');
  console.log('| ---: | --- | ---: | ---: | ---: |');
  for (const r of rows) console.log(r);
}

await main();
