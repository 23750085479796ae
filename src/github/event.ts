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
  | { kind: 'schedule'; owner: string; repo: string; cron: string }
  | { kind: 'dispatch'; owner: string; repo: string; inputs: Record<string, string>; ref?: string }
  | { kind: 'ignored'; reason: string };

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

function pullOf(p: z.infer<typeof PullRequest>): PullInfo {
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
  };
}

const actorOf = (u: z.infer<typeof User>): Actor => ({ login: u.login, type: u.type, ...(u.id !== undefined ? { id: u.id } : {}) });

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
    case 'issue_comment': {
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
        pull: pullOf(p.pull_request),
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
        pull: pullOf(p.pull_request),
      };
    }
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
      return { kind: 'ignored', reason: `event "${eventName || '(none)'}" is not handled` };
  }
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
