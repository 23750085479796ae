// Thin typed wrappers over the GitHub REST calls the action makes. Every body we write carries MARKER;
// failures become GitHubApiError with the HTTP status and GitHub's message, never the token, and a request
// that got no answer says so instead of inventing a status. Reads are retried by the client's plugins
// (client.ts); writes are retried here, and only after checking the failed attempt did not land, so a
// gateway timeout cannot produce a second comment or pull request.
import { createGitHubClient, baseUrlOf, DEFAULT_TIMEOUT_MS, httpStatusOf, type GitHubClient, type GitHubClientOptions } from './client.js';
import { fitGitHubBody, GITHUB_BODY_LIMIT } from '../report/fit-body.js';
import { MARKER, withMarker } from './marker.js';
import { noAnswerMessage } from '../net/no-answer.js';
import { Secrets } from '../secrets/index.js';
import { pullInfoOf, type PullInfo } from './event.js';
import type { CiJob } from './ci-logs.js';
import { fetchFor } from '../net/proxy.js';

export interface GitHubApiOptions extends GitHubClientOptions {
  owner: string;
  repo: string;
  /** More secrets to redact from every body and error this client makes (the token always is). */
  secrets?: Secrets;
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

/** A request that would carry a form of a secret after every redaction: never sent. */
class SecretInRequestError extends Error {
  override name = 'SecretInRequestError';
}

export interface PullRequestRef {
  number: number;
  htmlUrl: string;
  /** True when an open pull request for the same head and base already existed. */
  existing: boolean;
  /** Who GitHub says opened it (the token's identity), when the answer said. */
  author?: string;
}

interface ErrorShape {
  message?: unknown;
  response?: { data?: unknown; headers?: Record<string, string | undefined> };
}

const TRANSIENT = new Set([500, 502, 503, 504]);

/** plugin-retry off for this request: a write is retried only by GitHubApi.write, after its landed-check. */
const NOT_BY_PLUGIN = { retries: 0 } as const;
export type WriteRequest = typeof NOT_BY_PLUGIN;

/** Body without secrets, with the marker, cut to GitHub's size limit with a visible note. */
export function prepareBody(raw: string, secrets: Secrets = Secrets.none): string {
  // Redacted first (cutting could split a secret's encoding), then fitted once, leaving room for the marker.
  return withMarker(fitGitHubBody(secrets.redact(raw), GITHUB_BODY_LIMIT - MARKER.length - 2));
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
      else if (m && (typeof m.field === 'string' || typeof m.code === 'string')) {
        parts.push(`${typeof m.field === 'string' ? m.field : ''} ${typeof m.code === 'string' ? m.code : ''}`.trim());
      }
    }
  }
  if (parts.length === 0 && typeof e?.message === 'string') parts.push(e.message);
  return parts.join(': ');
}

/** Worth another attempt: no answer at all, or a 5xx. Rate limits were already waited out by the client. */
function isTransient(err: unknown): boolean {
  if (err instanceof SecretInRequestError) return false;
  const status = httpStatusOf(err);
  return status === undefined || TRANSIENT.has(status);
}

/** What GitHub asked us to wait when it rate-limited us (the client gave up because it was longer than allowed). */
function rateLimitNote(err: unknown): string {
  const headers = (err as ErrorShape | null)?.response?.headers ?? {};
  const retryAfter = Number(headers['retry-after']);
  if (Number.isFinite(retryAfter) && retryAfter > 0) return ` (rate limited: GitHub asks to wait ${retryAfter} s)`;
  const reset = Number(headers['x-ratelimit-reset']);
  if (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset)) {
    return ` (rate limit exhausted until ${new Date(reset * 1000).toISOString()})`;
  }
  return '';
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export class GitHubApi {
  readonly octokit: GitHubClient;
  readonly owner: string;
  readonly repo: string;
  /** Never posted: redacted from every body (the token, and e.g. the model API key). */
  private readonly secrets: Secrets;
  private readonly baseUrl: string;
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly timeoutMs: number;

  constructor(opts: GitHubApiOptions) {
    this.owner = opts.owner;
    this.repo = opts.repo;
    this.secrets = (opts.secrets ?? Secrets.none).with([opts.token]);
    this.baseUrl = baseUrlOf(opts);
    this.retries = opts.retries ?? 2;
    this.retryDelayMs = opts.retryDelayMs ?? 1000;
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.octokit = createGitHubClient(opts);
    // The last look at every request before it leaves: what it sends (body and the parameters that
    // fill its URL), after every redaction, must hold no form of a secret, or it is not sent.
    this.octokit.hook.before('request', (options) => {
      const { headers: _h, request: _r, mediaType: _m, baseUrl: _b, ...sent } = options as Record<string, unknown>;
      const hit = this.secrets.find(JSON.stringify(sent));
      if (hit) throw new SecretInRequestError(`it would send a secret (${hit.kind} form); nothing was sent`);
    });
  }

  async getDefaultBranch(): Promise<string> {
    const { data } = await this.read('get repository', () => this.octokit.rest.repos.get({ owner: this.owner, repo: this.repo }));
    return data.default_branch;
  }

  /** 👀 on the triggering comment: "seen, working on it". Idempotent: GitHub answers the existing reaction. */
  async addEyesReaction(commentId: number): Promise<void> {
    await this.write('add reaction', (request) =>
      this.octokit.rest.reactions.createForIssueComment({
        owner: this.owner,
        repo: this.repo,
        comment_id: commentId,
        content: 'eyes',
        request,
      }),
    );
  }

  async createTrackingComment(issueNumber: number, body: string): Promise<{ id: number; htmlUrl: string }> {
    const text = prepareBody(body, this.secrets);
    const since = new Date(Date.now() - 10 * 60_000).toISOString();
    const { data } = await this.write(
      'create comment',
      (request) =>
        this.octokit.rest.issues.createComment({ owner: this.owner, repo: this.repo, issue_number: issueNumber, body: text, request }),
      async () => {
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

  /** Idempotent: the same body twice leaves the same comment. */
  async updateComment(commentId: number, body: string): Promise<void> {
    const text = prepareBody(body, this.secrets);
    await this.write('update comment', (request) =>
      this.octokit.rest.issues.updateComment({ owner: this.owner, repo: this.repo, comment_id: commentId, body: text, request }),
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
      const { data } = await this.write(
        'create pull request',
        (request) =>
          this.octokit.rest.pulls.create({
            owner: this.owner,
            repo: this.repo,
            head: pr.head,
            base: pr.base,
            title: this.secrets.redact(pr.title),
            body: prepareBody(pr.body, this.secrets),
            draft: pr.draft ?? false,
            request,
          }),
        async () => {
          const existing = await findExisting();
          return existing ? { data: { number: existing.number, html_url: existing.htmlUrl } } : undefined;
        },
      );
      const author = (data as { user?: { login?: string } | null }).user?.login;
      return { number: data.number, htmlUrl: data.html_url, existing: false, ...(author ? { author } : {}) };
    } catch (err) {
      if (err instanceof GitHubApiError && err.status === 422 && /already exists/i.test(err.message)) {
        const existing = await findExisting().catch(() => undefined);
        if (existing) return existing;
      }
      throw err;
    }
  }

  /** Idempotent: a label already there stays once. */
  /** A pull request, as a follow-up run needs it. */
  async getPull(prNumber: number): Promise<PullInfo> {
    const { data } = await this.read('get pull request', () =>
      this.octokit.rest.pulls.get({ owner: this.owner, repo: this.repo, pull_number: prNumber }),
    );
    return pullInfoOf(data);
  }

  /** The open pull request whose head is `branch` in this repository, if any. */
  async findOpenPull(branch: string): Promise<PullInfo | undefined> {
    const { data } = await this.read('list pull requests', () =>
      this.octokit.rest.pulls.list({ owner: this.owner, repo: this.repo, head: `${this.owner}:${branch}`, state: 'open', per_page: 10 }),
    );
    const found = data.find((p) => p.head.ref === branch);
    return found ? this.getPull(found.number) : undefined;
  }

  /** Open pull requests (newest first, up to `max`): to tell whether an issue already has an agent-fix one. */
  async listOpenPulls(max = 100): Promise<PullInfo[]> {
    const { data } = await this.read('list pull requests', () =>
      this.octokit.rest.pulls.list({ owner: this.owner, repo: this.repo, state: 'open', per_page: Math.min(max, 100) }),
    );
    return data.map(pullInfoOf);
  }

  /** The jobs of a workflow run's attempt, with their steps (needs actions: read). */
  async listRunJobs(runId: number, attempt: number): Promise<CiJob[]> {
    const jobs = await this.read('list workflow run jobs', () =>
      this.octokit.paginate(this.octokit.rest.actions.listJobsForWorkflowRunAttempt, {
        owner: this.owner,
        repo: this.repo,
        run_id: runId,
        attempt_number: attempt,
        per_page: 100,
      }),
    );
    return jobs.map((j) => ({
      id: j.id,
      name: j.name,
      conclusion: j.conclusion,
      htmlUrl: j.html_url,
      steps: (j.steps ?? []).map((s) => ({
        name: s.name,
        number: s.number,
        conclusion: s.conclusion,
        startedAt: s.started_at ?? null,
        completedAt: s.completed_at ?? null,
      })),
    }));
  }

  /**
   * A job's log. GitHub answers with a redirect to a short-lived storage URL on another origin; it is
   * followed by hand, without the token (the signed URL is the authorisation), and read up to `maxBytes`
   * (the end is kept: that is where a failure is).
   */
  async jobLog(jobId: number, maxBytes = 8 * 1024 * 1024): Promise<string> {
    const res = await this.read('download job logs', () =>
      this.octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', {
        owner: this.owner,
        repo: this.repo,
        job_id: jobId,
        request: { redirect: 'manual' },
      }),
    );
    const status = res.status as number;
    if (status < 300 || status >= 400) return typeof res.data === 'string' ? tailBytes(res.data, maxBytes) : '';
    const location = (res.headers as Record<string, string | undefined>)['location'];
    if (!location) throw new GitHubApiError('download job logs', status, `GitHub download job logs answered ${status} without a location`);
    let answer: Response;
    try {
      answer = await fetchFor(location)(location, { redirect: 'follow', signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      throw new GitHubApiError(
        'download job logs',
        undefined,
        `GitHub download job logs failed: ${noAnswerMessage(new URL(location).origin, err, this.timeoutMs)}`,
      );
    }
    if (!answer.ok)
      throw new GitHubApiError(
        'download job logs',
        answer.status,
        `GitHub download job logs failed (HTTP ${answer.status}) at the log storage`,
      );
    return tailBytes(await answer.text(), maxBytes);
  }

  /** Replaces a pull request's body (idempotent: sent again after a lost answer). */
  async updatePullBody(prNumber: number, body: string): Promise<void> {
    const text = prepareBody(body, this.secrets);
    await this.write('update pull request', (request) =>
      this.octokit.rest.pulls.update({ owner: this.owner, repo: this.repo, pull_number: prNumber, body: text, request }),
    );
  }

  /** An issue's title and body (the issue a pull request fixes). */
  async getIssue(issueNumber: number): Promise<{ title: string; body: string }> {
    const { data } = await this.read('get issue', () =>
      this.octokit.rest.issues.get({ owner: this.owner, repo: this.repo, issue_number: issueNumber }),
    );
    return { title: data.title, body: data.body ?? '' };
  }

  /** The tracking reply to a review comment goes in its thread. */
  async createReviewReply(prNumber: number, commentId: number, body: string): Promise<{ id: number; htmlUrl: string }> {
    const text = prepareBody(body, this.secrets);
    const { data } = await this.write(
      'reply to review comment',
      (request) =>
        this.octokit.rest.pulls.createReplyForReviewComment({
          owner: this.owner,
          repo: this.repo,
          pull_number: prNumber,
          comment_id: commentId,
          body: text,
          request,
        }),
      async () => {
        // A write that timed out may still have landed: reuse it instead of replying twice.
        const list = await this.octokit.rest.pulls.listReviewComments({
          owner: this.owner,
          repo: this.repo,
          pull_number: prNumber,
          per_page: 100,
        });
        const found = list.data.filter((c) => c.body === text && c.in_reply_to_id === commentId).pop();
        return found ? { data: found } : undefined;
      },
    );
    return { id: data.id, htmlUrl: data.html_url };
  }

  async updateReviewComment(commentId: number, body: string): Promise<void> {
    const text = prepareBody(body, this.secrets);
    await this.write('update review comment', (request) =>
      this.octokit.rest.pulls.updateReviewComment({ owner: this.owner, repo: this.repo, comment_id: commentId, body: text, request }),
    );
  }

  /** 👀 on a triggering review comment. */
  async addEyesToReviewComment(commentId: number): Promise<void> {
    await this.write('add reaction', (request) =>
      this.octokit.rest.reactions.createForPullRequestReviewComment({
        owner: this.owner,
        repo: this.repo,
        comment_id: commentId,
        content: 'eyes',
        request,
      }),
    );
  }

  async addLabels(issueNumber: number, labels: string[]): Promise<void> {
    if (labels.length === 0) return;
    await this.write('add labels', (request) =>
      this.octokit.rest.issues.addLabels({ owner: this.owner, repo: this.repo, issue_number: issueNumber, labels, request }),
    );
  }

  /** A read: the client's plugins already retried it; only the error is ours to word. (Also for api-commit.ts.) */
  async read<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw this.wrap(operation, err);
    }
  }

  /**
   * A write, with the client's retry plugin off. After a 5xx or no answer it waits (plugin-retry's
   * schedule), then `landed`, for writes that are not idempotent, looks for the result of the failed
   * attempt: GitHub may have applied it before the gateway timed out. A found result is returned; if the
   * check itself fails the write is not sent again (it might duplicate) and the original error stands.
   * Without `landed` the write is idempotent and simply sent again. (Also for api-commit.ts.)
   */
  async write<T>(operation: string, run: (request: WriteRequest) => Promise<T>, landed?: () => Promise<T | undefined>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run(NOT_BY_PLUGIN);
      } catch (err) {
        if (!isTransient(err) || attempt > this.retries) throw this.wrap(operation, err);
        await sleep(this.retryDelayMs * attempt ** 2);
        if (landed) {
          let found: T | undefined;
          try {
            found = await landed();
          } catch {
            throw this.wrap(operation, err);
          }
          if (found !== undefined) return found;
        }
      }
    }
  }

  private wrap(operation: string, err: unknown): GitHubApiError {
    if (err instanceof SecretInRequestError) return new GitHubApiError(operation, undefined, `GitHub ${operation} refused: ${err.message}`);
    const status = httpStatusOf(err);
    const detail =
      status === undefined
        ? noAnswerMessage(this.baseUrl, err, this.timeoutMs)
        : `${githubMessage(err) || 'request failed'}${rateLimitNote(err)}`;
    return new GitHubApiError(
      operation,
      status,
      this.secrets.redactMessage(`GitHub ${operation} failed${status ? ` (HTTP ${status})` : ''}: ${detail}`),
    );
  }
}

/** The last `max` bytes of a text (a log's end holds its failure). */
function tailBytes(text: string, max: number): string {
  const buf = Buffer.from(text, 'utf8');
  return buf.length <= max ? text : buf.subarray(buf.length - max).toString('utf8');
}

export function createGitHubApi(opts: GitHubApiOptions): GitHubApi {
  return new GitHubApi(opts);
}
