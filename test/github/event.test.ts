// Trigger parsing against GitHub's published webhook examples (@octokit/webhooks-examples).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTrigger, readTrigger, TriggerError } from '../../src/github/event.js';
import { dispatchPayload, issueCommentPayload, writeEvent } from '../support/github-emulator/events.js';
import { EmulatorState } from '../support/github-emulator/state.js';

type Example = Record<string, unknown> & { action?: string; issue?: Record<string, unknown> };
const index = createRequire(import.meta.url)('@octokit/webhooks-examples/api.github.com/index.json') as {
  name: string;
  examples: Example[];
}[];
const examples = (name: string): Example[] => index.find((e) => e.name === name)?.examples ?? [];
const commentExample = (action: string): Example => structuredClone(examples('issue_comment').find((e) => e.action === action)!);

const tmp: string[] = [];
afterAll(async () => {
  for (const dir of tmp) await rm(dir, { recursive: true, force: true });
});

describe('parseTrigger', () => {
  it('reads an issue_comment created on an issue', () => {
    const payload = commentExample('created');
    const t = parseTrigger('issue_comment', payload);
    expect(t).toEqual({
      kind: 'comment',
      owner: 'Codertocat',
      repo: 'Hello-World',
      issueNumber: 1,
      issueTitle: 'Spelling error in the README file',
      issueBody: "It looks like you accidently spelled 'commit' with two 't's.",
      commentId: 492700400,
      commentBody: "You are totally right! I'll get this fixed right away.",
      actor: { login: 'Codertocat', type: 'User', id: 21031067 },
      isPullRequest: false,
      issueUrl: 'https://github.com/Codertocat/Hello-World/issues/1',
      commentUrl: 'https://github.com/Codertocat/Hello-World/issues/1#issuecomment-492700400',
    });
  });

  it('parses every "created" example the package ships', () => {
    const created = examples('issue_comment').filter((e) => e.action === 'created');
    expect(created.length).toBeGreaterThan(0);
    for (const e of created) expect(parseTrigger('issue_comment', e).kind).toBe('comment');
  });

  it('reads a comment on a pull request as a command on that pull request (its details are fetched later)', () => {
    // The package has no PR comment example; GitHub marks one by adding issue.pull_request.
    const payload = commentExample('created');
    payload.issue!['pull_request'] = {
      url: 'https://api.github.com/repos/Codertocat/Hello-World/pulls/1',
      html_url: 'https://github.com/Codertocat/Hello-World/pull/1',
    };
    expect(parseTrigger('issue_comment', payload)).toEqual({
      kind: 'pr_comment',
      via: 'issue_comment',
      owner: 'Codertocat',
      repo: 'Hello-World',
      prNumber: 1,
      commentId: 492700400,
      commentBody: "You are totally right! I'll get this fixed right away.",
      actor: { login: 'Codertocat', type: 'User', id: 21031067 },
      commentUrl: 'https://github.com/Codertocat/Hello-World/issues/1#issuecomment-492700400',
    });
  });

  it('reads a review comment with its place in the diff, and the pull request from the payload', () => {
    const payload = structuredClone(examples('pull_request_review_comment').find((e) => e.action === 'created')!);
    const t = parseTrigger('pull_request_review_comment', payload);
    expect(t).toMatchObject({
      kind: 'pr_comment',
      via: 'review_comment',
      owner: 'Codertocat',
      prNumber: 2,
      actor: { login: 'Codertocat', id: 21031067 },
      pull: { number: 2, headRef: 'changes', headRepo: 'Codertocat/Hello-World', baseRef: 'master', state: 'open' },
      thread: { path: 'README.md' },
    });
    expect(t.kind === 'pr_comment' && t.thread?.diffHunk).toContain('@@');
    for (const action of ['edited', 'deleted']) {
      const other = structuredClone(examples('pull_request_review_comment').find((e) => e.action === action)!);
      expect(parseTrigger('pull_request_review_comment', other).kind).toBe('ignored');
    }
  });

  it('reads a submitted review; other review actions are ignored', () => {
    const submitted = structuredClone(examples('pull_request_review').find((e) => e.action === 'submitted')!);
    (submitted['review'] as { body: string | null }).body = '/agent fix rename the helper';
    expect(parseTrigger('pull_request_review', submitted)).toMatchObject({
      kind: 'pr_comment',
      via: 'review',
      commentBody: '/agent fix rename the helper',
    });
    for (const action of ['dismissed']) {
      const other = structuredClone(examples('pull_request_review').find((e) => e.action === action)!);
      expect(parseTrigger('pull_request_review', other).kind).toBe('ignored');
    }
  });

  it('ignores edited and deleted comments', () => {
    for (const action of ['edited', 'deleted']) {
      const t = parseTrigger('issue_comment', commentExample(action));
      expect(t.kind).toBe('ignored');
      expect(t.kind === 'ignored' && t.reason).toContain(action);
    }
  });

  it('treats a null issue body as empty and keeps the actor type', () => {
    const payload = commentExample('created');
    payload.issue!['body'] = null;
    (payload['comment'] as { user: { type: string; login: string } }).user = { login: 'dependabot[bot]', type: 'Bot' };
    const t = parseTrigger('issue_comment', payload);
    expect(t).toMatchObject({ kind: 'comment', issueBody: '', actor: { login: 'dependabot[bot]', type: 'Bot' } });
  });

  it('reads schedule with the repository from GITHUB_REPOSITORY', () => {
    expect(parseTrigger('schedule', { schedule: '17 3 * * 1' }, { repository: 'octo/demo' })).toEqual({
      kind: 'schedule',
      owner: 'octo',
      repo: 'demo',
      cron: '17 3 * * 1',
    });
    expect(() => parseTrigger('schedule', { schedule: '* * * * *' })).toThrow(TriggerError);
  });

  it('reads workflow_dispatch examples and stringifies typed inputs', () => {
    for (const e of examples('workflow_dispatch')) {
      expect(parseTrigger('workflow_dispatch', e)).toMatchObject({ kind: 'dispatch', owner: 'octo-org', repo: 'octo-repo', inputs: {} });
    }
    const payload = { ...examples('workflow_dispatch')[0]!, inputs: { task: 'Fix lint', draft: true, limit: 3, unset: null } };
    expect(parseTrigger('workflow_dispatch', payload)).toMatchObject({
      inputs: { task: 'Fix lint', draft: 'true', limit: '3' },
      ref: 'refs/heads/main',
    });
  });

  it('ignores other events', () => {
    expect(parseTrigger('push', examples('push')[0])).toEqual({
      kind: 'ignored',
      reason: 'event "push" is not handled',
      unhandledEvent: 'push',
    });
  });

  it('rejects malformed payloads of handled events with the failing fields', () => {
    expect(() => parseTrigger('issue_comment', { action: 'created', issue: { number: 'x' } })).toThrow(/issue\.number/);
  });
});

describe('readTrigger', () => {
  it('reads the event from GITHUB_EVENT_NAME and the file at GITHUB_EVENT_PATH', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agent-fix-event-'));
    tmp.push(dir);
    const path = join(dir, 'event.json');
    await writeFile(path, JSON.stringify(commentExample('created')));
    const t = await readTrigger({ GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: path });
    expect(t).toMatchObject({ kind: 'comment', commentId: 492700400 });
    await expect(readTrigger({ GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: join(dir, 'missing.json') })).rejects.toThrow(
      /cannot read the event payload/,
    );
    await expect(readTrigger({ GITHUB_EVENT_NAME: 'issue_comment' })).rejects.toThrow(/GITHUB_EVENT_PATH/);
  });
});

describe('payloads built from emulator state', () => {
  it('round-trip through writeEvent and readTrigger', async () => {
    const state = new EmulatorState();
    state.addRepo({ owner: 'octo', name: 'demo', defaultBranch: 'trunk' });
    const issue = state.addIssue('octo/demo', { title: 'Crash', body: null, author: 'alice' });
    const comment = state.addComment('octo/demo', issue.number, { body: '/agent fix\nplease', author: 'bob' });
    const dir = await mkdtemp(join(tmpdir(), 'agent-fix-event-'));
    tmp.push(dir);
    const env = await writeEvent(dir, 'issue_comment', issueCommentPayload(state, 'octo/demo', comment.id), {
      apiUrl: 'http://127.0.0.1:1',
      repository: 'octo/demo',
    });
    expect(await readTrigger(env)).toEqual({
      kind: 'comment',
      owner: 'octo',
      repo: 'demo',
      issueNumber: issue.number,
      issueTitle: 'Crash',
      issueBody: '',
      commentId: comment.id,
      commentBody: '/agent fix\nplease',
      actor: { login: 'bob', type: 'User', id: comment.user.id },
      isPullRequest: false,
      issueUrl: 'https://github.com/octo/demo/issues/1',
      commentUrl: `https://github.com/octo/demo/issues/1#issuecomment-${comment.id}`,
    });
    const dispatch = await writeEvent(dir, 'workflow_dispatch', dispatchPayload(state, 'octo/demo', { task: 'Tidy' }), {
      apiUrl: 'x',
      repository: 'octo/demo',
    });
    expect(await readTrigger(dispatch)).toEqual({
      kind: 'dispatch',
      owner: 'octo',
      repo: 'demo',
      inputs: { task: 'Tidy' },
      ref: 'refs/heads/trunk',
    });
  });
});

describe('parseTrigger: workflow_run and issues', () => {
  const repository = { name: 'shop', owner: { login: 'octo-org' } };
  const run = {
    id: 77,
    name: 'CI',
    html_url: 'https://github.com/octo-org/shop/actions/runs/77',
    conclusion: 'failure',
    head_branch: 'agent-fix/issue-1',
    head_sha: 'a'.repeat(40),
    head_repository: { full_name: 'octo-org/shop' },
    run_attempt: 2,
  };
  it('a completed workflow run gives its conclusion, branch, commit, head repository and attempt', () => {
    expect(parseTrigger('workflow_run', { action: 'completed', workflow_run: run, repository })).toEqual({
      kind: 'workflow_run',
      owner: 'octo-org',
      repo: 'shop',
      run: {
        id: 77,
        name: 'CI',
        htmlUrl: run.html_url,
        conclusion: 'failure',
        headBranch: 'agent-fix/issue-1',
        headSha: 'a'.repeat(40),
        headRepo: 'octo-org/shop',
        runAttempt: 2,
      },
    });
  });
  it('a deleted head repository is never ours; requested and in_progress runs are ignored', () => {
    const t = parseTrigger('workflow_run', { action: 'completed', workflow_run: { ...run, head_repository: null }, repository });
    expect(t.kind === 'workflow_run' && t.run.headRepo).toBe('(deleted fork)');
    expect(parseTrigger('workflow_run', { action: 'requested', workflow_run: run, repository }).kind).toBe('ignored');
  });
  it('issues: labeled names the label and the sender; unlabeled and opened are ignored', () => {
    const p = {
      action: 'labeled',
      issue: { number: 3, title: 'T', body: null, html_url: 'https://github.com/octo-org/shop/issues/3' },
      label: { name: 'agent-fix' },
      sender: { login: 'maint', type: 'User', id: 9 },
      repository,
    };
    const t = parseTrigger('issues', p);
    expect(t).toMatchObject({ kind: 'label', issueNumber: 3, label: 'agent-fix', actor: { login: 'maint' }, isPullRequest: false });
    expect(parseTrigger('issues', { ...p, action: 'unlabeled' }).kind).toBe('ignored');
    expect(parseTrigger('issues', { ...p, action: 'opened' }).kind).toBe('ignored');
  });
  it('an event it does not handle is marked as such (the notice), an action it skips is not', () => {
    expect(parseTrigger('push', {})).toMatchObject({ kind: 'ignored', unhandledEvent: 'push' });
    const skipped = parseTrigger('workflow_run', { action: 'requested', workflow_run: run, repository });
    expect(skipped.kind === 'ignored' && skipped.unhandledEvent).toBeUndefined();
  });
});
