// Splitting files into shards: stable, even, never an empty shard, never over GitHub's matrix limit;
// a matrix too large for a job output carries no file lists.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matrixOf, MAX_SHARDS_CEILING, planShards, reportRef, shardBranch, ShardSpec } from '../../src/action/shards.js';

describe('planShards', () => {
  it('is stable, covers every file once, spreads evenly and never makes an empty shard', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}\/[a-z0-9]{1,8}\.ts$/), { maxLength: 700 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 400 }),
        (files, per, max) => {
          const shards = planShards(files, per, max);
          expect(planShards([...files].reverse(), per, max)).toEqual(shards);
          expect(shards.flat().sort()).toEqual([...files].sort());
          expect(shards.every((s) => s.length > 0)).toBe(true);
          expect(shards.length).toBeLessThanOrEqual(Math.min(max, MAX_SHARDS_CEILING));
          if (shards.length > 0) {
            const sizes = shards.map((s) => s.length);
            expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(Math.max(1, per));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('names branches and report refs per workflow run and shard', () => {
    expect(shardBranch('agent-fix/', 'Migrate the old logger!', '991', { index: 2, count: 7 })).toBe(
      'agent-fix/task-migrate-the-old-logger-991-shard-2-of-7',
    );
    expect(reportRef('991', { index: 2, count: 7 })).toBe('refs/agent-fix/runs/991/shard-2-of-7');
  });

  it('drops the file lists when the matrix would be too large for a job output', () => {
    const base = 'a'.repeat(40);
    const shards = planShards(
      Array.from({ length: 3000 }, (_, i) => `src/very/long/folder/name/module-${i}.ts`),
      12,
      256,
    );
    const small = matrixOf(shards.slice(0, 2), base);
    expect(small.withFiles).toBe(true);
    const big = matrixOf(shards, base, 64 * 1024);
    expect(big.withFiles).toBe(false);
    const parsed = JSON.parse(big.json) as { shard: unknown[] };
    expect(parsed.shard).toHaveLength(shards.length);
    expect(ShardSpec.parse(parsed.shard[0])).toEqual({ index: 1, count: shards.length, base });
  });
});
