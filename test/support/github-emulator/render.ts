// State -> GitHub REST JSON. Only fields with GitHub's names and types (checked against the OpenAPI response
// schemas by the emulator); enough for our code and for Octokit, not the full payloads.
import { refSha } from './refs.js';
import type { EmuComment, EmuIssue, EmuLabel, EmuPull, EmuReaction, EmuRepo, EmuReviewComment, EmuUser, EmulatorState } from './state.js';

export interface Urls {
  /** Emulator base, stands in for https://api.github.com. */
  api: string;
  /** Web base for html_url fields. */
  web: string;
}

const nodeId = (kind: string, id: number): string => Buffer.from(`${kind}:${id}`).toString('base64');

export class Renderer {
  constructor(
    readonly urls: Urls,
    private readonly state: EmulatorState,
  ) {}

  user(u: EmuUser): Record<string, unknown> {
    return {
      login: u.login,
      id: u.id,
      node_id: nodeId('User', u.id),
      avatar_url: `https://avatars.githubusercontent.com/u/${u.id}?v=4`,
      gravatar_id: '',
      url: `${this.urls.api}/users/${encodeURIComponent(u.login)}`,
      html_url: `${this.urls.web}/${encodeURIComponent(u.login)}`,
      type: u.type,
      site_admin: false,
    };
  }

  repo(r: EmuRepo): Record<string, unknown> {
    const full = `${r.owner.login}/${r.name}`;
    return {
      id: r.id,
      node_id: nodeId('Repository', r.id),
      name: r.name,
      full_name: full,
      owner: this.user(r.owner),
      private: r.private,
      visibility: r.private ? 'private' : 'public',
      html_url: `${this.urls.web}/${full}`,
      url: `${this.urls.api}/repos/${full}`,
      clone_url: `${this.urls.web}/${full}.git`,
      default_branch: r.defaultBranch,
      fork: false,
      archived: false,
      disabled: false,
    };
  }

  label(l: EmuLabel, r: EmuRepo): Record<string, unknown> {
    return {
      id: l.id,
      node_id: nodeId('Label', l.id),
      url: `${this.urls.api}/repos/${r.owner.login}/${r.name}/labels/${encodeURIComponent(l.name)}`,
      name: l.name,
      color: l.color,
      default: false,
      description: l.description,
    };
  }

  issue(i: EmuIssue, r: EmuRepo): Record<string, unknown> {
    const full = `${r.owner.login}/${r.name}`;
    const comments = [...r.comments.values()].filter((c) => c.issueNumber === i.number).length;
    const kind = i.isPullRequest ? 'pull' : 'issues';
    return {
      id: i.id,
      node_id: nodeId('Issue', i.id),
      url: `${this.urls.api}/repos/${full}/issues/${i.number}`,
      html_url: `${this.urls.web}/${full}/${kind}/${i.number}`,
      number: i.number,
      state: i.state,
      title: i.title,
      body: i.body,
      user: this.user(i.user),
      labels: i.labels.map((name) => this.label(this.state.label(r, name)!, r)),
      locked: false,
      comments,
      created_at: i.createdAt,
      updated_at: i.updatedAt,
      closed_at: null,
      author_association: this.association(i.user, r),
      ...(i.isPullRequest
        ? {
            pull_request: {
              url: `${this.urls.api}/repos/${full}/pulls/${i.number}`,
              html_url: `${this.urls.web}/${full}/pull/${i.number}`,
              diff_url: null,
              patch_url: null,
              merged_at: null,
            },
          }
        : {}),
    };
  }

  comment(c: EmuComment, r: EmuRepo): Record<string, unknown> {
    const full = `${r.owner.login}/${r.name}`;
    const issue = r.issues.get(c.issueNumber);
    const kind = issue?.isPullRequest ? 'pull' : 'issues';
    return {
      id: c.id,
      node_id: nodeId('IssueComment', c.id),
      url: `${this.urls.api}/repos/${full}/issues/comments/${c.id}`,
      html_url: `${this.urls.web}/${full}/${kind}/${c.issueNumber}#issuecomment-${c.id}`,
      issue_url: `${this.urls.api}/repos/${full}/issues/${c.issueNumber}`,
      body: c.body,
      user: this.user(c.user),
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      author_association: this.association(c.user, r),
    };
  }

  reaction(x: EmuReaction): Record<string, unknown> {
    return { id: x.id, node_id: nodeId('Reaction', x.id), user: this.user(x.user), content: x.content, created_at: x.createdAt };
  }

  pull(p: EmuPull, r: EmuRepo): Record<string, unknown> {
    const full = `${r.owner.login}/${r.name}`;
    const issue = r.issues.get(p.number);
    const ref = (branch: string, sha: string, owner: string): Record<string, unknown> => ({
      label: `${owner}:${branch}`,
      ref: branch,
      sha,
      user: this.user(this.state.user(owner) ?? r.owner),
      // A fork's branch lives in the fork: another repository of the same name.
      repo:
        owner.toLowerCase() === r.owner.login.toLowerCase()
          ? this.repo(r)
          : { ...this.repo(r), full_name: `${owner}/${r.name}`, owner: this.user(this.state.user(owner) ?? r.owner), fork: true },
    });
    return {
      id: p.id,
      node_id: nodeId('PullRequest', p.id),
      url: `${this.urls.api}/repos/${full}/pulls/${p.number}`,
      html_url: `${this.urls.web}/${full}/pull/${p.number}`,
      issue_url: `${this.urls.api}/repos/${full}/issues/${p.number}`,
      number: p.number,
      state: p.state,
      locked: false,
      title: p.title,
      body: p.body,
      user: this.user(p.user),
      // The pull-request schema types label descriptions as plain strings.
      labels: (issue?.labels ?? []).map((name) => ({
        ...this.label(this.state.label(r, name)!, r),
        description: this.state.label(r, name)?.description ?? '',
      })),
      draft: p.draft,
      // An open PR's head follows its branch, as on GitHub (a push or update-ref moves it).
      head: ref(p.head, this.liveHead(p, r), p.headOwner),
      base: ref(p.base, p.baseSha, r.owner.login),
      created_at: p.createdAt,
      updated_at: p.createdAt,
      closed_at: null,
      merged_at: null,
      merge_commit_sha: null,
      maintainer_can_modify: p.maintainerCanModify,
      author_association: this.association(p.user, r),
    };
  }

  reviewComment(c: EmuReviewComment, r: EmuRepo): Record<string, unknown> {
    const full = `${r.owner.login}/${r.name}`;
    const url = `${this.urls.api}/repos/${full}/pulls/comments/${c.id}`;
    const htmlUrl = `${this.urls.web}/${full}/pull/${c.pullNumber}#discussion_r${c.id}`;
    const pullUrl = `${this.urls.api}/repos/${full}/pulls/${c.pullNumber}`;
    return {
      url,
      pull_request_review_id: c.reviewId,
      id: c.id,
      node_id: nodeId('PullRequestReviewComment', c.id),
      diff_hunk: c.diffHunk,
      path: c.path,
      commit_id: c.commitId,
      original_commit_id: c.commitId,
      ...(c.inReplyTo !== undefined ? { in_reply_to_id: c.inReplyTo } : {}),
      user: this.user(c.user),
      body: c.body,
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      html_url: htmlUrl,
      pull_request_url: pullUrl,
      author_association: this.association(c.user, r),
      _links: { self: { href: url }, html: { href: htmlUrl }, pull_request: { href: pullUrl } },
      start_line: c.startLine,
      original_start_line: c.startLine,
      start_side: c.startLine === null ? null : c.side,
      line: c.line,
      original_line: c.line,
      side: c.side,
      subject_type: 'line',
    };
  }

  private liveHead(p: EmuPull, r: EmuRepo): string {
    const sameRepo = p.headOwner.toLowerCase() === r.owner.login.toLowerCase();
    return (p.state === 'open' && sameRepo && r.gitDir ? refSha(r.gitDir, `refs/heads/${p.head}`) : undefined) ?? p.headSha;
  }

  private association(u: EmuUser, r: EmuRepo): string {
    if (u.login.toLowerCase() === r.owner.login.toLowerCase()) return 'OWNER';
    const role = this.state.roleOf(r, u.login);
    return role && role !== 'none' && role !== 'read' ? 'COLLABORATOR' : 'NONE';
  }
}
