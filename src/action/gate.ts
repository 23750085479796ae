// Decides whether a trigger starts a run: event kind, command, author, authorization. Returns data:
// the finalizer posts the reply a refused human gets (bots and our own comments never get one).
import { formatUsd } from '../report/format.js';
import type { RunTask } from '../agent/run.js';
import { unpricedCap } from '../agent/pricing.js';
import { authorize, isBot, isOwnComment } from '../github/authorize.js';
import { MARKER } from '../github/marker.js';
import { parsePrBody, vouchedCost } from '../report/pr-body.js';
import type { GitHubApi } from '../github/api.js';
import { OVERRIDE_KEYS, parseCommand, type Overrides } from '../github/command.js';
import type { Actor, PullInfo, Trigger } from '../github/event.js';
import { pricingFor, type ActionInputs } from './inputs.js';

/** The task, or where to read it once the repository is checked out (task-file). */
export type TaskSpec = { kind: 'ready'; task: RunTask } | { kind: 'file'; path: string; source: 'schedule' | 'dispatch' };

/** Where the one-line answer to a command goes: the issue or PR conversation, or a review comment's thread. */
export type ReplyTarget = { kind: 'issue'; number: number } | { kind: 'review_thread'; prNumber: number; commentId: number };

export type Gate =
  | {
      go: true;
      task: TaskSpec;
      overrides: Overrides;
      notes: string[];
      /** The triggering comment (for the eyes reaction) and where the tracking comment goes. */
      command?: { id: number; via: 'issue_comment' | 'review_comment' | 'review'; replyTo: ReplyTarget };
      actor?: Actor;
      /** A follow-up run: the pull request whose branch gets one more commit. */
      pull?: PullInfo;
    }
  | {
      go: false;
      outcome: 'ignored' | 'unauthorized' | 'invalid';
      reason: string;
      fail?: boolean;
      /** A one-line answer for the commenter (never for bots or our own comments). */
      reply?: { to: ReplyTarget; login: string };
    };

/** Issue comments given to the model as task data: the newest first, within this many characters. */
const COMMENT_BUDGET = 12_000;

type Commented = Extract<Trigger, { kind: 'comment' | 'pr_comment' }>;

export async function gate(trigger: Exclude<Trigger, { kind: 'ignored' }>, inputs: ActionInputs, api: GitHubApi): Promise<Gate> {
  if (trigger.kind === 'comment' || trigger.kind === 'pr_comment') return commandGate(trigger, inputs, api);
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
  // The pull request's own cost cap, counted from the runs its body can vouch for.
  const prCap = prCostCap(inputs);
  if (prCap !== null) {
    const spent = vouchedCost(parsePrBody(pull.body));
    const left = prCap - spent;
    if (left <= 0) {
      return {
        go: false,
        outcome: 'invalid',
        reason: `this pull request has already cost ${formatUsd(spent)} of its ${formatUsd(prCap)} cap (max-pr-cost-usd), so agent-fix will not start another run on it`,
        reply,
      };
    }
    const runCap = overrides.maxCostUsd ?? inputs['max-cost-usd'];
    if (runCap === null || left < runCap) {
      overrides.maxCostUsd = left;
      notes.push(
        `max-cost-usd lowered to ${formatUsd(left)}: the pull request has cost ${formatUsd(spent)} of its ${formatUsd(prCap)} cap (max-pr-cost-usd).`,
      );
    }
  }
  const task = await followUpTask(api, trigger, pull, extraInstructions);
  return { go: true, task: { kind: 'ready', task }, overrides, notes, command, actor: trigger.actor, pull };
}

/** max-pr-cost-usd: explicit, none, or (empty) five times max-cost-usd. */
export function prCostCap(inputs: Pick<ActionInputs, 'max-pr-cost-usd' | 'max-cost-usd'>): number | null {
  const set = inputs['max-pr-cost-usd'];
  if (set !== undefined) return set;
  return inputs['max-cost-usd'] === null ? null : 5 * inputs['max-cost-usd'];
}

const CLOSING = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s*:?\s+#(\d+)/i;

/** The task of a follow-up run: the pull request, the issue it fixes, the review thread, the newest discussion. */
async function followUpTask(
  api: GitHubApi,
  trigger: Extract<Trigger, { kind: 'pr_comment' }>,
  pull: PullInfo,
  extraInstructions: string | undefined,
): Promise<RunTask> {
  const parsed = parsePrBody(pull.body);
  const issueNumber = Number(CLOSING.exec(pull.body)?.[1] ?? NaN);
  const parts = [
    `This is a follow-up on pull request #${pull.number}, which agent-fix opened on branch ${pull.headRef}. Make the change asked for below on top of that branch; the pull request gets one more commit.`,
  ];
  if (Number.isInteger(issueNumber)) {
    const issue = await api.getIssue(issueNumber).catch(() => undefined);
    if (issue) parts.push(`The issue it fixes, #${issueNumber}: ${issue.title}\n\n${issue.body}`.trim());
  }
  const human = `${parsed.before}\n${parsed.after}`.replace(MARKER, '').trim();
  if (human) parts.push(`The pull request's description (written by people):\n${human}`);
  return {
    source: 'pull_request',
    title: pull.title,
    body: parts.join('\n\n'),
    ...(Number.isInteger(issueNumber) ? { issueNumber } : {}),
    prNumber: pull.number,
    url: pull.url,
    extraInstructions,
    comments: await discussion(api, pull.number, trigger.via === 'issue_comment' ? trigger.commentId : -1),
    ...(trigger.thread ? { reviewThread: trigger.thread } : {}),
  };
}

/** First line = title, the rest = body. */
export function taskFromText(text: string, source: RunTask['source']): RunTask {
  const [title, ...rest] = text.trim().split('\n');
  return { source, title: (title ?? '').trim(), body: rest.join('\n').trim() || undefined };
}

/** The issue's discussion (not the command itself, not agent-fix's own comments), newest kept. */
async function discussion(api: GitHubApi, issueNumber: number, commandId: number): Promise<{ author: string; body: string }[]> {
  let all;
  try {
    all = await api.octokit.paginate(api.octokit.rest.issues.listComments, {
      owner: api.owner,
      repo: api.repo,
      issue_number: issueNumber,
      per_page: 100,
    });
  } catch {
    // The discussion is helpful context, not a precondition: run on the issue text alone.
    return [];
  }
  const kept: { author: string; body: string }[] = [];
  let used = 0;
  for (const c of [...all].reverse()) {
    const body = c.body ?? '';
    if (c.id === commandId || isOwnComment(body) || !body.trim()) continue;
    // One huge comment is skipped rather than ending the discussion there.
    if (used + body.length > COMMENT_BUDGET) continue;
    used += body.length;
    kept.unshift({ author: c.user?.login ?? 'unknown', body });
  }
  return kept;
}

/** An overridden model must be priced, or max-cost-usd could not be enforced for it (the one price check). */
function unpricedOverride(model: string | undefined, inputs: ActionInputs): string | undefined {
  if (!model || model === inputs.model) return undefined;
  return unpricedCap(model, pricingFor(model, inputs), inputs['max-cost-usd']);
}
