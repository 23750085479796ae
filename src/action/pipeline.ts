// The action's pipeline as stages that return data: trigger -> gate -> checkout -> task -> checks ->
// agent -> deliver. The finalizer owns everything the run leaves behind (comment, outputs, summary).
import { mkdir, realpath, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { startRun, type RunTask } from '../agent/run.js';
import { RunSettings } from '../agent/settings.js';
import { createGitHubApi } from '../github/api.js';
import { readTrigger, type PullInfo, type Trigger } from '../github/event.js';
import { ensureCheckout, GitWorkspace } from '../github/git.js';
import { figuresOf } from '../report/slots.js';
import type { RunRecord } from '../report/pr-body.js';
import type { RunReport } from '../report/run-report.js';
import { prepareChecks, type Checks } from '../sandbox/index.js';
import type { Secrets } from '../secrets/index.js';
import { loadFile } from '../workspace/files.js';
import { confinePath } from '../workspace/paths.js';
import { deliver, deliverFollowUp } from './deliver.js';
import { Finalizer, type PipelineResult } from './finalize.js';
import type { Logger } from './log.js';
import { gate, taskFromText, type TaskSpec } from './gate.js';
import { actionSecrets, pricingFor, type ActionInputs } from './inputs.js';
import { chooseInterface } from './routing.js';

export type { Logger, PipelineResult };

type Started = Exclude<Trigger, { kind: 'ignored' }>;

/** What every stage may read: the inputs, the trigger and where things are. */
interface ActionContext {
  env: NodeJS.ProcessEnv;
  inputs: ActionInputs;
  trigger: Started;
  secrets: Secrets;
  log: Logger;
  signal: AbortSignal;
  workspace: string;
  serverUrl: string;
}

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
): Promise<PipelineResult> {
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const reportPath = inputs['report-path'] || join(env.RUNNER_TEMP ?? workspace, 'agent-fix-report.json');
  const trigger = await readTrigger(env);
  if (trigger.kind === 'ignored') {
    return new Finalizer(undefined, log, undefined, reportPath).finish({
      kind: 'not_started',
      stopReason: 'ignored',
      reason: trigger.reason,
    });
  }
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const runUrl = env.GITHUB_RUN_ID ? `${serverUrl}/${trigger.owner}/${trigger.repo}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
  const api = createGitHubApi({
    token: inputs['github-token'],
    owner: trigger.owner,
    repo: trigger.repo,
    baseUrl: env.GITHUB_API_URL,
    secrets,
  });
  const ctx: ActionContext = { env, inputs, trigger, secrets, log, signal, workspace, serverUrl };
  const fin = new Finalizer(api, log, runUrl, reportPath);

  let stage = 'checking the trigger';
  let git: GitWorkspace | undefined;
  let startSha: string | undefined;
  let report: RunReport | undefined;
  let pushedBranch: string | undefined;
  try {
    const g = await gate(trigger, inputs, api);
    if (!g.go) return await fin.finish({ kind: 'not_started', stopReason: g.outcome, reason: g.reason, fail: g.fail, reply: g.reply });
    if (g.command) {
      // 👀 at once where GitHub has reactions for it (a submitted review has none).
      const { id, via } = g.command;
      const eyes =
        via === 'issue_comment' ? api.addEyesReaction(id) : via === 'review_comment' ? api.addEyesToReviewComment(id) : Promise.resolve();
      await eyes.catch((err: Error) => log.warning(`no reaction: ${err.message}`));
      await fin.start(g.command.replyTo, g.notes);
    }
    stage = 'reading the default branch';
    // A follow-up run works on its pull request's branch; its base is the pull request's base.
    const base = g.pull?.baseRef ?? (inputs['base-branch'] || (await api.getDefaultBranch()));
    stage = 'checking out the repository';
    git = await checkout(ctx, base, g.pull);
    startSha = await git.currentSha();
    stage = 'reading the task';
    const task = await readTask(ctx, g.task);
    stage = 'preparing the check sandbox';
    const checks = await checksFor(ctx, fin);
    stage = 'running the agent';
    // Instructions come from the base branch's commit, never from the branch being changed.
    const instructionsCommit = g.pull ? await git.fetchBranchCommit(g.pull.baseRef) : startSha;
    report = await runAgentStage(ctx, task, g.overrides, checks, reportPath, instructionsCommit);

    if (report.stopReason.code === 'cancelled') {
      await git.resetHard(startSha);
      return await fin.finish({ kind: 'cancelled', report });
    }
    const changed = report.files.length > 0 && (await git.hasChanges());
    const run: RunRecord = {
      trigger: triggerLabel(trigger),
      ...(runUrl ? { url: runUrl } : {}),
      outcome: report.stopReason.code,
      figures: figuresOf(report),
      at: report.startedAt,
    };
    const deliverContext = {
      git,
      api,
      inputs,
      report,
      runUrl,
      actor: g.actor,
      log,
      secrets,
      run,
      onPushed: (b: string) => (pushedBranch = b),
    };
    if (g.pull) {
      stage = changed ? 'pushing a commit to the pull request' : 'updating the pull request';
      const requestedIn = trigger.kind === 'pr_comment' ? trigger.commentUrl : undefined;
      const pr = await deliverFollowUp({ ...deliverContext, pull: g.pull, changed, ...(requestedIn ? { requestedIn } : {}) });
      return await fin.finish({ kind: 'follow_up', report, pr });
    }
    if (!changed) return await fin.finish({ kind: 'no_changes', report });
    stage = 'pushing the branch and opening the pull request';
    const compareUrl = (from: string, branch: string): string =>
      `${serverUrl}/${trigger.owner}/${trigger.repo}/compare/${encodeURIComponent(from)}...${encodeURIComponent(branch)}?expand=1`;
    const pr = await deliver({ ...deliverContext, base, compareUrl });
    return await fin.finish({ kind: 'pr', report, pr });
  } catch (err) {
    const detail = (err as Error).message ?? String(err);
    if (git && startSha) await git.resetHard(startSha).catch(() => {});
    if (signal.aborted && !pushedBranch) return fin.finish({ kind: 'cancelled', report });
    return fin.finish({ kind: 'failed', stage, detail, report, pushedBranch });
  }
}

/** The workspace as a clean checkout of the base branch (cloned when the job has none), or of a pull request's branch. */
async function checkout(ctx: ActionContext, base: string, pull?: PullInfo): Promise<GitWorkspace> {
  const { trigger, inputs } = ctx;
  const checkedOut = await ensureCheckout({
    workspace: ctx.workspace,
    remoteUrl: `${ctx.serverUrl}/${trigger.owner}/${trigger.repo}.git`,
    token: inputs['github-token'],
    branch: pull ? pull.headRef : base,
  });
  // The branch pull requests target is never pushed to: for a follow-up that is the PR's base.
  const git = pull ? new GitWorkspace(checkedOut.dir, base, inputs['github-token']) : checkedOut;
  if (await git.hasChanges()) {
    throw new Error(
      'the workspace has uncommitted changes before the run; agent-fix commits only its own edits, so start from a clean checkout',
    );
  }
  return git;
}

/** What started a run, for the pull request's runs table. */
function triggerLabel(trigger: Started): string {
  switch (trigger.kind) {
    case 'comment':
      return `comment on issue #${trigger.issueNumber}`;
    case 'pr_comment':
      return trigger.via === 'review_comment' ? 'review comment' : trigger.via === 'review' ? 'review' : 'comment on the pull request';
    case 'schedule':
      return 'schedule';
    case 'dispatch':
      return 'manual dispatch';
  }
}

/** A task-file is read like every path the agent names: confined to the workspace, links not followed out. */
async function readTask(ctx: ActionContext, spec: TaskSpec): Promise<RunTask> {
  if (spec.kind === 'ready') return spec.task;
  const root = await realpath(ctx.workspace);
  const confined = await confinePath(root, spec.path, { allowWorkflowEdits: true });
  if (!confined.ok) throw new Error(`task-file ${spec.path}: ${confined.refusal.message}`);
  const loaded = await loadFile(confined.abs, confined.rel, 1024 * 1024);
  if (!loaded.ok) throw new Error(`task-file ${spec.path}: ${loaded.refusal.message}`);
  if (!loaded.file?.text.trim()) throw new Error(`task-file ${spec.path} ${loaded.file ? 'is empty' : 'does not exist'}`);
  return taskFromText(loaded.file.text, spec.source);
}

/** How check-command runs in this run; when the sandbox cannot be built, the comment says why at once. */
async function checksFor(ctx: ActionContext, fin: Finalizer): Promise<Checks | undefined> {
  if (!ctx.inputs['check-command']) return undefined;
  const checks = await prepareChecks({ mode: ctx.inputs['check-sandbox'], workspace: ctx.workspace });
  if (!checks.ok) await fin.note(checks.text);
  else ctx.log.info(`agent-fix: check-command runs in: ${checks.runner.description}`);
  return checks;
}

async function runAgentStage(
  ctx: ActionContext,
  task: RunTask,
  overrides: { model?: string; editInterface?: RunSettings['editInterface']; maxModelCalls?: number; maxCostUsd?: number },
  checks: Checks | undefined,
  reportPath: string,
  instructionsCommit: string | undefined,
): Promise<RunReport> {
  const { inputs } = ctx;
  const model = overrides.model ?? inputs.model;
  const chosen = await chooseInterface({
    inputs,
    workspace: ctx.workspace,
    commit: instructionsCommit,
    model,
    override: overrides.editInterface,
  });
  const settings = RunSettings.parse({
    model,
    editInterface: chosen.interface,
    parseCheck: inputs['parse-check'],
    checkCommand: inputs['check-command'] || undefined,
    checkSandbox: inputs['check-sandbox'],
    allowWorkflowEdits: inputs['allow-workflow-edits'],
    limits: {
      maxModelCalls: overrides.maxModelCalls ?? inputs['max-model-calls'],
      maxCostUsd: overrides.maxCostUsd ?? inputs['max-cost-usd'],
      timeoutMs: inputs['timeout-minutes'] * 60_000,
    },
  });
  const { report } = await startRun({
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
  await mkdir(dirname(reportPath), { recursive: true });
  // Model-written text can carry a secret: nothing leaves unredacted.
  await writeFile(reportPath, ctx.secrets.redact(`${JSON.stringify(report, null, 2)}\n`));
  return report;
}
