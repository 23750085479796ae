// The label trigger (issues: labeled): the trigger-label added to an issue starts the same run as the
// command on it. The permission gate applies to whoever added the label; a label added again while the
// issue already has an open agent-fix pull request, or a run without a final state, starts nothing.
import type { RunTask } from '../agent/run.js';
import type { GitHubApi } from '../github/api.js';
import { authorize, isBot, isOwnComment } from '../github/authorize.js';
import type { Trigger } from '../github/event.js';
import { SECTION_BEGIN } from '../report/pr-body.js';
import { isWorkingComment } from '../report/tracking-comment.js';
import type { Gate, ReplyTarget } from './gate-types.js';
import type { ActionInputs } from './inputs.js';
import { discussion } from './pull-context.js';

type Labeled = Extract<Trigger, { kind: 'label' }>;

export async function labelGate(trigger: Labeled, inputs: ActionInputs, api: GitHubApi): Promise<Gate> {
  const wanted = inputs['trigger-label'];
  if (!wanted) return { go: false, outcome: 'ignored', reason: 'trigger-label is none: labels do not start runs' };
  if (trigger.label !== wanted)
    return { go: false, outcome: 'ignored', reason: `the label "${trigger.label}" is not the trigger-label "${wanted}"` };
  if (trigger.isPullRequest) return { go: false, outcome: 'ignored', reason: 'the trigger-label starts runs on issues, not pull requests' };
  if (isBot(trigger.actor))
    return { go: false, outcome: 'unauthorized', reason: `${trigger.actor.login} is a bot; bots cannot start agent-fix` };
  const replyTo: ReplyTarget = { kind: 'issue', number: trigger.issueNumber };
  const auth = await authorize(api.octokit, {
    owner: trigger.owner,
    repo: trigger.repo,
    actor: trigger.actor,
    required: inputs['allowed-permission'],
  });
  if (!auth.allowed)
    return { go: false, outcome: 'unauthorized', reason: `${auth.reason}.`, reply: { to: replyTo, login: trigger.actor.login } };
  const busy = await alreadyWorkedOn(api, trigger.issueNumber, inputs['branch-prefix'], `${trigger.owner}/${trigger.repo}`);
  if (busy) return { go: false, outcome: 'ignored', reason: `issue #${trigger.issueNumber} ${busy}, so the label starts nothing` };
  const task: RunTask = {
    source: 'issue',
    title: trigger.issueTitle,
    body: trigger.issueBody,
    issueNumber: trigger.issueNumber,
    url: trigger.issueUrl,
    comments: await discussion(api, trigger.issueNumber, -1),
  };
  return {
    go: true,
    task: { kind: 'ready', task },
    overrides: {},
    notes: [`Started by the label "${wanted}", added by @${trigger.actor.login}.`],
    actor: trigger.actor,
    tracking: replyTo,
  };
}

/** Why the issue already has agent-fix at work: an open pull request of ours that fixes it, or a run still working. */
async function alreadyWorkedOn(api: GitHubApi, issue: number, prefix: string, fullName: string): Promise<string | undefined> {
  // The section agent-fix renders starts with the closing line (report/markdown.ts).
  const fixes = new RegExp(`${SECTION_BEGIN}\\nFixes #${issue}\\b`);
  const open = (await api.listOpenPulls()).find(
    (p) => p.headRef.startsWith(prefix) && p.headRepo.toLowerCase() === fullName.toLowerCase() && fixes.test(p.body),
  );
  if (open) return `already has an open agent-fix pull request (#${open.number})`;
  const comments = await api.octokit.paginate(api.octokit.rest.issues.listComments, {
    owner: api.owner,
    repo: api.repo,
    issue_number: issue,
    per_page: 100,
  });
  const working = comments.find((c) => isOwnComment(c.body) && isWorkingComment(c.body ?? ''));
  return working ? `has an agent-fix run without a final state (${working.html_url})` : undefined;
}
