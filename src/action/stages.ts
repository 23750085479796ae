// The stages every mode of the action shares: the context they read, the checkout, the task, the
// checks (the sandbox), and how a run's trigger is named. Each returns data; none posts a comment.
import { realpath } from 'node:fs/promises';
import type { RunTask } from '../agent/run.js';
import { createGitHubApi, type GitHubApi } from '../github/api.js';
import { readTrigger, type PullInfo, type Trigger } from '../github/event.js';
import { ensureCheckout, GitWorkspace } from '../github/git.js';
import { prepareChecks, type Checks } from '../sandbox/index.js';
import type { Secrets } from '../secrets/index.js';
import { loadFile } from '../workspace/files.js';
import { confinePath } from '../workspace/paths.js';
import type { Finalizer } from './finalize.js';
import type { TaskSpec } from './gate-types.js';
import { taskFromText } from './task-text.js';
import { inputBounds, type ActionInputs } from './inputs.js';
import type { Logger } from './log.js';

export type Started = Exclude<Trigger, { kind: 'ignored' }>;

/** What every stage may read: the inputs, the trigger and where things are. */
export interface ActionContext {
  env: NodeJS.ProcessEnv;
  inputs: ActionInputs;
  trigger: Started;
  secrets: Secrets;
  log: Logger;
  signal: AbortSignal;
  workspace: string;
  serverUrl: string;
}

/** What every mode starts from once it knows its trigger: the context, the GitHub client and the link to this workflow run. */
export function startContext(base: Omit<ActionContext, 'workspace' | 'serverUrl'>): {
  ctx: ActionContext;
  api: GitHubApi;
  runUrl: string | undefined;
} {
  const { env, inputs, trigger, secrets } = base;
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const runUrl = env.GITHUB_RUN_ID ? `${serverUrl}/${trigger.owner}/${trigger.repo}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
  const api = createGitHubApi({
    token: inputs['github-token'],
    owner: trigger.owner,
    repo: trigger.repo,
    baseUrl: env.GITHUB_API_URL,
    secrets,
  });
  return { ctx: { ...base, workspace: env.GITHUB_WORKSPACE ?? process.cwd(), serverUrl }, api, runUrl };
}

/** The workspace as a clean checkout of the base branch (cloned when the job has none), or of a pull request's branch. */
export async function checkout(ctx: ActionContext, base: string, pull?: PullInfo): Promise<GitWorkspace> {
  const { trigger, inputs } = ctx;
  const checkedOut = await ensureCheckout({
    workspace: ctx.workspace,
    remoteUrl: `${ctx.serverUrl}/${trigger.owner}/${trigger.repo}.git`,
    token: inputs['github-token'],
    branch: pull ? pull.headRef : base,
  });
  // The branch pull requests target is never pushed to: for a follow-up that is the PR's base.
  const git = pull ? new GitWorkspace(checkedOut.dir, base, inputs['github-token']) : checkedOut;
  await git.assertNoConfigFromTree();
  // Before any check ran (the tree is the checkout's): the only time git is asked about the tree.
  if (await git.hasChanges()) {
    throw new Error(
      'the workspace has uncommitted changes before the run; agent-fix commits only its own edits, so start from a clean checkout',
    );
  }
  return git;
}

/** What started a run, for the pull request's runs table. */
/** A trigger plan and collect start from: a schedule or a dispatch, never an issue or a pull request. */
export type Scheduled = Extract<Trigger, { kind: 'schedule' | 'dispatch' }>;

/** The event that started `mode` (plan or collect), or why that mode does not run on it. */
export async function scheduledTrigger(
  env: NodeJS.ProcessEnv,
  mode: string,
): Promise<{ ok: true; trigger: Scheduled } | { ok: false; failure: string }> {
  const trigger = await readTrigger(env);
  if (trigger.kind === 'schedule' || trigger.kind === 'dispatch') return { ok: true, trigger };
  return { ok: false, failure: `mode ${mode} runs on schedule or workflow_dispatch, not on ${env.GITHUB_EVENT_NAME ?? 'this event'}` };
}

export function triggerLabel(trigger: Started): string {
  switch (trigger.kind) {
    case 'comment':
      return `comment on issue #${trigger.issueNumber}`;
    case 'pr_comment':
      return trigger.via === 'review_comment' ? 'review comment' : trigger.via === 'review' ? 'review' : 'comment on the pull request';
    case 'label':
      return `label ${trigger.label} on issue #${trigger.issueNumber}`;
    case 'workflow_run':
      return `CI fix: ${trigger.run.name || 'workflow'} failed`;
    case 'schedule':
      return 'schedule';
    case 'dispatch':
      return 'manual dispatch';
  }
}

/** A task-file is read like every path the agent names: confined to the workspace, links not followed out. */
export async function readTask(ctx: ActionContext, spec: TaskSpec): Promise<RunTask> {
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
export async function checksFor(ctx: ActionContext, fin?: Finalizer): Promise<Checks | undefined> {
  if (!ctx.inputs['check-command']) return undefined;
  const checks = await prepareChecks({ mode: ctx.inputs['check-sandbox'], workspace: ctx.workspace, bounds: inputBounds(ctx.inputs) });
  if (!checks.ok) await (fin ? fin.note(checks.text) : Promise.resolve(ctx.log.warning(checks.text)));
  else ctx.log.info(`agent-fix: check-command runs in: ${checks.runner.description}`);
  return checks;
}
