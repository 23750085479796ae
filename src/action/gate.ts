// Decides whether a trigger starts a run: event kind, command, author, authorization.
// A refused human gets a short reply; bots and our own comments never get one (no loops).
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { RunTask } from '../agent/loop.js';
import { isPricingTable, resolvePricing } from '../agent/pricing.js';
import { authorize, isBot, isOwnComment } from '../github/authorize.js';
import type { GitHubApi } from '../github/api.js';
import { OVERRIDE_KEYS, parseCommand, type Overrides } from '../github/command.js';
import type { Trigger } from '../github/event.js';
import { refusedTriggerComment } from '../report/tracking-comment.js';
import type { ActionInputs } from './inputs.js';

export type Gate =
  | { go: true; task: RunTask; overrides: Overrides; notes: string[]; commentId?: number; actor?: { login: string } }
  | { go: false; outcome: 'ignored' | 'unauthorized' | 'invalid'; reason: string; fail?: boolean };

/** Issue comments given to the model as task data: the newest first, within this many characters. */
const COMMENT_BUDGET = 12_000;

export async function gate(
  trigger: Exclude<Trigger, { kind: 'ignored' }>,
  inputs: ActionInputs,
  api: GitHubApi,
  workspace: string,
): Promise<Gate> {
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
    if (!auth.allowed) {
      await api.createTrackingComment(trigger.issueNumber, refusedTriggerComment(trigger.actor.login, `${auth.reason}.`));
      return { go: false, outcome: 'unauthorized', reason: auth.reason };
    }
    const unpriced = cmd.kind === 'fix' ? unpricedOverride(cmd.overrides.model, inputs) : undefined;
    if (cmd.kind === 'invalid' || unpriced) {
      const error = cmd.kind === 'invalid' ? cmd.error : (unpriced as string);
      await api.createTrackingComment(trigger.issueNumber, refusedTriggerComment(trigger.actor.login, error));
      return { go: false, outcome: 'invalid', reason: error };
    }
    return {
      go: true,
      task: {
        source: 'issue',
        title: trigger.issueTitle,
        body: trigger.issueBody,
        issueNumber: trigger.issueNumber,
        url: trigger.issueUrl,
        extraInstructions: cmd.extraInstructions || undefined,
        comments: await discussion(api, trigger.issueNumber, trigger.commentId),
      },
      overrides: cmd.overrides,
      notes: cmd.notes,
      commentId: trigger.commentId,
      actor: trigger.actor,
    };
  }
  const text = await taskText(trigger, inputs, workspace);
  if (!text) {
    return {
      go: false,
      outcome: 'invalid',
      fail: true,
      reason: `a ${trigger.kind === 'schedule' ? 'scheduled' : 'dispatched'} run needs a task: set the task or task-file input`,
    };
  }
  const [title, ...rest] = text.trim().split('\n');
  return {
    go: true,
    task: { source: trigger.kind, title: (title ?? '').trim(), body: rest.join('\n').trim() || undefined },
    overrides: {},
    notes: [],
  };
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

async function taskText(
  trigger: Extract<Trigger, { kind: 'schedule' | 'dispatch' }>,
  inputs: ActionInputs,
  workspace: string,
): Promise<string> {
  if (trigger.kind === 'dispatch' && trigger.inputs.task?.trim()) return trigger.inputs.task;
  if (inputs.task.trim()) return inputs.task;
  if (inputs['task-file']) {
    const root = resolve(workspace);
    const file = resolve(root, inputs['task-file']);
    if (!file.startsWith(root + sep)) throw new Error(`task-file ${inputs['task-file']} is outside the workspace`);
    try {
      return await readFile(join(file), 'utf8');
    } catch (err) {
      throw new Error(`cannot read task-file ${inputs['task-file']}: ${(err as Error).message}`);
    }
  }
  return '';
}

/** An overridden model must be priced, or max-cost-usd could not be enforced for it. */
function unpricedOverride(model: string | undefined, inputs: ActionInputs): string | undefined {
  if (!model || model === inputs.model) return undefined;
  if (resolvePricing(model, isPricingTable(inputs.pricing) ? inputs.pricing : undefined).pricing) return undefined;
  return `Model \`${model}\` has no known price, so max-cost-usd could not be enforced. Add it to the pricing input as {"${model}": {"inputPerMTok": …, "cachedInputPerMTok": …, "outputPerMTok": …}}.`;
}
