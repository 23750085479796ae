import { createServer, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi, GitHubApiError, prepareBody } from '../../src/github/api.js';
import { GITHUB_BODY_LIMIT as MAX_BODY_CHARS } from '../../src/report/fit-body.js';
import { MARKER } from '../../src/github/marker.js';
import { REDACTED, Secrets } from '../../src/secrets/index.js';
import { expectNoViolations, startGitHubEmulator, type GitHubEmulator } from '../support/github-emulator.js';
import { leaksIn } from '../support/secret-oracle.js';

const TOKEN = 'ghs_FAKEtoken1234567890';
let emu: GitHubEmulator;
let api: GitHubApi;

beforeEach(async () => {
  emu = await startGitHubEmulator({ tokens: { [TOKEN]: 'github-actions[bot]' } });
  emu.state.addRepo({ owner: 'octo', name: 'demo', defaultBranch: 'develop' });
  emu.state.addIssue('octo/demo', { title: 'Bug', author: 'alice' });
  api = new GitHubApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: emu.url, retryDelayMs: 1 });
});

afterEach(async () => {
  await emu.close();
});

const repo = () => emu.state.repo('octo/demo');

/** The error a promise rejects with; fails the test if it resolves. */
async function rejectionOf<T = Error>(p: Promise<unknown>): Promise<T> {
  try {
    await p;
  } catch (err) {
    return err as T;
  }
  throw new Error('expected the promise to reject');
}

describe('GitHubApi', () => {
  it('runs the tracking flow with marked bodies and no violations', async () => {
    const trigger = emu.state.addComment('octo/demo', 1, { body: '/agent fix', author: 'alice' });
    expect(await api.getDefaultBranch()).toBe('develop');
    await api.addEyesReaction(trigger.id);
    await api.addEyesReaction(trigger.id);
    const tracking = await api.createTrackingComment(1, 'Working on it…');
    await api.updateComment(tracking.id, 'Done: opened a PR');
    const pr = await api.createPullRequest({
      head: 'agent-fix/issue-1-bug',
      base: 'develop',
      title: 'Fix bug',
      body: 'Fixes #1',
      draft: true,
    });
    await api.addLabels(pr.number, ['agent-fix']);

    expect(trigger.reactions.map((r) => r.content)).toEqual(['eyes']);
    const comment = repo().comments.get(tracking.id)!;
    expect(comment.history).toEqual([`Working on it…\n\n${MARKER}`, `Done: opened a PR\n\n${MARKER}`]);
    expect(tracking.htmlUrl).toBe(`https://github.com/octo/demo/issues/1#issuecomment-${tracking.id}`);
    expect(pr).toEqual({ number: 2, htmlUrl: 'https://github.com/octo/demo/pull/2', existing: false, author: 'github-actions[bot]' });
    const pull = repo().pulls.get(2)!;
    expect([pull.draft, pull.head, pull.base, pull.body]).toEqual([true, 'agent-fix/issue-1-bug', 'develop', `Fixes #1\n\n${MARKER}`]);
    expect(repo().issues.get(2)?.labels).toEqual(['agent-fix']);
    expectNoViolations(emu);
  });

  it("truncates bodies to GitHub's limit and keeps the marker", async () => {
    const body = prepareBody('x'.repeat(100_000));
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_CHARS);
    expect(body.endsWith(MARKER)).toBe(true);
    const { id } = await api.createTrackingComment(1, 'y'.repeat(70_000));
    expect(repo().comments.get(id)?.body).toMatch(/truncated/i);
    expectNoViolations(emu);
  });

  it('bodies posted to GitHub never carry the token or another secret, in any encoding', async () => {
    const KEY = 'sk-abcdef0123456789';
    const leaky = new GitHubApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: emu.url, secrets: Secrets.of([KEY]) });
    const basic = Buffer.from(`bot:${TOKEN}`).toString('base64');
    const wrapped = (basic.match(/.{1,16}/g) ?? []).join('\n');
    const text = `summary: the key is ${KEY} and ${basic}\n${wrapped}\nhex ${Buffer.from(KEY).toString('hex')}; token ${TOKEN}`;
    const { id } = await leaky.createTrackingComment(1, text);
    await leaky.updateComment(id, `again: ${text}`);
    const pr = await leaky.createPullRequest({ head: 'agent-fix/s', base: 'develop', title: 't', body: text });
    const stored = [repo().comments.get(id)?.body ?? '', repo().pulls.get(pr.number)?.body ?? ''];
    for (const body of stored) {
      expect(leaksIn(body, [TOKEN, KEY])).toEqual([]);
      expect(body).toContain(`summary: the key is ${REDACTED}`);
    }
    expect(prepareBody(`x ${TOKEN} y`, Secrets.of([TOKEN]))).toBe(`x ${REDACTED} y\n\n${MARKER}`);
    expectNoViolations(emu);
  });

  it('the title is redacted too, and a request that would still carry a secret (a branch, a label) is never sent', async () => {
    const KEY = 'sk-abcdef0123456789';
    const leaky = new GitHubApi({
      token: TOKEN,
      owner: 'octo',
      repo: 'demo',
      baseUrl: emu.url,
      secrets: Secrets.of([KEY]),
      retryDelayMs: 1,
    });
    const pr = await leaky.createPullRequest({ head: 'agent-fix/s', base: 'develop', title: `Leaked ${KEY} in the log`, body: 'b' });
    expect(repo().pulls.get(pr.number)?.title).toBe(`Leaked ${REDACTED} in the log`);
    const sent = emu.requests.length;
    const refused = [
      await rejectionOf<GitHubApiError>(leaky.addLabels(pr.number, [`label-${Buffer.from(TOKEN).toString('hex')}`])),
      await rejectionOf<GitHubApiError>(leaky.createPullRequest({ head: `agent-fix/${KEY}`, base: 'develop', title: 't', body: 'b' })),
    ];
    for (const err of refused) {
      expect(err).toBeInstanceOf(GitHubApiError);
      expect(err.message).toMatch(/refused: it would send a secret \((hex|raw) form\); nothing was sent/);
      expect(leaksIn(err.message, [TOKEN, KEY])).toEqual([]);
    }
    // Nothing left: not the request, not a retry of it.
    expect(emu.requests.length).toBe(sent);
    // Control: the same calls without the secret are sent.
    await leaky.addLabels(pr.number, ['label-plain']);
    expect(emu.requests.length).toBe(sent + 1);
    expectNoViolations(emu);
  });

  it("wraps errors with status and GitHub's message, never the token", async () => {
    emu.failures.failNext('issues/update-comment', { status: 403, message: `Resource not accessible by integration ${TOKEN}` });
    const err = await rejectionOf(api.updateComment(123, 'x'));
    expect(err).toBeInstanceOf(GitHubApiError);
    expect(err).toMatchObject({ status: 403, operation: 'update comment' });
    expect(err.message).toContain('Resource not accessible by integration');
    expect(err.message).not.toContain(TOKEN);
    const missing = await rejectionOf<GitHubApiError>(api.updateComment(999_999, 'x'));
    expect(missing).toMatchObject({ status: 404 });
  });

  it('does not retry client errors', async () => {
    emu.failures.failNext('pulls/create', { status: 422, message: 'Validation Failed' });
    await expect(api.createPullRequest({ head: 'h', base: 'develop', title: 't', body: 'b' })).rejects.toMatchObject({ status: 422 });
    expect(emu.calls('pulls/create')).toHaveLength(1);
  });

  it('retries transient failures of reads', async () => {
    emu.failures.failNext('repos/get', { status: 502 }, 2);
    expect(await api.getDefaultBranch()).toBe('develop');
    expect(emu.calls('repos/get')).toHaveLength(3);
    emu.failures.failNext('repos/get', { status: 503 }, 3);
    await expect(api.getDefaultBranch()).rejects.toMatchObject({ status: 503 });
  });

  it('does not post a second comment when a timed-out write had landed', async () => {
    emu.failures.failNext('issues/create-comment', { status: 502, afterApplying: true });
    const { id } = await api.createTrackingComment(1, 'Working');
    expect(repo().comments.size).toBe(1);
    expect(repo().comments.has(id)).toBe(true);
    expectNoViolations(emu);
  });

  it('does not open a second pull request when a timed-out create had landed', async () => {
    emu.failures.failNext('pulls/create', { status: 504, afterApplying: true });
    const pr = await api.createPullRequest({ head: 'agent-fix/x', base: 'develop', title: 't', body: 'b' });
    // Created by this call (recovered after the timeout), so not an "existing" one.
    expect(pr).toEqual({ number: 2, htmlUrl: 'https://github.com/octo/demo/pull/2', existing: false });
    expect(repo().pulls.size).toBe(1);
    expect(emu.calls('pulls/create')).toHaveLength(1);
    expectNoViolations(emu);
  });

  it('returns the existing pull request when GitHub says one already exists', async () => {
    const first = await api.createPullRequest({ head: 'agent-fix/y', base: 'develop', title: 't', body: 'b' });
    const again = await api.createPullRequest({ head: 'agent-fix/y', base: 'develop', title: 't', body: 'b' });
    expect(again).toEqual({ number: first.number, htmlUrl: first.htmlUrl, existing: true });
    expectNoViolations(emu);
  });

  it('is rejected by GitHub with a wrong token, and says so without the token', async () => {
    const bad = new GitHubApi({ token: 'ghs_wrongWRONGwrong', owner: 'octo', repo: 'demo', baseUrl: emu.url, retries: 0 });
    const err = await rejectionOf(bad.getDefaultBranch());
    expect(err.message).toMatch(/HTTP 401.*Bad credentials/);
    expect(err.message).not.toContain('ghs_wrong');
  });

  it('retries a 5xx on a read made straight through the client (paginate, as the gate lists comments)', async () => {
    emu.state.addComment('octo/demo', 1, { body: 'context', author: 'alice' });
    emu.failures.failNext('issues/list-comments', { status: 502 }, 2);
    const all = await api.octokit.paginate(api.octokit.rest.issues.listComments, { owner: 'octo', repo: 'demo', issue_number: 1 });
    expect(all.map((c) => c.body)).toEqual(['context']);
    expect(emu.calls('issues/list-comments')).toHaveLength(3);
  });

  it('does not post twice when the first attempt timed out on our side after GitHub applied it', async () => {
    const slow = new GitHubApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: emu.url, retryDelayMs: 1, timeoutMs: 200 });
    emu.failures.failNext('issues/create-comment', { status: 504, afterApplying: true, delayMs: 5_000 });
    const { id } = await slow.createTrackingComment(1, 'Working');
    expect(emu.calls('issues/create-comment')).toHaveLength(1);
    expect([...repo().comments.keys()]).toEqual([id]);
    emu.failures.failNext('pulls/create', { status: 504, afterApplying: true, delayMs: 5_000 });
    const pr = await slow.createPullRequest({ head: 'agent-fix/t', base: 'develop', title: 't', body: 'b' });
    expect(pr).toMatchObject({ number: 2, existing: false });
    expect(emu.calls('pulls/create')).toHaveLength(1);
    expect(repo().pulls.size).toBe(1);
    expectNoViolations(emu);
  });

  it('says a read that never got an answer timed out, without an HTTP status', async () => {
    const slow = new GitHubApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: emu.url, retryDelayMs: 1, timeoutMs: 100 });
    emu.failures.failNext('repos/get', { status: 504, delayMs: 5_000 }, 3);
    const err = await rejectionOf<GitHubApiError>(slow.getDefaultBranch());
    expect(err.status).toBeUndefined();
    expect(err.message).toBe(`GitHub get repository failed: no answer from ${new URL(emu.url).host} within 100 ms`);
    expect(emu.calls('repos/get')).toHaveLength(3);
  });

  it("waits out a secondary rate limit's retry-after, for reads and writes, and sends each write once", async () => {
    // One GitHub "second" lasts 20 ms here: a retry-after of 5 must hold the retry back at least 100 ms.
    const limited = new GitHubApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: emu.url, retryDelayMs: 1, rateLimitSecondMs: 20 });
    const secondary = {
      status: 403,
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes.',
      headers: { 'retry-after': '5' },
    };
    emu.failures.failNext('repos/get', secondary);
    let started = Date.now();
    expect(await limited.getDefaultBranch()).toBe('develop');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(emu.calls('repos/get')).toHaveLength(2);

    emu.failures.failNext('issues/create-comment', { ...secondary, status: 429 });
    started = Date.now();
    await limited.createTrackingComment(1, 'Working');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(emu.calls('issues/create-comment')).toHaveLength(2);
    expect(repo().comments.size).toBe(1);
    expectNoViolations(emu);
  });

  it('waits for x-ratelimit-reset when the primary rate limit is exhausted', async () => {
    const limited = new GitHubApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: emu.url, retryDelayMs: 1, rateLimitSecondMs: 20 });
    const reset = String(Math.ceil(Date.now() / 1000) + 4);
    emu.failures.failNext('repos/get', {
      status: 403,
      message: 'API rate limit exceeded for installation ID 1.',
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
    });
    const started = Date.now();
    expect(await limited.getDefaultBranch()).toBe('develop');
    // The plugin waits (reset - now) + 1 GitHub seconds: at least 4 here, 80 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(80);
    expect(emu.calls('repos/get')).toHaveLength(2);
  });

  it('fails at once when GitHub asks for a wait beyond the cap, and says how long', async () => {
    const capped = new GitHubApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: emu.url, maxRateLimitWaitS: 60 });
    emu.failures.failNext('repos/get', {
      status: 429,
      message: 'You have exceeded a secondary rate limit.',
      headers: { 'retry-after': '3600' },
    });
    const started = Date.now();
    const err = await rejectionOf<GitHubApiError>(capped.getDefaultBranch());
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(err.status).toBe(429);
    expect(err.message).toContain('GitHub asks to wait 3600 s');
    expect(emu.calls('repos/get')).toHaveLength(1);
  });

  it('reports a refused connection as such, never as an HTTP status', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((r) => probe.close(() => r()));
    const closed = new GitHubApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: `http://127.0.0.1:${port}`, retryDelayMs: 1 });
    for (const call of [() => closed.getDefaultBranch(), () => closed.createTrackingComment(1, 'x')]) {
      const err = await rejectionOf<GitHubApiError>(call());
      expect(err.status).toBeUndefined();
      expect(err.message).toMatch(
        new RegExp(
          `^GitHub (get repository|create comment) failed: could not connect to 127\\.0\\.0\\.1:${port} \\(connect ECONNREFUSED 127\\.0\\.0\\.1:${port}\\)$`,
        ),
      );
    }
  });
});
