import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareChecks, type CheckRunner } from '../../src/sandbox/index.js';
import { IS_ROOT } from '../support/root.js';

/** Runs fn over items with at most `limit` in flight; results keep the input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A fresh temporary folder, removed after fn settles. */
export async function withTempDir<R>(prefix: string, fn: (dir: string) => Promise<R>): Promise<R> {
  const dir = await mkdtemp(join(tmpdir(), `agent-fix-eval-${prefix}-`));
  try {
    return await fn(join(dir, 'work'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * How tests judge: in the sandbox, as the eval does (CI runs as root). A machine without root has to
 * choose `none` explicitly, as a maintainer would with --check-sandbox none.
 */
export async function testRunner(): Promise<CheckRunner> {
  const probe = await mkdtemp(join(tmpdir(), 'agent-fix-eval-probe-'));
  try {
    const checks = await prepareChecks({ mode: IS_ROOT ? 'auto' : 'none', workspace: probe });
    if (!checks.ok) throw new Error(checks.text);
    return checks.runner;
  } finally {
    await rm(probe, { recursive: true, force: true });
  }
}
