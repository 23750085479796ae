// npm run bench:machine: what this machine charges for the things the test suite does most often,
// beside which the suite's time is read (docs/development.md#test-time). A first write to a page of
// fresh memory, a process start (from a small parent, and `node -e 0`), and the copy-on-write cost a
// fork leaves behind in a parent that then writes its memory again (libuv forks for every spawn).
// Medians of RUNS runs. Env: MACHINE_BENCH_RUNS (default 5).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const RUNS = Math.max(1, Number(process.env.MACHINE_BENCH_RUNS ?? 5));
const PAGE = 4096;
const MB = 1024 * 1024;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Writes one byte per page; returns ms. */
function touch(buf: Buffer, value: number): number {
  const t = performance.now();
  for (let o = 0; o < buf.length; o += PAGE) buf[o] = value;
  return performance.now() - t;
}

/** µs per page for the first write to fresh memory, and for a second write to the same pages. */
function firstTouch(): { first: number; again: number } {
  const size = 200 * MB;
  const first: number[] = [];
  const again: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const buf = Buffer.allocUnsafeSlow(size);
    first.push((touch(buf, 1) * 1000) / (size / PAGE));
    again.push((touch(buf, 2) * 1000) / (size / PAGE));
  }
  return { first: median(first), again: median(again) };
}

/** CPU ms (user + system) of `argv`, itself and its children, through /usr/bin/time. */
function cpuOf(argv: string[]): number {
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', ...argv], { encoding: 'utf8' });
  const [u, s] = r.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
  return ((u ?? 0) + (s ?? 0)) * 1000;
}

/** A parent that holds `heldMb` of written memory spawns /bin/true, then writes that memory again. */
function forkThenWrite(heldMb: number): { cpuMs: number; faults: number } {
  const held = Array.from({ length: heldMb }, () => Buffer.alloc(MB, 1));
  const rewrite = (): void => {
    for (const b of held) touch(b, 3);
  };
  const samples: { cpuMs: number; faults: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r0 = process.resourceUsage();
    const c0 = process.cpuUsage();
    execFileSync('/bin/true');
    rewrite();
    const c1 = process.cpuUsage(c0);
    samples.push({ cpuMs: (c1.user + c1.system) / 1000, faults: process.resourceUsage().minorPageFault - r0.minorPageFault });
  }
  return { cpuMs: median(samples.map((s) => s.cpuMs)), faults: median(samples.map((s) => s.faults)) };
}

function main(): void {
  console.log(
    `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load ${loadavg()[0]!.toFixed(2)}, node ${process.version}; medians of ${RUNS}`,
  );
  const t = firstTouch();
  console.log(`first write to a 4 KiB page of fresh memory: ${t.first.toFixed(2)} µs; a second write: ${t.again.toFixed(3)} µs`);
  const trueMs = median(Array.from({ length: RUNS }, () => cpuOf(['sh', '-c', 'for i in 1 2 3 4 5 6 7 8 9 10; do /bin/true; done']) / 10));
  console.log(`a process start (/bin/true from sh): ${trueMs.toFixed(1)} CPU-ms`);
  const nodeMs = median(Array.from({ length: RUNS }, () => cpuOf([process.execPath, '-e', '0'])));
  console.log(`node -e 0: ${nodeMs.toFixed(0)} CPU-ms`);
  for (const heldMb of [0, 100]) {
    const f = forkThenWrite(heldMb);
    console.log(
      `spawn from a parent that then writes ${heldMb} MB it held: ${f.cpuMs.toFixed(1)} CPU-ms in the parent, ${f.faults} page faults`,
    );
  }
}

main();
