import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
