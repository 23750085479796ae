// The action's pipeline as stages that return data: trigger -> gate -> checkout -> task -> checks ->
// agent -> deliver. The finalizer owns everything the run leaves behind (comment, outputs, summary).
import { join } from 'node:path';
import { startRun, type RunTask } from '../agent/run.js';
import type { RunSettings } from '../agent/settings.js';
import { runSettingsOf } from '../settings/index.js';
import { readTrigger, unhandledEventNotice, type PullInfo, type Trigger } from '../github/event.js';
import type { GitHubApi } from '../github/api.js';
import type { GitWorkspace, PathChange } from '../github/git.js';
import type { RunReport } from '../report/run-report.js';
import type { Checks } from '../sandbox/index.js';
import type { Secrets } from '../secrets/index.js';
import { reportFiles, viewerPathOf } from '../report/viewer/page.js';
import { writeOwnFile } from '../workspace/own-file.js';
import { deliver, deliverFollowUp, deliverShard, type DeliverContext } from './deliver.js';
import { compareLink, runRecord } from './pull-request.js';
import { targetFiles } from './plan.js';
import { planShards, reportRef, shardBranch, shardTask, type ShardSpec } from './shards.js';
import { Finalizer, type Outcome, type PipelineResult } from './finalize.js';
import type { Logger } from './log.js';
import { gate, type CiFailure, type Gate } from './gate.js';
import { checkout, checksFor, readTask, startContext, triggerLabel, type ActionContext } from './stages.js';
import { actionSecrets, pricingFor, type ActionInputs, type Problem } from './inputs.js';
import { workflowFile } from './validate.js';
import { chooseInterface } from './routing.js';

export type { Logger, PipelineResult };

/**
 * Runs the action. `log` lines, outputs, the failure and the summary leave through the caller, which
 * redacts them with the same `secrets`; comments (GitHubApi) and the report file are redacted here.
 */
export async function runPipeline(
  env: NodeJS.ProcessEnv,
  inputs: ActionInputs,
  log: Logger,
  signal: AbortSignal,
  secrets: Secrets = actionSecrets(inputs),
  problems: readonly Problem[] = [],
): Promise<PipelineResult> {
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const reportPath = inputs['report-path'] || join(env.RUNNER_TEMP ?? workspace, 'agent-fix-report.json');
  const trigger = await readTrigger(env);
  if (trigger.kind === 'ignored') return finishIgnored(trigger, problems, log, reportPath);
  const { ctx, api, runUrl } = startContext({ env, inputs, trigger, secrets, log, signal });
  const fin = new Finalizer(api, log, runUrl, reportPath, inputs['viewer-artifact']);

  let stage = 'checking the trigger';
  let git: GitWorkspace | undefined;
  let startSha: string | undefined;
  let report: RunReport | undefined;
  let pushedBranch: string | undefined;
  try {
    const g = await gate(trigger, inputs, api, secrets);
    if (!g.go) return await fin.finish({ kind: 'not_started', stopReason: g.outcome, reason: g.reason, fail: g.fail, reply: g.reply });
    // The trigger and the permission gate passed (on defaults where those inputs were bad): now the
    // one answer says what to change, before any reaction, checkout or model call.
    if (problems.length) {
      return await fin.finish({
        kind: 'misconfigured',
        problems: problems.map((p) => p.message),
        workflowFile: workflowFile(env),
        replyTo: g.command?.replyTo ?? g.tracking,
      });
    }
    if (g.command) await addEyes(api, g.command, log);
    // A command's answer goes where it was written; a label's on its issue, a CI failure's on its pull request.
    const tracking = g.command?.replyTo ?? g.tracking;
    if (tracking) await fin.start(tracking, g.notes);
    stage = 'reading the default branch';
    // A follow-up run works on its pull request's branch; its base is the pull request's base.
    const base = g.pull?.baseRef ?? (inputs['base-branch'] || (await api.getDefaultBranch()));
    stage = 'checking out the repository';
    git = await checkout(ctx, base, g.pull);
    startSha = await git.currentSha();
    stage = 'reading the task';
    let task = await readTask(ctx, g.task);
    // A fan-out shard: from the plan's commit, on its own branch, changing only its files.
    let shard: ShardStart | undefined;
    if (inputs.shard) {
      stage = "starting from the plan's commit";
      shard = await startShard(ctx, git, base, task, inputs.shard);
      startSha = inputs.shard.base;
      task = shard.task;
    }
    stage = 'preparing the check sandbox';
    const checks = await checksFor(ctx, fin);
    stage = 'running the agent';
    // Instructions come from the base branch's commit, never from the branch being changed.
    const instructionsCommit = g.pull ? await git.fetchBranch(g.pull.baseRef) : startSha;
    const ran = await runAgentStage(ctx, task, g.overrides, checks, instructionsCommit, shard?.files);
    report = ran.report;
    stage = 'writing the report file';
    await writeReportFiles(ctx, fin, report, reportPath);

    if (report.stopReason.code === 'cancelled') {
      await git.resetHard(startSha);
      return await fin.finish({ kind: 'cancelled', report });
    }
    // What changed is the Workspace's record of its own writes, never a question to git over a tree
    // a check may have touched (git status recursed into a planted repository: issue 21).
    const changes = ran.changes;
    const changed = report.files.length > 0;
    const run = runRecord(triggerLabel(trigger), runUrl, report, g.ci);
    const delivery: DeliverContext = {
      git,
      api,
      inputs,
      report,
      runUrl,
      actor: g.actor,
      log,
      secrets,
      changes,
      run,
      onPushed: (b: string) => (pushedBranch = b),
      ciDocs: ciDocsUrl(env),
    };
    return await fin.finish(
      await deliverStage(ctx, delivery, { changed, base, shard, pull: g.pull, ci: g.ci }, (s) => {
        stage = s;
      }),
    );
  } catch (err) {
    const detail = (err as Error).message ?? String(err);
    if (git && startSha) await git.resetHard(startSha).catch(() => {});
    if (signal.aborted && !pushedBranch) return fin.finish({ kind: 'cancelled', report });
    return fin.finish({ kind: 'failed', stage, detail, report, pushedBranch });
  }
}

/** A trigger that is not ours: nothing starts, nothing is answered on GitHub, and the job stays green. */
function finishIgnored(
  trigger: Extract<Trigger, { kind: 'ignored' }>,
  problems: readonly Problem[],
  log: Logger,
  reportPath: string,
): Promise<PipelineResult> {
  // Not ours to answer: a misconfiguration is said in the log only (the job does not fail for others' comments).
  for (const p of problems) log.warning(`agent-fix is misconfigured: ${p.message}`);
  // An event the workflow should not send at all: say which ones are handled (the job stays green).
  if (trigger.unhandledEvent !== undefined) (log.notice ?? log.info)(unhandledEventNotice(trigger.unhandledEvent));
  return new Finalizer(undefined, log, undefined, reportPath).finish({
    kind: 'not_started',
    stopReason: 'ignored',
    reason: trigger.reason,
  });
}

/** 👀 at once where GitHub has reactions for it (a submitted review has none); a failure is a warning. */
async function addEyes(api: GitHubApi, command: NonNullable<Extract<Gate, { go: true }>['command']>, log: Logger): Promise<void> {
  const { id, via } = command;
  const eyes =
    via === 'issue_comment' ? api.addEyesReaction(id) : via === 'review_comment' ? api.addEyesToReviewComment(id) : Promise.resolve();
  await eyes.catch((err: Error) => log.warning(`no reaction: ${err.message}`));
}

/** The report file, then the run viewer beside it; a failure to write the report fails the run. */
async function writeReportFiles(ctx: ActionContext, fin: Finalizer, report: RunReport, reportPath: string): Promise<void> {
  // Model-written text can carry a secret: nothing leaves unredacted (the report and the run viewer
  // are uploaded as artifacts: reportFiles). Never through a planted link.
  const files = reportFiles(report, ctx.secrets);
  await writeOwnFile(reportPath, files.json, ctx.workspace).catch((err: Error) => {
    fin.noReportFile();
    throw err;
  });
  await writeViewer(ctx, fin, viewerPathOf(reportPath), files.html);
}

/** The run viewer beside the report; a failure to write it is a warning, never the run's failure. */
async function writeViewer(ctx: ActionContext, fin: Finalizer, path: string, html: string | null): Promise<void> {
  if (html === null) return ctx.log.warning('the run viewer was not written: a form of a secret was still found in it after redaction');
  await writeOwnFile(path, html, ctx.workspace).then(
    () => fin.viewerFile(path),
    (err: Error) => ctx.log.warning(`the run viewer was not written: ${err.message}`),
  );
}

async function runAgentStage(
  ctx: ActionContext,
  task: RunTask,
  overrides: { model?: string; editInterface?: RunSettings['editInterface']; maxModelCalls?: number; maxCostUsd?: number },
  checks: Checks | undefined,
  instructionsCommit: string | undefined,
  shardFiles?: string[],
): Promise<{ report: RunReport; changes: PathChange[] }> {
  const { inputs } = ctx;
  const model = overrides.model ?? inputs.model;
  const chosen = await chooseInterface({
    inputs,
    workspace: ctx.workspace,
    commit: instructionsCommit,
    model,
    override: overrides.editInterface,
  });
  const settings = runSettingsOf(inputs, {
    editInterface: chosen.interface,
    model,
    maxModelCalls: overrides.maxModelCalls,
    maxCostUsd: overrides.maxCostUsd,
    shardFiles,
  });
  const { report, workspace } = await startRun({
    task,
    root: ctx.workspace,
    settings,
    endpoint: { baseURL: inputs['base-url'], apiKey: inputs['api-key'] },
    pricing: pricingFor(model, inputs),
    instructionFiles: inputs['instructions-files'],
    ...(instructionsCommit ? { instructionsCommit } : {}),
    warn: (line) => ctx.log.warning(line),
    checks,
    interfaceReason: chosen.reason,
    onStep: (line) => ctx.log.info(line),
    secrets: ctx.secrets,
    signal: ctx.signal,
  });
  const changes = workspace
    .writes()
    .map((w): PathChange => (w.bytes === null ? { path: w.path, deleted: true } : { path: w.path, bytes: w.bytes, fresh: w.fresh }));
  return { report, changes };
}

interface ShardStart {
  task: RunTask;
  files: string[];
  branch: string;
  spec: ShardSpec;
}

/** Puts a fan-out shard on its own branch at the plan's commit and narrows the task to its files. */
async function startShard(ctx: ActionContext, git: GitWorkspace, base: string, task: RunTask, spec: ShardSpec): Promise<ShardStart> {
  const { inputs, env } = ctx;
  const branch = shardBranch(inputs['branch-prefix'], task.title, env.GITHUB_RUN_ID ?? 'local', spec);
  await git.startBranchAt(branch, spec.base, base);
  const files = spec.files ?? planShards(await targetFiles(ctx), inputs['files-per-shard'], inputs['max-shards'])[spec.index - 1];
  if (!files?.length) throw new Error(`the plan has no shard ${spec.index} at ${spec.base}`);
  return { task: shardTask(task, spec, files), files, branch, spec };
}

/** Where the run's result goes: a shard's report ref, the pull request it follows up, or a new one. */
async function deliverStage(
  ctx: ActionContext,
  delivery: DeliverContext,
  at: { changed: boolean; base: string; shard: ShardStart | undefined; pull: PullInfo | undefined; ci: CiFailure | undefined },
  enter: (stage: string) => void,
): Promise<Outcome> {
  const { env, trigger, serverUrl } = ctx;
  const { report } = delivery;
  const { changed, shard, pull } = at;
  if (shard) {
    enter('pushing the shard');
    const ref = reportRef(env.GITHUB_RUN_ID ?? 'local', shard.spec);
    const branch = await deliverShard({ ...delivery, branch: shard.branch, changed, ref, shard: shard.spec });
    return { kind: 'shard', report, branch };
  }
  if (pull) {
    enter(changed ? 'pushing a commit to the pull request' : 'updating the pull request');
    const lead =
      trigger.kind === 'pr_comment'
        ? `Requested in ${trigger.commentUrl}\n\n`
        : at.ci
          ? `CI fix: ${at.ci.run.name || 'the workflow'} failed in ${at.ci.jobs.join(', ')} (${at.ci.run.htmlUrl})\n\n`
          : '';
    const pr = await deliverFollowUp({ ...delivery, pull, changed, lead });
    return { kind: 'follow_up', report, pr, ...(at.ci ? { ci: at.ci } : {}) };
  }
  if (!changed) return { kind: 'no_changes', report };
  enter('pushing the branch and opening the pull request');
  const pr = await deliver({
    ...delivery,
    base: at.base,
    compareUrl: compareLink({ serverUrl, owner: trigger.owner, repo: trigger.repo }),
  });
  return { kind: 'pr', report, pr };
}

/** The docs section on tokens whose pushes start CI, in the agent-fix the workflow uses (the runner names it). */
function ciDocsUrl(env: NodeJS.ProcessEnv): string {
  const repo = env.GITHUB_ACTION_REPOSITORY;
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo)) return '';
  const ref = env.GITHUB_ACTION_REF && /^[\w./-]+$/.test(env.GITHUB_ACTION_REF) ? env.GITHUB_ACTION_REF : 'HEAD';
  return `https://github.com/${repo}/blob/${ref}/docs/events.md#ci-on-agent-fixs-commits`;
}
