// Who may start a run: the commenter's role on the repository must reach the configured level. Bots never
// may (a bot reply that quotes the command must not start a loop), and any doubt denies.
import { httpStatusOf, type GitHubClient } from './client.js';
import { noAnswerMessage } from '../net/no-answer.js';
import { z } from 'zod';

export { MARKER, isOwnComment, withMarker } from './marker.js';

export const ROLES = ['none', 'read', 'triage', 'write', 'maintain', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type RequiredRole = Exclude<Role, 'none'>;

export type Authorization =
  { allowed: true; role: Role } | { allowed: false; role: Role; code: 'bot' | 'insufficient_role' | 'lookup_failed'; reason: string };

const PermissionResponse = z.object({
  permission: z.string(),
  role_name: z.string().optional(),
});

const rank = (r: Role): number => ROLES.indexOf(r);

/** role_name carries maintain/triage; the legacy `permission` field only admin/write/read/none. */
export function roleFrom(data: { permission: string; role_name?: string | undefined }): Role {
  for (const candidate of [data.role_name, data.permission]) {
    const c = candidate?.toLowerCase();
    if (c && (ROLES as readonly string[]).includes(c)) return c as Role;
  }
  return 'none';
}

export function isBot(actor: { login: string; type?: string }): boolean {
  return actor.type === 'Bot' || actor.login.toLowerCase().endsWith('[bot]');
}

export async function authorize(
  octokit: GitHubClient,
  opts: { owner: string; repo: string; actor: { login: string; type?: string }; required: RequiredRole },
): Promise<Authorization> {
  if (isBot(opts.actor))
    return { allowed: false, role: 'none', code: 'bot', reason: `${opts.actor.login} is a bot; bots cannot start agent-fix` };
  let role: Role;
  try {
    const res = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner: opts.owner, repo: opts.repo, username: opts.actor.login });
    role = roleFrom(PermissionResponse.parse(res.data));
  } catch (err) {
    const status = httpStatusOf(err);
    if (status === 404) {
      role = 'none';
    } else {
      const url = (err as { request?: { url?: unknown } }).request?.url;
      const why = status !== undefined ? `HTTP ${status}` : typeof url === 'string' ? noAnswerMessage(url, err) : 'no answer';
      return { allowed: false, role: 'none', code: 'lookup_failed', reason: `could not check ${opts.actor.login}'s permission (${why})` };
    }
  }
  if (rank(role) >= rank(opts.required)) return { allowed: true, role };
  return {
    allowed: false,
    role,
    code: 'insufficient_role',
    reason: `${opts.actor.login} has role "${role}"; "${opts.required}" or higher is required`,
  };
}
