// Self-tests of the GitHub emulator: it must accept what GitHub accepts, reject what GitHub rejects, and
// keep state the way GitHub does. Requests go through real Octokit (without the retry plugins) over real HTTP.
import { GitHub } from '@actions/github/lib/utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIONS_BOT, expectNoViolations, startGitHubEmulator, type GitHubEmulator } from '../support/github-emulator.js';
import { loadOpenApi, toJsonSchema } from '../support/github-emulator/openapi.js';

let emu: GitHubEmulator;
let gh: InstanceType<typeof GitHub>;
const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

beforeEach(async () => {
  emu = await startGitHubEmulator();
  emu.state.addRepo({ owner: 'octo', name: 'demo', defaultBranch: 'trunk' });
  emu.state.addIssue('octo/demo', { title: 'Crash on empty input', body: 'Steps...', author: 'alice' });
  gh = new GitHub({ auth: 'token test-token', baseUrl: emu.url, log });
});

afterEach(async () => {
  await emu.close();
});

async function status(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    return (err as { status: number }).status;
  }
}

describe('OpenAPI index', () => {
  it('loads every operation of the api.github.com description', () => {
    expect(loadOpenApi().operationCount).toBeGreaterThan(1000);
  });

  it('prefers literal segments over parameters', () => {
    const api = loadOpenApi();
    expect(api.match('GET', '/repos/o/r/issues/comments').match?.op.operationId).toBe('issues/list-comments-for-repo');
    expect(api.match('GET', '/repos/o/r/issues/7').match?.op.operationId).toBe('issues/get');
    expect(api.match('GET', '/repos/o/r/issues/7').match?.pathParams).toEqual({ owner: 'o', repo: 'r', issue_number: '7' });
  });

  it('turns OpenAPI nullable into a JSON-schema null type', () => {
    expect(toJsonSchema({ type: 'string', nullable: true, enum: ['a'] }, false)).toEqual({ type: ['string', 'null'], enum: ['a', null] });
    expect(toJsonSchema({ allOf: [{ $ref: '#/x' }], nullable: true }, false)).toEqual({
      anyOf: [{ allOf: [{ $ref: '#/x' }] }, { type: 'null' }],
    });
    // A property that happens to be called "description" is a schema, not documentation.
    expect(toJsonSchema({ properties: { description: { type: 'string' } }, required: ['description'] }, true)).toEqual({
      properties: { description: { type: 'string' } },
    });
  });
});

describe('validation', () => {
  it('accepts valid Octokit calls and records them', async () => {
    const { data } = await gh.rest.issues.createComment({ owner: 'octo', repo: 'demo', issue_number: 1, body: 'hello' });
    expect(data.body).toBe('hello');
    expect(data.user?.login).toBe(ACTIONS_BOT.login);
    expect(data.user?.type).toBe('Bot');
    expect(emu.calls('issues/create-comment')).toHaveLength(1);
    expect(emu.requests[0]?.actor).toBe(ACTIONS_BOT.login);
    expectNoViolations(emu);
  });

  it('rejects a body with a wrong type like GitHub (422) and records it', async () => {
    const bad = gh.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner: 'octo',
      repo: 'demo',
      issue_number: 1,
      body: 42 as unknown as string,
    });
    expect(await status(bad)).toBe(422);
    expect(emu.violations.map((v) => v.kind)).toEqual(['invalid-body']);
    expect(() => expectNoViolations(emu)).toThrow(/invalid-body/);
    expect(emu.state.repo('octo/demo').comments.size).toBe(0);
  });

  it('rejects an enum value GitHub does not know', async () => {
    const c = emu.state.addComment('octo/demo', 1, { body: '/agent fix', author: 'alice' });
    const bad = gh.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', {
      owner: 'octo',
      repo: 'demo',
      comment_id: c.id,
      content: 'eye' as 'eyes',
    });
    expect(await status(bad)).toBe(422);
    expect(emu.violations[0]?.detail).toMatch(/allowed values/);
  });

  it('answers 404 for an unknown path and records it', async () => {
    expect(await status(gh.request('GET /repos/{owner}/{repo}/no-such-thing', { owner: 'octo', repo: 'demo' }))).toBe(404);
    expect(await status(gh.request('DELETE /repos/{owner}/{repo}/pulls', { owner: 'octo', repo: 'demo' }))).toBe(404);
    expect(emu.violations.map((v) => v.kind)).toEqual(['unknown-route', 'unknown-route']);
  });

  it('requires an authorization header', async () => {
    const anon = new GitHub({ baseUrl: emu.url, log });
    expect(await status(anon.rest.repos.get({ owner: 'octo', repo: 'demo' }))).toBe(401);
    expect(emu.violations.map((v) => v.kind)).toEqual(['missing-auth']);
  });

  it('validates path parameter types', async () => {
    expect(
      await status(
        gh.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
          owner: 'octo',
          repo: 'demo',
          issue_number: 'one' as unknown as number,
        }),
      ),
    ).toBe(422);
    expect(emu.violations.map((v) => v.kind)).toEqual(['invalid-params']);
  });

  it('flags body fields GitHub would silently ignore', async () => {
    await gh.request('POST /repos/{owner}/{repo}/pulls', {
      owner: 'octo',
      repo: 'demo',
      title: 't',
      head: 'x',
      base: 'trunk',
      drafty: true,
    });
    expect(emu.violations.map((v) => [v.kind, v.detail])).toEqual([['unknown-body-field', 'GitHub ignores: drafty']]);
  });

  it('answers 501 for valid but unemulated operations and records it', async () => {
    expect(await status(gh.rest.repos.listBranches({ owner: 'octo', repo: 'demo' }))).toBe(501);
    expect(emu.violations.map((v) => [v.kind, v.operationId])).toEqual([['unimplemented', 'repos/list-branches']]);
  });

  it('checks tokens when a token table is given', async () => {
    const strict = await startGitHubEmulator({ tokens: { good: 'maintainer' } });
    try {
      strict.state.addRepo({ owner: 'octo', name: 'demo' });
      const ok = await new GitHub({ auth: 'token good', baseUrl: strict.url, log }).rest.repos.get({ owner: 'octo', repo: 'demo' });
      expect(ok.data.default_branch).toBe('main');
      expect(
        await status(new GitHub({ auth: 'token bad', baseUrl: strict.url, log }).rest.repos.get({ owner: 'octo', repo: 'demo' })),
      ).toBe(401);
      expect(strict.violations.map((v) => v.kind)).toEqual(['bad-credentials']);
    } finally {
      await strict.close();
    }
  });
});

describe('state', () => {
  it('serves repositories and collaborator permissions', async () => {
    emu.state.setRole('octo/demo', 'mia', 'maintain');
    emu.state.addUser('stranger');
    const repo = await gh.rest.repos.get({ owner: 'octo', repo: 'demo' });
    expect(repo.data.default_branch).toBe('trunk');
    expect(repo.data.html_url).toBe('https://github.com/octo/demo');
    const mia = await gh.rest.repos.getCollaboratorPermissionLevel({ owner: 'octo', repo: 'demo', username: 'mia' });
    expect([mia.data.role_name, mia.data.permission]).toEqual(['maintain', 'write']);
    const stranger = await gh.rest.repos.getCollaboratorPermissionLevel({ owner: 'octo', repo: 'demo', username: 'stranger' });
    expect(stranger.data.role_name).toBe('read');
    expect(await status(gh.rest.repos.getCollaboratorPermissionLevel({ owner: 'octo', repo: 'demo', username: 'ghost' }))).toBe(404);
    expect(await status(gh.rest.repos.get({ owner: 'octo', repo: 'nope' }))).toBe(404);
    expectNoViolations(emu);
  });

  it('creates, updates, lists and paginates issue comments', async () => {
    const created = await gh.rest.issues.createComment({ owner: 'octo', repo: 'demo', issue_number: 1, body: 'v1' });
    await gh.rest.issues.updateComment({ owner: 'octo', repo: 'demo', comment_id: created.data.id, body: 'v2' });
    const got = await gh.rest.issues.getComment({ owner: 'octo', repo: 'demo', comment_id: created.data.id });
    expect(got.data.body).toBe('v2');
    expect(emu.state.repo('octo/demo').comments.get(created.data.id)?.history).toEqual(['v1', 'v2']);
    for (let i = 0; i < 4; i++) await gh.rest.issues.createComment({ owner: 'octo', repo: 'demo', issue_number: 1, body: `n${i}` });
    const all = await gh.paginate(gh.rest.issues.listComments, { owner: 'octo', repo: 'demo', issue_number: 1, per_page: 2 });
    expect(all.map((c) => c.body)).toEqual(['v2', 'n0', 'n1', 'n2', 'n3']);
    expect(emu.calls('issues/list-comments')).toHaveLength(3);
    expect(await status(gh.rest.issues.createComment({ owner: 'octo', repo: 'demo', issue_number: 99, body: 'x' }))).toBe(404);
    expect(await status(gh.rest.issues.createComment({ owner: 'octo', repo: 'demo', issue_number: 1, body: 'x'.repeat(65_537) }))).toBe(
      422,
    );
    expectNoViolations(emu);
  });

  it('adds reactions once per user and content', async () => {
    const c = emu.state.addComment('octo/demo', 1, { body: '/agent fix', author: 'alice' });
    const first = await gh.rest.reactions.createForIssueComment({ owner: 'octo', repo: 'demo', comment_id: c.id, content: 'eyes' });
    const again = await gh.rest.reactions.createForIssueComment({ owner: 'octo', repo: 'demo', comment_id: c.id, content: 'eyes' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(c.reactions.map((r) => [r.content, r.user.login])).toEqual([['eyes', ACTIONS_BOT.login]]);
    expectNoViolations(emu);
  });

  it('creates pull requests that share the issue number sequence, lists them and labels them', async () => {
    const pr = await gh.rest.pulls.create({
      owner: 'octo',
      repo: 'demo',
      title: 'Fix crash',
      head: 'agent-fix/issue-1',
      base: 'trunk',
      body: 'b',
      draft: true,
    });
    expect(pr.data.number).toBe(2);
    expect(pr.data.draft).toBe(true);
    expect(pr.data.html_url).toBe('https://github.com/octo/demo/pull/2');
    expect(pr.data.head.ref).toBe('agent-fix/issue-1');
    const dup = gh.rest.pulls.create({ owner: 'octo', repo: 'demo', title: 'Again', head: 'agent-fix/issue-1', base: 'trunk' });
    expect(await status(dup)).toBe(422);
    const labels = await gh.rest.issues.addLabels({ owner: 'octo', repo: 'demo', issue_number: 2, labels: ['agent-fix', 'bug'] });
    expect(labels.data.map((l) => l.name)).toEqual(['agent-fix', 'bug']);
    const listed = await gh.rest.pulls.list({ owner: 'octo', repo: 'demo', head: 'octo:agent-fix/issue-1' });
    expect(listed.data.map((p) => [p.number, p.labels.map((l) => l.name)])).toEqual([[2, ['agent-fix', 'bug']]]);
    const asIssue = await gh.rest.issues.get({ owner: 'octo', repo: 'demo', issue_number: 2 });
    expect(asIssue.data.pull_request?.html_url).toBe('https://github.com/octo/demo/pull/2');
    expectNoViolations(emu);
  });
});

describe('fault injection', () => {
  it('fails the next request to an operation, then recovers', async () => {
    emu.failures.failNext('pulls/create', { status: 422, message: 'Validation Failed' });
    const args = { owner: 'octo', repo: 'demo', title: 't', head: 'h', base: 'trunk' };
    const err = await gh.rest.pulls.create(args).catch((e: unknown) => e as { status: number; message: string });
    expect(err).toMatchObject({ status: 422 });
    expect(emu.state.repo('octo/demo').pulls.size).toBe(0);
    expect((await gh.rest.pulls.create(args)).status).toBe(201);
    expect(emu.failures.injected).toEqual([{ operationId: 'pulls/create', status: 422 }]);
    expectNoViolations(emu);
  });

  it('can fail always, or after applying the write', async () => {
    emu.failures.failAlways('repos/get', { status: 503, message: 'unavailable' });
    expect(await status(gh.rest.repos.get({ owner: 'octo', repo: 'demo' }))).toBe(503);
    expect(await status(gh.rest.repos.get({ owner: 'octo', repo: 'demo' }))).toBe(503);
    emu.failures.failNext('issues/create-comment', { status: 502, afterApplying: true });
    expect(await status(gh.rest.issues.createComment({ owner: 'octo', repo: 'demo', issue_number: 1, body: 'x' }))).toBe(502);
    expect(emu.state.repo('octo/demo').comments.size).toBe(1);
    emu.failures.clear();
    expect(await status(gh.rest.repos.get({ owner: 'octo', repo: 'demo' }))).toBe(200);
  });
});
