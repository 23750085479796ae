// mode: collect — gathers every shard's result (its report and the branch it pushed, read from its
// report ref: branch names are never recomputed), combines the branches on the plan's commit (they
// touch disjoint files; a conflict or a missing shard is reported, not hidden), and opens one pull
// request (or one per shard) whose body has a row per shard, the total, and every refused attempt.
import type { GitHubApi } from '../github/api.js';
import type { GitWorkspace, PathChange, TreeChange } from '../github/git.js';
import { commitPublisher } from '../github/publish.js';
import { combineReports, type ShardOutcome } from '../report/combine.js';
import { renderJobSummary, renderPullRequestBody } from '../report/markdown.js';
import { formatUsd } from '../report/format.js';
import { shardEntryOf, type ShardEntry } from '../report/slots.js';
import type { RunReport } from '../report/run-report.js';
import type { RunTask } from '../agent/run.js';
import type { Secrets } from '../secrets/index.js';
import { BOT_EMAIL, BOT_NAME, refuseSecrets } from './deliver.js';
import type { PipelineResult } from './finalize.js';
import { gate } from './gate.js';
import type { ActionInputs } from './inputs.js';
import type { Logger } from './log.js';
import { outputsOf } from './outputs.js';
import { commitMessage, compareLink, openPullRequest, runRecord, type Delivered } from './pull-request.js';
import { fanoutBranch, reportRef, SHARD_RESULT_FILE, ShardResult } from './shards.js';
import { checkout, readTask, scheduledTrigger, startContext, type ActionContext } from './stages.js';

export async function runCollect(
  env: NodeJS.ProcessEnv,
  inputs: ActionInputs,
  log: Logger,
  signal: AbortSignal,
  secrets: Secrets,
): Promise<PipelineResult> {
  const started = await scheduledTrigger(env, 'collect');
  if (!started.ok) return { outputs: outputsOf({ stopReason: 'invalid' }), failure: started.failure };
  const { trigger } = started;
  const count = inputs['shard-count'];
  const base = inputs['base-sha'];
  if (!count || !base)
    return {
      outputs: outputsOf({ stopReason: 'invalid' }),
      failure: "mode collect needs shard-count and base-sha (the plan job's outputs)",
    };
  const runId = env.GITHUB_RUN_ID ?? 'local';
  const { ctx, api, runUrl } = startContext({ env, inputs, trigger, secrets, log, signal });
  let stage = 'reading the task';
  try {
    const g = await gate(trigger, inputs, api);
    if (!g.go) return { outputs: outputsOf({ stopReason: g.outcome }), failure: g.reason };
    const baseBranch = inputs['base-branch'] || (await api.getDefaultBranch());
    stage = 'checking out the repository';
    const git = await checkout(ctx, baseBranch);
    const task = await readTask(ctx, g.task);
    stage = "reading the shards' results";
    const results = await readResults(git, runId, count);
    const notes: string[] = [];
    const headNow = await git.revParse('HEAD');
    if (headNow !== base)
      notes.push(
        `The base branch ${baseBranch} moved since the plan (${base.slice(0, 12)} → ${headNow.slice(0, 12)}): the changes are based on the plan's commit.`,
      );

    if (inputs['collect-into'] === 'per-shard') {
      stage = 'opening one pull request per shard';
      const compareUrl = compareLink({ serverUrl: ctx.serverUrl, owner: trigger.owner, repo: trigger.repo });
      return await perShard(api, results, { baseBranch, runUrl, inputs, log, notes, compareUrl });
    }
    stage = 'combining the shard branches';
    return await openCombined(ctx, { git, api, task, results, base, baseBranch, runId, count, runUrl, notes }, (s) => {
      stage = s;
    });
  } catch (err) {
    return {
      outputs: outputsOf({ stopReason: 'failed' }),
      failure: `agent-fix (collect) failed while ${stage}: ${(err as Error).message}`,
    };
  }
}

interface CollectState {
  git: GitWorkspace;
  api: GitHubApi;
  task: RunTask;
  results: Collected[];
  base: string;
  baseBranch: string;
  runId: string;
  count: number;
  runUrl: string | undefined;
  notes: string[];
}

/** collect-into: one — the shards' branches combined on the plan's commit, one pull request. */
async function openCombined(ctx: ActionContext, st: CollectState, enter: (stage: string) => void): Promise<PipelineResult> {
  const { inputs, log, secrets } = ctx;
  const { git, api, task, results, base, baseBranch, runId, count, runUrl, notes } = st;
  const branch = fanoutBranch(inputs['branch-prefix'], task.title, runId);
  await git.startBranchAt(branch, base, baseBranch);
  const outcomes = await combine(git, results, base);
  const reported = outcomes.filter((o) => o.report);
  if (reported.length === 0)
    throw new Error(`no shard left a result (expected ${count}): ${outcomes.map((o) => `shard ${o.index}: ${o.problem}`).join('; ')}`);
  const report = combineReports(outcomes, { source: task.source, title: task.title, ...(task.body ? { body: task.body } : {}) });
  const files = [...new Set(outcomes.flatMap((o) => o.files ?? []).map((c) => c.path))];
  // The combined commit is made of the shards' committed blobs, never of the working tree.
  const changes = outcomes.flatMap((o) => o.files ?? []).map(asPathChange);
  const shards: ShardEntry[] = outcomes.map((o) =>
    o.report
      ? { ...shardEntryOf(o.report, o.index), ...(o.problem ? { outcome: `${o.report.stopReason.code}; ${o.problem}` } : {}) }
      : { index: o.index, outcome: o.problem ?? 'missing', files: 0, refused: 0 },
  );
  const summary = renderJobSummary(report, { ...(runUrl ? { runUrl } : {}), shards });
  if (files.length === 0) {
    log.info('agent-fix: collect: no shard changed anything; no pull request');
    return { outputs: outputsOf({ report }), summary };
  }
  enter('pushing the combined branch and opening the pull request');
  const publish = commitPublisher(inputs['commit-signing'], { git, api, token: inputs['github-token'] });
  const sha = await publish({
    branch,
    existing: false,
    message: commitMessage(report, `Combined from ${reported.length} of ${count} shards of workflow run ${runId}.\n\n`),
    authorName: BOT_NAME,
    authorEmail: BOT_EMAIL,
    changes,
    vet: (outgoing) => refuseSecrets(outgoing, secrets),
  });
  if (!sha) throw new Error('the shards reported changes, but none of them are committable');
  // A shard that stopped early, failed or conflicted makes the whole pull request a draft.
  const pr = await openPullRequest({
    api,
    inputs,
    log,
    head: branch,
    base: baseBranch,
    title: task.title,
    rendered: renderPullRequestBody({ ...report, warnings: [...notes, ...report.warnings] }, { ...(runUrl ? { runUrl } : {}), shards }),
    record: runRecord(`fan-out (${count} shards)`, runUrl, report),
    runs: outcomes.map((o) => ({ stop: o.report?.stopReason.code, problem: o.problem ?? (o.report ? undefined : 'missing') })),
    compareUrl: compareLink({ serverUrl: ctx.serverUrl, owner: ctx.trigger.owner, repo: ctx.trigger.repo }),
  });
  const total = report.totals.costBilledUsd;
  log.info(
    `agent-fix: opened ${pr.draft ? 'draft ' : ''}pull request ${pr.htmlUrl} from ${reported.length} of ${count} shards; total ${formatUsd(total)}`,
  );
  return { outputs: outputsOf({ report, pr }), summary };
}

interface Collected extends ShardOutcome {
  result?: ShardResult;
  files?: TreeChange[];
}

/** Every shard's result, or why there is none. */
async function readResults(git: GitWorkspace, runId: string, count: number): Promise<Collected[]> {
  const prefix = reportRef(runId, { index: 1, count }).replace(/shard-1-of-\d+$/, '');
  const refs = new Set(await git.fetchRefs(prefix));
  const out: Collected[] = [];
  for (let index = 1; index <= count; index++) {
    const ref = reportRef(runId, { index, count });
    if (!refs.has(ref)) {
      out.push({ index, problem: 'left no result (its job failed before it could, or did not run)' });
      continue;
    }
    try {
      const result = ShardResult.parse(JSON.parse(await git.showFile(ref, SHARD_RESULT_FILE)));
      out.push({ index, result, report: result.report });
    } catch (err) {
      out.push({ index, problem: `its result could not be read (${(err as Error).message.split('\n')[0]})` });
    }
  }
  return out;
}

/**
 * Each shard's changes against the plan's commit; a path two shards changed keeps the first and
 * reports the second. A shard whose commit holds what an agent never writes (a gitlink, a symbolic
 * link) is not combined.
 */
async function combine(git: GitWorkspace, results: Collected[], base: string): Promise<Collected[]> {
  const owner = new Map<string, number>();
  for (const r of results) {
    const branch = r.result?.branch;
    if (!branch) continue;
    const sha = await git.fetchBranch(branch);
    const changes = await git.treeChanges(base, sha);
    const foreign = changes.find((c) => c.sha !== null && c.mode !== '100644' && c.mode !== '100755');
    if (foreign) {
      const what = foreign.mode === '160000' ? 'a gitlink' : 'a symbolic link';
      r.problem = `its branch ${branch} commits ${foreign.path} as ${what}, which agent-fix never writes; it was not combined`;
      continue;
    }
    const clash = changes.find((c) => owner.has(c.path));
    if (clash) {
      r.problem = `its change to ${clash.path} conflicts with shard ${owner.get(clash.path)}; its branch ${branch} was not combined`;
      continue;
    }
    for (const c of changes) owner.set(c.path, r.index);
    r.files = changes;
  }
  return results;
}

/** A shard's committed change as a change of the combined commit (its blob and mode, or a deletion). */
function asPathChange(c: TreeChange): PathChange {
  if (c.sha === null) return { path: c.path, deleted: true };
  return { path: c.path, blob: c.sha, mode: c.mode === '100755' ? '100755' : '100644' };
}

/** collect-into: per-shard — one pull request from each shard's own branch. */
async function perShard(
  api: GitHubApi,
  results: Collected[],
  o: {
    baseBranch: string;
    runUrl?: string;
    inputs: ActionInputs;
    log: Logger;
    notes: string[];
    compareUrl: (base: string, head: string) => string;
  },
): Promise<PipelineResult> {
  const opened: Delivered[] = [];
  let lastReport: RunReport | undefined;
  for (const r of results) {
    if (!r.result?.branch) continue;
    const report = { ...r.result.report, warnings: [...o.notes, ...r.result.report.warnings] };
    lastReport = report;
    opened.push(
      await openPullRequest({
        api,
        inputs: o.inputs,
        log: o.log,
        head: r.result.branch,
        base: o.baseBranch,
        title: `${report.task.title} (shard ${r.index} of ${results.length})`,
        rendered: renderPullRequestBody(report, { ...(o.runUrl ? { runUrl: o.runUrl } : {}) }),
        record: runRecord(`shard ${r.index} of ${results.length}`, o.runUrl, report),
        runs: [{ stop: report.stopReason.code }],
        compareUrl: o.compareUrl,
      }),
    );
  }
  const missing = results.filter((r) => !r.report || r.problem).map((r) => `shard ${r.index}: ${r.problem ?? 'no report'}`);
  o.log.info(
    `agent-fix: opened ${opened.length} pull request(s): ${opened.map((p) => `${p.htmlUrl}${p.draft ? ' (draft)' : ''}`).join(', ') || 'none'}${missing.length ? `; ${missing.join('; ')}` : ''}`,
  );
  // The outputs name the first pull request opened, as it was opened (a draft or not).
  const first = opened[0];
  return { outputs: outputsOf({ ...(lastReport ? { report: lastReport } : {}), ...(first ? { pr: first } : {}) }) };
}
