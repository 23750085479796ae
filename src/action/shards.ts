// The fan-out's shared vocabulary: how files are split into shards, what one matrix entry carries,
// and the names every job derives the same way (branches and report refs). Pure.
import { z } from 'zod';
import { slugify } from '../github/branch-name.js';
import type { RunTask } from '../agent/run.js';
import { RunReport } from '../report/run-report.js';

/** GitHub runs at most 256 jobs from one matrix. */
export const MAX_SHARDS_CEILING = 256;

/** One matrix entry (`matrix.shard`): which shard, of how many, from which commit, on which files. */
export const ShardSpec = z.object({
  index: z.number().int().positive(),
  count: z.number().int().positive().max(MAX_SHARDS_CEILING),
  /** The commit every shard starts from. */
  base: z.string().regex(/^[0-9a-f]{40}$/, 'a full commit sha'),
  /** Absent when the matrix would be too large for a job output: the shard plans again at `base`. */
  files: z.array(z.string()).min(1).optional(),
});
export type ShardSpec = z.infer<typeof ShardSpec>;

/**
 * Splits files into shards: sorted (so the same input gives the same shards), `perShard` files each,
 * spread evenly over `maxShards` when there would be more; never an empty shard.
 */
export function planShards(files: readonly string[], perShard: number, maxShards: number): string[][] {
  const sorted = [...new Set(files)].sort();
  if (sorted.length === 0) return [];
  const count = Math.min(Math.ceil(sorted.length / perShard), Math.min(maxShards, MAX_SHARDS_CEILING));
  const shards: string[][] = [];
  for (let k = 0; k < count; k++) {
    // Even spread: shard k takes files [k*n/count, (k+1)*n/count).
    shards.push(sorted.slice(Math.floor((k * sorted.length) / count), Math.floor(((k + 1) * sorted.length) / count)));
  }
  return shards;
}

/** `<prefix>task-<slug>-<run>`: the combined branch of one workflow run. */
export function fanoutBranch(prefix: string, title: string, runId: string): string {
  return `${prefix}task-${slugify(title, 30) || 'untitled'}-${runId.replace(/[^0-9A-Za-z-]/g, '')}`;
}

/** `<prefix>task-<slug>-<run>-shard-K-of-N`: unique per workflow run, so older unmerged shards never collide. */
export function shardBranch(prefix: string, title: string, runId: string, shard: Pick<ShardSpec, 'index' | 'count'>): string {
  return `${fanoutBranch(prefix, title, runId)}-shard-${shard.index}-of-${shard.count}`;
}

/** Where a shard leaves its JSON run report: a ref (an artifact cannot be read offline). */
export function reportRef(runId: string, shard: Pick<ShardSpec, 'index' | 'count'>): string {
  return `refs/agent-fix/runs/${runId.replace(/[^0-9A-Za-z-]/g, '')}/shard-${shard.index}-of-${shard.count}`;
}

/** The plan's matrix output: `{"shard": [...]}` for `strategy.matrix: ${{ fromJSON(...) }}`. */
export function matrixOf(shards: readonly string[][], base: string, limitBytes = 512 * 1024): { json: string; withFiles: boolean } {
  const entries = (withFiles: boolean): ShardSpec[] =>
    shards.map((files, i) => ({ index: i + 1, count: shards.length, base, ...(withFiles ? { files } : {}) }));
  const full = JSON.stringify({ shard: entries(true) });
  // GitHub limits a job's outputs to 1 MB in all: keep the matrix well under it.
  if (Buffer.byteLength(full) <= limitBytes) return { json: full, withFiles: true };
  return { json: JSON.stringify({ shard: entries(false) }), withFiles: false };
}

/** What a shard leaves under its report ref: its report, and the branch it pushed (null: no changes). */
export const ShardResult = z.object({
  shard: z.object({ index: z.number().int().positive(), count: z.number().int().positive() }),
  branch: z.string().nullable(),
  report: RunReport,
});
export type ShardResult = z.infer<typeof ShardResult>;
export const SHARD_RESULT_FILE = 'shard-result.json';

/** The task of one shard: the refactor, and which files are this shard's. */
export function shardTask(task: RunTask, shard: Pick<ShardSpec, 'index' | 'count'>, files: readonly string[]): RunTask {
  const list = files.map((f) => `- ${f}`).join('\n');
  const scope = `This is shard ${shard.index} of ${shard.count} of a larger change, done in parallel: change only these files (you may read any file, and create new files only in their folders); other shards do the rest.\n${list}`;
  return { ...task, body: [task.body, scope].filter(Boolean).join('\n\n') };
}
