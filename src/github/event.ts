// The workflow trigger, from GITHUB_EVENT_NAME and the JSON payload at GITHUB_EVENT_PATH. Only the fields
// agent-fix reads are validated; anything else in GitHub's payload is ignored.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

export interface Actor {
  login: string;
  type: string;
  /** GitHub's numeric user id (for the Co-authored-by noreply address), when the payload has it. */
  id?: number;
}

/** What a follow-up run needs of the pull request it works on. */
export interface PullInfo {
  number: number;
  title: string;
  body: string;
  state: string;
  /** Head branch name (without owner) and its repository, owner/name. */
  headRef: string;
  headRepo: string;
  headSha: string;
  baseRef: string;
  url: string;
  draft: boolean;
  /** Who opened it, as GitHub reports it (github-actions[bot] for the default token). */
  author?: string;
}

/** What a CI-fix run needs of the workflow run that completed. */
export interface WorkflowRunInfo {
  id: number;
  /** The workflow's name (as in the workflow file) and this run's page. */
  name: string;
  htmlUrl: string;
  /** failure, timed_out, success, cancelled, skipped, ... (null while not completed). */
  conclusion: string | null;
  headBranch: string;
  headSha: string;
  /** owner/name of the repository the head commit is in (a fork's for a pull request from a fork). */
  headRepo: string;
  runAttempt: number;
}

/** Where a command on a pull request was written. */
export type PrCommentVia = 'issue_comment' | 'review_comment' | 'review';

export type Trigger =
  | {
      kind: 'comment';
      owner: string;
      repo: string;
      issueNumber: number;
      issueTitle: string;
      issueBody: string;
      commentId: number;
      commentBody: string;
      actor: Actor;
      isPullRequest: boolean;
      issueUrl: string;
      commentUrl: string;
    }
  | {
      /** A command on a pull request: a conversation comment, a review comment, or a submitted review. */
      kind: 'pr_comment';
      via: PrCommentVia;
      owner: string;
      repo: string;
      prNumber: number;
      /** The issue comment's, review comment's or review's id. */
      commentId: number;
      commentBody: string;
      actor: Actor;
      commentUrl: string;
      /** From the payload of review events; issue comments on a PR carry none (it is fetched). */
      pull?: PullInfo;
      /** A review comment's place: file, line and the diff hunk it was written on. */
      thread?: { path: string; line: number | null; diffHunk: string };
    }
  | {
      /** An issue got a label (issues: labeled): the same run as the command, started by whoever added it. */
      kind: 'label';
      owner: string;
      repo: string;
      issueNumber: number;
      issueTitle: string;
      issueBody: string;
      issueUrl: string;
      label: string;
      /** Who added the label (the payload's sender): the permission gate applies to them. */
      actor: Actor;
      isPullRequest: boolean;
    }
  | {
      /** A workflow run completed (workflow_run: completed): CI on a branch, maybe agent-fix's own. */
      kind: 'workflow_run';
      owner: string;
      repo: string;
      run: WorkflowRunInfo;
    }
  | { kind: 'schedule'; owner: string; repo: string; cron: string }
  | { kind: 'dispatch'; owner: string; repo: string; inputs: Record<string, string>; ref?: string }
  | {
      kind: 'ignored';
      reason: string;
      /** Set when the event itself is not one agent-fix handles (not just an action or a comment it skips). */
      unhandledEvent?: string;
    };

const User = z.object({ login: z.string().min(1), type: z.string().default('User'), id: z.number().int().positive().optional() });
const Repository = z.object({ name: z.string().min(1), owner: z.object({ login: z.string().min(1) }) });

const IssueCommentPayload = z.object({
  action: z.string(),
  issue: z.object({
    number: z.number().int().positive(),
    title: z.string(),
    body: z.string().nullable().optional(),
    html_url: z.string(),
    pull_request: z.unknown().optional(),
  }),
  comment: z.object({
    id: z.number().int().positive(),
    body: z.string().nullable().optional(),
    html_url: z.string(),
    user: User,
  }),
  repository: Repository,
});

const PullRequest = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullable().optional(),
  state: z.string(),
  html_url: z.string(),
  head: z.object({ ref: z.string(), sha: z.string(), repo: z.object({ full_name: z.string() }).nullable() }),
  base: z.object({ ref: z.string() }),
  draft: z.boolean().optional(),
});

const ReviewCommentPayload = z.object({
  action: z.string(),
  comment: z.object({
    id: z.number().int().positive(),
    body: z.string().nullable().optional(),
    html_url: z.string(),
    user: User,
    path: z.string(),
    line: z.number().int().nullable().optional(),
    diff_hunk: z.string().nullable().optional(),
  }),
  pull_request: PullRequest,
  repository: Repository,
});

const ReviewPayload = z.object({
  action: z.string(),
  review: z.object({ id: z.number().int().positive(), body: z.string().nullable().optional(), html_url: z.string(), user: User }),
  pull_request: PullRequest,
  repository: Repository,
});

/** A pull request as GitHub sends it (a webhook payload or the REST API), in the shape the stages use: the one mapping. */
export interface PullShape {
  number: number;
  title: string;
  body?: string | null;
  state: string;
  head: { ref: string; sha: string; repo?: { full_name: string } | null };
  base: { ref: string };
  html_url: string;
  draft?: boolean | null;
  user?: { login: string } | null;
}

export function pullInfoOf(p: PullShape): PullInfo {
  return {
    number: p.number,
    title: p.title,
    body: p.body ?? '',
    state: p.state,
    headRef: p.head.ref,
    // A deleted fork has no repository: never ours.
    headRepo: p.head.repo?.full_name ?? '(deleted fork)',
    headSha: p.head.sha,
    baseRef: p.base.ref,
    url: p.html_url,
    draft: p.draft ?? false,
    ...(p.user ? { author: p.user.login } : {}),
  };
}

const actorOf = (u: z.infer<typeof User>): Actor => ({ login: u.login, type: u.type, ...(u.id !== undefined ? { id: u.id } : {}) });

const LabeledPayload = z.object({
  action: z.string(),
  issue: z.object({
    number: z.number().int().positive(),
    title: z.string(),
    body: z.string().nullable().optional(),
    html_url: z.string(),
    pull_request: z.unknown().optional(),
  }),
  label: z.object({ name: z.string() }).optional(),
  sender: User,
  repository: Repository,
});

const WorkflowRunPayload = z.object({
  action: z.string(),
  workflow_run: z.object({
    id: z.number().int().positive(),
    name: z.string().nullable().optional(),
    html_url: z.string(),
    conclusion: z.string().nullable(),
    head_branch: z.string().nullable(),
    head_sha: z.string(),
    head_repository: z.object({ full_name: z.string() }).nullable().optional(),
    run_attempt: z.number().int().positive().optional(),
  }),
  repository: Repository,
});

/**
 * Every event and action agent-fix starts on, with the example workflow for each (docs/workflows):
 * the notice for other events and docs/events.md (tested against this table and the parser) say the same.
 */
export const HANDLED_EVENTS: readonly { event: string; actions: readonly string[]; workflow: string; what: string }[] = [
  {
    event: 'issue_comment',
    actions: ['created'],
    workflow: 'agent-fix-comment.yml',
    what: "`/agent fix` on an issue or on agent-fix's pull request",
  },
  {
    event: 'pull_request_review_comment',
    actions: ['created'],
    workflow: 'agent-fix-pr.yml',
    what: "`/agent fix` in a review comment on agent-fix's pull request",
  },
  {
    event: 'pull_request_review',
    actions: ['submitted'],
    workflow: 'agent-fix-pr.yml',
    what: "`/agent fix` in a review of agent-fix's pull request",
  },
  { event: 'issues', actions: ['labeled'], workflow: 'agent-fix-label.yml', what: 'the `trigger-label` added to an issue' },
  {
    event: 'workflow_run',
    actions: ['completed'],
    workflow: 'agent-fix-ci.yml',
    what: "CI failed on agent-fix's pull request: one CI-fix commit",
  },
  { event: 'schedule', actions: [], workflow: 'agent-fix-weekly.yml', what: 'a scheduled task (task or task-file)' },
  { event: 'workflow_dispatch', actions: [], workflow: 'agent-fix-dispatch.yml', what: 'a task started by hand' },
];

/** The one line said when an event is not handled: what is, and the example workflow for each. */
export function unhandledEventNotice(eventName: string): string {
  const list = HANDLED_EVENTS.map((e) => `${e.event}${e.actions.length ? ` (${e.actions.join(', ')})` : ''}: docs/workflows/${e.workflow}`);
  return `agent-fix does not handle the event "${eventName || '(none)'}"; nothing was started. It handles ${list.join('; ')}.`;
}

const SchedulePayload = z.object({ schedule: z.string().optional(), repository: Repository.optional() });

const DispatchPayload = z.object({
  inputs: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .nullable()
    .optional(),
  ref: z.string().optional(),
  repository: Repository.optional(),
});

/** Thrown when the payload of a supported event does not have the shape GitHub documents. */
export class TriggerError extends Error {
  override name = 'TriggerError';
}

function parse<T>(schema: z.ZodType<T>, payload: unknown, eventName: string): T {
  const result = schema.safeParse(payload);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new TriggerError(`unexpected ${eventName} payload: ${issues.join('; ')}`);
  }
  return result.data;
}

function repoFrom(
  repository: z.infer<typeof Repository> | undefined,
  fallback: string | undefined,
  eventName: string,
): { owner: string; repo: string } {
  if (repository) return { owner: repository.owner.login, repo: repository.name };
  const [owner, repo, ...extra] = (fallback ?? '').split('/');
  if (!owner || !repo || extra.length)
    throw new TriggerError(`${eventName}: no repository in the payload and GITHUB_REPOSITORY is ${JSON.stringify(fallback ?? '')}`);
  return { owner, repo };
}

/**
 * Pure part: event name + parsed payload -> Trigger. `repository` ("owner/name", from GITHUB_REPOSITORY)
 * is used when the payload has none (schedule payloads carry only the cron expression).
 */
export function parseTrigger(eventName: string, payload: unknown, env: { repository?: string } = {}): Trigger {
  switch (eventName) {
    case 'issue_comment':
      return issueCommentTrigger(payload, eventName);
    case 'pull_request_review_comment': {
      const p = parse(ReviewCommentPayload, payload, eventName);
      if (p.action !== 'created')
        return { kind: 'ignored', reason: `pull_request_review_comment action "${p.action}" is not handled (only "created")` };
      return {
        kind: 'pr_comment',
        via: 'review_comment',
        owner: p.repository.owner.login,
        repo: p.repository.name,
        prNumber: p.pull_request.number,
        commentId: p.comment.id,
        commentBody: p.comment.body ?? '',
        actor: actorOf(p.comment.user),
        commentUrl: p.comment.html_url,
        pull: pullInfoOf(p.pull_request),
        thread: { path: p.comment.path, line: p.comment.line ?? null, diffHunk: p.comment.diff_hunk ?? '' },
      };
    }
    case 'pull_request_review': {
      const p = parse(ReviewPayload, payload, eventName);
      if (p.action !== 'submitted')
        return { kind: 'ignored', reason: `pull_request_review action "${p.action}" is not handled (only "submitted")` };
      return {
        kind: 'pr_comment',
        via: 'review',
        owner: p.repository.owner.login,
        repo: p.repository.name,
        prNumber: p.pull_request.number,
        commentId: p.review.id,
        commentBody: p.review.body ?? '',
        actor: actorOf(p.review.user),
        commentUrl: p.review.html_url,
        pull: pullInfoOf(p.pull_request),
      };
    }
    case 'issues': {
      const p = parse(LabeledPayload, payload, eventName);
      if (p.action !== 'labeled') return { kind: 'ignored', reason: `issues action "${p.action}" is not handled (only "labeled")` };
      return {
        kind: 'label',
        owner: p.repository.owner.login,
        repo: p.repository.name,
        issueNumber: p.issue.number,
        issueTitle: p.issue.title,
        issueBody: p.issue.body ?? '',
        issueUrl: p.issue.html_url,
        label: p.label?.name ?? '',
        actor: actorOf(p.sender),
        isPullRequest: p.issue.pull_request !== undefined && p.issue.pull_request !== null,
      };
    }
    case 'workflow_run':
      return workflowRunTrigger(payload, eventName);
    case 'schedule': {
      const p = parse(SchedulePayload, payload, eventName);
      return { kind: 'schedule', ...repoFrom(p.repository, env.repository, eventName), cron: p.schedule ?? '' };
    }
    case 'workflow_dispatch': {
      const p = parse(DispatchPayload, payload, eventName);
      // Boolean and number inputs arrive typed; the action treats every input as text.
      const inputs = Object.fromEntries(
        Object.entries(p.inputs ?? {})
          .filter(([, v]) => v !== null)
          .map(([k, v]) => [k, String(v)]),
      );
      return { kind: 'dispatch', ...repoFrom(p.repository, env.repository, eventName), inputs, ...(p.ref ? { ref: p.ref } : {}) };
    }
    default:
      return { kind: 'ignored', reason: `event "${eventName || '(none)'}" is not handled`, unhandledEvent: eventName };
  }
}

/** An issue comment: on a pull request it is a pull-request command, otherwise an issue command. */
function issueCommentTrigger(payload: unknown, eventName: string): Trigger {
  const p = parse(IssueCommentPayload, payload, eventName);
  if (p.action !== 'created') return { kind: 'ignored', reason: `issue_comment action "${p.action}" is not handled (only "created")` };
  if (p.issue.pull_request !== undefined && p.issue.pull_request !== null) {
    return {
      kind: 'pr_comment',
      via: 'issue_comment',
      owner: p.repository.owner.login,
      repo: p.repository.name,
      prNumber: p.issue.number,
      commentId: p.comment.id,
      commentBody: p.comment.body ?? '',
      actor: actorOf(p.comment.user),
      commentUrl: p.comment.html_url,
    };
  }
  return {
    kind: 'comment',
    owner: p.repository.owner.login,
    repo: p.repository.name,
    issueNumber: p.issue.number,
    issueTitle: p.issue.title,
    issueBody: p.issue.body ?? '',
    commentId: p.comment.id,
    commentBody: p.comment.body ?? '',
    actor: actorOf(p.comment.user),
    isPullRequest: false,
    issueUrl: p.issue.html_url,
    commentUrl: p.comment.html_url,
  };
}

/** A completed workflow run (the CI-fix trigger). */
function workflowRunTrigger(payload: unknown, eventName: string): Trigger {
  const p = parse(WorkflowRunPayload, payload, eventName);
  if (p.action !== 'completed') return { kind: 'ignored', reason: `workflow_run action "${p.action}" is not handled (only "completed")` };
  const w = p.workflow_run;
  return {
    kind: 'workflow_run',
    owner: p.repository.owner.login,
    repo: p.repository.name,
    run: {
      id: w.id,
      name: w.name ?? '',
      htmlUrl: w.html_url,
      conclusion: w.conclusion,
      headBranch: w.head_branch ?? '',
      headSha: w.head_sha,
      // A deleted fork has no repository: never ours.
      headRepo: w.head_repository?.full_name ?? '(deleted fork)',
      runAttempt: w.run_attempt ?? 1,
    },
  };
}

/** Reads the trigger of the current workflow run from the Actions environment. */
export async function readTrigger(env: NodeJS.ProcessEnv = process.env): Promise<Trigger> {
  const eventName = env['GITHUB_EVENT_NAME'] ?? '';
  const path = env['GITHUB_EVENT_PATH'];
  if (!path) throw new TriggerError('GITHUB_EVENT_PATH is not set (not running in GitHub Actions?)');
  let payload: unknown;
  try {
    payload = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new TriggerError(`cannot read the event payload at ${path}: ${(err as Error).message}`);
  }
  const repository = env['GITHUB_REPOSITORY'];
  return parseTrigger(eventName, payload, repository ? { repository } : {});
}
