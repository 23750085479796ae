// Thin typed wrappers over the GitHub REST calls the action makes. Every body we write carries MARKER;
// failures become GitHubApiError with the HTTP status and GitHub's message, never the token. Transient
// failures (5xx, network, rate limits) are retried; writes are retried only after checking they did not
// already land, so a gateway timeout cannot produce a second comment or pull request.
import { Octokit } from '@octokit/rest';
import { MARKER, withMarker } from './marker.js';
import { Secrets } from '../secrets/index.js';

/** GitHub rejects issue, comment and pull request bodies longer than this. */
export const MAX_BODY_CHARS = 65_536;

export interface GitHubApiOptions {
  token: string;
  owner: string;
  repo: string;
  /** Default: GITHUB_API_URL, else https://api.github.com. */
  baseUrl?: string;
  /** More secrets to redact from every body and error this client makes (the token always is). */
  secrets?: Secrets;
  /** Extra attempts after a transient failure. Default 2. */
  retries?: number;
  /** Base back-off between attempts (multiplied by the attempt number). Default 1000. */
  retryDelayMs?: number;
  /** Octokit's request log; default silent (the action reports failures itself). */
  log?: { debug: (m: string) => void; info: (m: string) => void; warn: (m: string) => void; error: (m: string) => void };
}

export class GitHubApiError extends Error {
  override name = 'GitHubApiError';
  constructor(
    readonly operation: string,
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

export interface PullRequestRef {
  number: number;
  htmlUrl: string;
  /** True when an open pull request for the same head and base already existed. */
  existing: boolean;
}

interface ErrorShape {
  status?: unknown;
  message?: unknown;
  response?: { data?: unknown; headers?: Record<string, string | undefined> };
}

const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const TRANSIENT = new Set([500, 502, 503, 504]);

/** Body without secrets, with the marker, cut to GitHub's size limit with a visible note. */
export function prepareBody(raw: string, secrets: Secrets = Secrets.none): string {
  const body = secrets.redact(raw);
  const marked = withMarker(body);
  if (marked.length <= MAX_BODY_CHARS) return marked;
  const note = '\n\n… (truncated: GitHub limits bodies to 65536 characters)';
  return withMarker(body.slice(0, MAX_BODY_CHARS - note.length - MARKER.length - 4) + note);
}

function statusOf(err: unknown): number | undefined {
  const s = (err as ErrorShape | null)?.status;
  return typeof s === 'number' && s > 0 ? s : undefined;
}

function githubMessage(err: unknown): string {
  const e = err as ErrorShape | null;
  const data = e?.response?.data as { message?: unknown; errors?: unknown } | undefined;
  const parts: string[] = [];
  if (typeof data?.message === 'string') parts.push(data.message);
  if (Array.isArray(data?.errors)) {
    for (const item of data.errors as unknown[]) {
      const m = typeof item === 'string' ? item : (item as { message?: unknown; field?: unknown; code?: unknown } | null);
      if (typeof m === 'string') parts.push(m);
      else if (m && typeof m.message === 'string') parts.push(m.message);
      else if (m && (m.field || m.code)) parts.push(`${String(m.field ?? '')} ${String(m.code ?? '')}`.trim());
    }
  }
  if (parts.length === 0 && typeof e?.message === 'string') parts.push(e.message);
  return parts.join(': ');
}

function isTransient(err: unknown): boolean {
  const status = statusOf(err);
  return status === undefined || TRANSIENT.has(status) || status === 429 || (status === 403 && retryAfterMs(err) !== undefined);
}

function retryAfterMs(err: unknown): number | undefined {
  const header = (err as ErrorShape | null)?.response?.headers?.['retry-after'];
  const seconds = header === undefined ? NaN : Number(header);
  return Number.isFinite(seconds) ? Math.min(seconds, 60) * 1000 : undefined;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export class GitHubApi {
  readonly octokit: Octokit;
  readonly owner: string;
  readonly repo: string;
  /** Never posted: redacted from every body (the token, and e.g. the model API key). */
  private readonly secrets: Secrets;
  private readonly retries: number;
  private readonly retryDelayMs: number;

  constructor(opts: GitHubApiOptions) {
    this.owner = opts.owner;
    this.repo = opts.repo;
    this.secrets = (opts.secrets ?? Secrets.none).with([opts.token]);
    this.retries = opts.retries ?? 2;
    this.retryDelayMs = opts.retryDelayMs ?? 1000;
    const baseUrl = (opts.baseUrl ?? process.env['GITHUB_API_URL'] ?? 'https://api.github.com').replace(/\/+$/, '');
    this.octokit = new Octokit({ auth: opts.token, baseUrl, log: opts.log ?? silent, userAgent: 'agent-fix' });
  }

  async getDefaultBranch(): Promise<string> {
    const { data } = await this.call('get repository', () => this.octokit.rest.repos.get({ owner: this.owner, repo: this.repo }));
    return data.default_branch;
  }

  /** 👀 on the triggering comment: "seen, working on it". Idempotent on GitHub's side. */
  async addEyesReaction(commentId: number): Promise<void> {
    await this.call('add reaction', () =>
      this.octokit.rest.reactions.createForIssueComment({ owner: this.owner, repo: this.repo, comment_id: commentId, content: 'eyes' }),
    );
  }

  async createTrackingComment(issueNumber: number, body: string): Promise<{ id: number; htmlUrl: string }> {
    const text = prepareBody(body, this.secrets);
    const since = new Date(Date.now() - 10 * 60_000).toISOString();
    const { data } = await this.call(
      'create comment',
      () => this.octokit.rest.issues.createComment({ owner: this.owner, repo: this.repo, issue_number: issueNumber, body: text }),
      async () => {
        // A write that timed out may still have landed: reuse it instead of posting twice.
        const list = await this.octokit.rest.issues.listComments({
          owner: this.owner,
          repo: this.repo,
          issue_number: issueNumber,
          since,
          per_page: 100,
        });
        const found = list.data.filter((c) => c.body === text).pop();
        return found ? { data: found } : undefined;
      },
    );
    return { id: data.id, htmlUrl: data.html_url };
  }

  async updateComment(commentId: number, body: string): Promise<void> {
    const text = prepareBody(body, this.secrets);
    await this.call('update comment', () =>
      this.octokit.rest.issues.updateComment({ owner: this.owner, repo: this.repo, comment_id: commentId, body: text }),
    );
  }

  async createPullRequest(pr: { head: string; base: string; title: string; body: string; draft?: boolean }): Promise<PullRequestRef> {
    const findExisting = async (): Promise<PullRequestRef | undefined> => {
      const { data } = await this.octokit.rest.pulls.list({
        owner: this.owner,
        repo: this.repo,
        head: `${this.owner}:${pr.head}`,
        base: pr.base,
        state: 'open',
      });
      const found = data[0];
      return found ? { number: found.number, htmlUrl: found.html_url, existing: true } : undefined;
    };
    try {
      const { data } = await this.call(
        'create pull request',
        () =>
          this.octokit.rest.pulls.create({
            owner: this.owner,
            repo: this.repo,
            head: pr.head,
            base: pr.base,
            title: pr.title,
            body: prepareBody(pr.body, this.secrets),
            draft: pr.draft ?? false,
          }),
        async () => {
          const existing = await findExisting();
          return existing ? { data: { number: existing.number, html_url: existing.htmlUrl } } : undefined;
        },
      );
      return { number: data.number, htmlUrl: data.html_url, existing: false };
    } catch (err) {
      if (err instanceof GitHubApiError && err.status === 422 && /already exists/i.test(err.message)) {
        const existing = await findExisting().catch(() => undefined);
        if (existing) return existing;
      }
      throw err;
    }
  }

  async addLabels(issueNumber: number, labels: string[]): Promise<void> {
    if (labels.length === 0) return;
    await this.call('add labels', () =>
      this.octokit.rest.issues.addLabels({ owner: this.owner, repo: this.repo, issue_number: issueNumber, labels }),
    );
  }

  /**
   * Runs a request with retries on transient failures. `recover`, for non-idempotent writes, looks for the
   * result of an attempt that failed after GitHub applied it; a found result ends the retries.
   */
  private async call<T>(operation: string, run: () => Promise<T>, recover?: () => Promise<T | undefined>): Promise<T> {
    let lastErr: unknown;
    for (let attempt = 0; attempt <= this.retries; attempt++) {
      if (attempt > 0) {
        await sleep(retryAfterMs(lastErr) ?? this.retryDelayMs * attempt);
        if (recover) {
          const recovered = await recover().catch(() => undefined);
          if (recovered !== undefined) return recovered;
        }
      }
      try {
        return await run();
      } catch (err) {
        lastErr = err;
        if (!isTransient(err)) break;
      }
    }
    throw this.wrap(operation, lastErr);
  }

  private wrap(operation: string, err: unknown): GitHubApiError {
    const status = statusOf(err);
    const detail = githubMessage(err) || 'request failed';
    return new GitHubApiError(
      operation,
      status,
      this.secrets.redactMessage(`GitHub ${operation} failed${status ? ` (HTTP ${status})` : ''}: ${detail}`),
    );
  }
}

export function createGitHubApi(opts: GitHubApiOptions): GitHubApi {
  return new GitHubApi(opts);
}
