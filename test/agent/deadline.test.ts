// The run's wall-clock limit holds while a model call stalls, on Node 20 after garbage collections
// (where AbortSignal.any/timeout lose their deadline) and on node24, the runtime of the action.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bundleFixture } from '../support/fixture-bundle.js';
import { node24 } from '../support/node24.js';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const LIMIT_MS = 1000;

async function stalledRun(nodeBin: string): Promise<{ stop: string; elapsedMs: number; node: string }> {
  // The fixture bundled (plain node, no tsx loader compiling src/ in the child).
  const fixture = await bundleFixture('test/agent/fixtures/stalled-run.ts');
  const { stdout } = await run(nodeBin, ['--expose-gc', '--import', './test/agent/fixtures/gc-preload.mjs', fixture], {
    cwd: ROOT,
    env: { ...process.env, LIMIT_MS: String(LIMIT_MS) },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

describe('the run time limit with a stalled model call', () => {
  it('holds on this Node.js with frequent garbage collection', async () => {
    const r = await stalledRun(process.execPath);
    expect(r.node).toBe(process.version);
    expect(r.stop).toBe('timeout');
    expect(r.elapsedMs).toBeGreaterThanOrEqual(LIMIT_MS);
    expect(r.elapsedMs).toBeLessThan(LIMIT_MS + 2000);
  });

  it('holds on node24 with frequent garbage collection', async () => {
    const r = await stalledRun(node24());
    expect(r.node).toMatch(/^v24\./);
    expect(r.stop).toBe('timeout');
    expect(r.elapsedMs).toBeLessThan(LIMIT_MS + 2000);
  });
});
