// Decides whether a trigger starts a run: event kind, command, author, authorization. Returns data:
// the finalizer posts the reply a refused human gets (bots and our own comments never get one).
import type { RunTask } from '../agent/run.js';
import { unpricedCap } from '../agent/pricing.js';
import { authorize, isBot, isOwnComment } from '../github/authorize.js';
import type { GitHubApi } from '../github/api.js';
import { OVERRIDE_KEYS, parseCommand, type Overrides } from '../github/command.js';
import type { PullInfo, Trigger } from '../github/event.js';
import { Secrets } from '../secrets/index.js';
import { ciFixGate } from './ci-fix.js';
import type { Gate, ReplyTarget } from './gate-types.js';
import { labelGate } from './label.js';
import { pricingFor, type ActionInputs } from './inputs.js';
import { discussion, pullContext, withinPrCap } from './pull-context.js';
import { taskFromText } from './task-text.js';

export type { CiFailure, Gate, ReplyTarget, TaskSpec } from './gate-types.js';
export { prCostCap } from './pull-context.js';
export { taskFromText };

type Commented = Extract<Trigger, { kind: 'comment' | 'pr_comment' }>;

export async function gate(
  trigger: Exclude<Trigger, { kind: 'ignored' }>,
  inputs: ActionInputs,
  api: GitHubApi,
  secrets: Secrets = Secrets.none,
): Promise<Gate> {
  if (trigger.kind === 'comment' || trigger.kind === 'pr_comment') return commandGate(trigger, inputs, api);
  if (trigger.kind === 'label') return labelGate(trigger, inputs, api);
  if (trigger.kind === 'workflow_run') return ciFixGate(trigger, inputs, api, secrets);
  const source = trigger.kind;
  const text = trigger.kind === 'dispatch' && trigger.inputs.task?.trim() ? trigger.inputs.task : inputs.task;
  if (text.trim()) return { go: true, task: { kind: 'ready', task: taskFromText(text, source) }, overrides: {}, notes: [] };
  if (inputs['task-file']) return { go: true, task: { kind: 'file', path: inputs['task-file'], source }, overrides: {}, notes: [] };
  return {
    go: false,
    outcome: 'invalid',
    fail: true,
    reason: `a ${source === 'schedule' ? 'scheduled' : 'dispatched'} run needs a task: set the task or task-file input`,
  };
}

/** A command in a comment, on an issue or on a pull request: one grammar, one authorization. */
async function commandGate(trigger: Commented, inputs: ActionInputs, api: GitHubApi): Promise<Gate> {
  if (isOwnComment(trigger.commentBody)) return { go: false, outcome: 'ignored', reason: 'the comment was written by agent-fix itself' };
  const cmd = parseCommand(trigger.commentBody, {
    trigger: inputs.trigger,
    allowedOverrides: OVERRIDE_KEYS,
    caps: {
      maxCostUsd: inputs['max-cost-usd'],
      maxModelCalls: inputs['max-model-calls'],
      allowedModels: [inputs.model, ...inputs['allowed-models']],
    },
  });
  if (cmd.kind === 'none') return { go: false, outcome: 'ignored', reason: `the comment does not start with "${inputs.trigger} fix"` };
  if (isBot(trigger.actor))
    return { go: false, outcome: 'unauthorized', reason: `${trigger.actor.login} is a bot; bots cannot start agent-fix` };
  const auth = await authorize(api.octokit, {
    owner: trigger.owner,
    repo: trigger.repo,
    actor: trigger.actor,
    required: inputs['allowed-permission'],
  });
  const replyTo: ReplyTarget =
    trigger.kind === 'comment'
      ? { kind: 'issue', number: trigger.issueNumber }
      : trigger.via === 'review_comment'
        ? { kind: 'review_thread', prNumber: trigger.prNumber, commentId: trigger.commentId }
        : { kind: 'issue', number: trigger.prNumber };
  const reply = { to: replyTo, login: trigger.actor.login };
  if (!auth.allowed) return { go: false, outcome: 'unauthorized', reason: `${auth.reason}.`, reply };
  const unpriced = cmd.kind === 'fix' ? unpricedOverride(cmd.overrides.model, inputs) : undefined;
  if (cmd.kind === 'invalid' || unpriced) {
    const error = cmd.kind === 'invalid' ? cmd.error : (unpriced as string);
    return { go: false, outcome: 'invalid', reason: error, reply };
  }
  const command = { id: trigger.commentId, via: trigger.kind === 'comment' ? ('issue_comment' as const) : trigger.via, replyTo };
  const extraInstructions = cmd.extraInstructions || undefined;
  if (trigger.kind === 'comment') {
    const task: RunTask = {
      source: 'issue',
      title: trigger.issueTitle,
      body: trigger.issueBody,
      issueNumber: trigger.issueNumber,
      url: trigger.issueUrl,
      extraInstructions,
      comments: await discussion(api, trigger.issueNumber, trigger.commentId),
    };
    return { go: true, task: { kind: 'ready', task }, overrides: cmd.overrides, notes: cmd.notes, command, actor: trigger.actor };
  }
  // A follow-up on a pull request: only on agent-fix's own pull requests, in this repository.
  const pull = trigger.pull ?? (await api.getPull(trigger.prNumber));
  const own =
    pull.headRef.startsWith(inputs['branch-prefix']) && pull.headRepo.toLowerCase() === `${trigger.owner}/${trigger.repo}`.toLowerCase();
  if (!own) {
    const why =
      pull.headRepo.toLowerCase() !== `${trigger.owner}/${trigger.repo}`.toLowerCase()
        ? `this pull request comes from another repository (${pull.headRepo}); agent-fix only adds commits to its own pull requests`
        : `agent-fix only adds commits to its own pull requests (branches starting with ${inputs['branch-prefix']}); this one is ${pull.headRef}`;
    return { go: false, outcome: 'ignored', reason: why, reply };
  }
  if (pull.state !== 'open') return { go: false, outcome: 'ignored', reason: `pull request #${pull.number} is ${pull.state}`, reply };
  const overrides: Overrides = { ...cmd.overrides };
  const notes = [...cmd.notes];
  const refused = withinPrCap(inputs, pull, overrides, notes);
  if (refused) return { go: false, outcome: 'invalid', reason: refused, reply };
  const task = await followUpTask(api, trigger, pull, extraInstructions);
  return { go: true, task: { kind: 'ready', task }, overrides, notes, command, actor: trigger.actor, pull };
}

/** The task of a follow-up run: the pull request, the issue it fixes, the review thread, the newest discussion. */
async function followUpTask(
  api: GitHubApi,
  trigger: Extract<Trigger, { kind: 'pr_comment' }>,
  pull: PullInfo,
  extraInstructions: string | undefined,
): Promise<RunTask> {
  const lead = `This is a follow-up on pull request #${pull.number}, which agent-fix opened on branch ${pull.headRef}. Make the change asked for below on top of that branch; the pull request gets one more commit.`;
  const { parts, issueNumber } = await pullContext(api, pull, lead);
  return {
    source: 'pull_request',
    title: pull.title,
    body: parts.join('\n\n'),
    ...(issueNumber !== undefined ? { issueNumber } : {}),
    prNumber: pull.number,
    url: pull.url,
    extraInstructions,
    comments: await discussion(api, pull.number, trigger.via === 'issue_comment' ? trigger.commentId : -1),
    ...(trigger.thread ? { reviewThread: trigger.thread } : {}),
  };
}

/** An overridden model must be priced, or max-cost-usd could not be enforced for it (the one price check). */
function unpricedOverride(model: string | undefined, inputs: ActionInputs): string | undefined {
  if (!model || model === inputs.model) return undefined;
  return unpricedCap(model, pricingFor(model, inputs), inputs['max-cost-usd']);
}
