// Behaviour of the emulated operations, keyed by OpenAPI operationId. Requests reach a handler only after
// routing, auth and schema validation; handlers answer the semantic errors GitHub answers (404, 422).
import { execFileSync } from 'node:child_process';
import { refSha } from './refs.js';
import type { Renderer } from './render.js';
import type { EmuIssue, EmuRepo, EmuUser, EmulatorState, Role } from './state.js';

export interface HandlerContext {
  state: EmulatorState;
  render: Renderer;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  actor: EmuUser;
  url: URL;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (ctx: HandlerContext) => HandlerResult;

/** A GitHub error answer: `{message, errors?}` with the given status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, unknown>[],
  ) {
    super(message);
  }
}

/** GitHub rejects issue, comment and pull request bodies longer than this. */
export const MAX_BODY_CHARS = 65_536;

const LEGACY: Record<Role, string> = { admin: 'admin', maintain: 'write', write: 'write', triage: 'read', read: 'read', none: 'none' };

function repoOf(ctx: HandlerContext): EmuRepo {
  const repo = ctx.state.findRepo(String(ctx.params['owner']), String(ctx.params['repo']));
  if (!repo) throw new HttpError(404, 'Not Found');
  return repo;
}

function issueOf(ctx: HandlerContext, repo: EmuRepo): EmuIssue {
  const issue = repo.issues.get(Number(ctx.params['issue_number']));
  if (!issue) throw new HttpError(404, 'Not Found');
  return issue;
}

function commentOf(ctx: HandlerContext, repo: EmuRepo) {
  const comment = repo.comments.get(Number(ctx.params['comment_id']));
  if (!comment) throw new HttpError(404, 'Not Found');
  return comment;
}

function reviewCommentOf(ctx: HandlerContext, repo: EmuRepo) {
  const comment = repo.reviewComments.get(Number(ctx.params['comment_id']));
  if (!comment) throw new HttpError(404, 'Not Found');
  return comment;
}

function obj(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function checkLength(resource: string, field: string, value: unknown): void {
  if (typeof value === 'string' && value.length > MAX_BODY_CHARS) {
    throw new HttpError(422, 'Validation Failed', [
      { resource, code: 'custom', field, message: `${field} is too long (maximum is ${MAX_BODY_CHARS} characters)` },
    ]);
  }
}

function paginate<T>(ctx: HandlerContext, items: T[]): HandlerResult & { body: T[] } {
  const perPage = Math.min(Math.max(Number(ctx.query['per_page'] ?? 30), 1), 100);
  const page = Math.max(Number(ctx.query['page'] ?? 1), 1);
  const last = Math.max(Math.ceil(items.length / perPage), 1);
  const link = (p: number, rel: string): string => {
    const u = new URL(ctx.url);
    u.searchParams.set('per_page', String(perPage));
    u.searchParams.set('page', String(p));
    return `<${u.toString()}>; rel="${rel}"`;
  };
  const links = page < last ? [link(page + 1, 'next'), link(last, 'last')] : [];
  return {
    status: 200,
    body: items.slice((page - 1) * perPage, page * perPage),
    ...(links.length ? { headers: { link: links.join(', ') } } : {}),
  };
}

/** Labels in any of the shapes issues/add-labels accepts. */
function labelNames(body: unknown): string[] {
  const raw = Array.isArray(body) ? body : typeof body === 'string' ? [body] : obj(body)['labels'];
  return (Array.isArray(raw) ? raw : []).map((l: unknown) => (typeof l === 'string' ? l : String(obj(l)['name'])));
}

const gitSha = (gitDir: string, branch: string): string | undefined => refSha(gitDir, `refs/heads/${branch}`);

function aheadCount(gitDir: string, base: string, head: string): number {
  return Number(execFileSync('git', ['--git-dir', gitDir, 'rev-list', '--count', `${base}..${head}`], { encoding: 'utf8' }).trim());
}

const fakeSha = (seed: string): string => Buffer.from(seed).toString('hex').padEnd(40, '0').slice(0, 40);

function createPull(ctx: HandlerContext): HandlerResult {
  const repo = repoOf(ctx);
  const b = obj(ctx.body);
  if (typeof b['title'] !== 'string' || b['title'].trim() === '') {
    throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', code: 'missing_field', field: 'title' }]);
  }
  checkLength('PullRequest', 'body', b['body']);
  const headSpec = String(b['head']);
  const [headOwner, head] = headSpec.includes(':')
    ? [headSpec.slice(0, headSpec.indexOf(':')), headSpec.slice(headSpec.indexOf(':') + 1)]
    : [repo.owner.login, headSpec];
  const base = String(b['base']);
  let headSha = fakeSha(`${head}`);
  let baseSha = fakeSha(`${base}`);
  if (repo.gitDir) {
    const hs = gitSha(repo.gitDir, head);
    const bs = gitSha(repo.gitDir, base);
    if (!bs) throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', code: 'invalid', field: 'base' }]);
    if (!hs) throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', code: 'invalid', field: 'head' }]);
    if (aheadCount(repo.gitDir, bs, hs) === 0) {
      throw new HttpError(422, 'Validation Failed', [
        { resource: 'PullRequest', code: 'custom', message: `No commits between ${base} and ${head}` },
      ]);
    }
    headSha = hs;
    baseSha = bs;
  }
  for (const p of repo.pulls.values()) {
    if (p.state === 'open' && p.head === head && p.headOwner.toLowerCase() === headOwner.toLowerCase() && p.base === base) {
      throw new HttpError(422, 'Validation Failed', [
        { resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${headOwner}:${head}.` },
      ]);
    }
  }
  const at = ctx.state.now();
  const number = repo.nextNumber++;
  const body = typeof b['body'] === 'string' ? b['body'] : null;
  const issue: EmuIssue = {
    id: ctx.state.nextId(),
    number,
    title: b['title'],
    body,
    state: 'open',
    user: ctx.actor,
    labels: [],
    isPullRequest: true,
    createdAt: at,
    updatedAt: at,
  };
  repo.issues.set(number, issue);
  const pull = {
    id: ctx.state.nextId(),
    number,
    title: b['title'],
    body,
    state: 'open' as const,
    draft: b['draft'] === true,
    user: ctx.actor,
    head,
    headOwner,
    headSha,
    base,
    baseSha,
    maintainerCanModify: b['maintainer_can_modify'] !== false,
    createdAt: at,
  };
  repo.pulls.set(number, pull);
  return { status: 201, body: ctx.render.pull(pull, repo) };
}

export const handlers: Record<string, Handler> = {
  'repos/get': (ctx) => ({ status: 200, body: ctx.render.repo(repoOf(ctx)) }),

  'repos/get-collaborator-permission-level': (ctx) => {
    const repo = repoOf(ctx);
    const user = ctx.state.user(String(ctx.params['username']));
    if (!user) throw new HttpError(404, `${String(ctx.params['username'])} is not a user`);
    // Non-collaborators can read a public repository and nothing else.
    const role: Role = ctx.state.roleOf(repo, user.login) ?? (repo.private ? 'none' : 'read');
    return { status: 200, body: { permission: LEGACY[role], role_name: role, user: ctx.render.user(user) } };
  },

  'issues/get': (ctx) => {
    const repo = repoOf(ctx);
    return { status: 200, body: ctx.render.issue(issueOf(ctx, repo), repo) };
  },

  'issues/create': (ctx) => {
    const repo = repoOf(ctx);
    const b = obj(ctx.body);
    checkLength('Issue', 'body', b['body']);
    const issue = ctx.state.addIssue(`${repo.owner.login}/${repo.name}`, {
      title: String(b['title']),
      body: typeof b['body'] === 'string' ? b['body'] : null,
      author: ctx.actor.login,
      labels: labelNames({ labels: b['labels'] ?? [] }),
    });
    return { status: 201, body: ctx.render.issue(issue, repo) };
  },

  'issues/list-comments': (ctx) => {
    const repo = repoOf(ctx);
    const issue = issueOf(ctx, repo);
    const list = [...repo.comments.values()].filter((c) => c.issueNumber === issue.number).map((c) => ctx.render.comment(c, repo));
    return paginate(ctx, list);
  },

  'issues/create-comment': (ctx) => {
    const repo = repoOf(ctx);
    const issue = issueOf(ctx, repo);
    const body = String(obj(ctx.body)['body']);
    checkLength('IssueComment', 'body', body);
    const comment = ctx.state.createComment(repo, issue.number, body, ctx.actor);
    return { status: 201, body: ctx.render.comment(comment, repo) };
  },

  'issues/get-comment': (ctx) => {
    const repo = repoOf(ctx);
    return { status: 200, body: ctx.render.comment(commentOf(ctx, repo), repo) };
  },

  'issues/update-comment': (ctx) => {
    const repo = repoOf(ctx);
    const comment = commentOf(ctx, repo);
    const body = String(obj(ctx.body)['body']);
    checkLength('IssueComment', 'body', body);
    comment.body = body;
    comment.history.push(body);
    comment.updatedAt = ctx.state.now();
    return { status: 200, body: ctx.render.comment(comment, repo) };
  },

  'issues/delete-comment': (ctx) => {
    const repo = repoOf(ctx);
    repo.comments.delete(commentOf(ctx, repo).id);
    return { status: 204 };
  },

  'reactions/create-for-issue-comment': (ctx) => {
    const repo = repoOf(ctx);
    const comment = commentOf(ctx, repo);
    const content = String(obj(ctx.body)['content']);
    const existing = comment.reactions.find((r) => r.content === content && r.user.id === ctx.actor.id);
    if (existing) return { status: 200, body: ctx.render.reaction(existing) };
    const reaction = { id: ctx.state.nextId(), content, user: ctx.actor, createdAt: ctx.state.now() };
    comment.reactions.push(reaction);
    return { status: 201, body: ctx.render.reaction(reaction) };
  },

  'reactions/list-for-issue-comment': (ctx) => {
    const repo = repoOf(ctx);
    const wanted = ctx.query['content'];
    const list = commentOf(ctx, repo).reactions.filter((r) => wanted === undefined || r.content === wanted);
    return paginate(
      ctx,
      list.map((r) => ctx.render.reaction(r)),
    );
  },

  'pulls/create': createPull,

  'pulls/get': (ctx) => {
    const repo = repoOf(ctx);
    const pull = repo.pulls.get(Number(ctx.params['pull_number']));
    if (!pull) throw new HttpError(404, 'Not Found');
    return { status: 200, body: ctx.render.pull(pull, repo) };
  },

  'pulls/update': (ctx) => {
    const repo = repoOf(ctx);
    const pull = repo.pulls.get(Number(ctx.params['pull_number']));
    if (!pull) throw new HttpError(404, 'Not Found');
    const b = obj(ctx.body);
    checkLength('PullRequest', 'body', b['body']);
    if (typeof b['title'] === 'string' && b['title'].trim() === '') {
      throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', code: 'missing_field', field: 'title' }]);
    }
    if (typeof b['base'] === 'string' && repo.gitDir && !gitSha(repo.gitDir, b['base'])) {
      throw new HttpError(422, 'Validation Failed', [{ resource: 'PullRequest', code: 'invalid', field: 'base' }]);
    }
    // A pull request is also an issue: title, body and state are one record on GitHub.
    const issue = repo.issues.get(pull.number);
    if (typeof b['title'] === 'string') pull.title = b['title'];
    if (typeof b['body'] === 'string') pull.body = b['body'];
    if (b['state'] === 'open' || b['state'] === 'closed') pull.state = b['state'];
    if (typeof b['base'] === 'string') {
      pull.base = b['base'];
      if (repo.gitDir) pull.baseSha = gitSha(repo.gitDir, b['base']) ?? pull.baseSha;
    }
    if (typeof b['maintainer_can_modify'] === 'boolean') pull.maintainerCanModify = b['maintainer_can_modify'];
    if (issue) Object.assign(issue, { title: pull.title, body: pull.body, state: pull.state, updatedAt: ctx.state.now() });
    return { status: 200, body: ctx.render.pull(pull, repo) };
  },

  'pulls/get-review-comment': (ctx) => {
    const repo = repoOf(ctx);
    return { status: 200, body: ctx.render.reviewComment(reviewCommentOf(ctx, repo), repo) };
  },

  // A reply goes into the thread of the comment it answers (GitHub threads replies on the root).
  'pulls/create-reply-for-review-comment': (ctx) => {
    const repo = repoOf(ctx);
    const number = Number(ctx.params['pull_number']);
    const parent = reviewCommentOf(ctx, repo);
    if (parent.pullNumber !== number) throw new HttpError(404, 'Not Found');
    const body = String(obj(ctx.body)['body']);
    checkLength('PullRequestReviewComment', 'body', body);
    const at = ctx.state.now();
    const reply = {
      ...parent,
      id: ctx.state.nextId(),
      body,
      user: ctx.actor,
      inReplyTo: parent.inReplyTo ?? parent.id,
      createdAt: at,
      updatedAt: at,
      reactions: [],
      history: [body],
    };
    repo.reviewComments.set(reply.id, reply);
    return { status: 201, body: ctx.render.reviewComment(reply, repo) };
  },

  'pulls/update-review-comment': (ctx) => {
    const repo = repoOf(ctx);
    const comment = reviewCommentOf(ctx, repo);
    const body = String(obj(ctx.body)['body']);
    checkLength('PullRequestReviewComment', 'body', body);
    comment.body = body;
    comment.history.push(body);
    comment.updatedAt = ctx.state.now();
    return { status: 200, body: ctx.render.reviewComment(comment, repo) };
  },

  'reactions/create-for-pull-request-review-comment': (ctx) => {
    const repo = repoOf(ctx);
    const comment = reviewCommentOf(ctx, repo);
    const content = String(obj(ctx.body)['content']);
    const existing = comment.reactions.find((r) => r.content === content && r.user.id === ctx.actor.id);
    if (existing) return { status: 200, body: ctx.render.reaction(existing) };
    const reaction = { id: ctx.state.nextId(), content, user: ctx.actor, createdAt: ctx.state.now() };
    comment.reactions.push(reaction);
    return { status: 201, body: ctx.render.reaction(reaction) };
  },

  'pulls/list-review-comments': (ctx) => {
    const repo = repoOf(ctx);
    const number = Number(ctx.params['pull_number']);
    if (!repo.pulls.has(number)) throw new HttpError(404, 'Not Found');
    const since = ctx.query['since'] === undefined ? undefined : String(ctx.query['since']);
    const key = ctx.query['sort'] === 'updated' ? 'updatedAt' : 'createdAt';
    // GitHub lists oldest first by id; `direction` applies only with `sort`.
    const desc = ctx.query['sort'] !== undefined && ctx.query['direction'] === 'desc';
    const list = [...repo.reviewComments.values()]
      .filter((c) => c.pullNumber === number && (since === undefined || c.updatedAt >= since))
      .sort((a, b) => (ctx.query['sort'] === undefined ? a.id - b.id : a[key].localeCompare(b[key]) || a.id - b.id) * (desc ? -1 : 1))
      .map((c) => ctx.render.reviewComment(c, repo));
    return paginate(ctx, list);
  },

  'pulls/list': (ctx) => {
    const repo = repoOf(ctx);
    const state = String(ctx.query['state'] ?? 'open');
    const head = ctx.query['head'] === undefined ? undefined : String(ctx.query['head']);
    const base = ctx.query['base'] === undefined ? undefined : String(ctx.query['base']);
    const list = [...repo.pulls.values()]
      .filter((p) => state === 'all' || p.state === state)
      .filter((p) => head === undefined || `${p.headOwner}:${p.head}`.toLowerCase() === head.toLowerCase())
      .filter((p) => base === undefined || p.base === base)
      .sort((a, b) => b.number - a.number)
      .map((p) => ctx.render.pull(p, repo));
    return paginate(ctx, list);
  },

  'issues/add-labels': (ctx) => {
    const repo = repoOf(ctx);
    const issue = issueOf(ctx, repo);
    for (const name of labelNames(ctx.body)) ctx.state.attachLabel(repo, issue, name);
    return { status: 200, body: issue.labels.map((n) => ctx.render.label(ctx.state.label(repo, n)!, repo)) };
  },

  'issues/set-labels': (ctx) => {
    const repo = repoOf(ctx);
    const issue = issueOf(ctx, repo);
    issue.labels = [];
    for (const name of labelNames(ctx.body)) ctx.state.attachLabel(repo, issue, name);
    return { status: 200, body: issue.labels.map((n) => ctx.render.label(ctx.state.label(repo, n)!, repo)) };
  },

  'issues/list-labels-on-issue': (ctx) => {
    const repo = repoOf(ctx);
    const issue = issueOf(ctx, repo);
    return paginate(
      ctx,
      issue.labels.map((n) => ctx.render.label(ctx.state.label(repo, n)!, repo)),
    );
  },

  'issues/remove-label': (ctx) => {
    const repo = repoOf(ctx);
    const issue = issueOf(ctx, repo);
    const name = String(ctx.params['name']).toLowerCase();
    if (!issue.labels.some((l) => l.toLowerCase() === name)) throw new HttpError(404, 'Label does not exist');
    issue.labels = issue.labels.filter((l) => l.toLowerCase() !== name);
    return { status: 200, body: issue.labels.map((n) => ctx.render.label(ctx.state.label(repo, n)!, repo)) };
  },
};
