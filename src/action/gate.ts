// Decides whether a trigger starts a run: event kind, command, author, authorization. Returns data:
// the finalizer posts the reply a refused human gets (bots and our own comments never get one).
import type { RunTask } from '../agent/run.js';
import { resolvePricing } from '../agent/pricing.js';
import { authorize, isBot, isOwnComment } from '../github/authorize.js';
import type { GitHubApi } from '../github/api.js';
import { OVERRIDE_KEYS, parseCommand, type Overrides } from '../github/command.js';
import type { Trigger } from '../github/event.js';
import { pricingFor, type ActionInputs } from './inputs.js';

/** The task, or where to read it once the repository is checked out (task-file). */
export type TaskSpec = { kind: 'ready'; task: RunTask } | { kind: 'file'; path: string; source: 'schedule' | 'dispatch' };

export type Gate =
  | { go: true; task: TaskSpec; overrides: Overrides; notes: string[]; commentId?: number; actor?: { login: string } }
  | {
      go: false;
      outcome: 'ignored' | 'unauthorized' | 'invalid';
      reason: string;
      fail?: boolean;
      /** A one-line answer for the commenter (never for bots or our own comments). */
      reply?: { issueNumber: number; login: string };
    };

/** Issue comments given to the model as task data: the newest first, within this many characters. */
const COMMENT_BUDGET = 12_000;

export async function gate(trigger: Exclude<Trigger, { kind: 'ignored' }>, inputs: ActionInputs, api: GitHubApi): Promise<Gate> {
  if (trigger.kind === 'comment') {
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
    const reply = { issueNumber: trigger.issueNumber, login: trigger.actor.login };
    if (!auth.allowed) return { go: false, outcome: 'unauthorized', reason: `${auth.reason}.`, reply };
    const unpriced = cmd.kind === 'fix' ? unpricedOverride(cmd.overrides.model, inputs) : undefined;
    if (cmd.kind === 'invalid' || unpriced) {
      const error = cmd.kind === 'invalid' ? cmd.error : (unpriced as string);
      return { go: false, outcome: 'invalid', reason: error, reply };
    }
    return {
      go: true,
      task: {
        kind: 'ready',
        task: {
          source: 'issue',
          title: trigger.issueTitle,
          body: trigger.issueBody,
          issueNumber: trigger.issueNumber,
          url: trigger.issueUrl,
          extraInstructions: cmd.extraInstructions || undefined,
          comments: await discussion(api, trigger.issueNumber, trigger.commentId),
        },
      },
      overrides: cmd.overrides,
      notes: cmd.notes,
      commentId: trigger.commentId,
      actor: trigger.actor,
    };
  }
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

/** An overridden model must be priced, or max-cost-usd could not be enforced for it. */
function unpricedOverride(model: string | undefined, inputs: ActionInputs): string | undefined {
  if (!model || model === inputs.model || inputs['max-cost-usd'] === null) return undefined;
  if (resolvePricing(model, pricingFor(model, inputs)).pricing) return undefined;
  return `Model \`${model}\` has no known price, so max-cost-usd could not be enforced. Add it to the pricing input as {"${model}": {"inputPerMTok": …, "cachedInputPerMTok": …, "outputPerMTok": …}}.`;
}
