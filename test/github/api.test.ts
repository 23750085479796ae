import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi, GitHubApiError, MAX_BODY_CHARS, prepareBody } from '../../src/github/api.js';
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
    expect(pr).toEqual({ number: 2, htmlUrl: 'https://github.com/octo/demo/pull/2', existing: false });
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
    expect(repo().comments.get(id)?.body).toContain('truncated');
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
    expect(again).toEqual({ ...first, existing: true });
    expectNoViolations(emu);
  });

  it('is rejected by GitHub with a wrong token, and says so without the token', async () => {
    const bad = new GitHubApi({ token: 'ghs_wrongWRONGwrong', owner: 'octo', repo: 'demo', baseUrl: emu.url, retries: 0 });
    const err = await rejectionOf(bad.getDefaultBranch());
    expect(err.message).toMatch(/HTTP 401.*Bad credentials/);
    expect(err.message).not.toContain('ghs_wrong');
  });
});
