// The workflow trigger, from GITHUB_EVENT_NAME and the JSON payload at GITHUB_EVENT_PATH. Only the fields
// agent-fix reads are validated; anything else in GitHub's payload is ignored.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

export interface Actor {
  login: string;
  type: string;
  /** The account's numeric id: Co-authored-by then uses the ID+login noreply address GitHub attributes by. */
  id?: number;
}

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
        return { kind: 'ignored', reason: 'comments on pull requests are not supported' };
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
        actor: { login: p.comment.user.login, type: p.comment.user.type, ...(p.comment.user.id ? { id: p.comment.user.id } : {}) },
        isPullRequest: false,
        issueUrl: p.issue.html_url,
        commentUrl: p.comment.html_url,
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
