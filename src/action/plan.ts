// mode: plan — reads the task and the target files (shard-files patterns, or the lines a
// shard-command prints, run in the sandbox), splits the files into shards, and sets the outputs a
// workflow's matrix job needs. Spends nothing: no model is called.
import ignore from 'ignore';
import type { Secrets } from '../secrets/index.js';
import { FileListing } from '../workspace/listing.js';
import { normalisePath } from '../workspace/paths.js';
import { escapeInline } from '../report/escape.js';
import { formatUsd } from '../report/format.js';
import type { PipelineResult } from './finalize.js';
import { gate } from './gate.js';
import type { ActionInputs } from './inputs.js';
import type { Logger } from './log.js';
import { outputsOf } from './outputs.js';
import { matrixOf, planShards } from './shards.js';
import { checkout, checksFor, readTask, scheduledTrigger, startContext, type ActionContext } from './stages.js';

export async function runPlan(
  env: NodeJS.ProcessEnv,
  inputs: ActionInputs,
  log: Logger,
  signal: AbortSignal,
  secrets: Secrets,
): Promise<PipelineResult> {
  const started = await scheduledTrigger(env, 'plan');
  if (!started.ok) return { outputs: outputsOf({ stopReason: 'invalid' }), failure: started.failure };
  const { trigger } = started;
  const { ctx, api } = startContext({ env, inputs, trigger, secrets, log, signal });
  let stage = 'checking the task';
  try {
    const g = await gate(trigger, inputs, api);
    if (!g.go) return { outputs: outputsOf({ stopReason: g.outcome }), failure: g.reason };
    stage = 'checking out the repository';
    const git = await checkout(ctx, inputs['base-branch'] || (await api.getDefaultBranch()));
    const base = await git.currentSha();
    stage = 'reading the task';
    const task = await readTask(ctx, g.task);
    stage = 'listing the files to split';
    const files = await targetFiles(ctx);
    const shards = planShards(files, inputs['files-per-shard'], inputs['max-shards']);
    if (shards.length === 0)
      throw new Error('no files to split: shard-files matched none, or shard-command printed no file of the repository');
    const { json, withFiles } = matrixOf(shards, base);
    const cap = inputs['max-cost-usd'];
    const maxTotal = cap === null ? null : cap * shards.length;
    log.info(
      `agent-fix: planned ${shards.length} shard(s) of ${files.length} file(s) from ${base}; at most ${maxTotal === null ? 'unlimited (max-cost-usd: none)' : formatUsd(maxTotal)}`,
    );
    const summary = planSummary(task.title, shards, base, maxTotal, withFiles);
    return { outputs: outputsOf({ plan: { matrix: json, shardCount: shards.length, baseSha: base, maxTotalCostUsd: maxTotal } }), summary };
  } catch (err) {
    return { outputs: outputsOf({ stopReason: 'failed' }), failure: `agent-fix (plan) failed while ${stage}: ${(err as Error).message}` };
  }
}

/** The files to split: shard-files patterns over the run's listing, or the paths shard-command prints. */
export async function targetFiles(ctx: ActionContext): Promise<string[]> {
  const { inputs } = ctx;
  const listed = await new FileListing(ctx.workspace).files();
  if (inputs['shard-command']) {
    const checks = await checksFor({ ...ctx, inputs: { ...inputs, 'check-command': inputs['shard-command'] } }, undefined);
    if (!checks?.ok) throw new Error(checks?.text ?? 'shard-command could not run');
    const r = await checks.runner.run(inputs['shard-command'], ctx.workspace, 5 * 60_000, ctx.signal);
    if (r.exitCode !== 0)
      throw new Error(
        `shard-command exited with ${r.timedOut ? 'a timeout' : `code ${r.exitCode}`}: ${r.output.trim().split('\n').slice(-3).join(' ')}`,
      );
    const known = new Set(listed);
    // Only files of the repository as listing sees them (confined, not ignored, no links).
    return r.output
      .split('\n')
      .map((l) => normalisePath(l.trim()))
      .flatMap((n) => (n.ok && known.has(n.rel) ? [n.rel] : []));
  }
  if (inputs['shard-files'].length === 0) throw new Error('mode plan needs shard-files (glob patterns) or shard-command');
  const match = ignore().add(inputs['shard-files']);
  return listed.filter((f) => match.ignores(f));
}

function planSummary(title: string, shards: string[][], base: string, maxTotal: number | null, withFiles: boolean): string {
  const rows = shards.map(
    (files, i) => `| ${i + 1} | ${files.length} | ${escapeInline(files.slice(0, 3).join(', ') + (files.length > 3 ? ', …' : ''), 300)} |`,
  );
  return [
    `## agent-fix plan: ${escapeInline(title, 200)}`,
    '',
    `**Shards:** ${shards.length}, from commit \`${base}\`${withFiles ? '' : ' (the matrix carries no file lists: each shard plans again at that commit)'}  `,
    `**Most it can cost:** ${maxTotal === null ? 'no cap (max-cost-usd: none)' : `${formatUsd(maxTotal)} (max-cost-usd × ${shards.length} shards)`}`,
    '',
    '| Shard | Files | First files |',
    '|--:|--:|---|',
    ...rows,
    '',
  ].join('\n');
}
