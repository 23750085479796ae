import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize, isOwnComment, MARKER, roleFrom, withMarker } from '../../src/github/authorize.js';
import { createGitHubClient, type GitHubClient } from '../../src/github/client.js';
import { expectNoViolations, startGitHubEmulator, type GitHubEmulator } from '../support/github-emulator.js';

const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
let emu: GitHubEmulator;
let gh: GitHubClient;

beforeAll(async () => {
  emu = await startGitHubEmulator();
  emu.state.addRepo({ owner: 'octo', name: 'demo' });
  emu.state.addRepo({ owner: 'octo', name: 'secret', private: true });
  for (const role of ['admin', 'maintain', 'write', 'triage', 'read', 'none'] as const)
    emu.state.setRole('octo/demo', `${role}-user`, role);
  emu.state.setRole('octo/demo', 'helper[bot]', 'admin', 'Bot');
  emu.state.addUser('outsider');
  gh = createGitHubClient({ token: 't', baseUrl: emu.url, log, retryDelayMs: 1 });
});

afterAll(async () => {
  await emu.close();
});

const check = (login: string, required: 'admin' | 'maintain' | 'write' | 'triage' | 'read', repo = 'demo', type = 'User') =>
  authorize(gh, { owner: 'octo', repo, actor: { login, type }, required });

describe('authorize', () => {
  it('ranks admin > maintain > write > triage > read > none', async () => {
    expect(await check('admin-user', 'write')).toEqual({ allowed: true, role: 'admin' });
    expect(await check('maintain-user', 'maintain')).toEqual({ allowed: true, role: 'maintain' });
    expect(await check('write-user', 'write')).toEqual({ allowed: true, role: 'write' });
    expect(await check('write-user', 'maintain')).toMatchObject({ allowed: false, role: 'write', code: 'insufficient_role' });
    expect(await check('triage-user', 'write')).toMatchObject({ allowed: false, role: 'triage' });
    expect(await check('triage-user', 'triage')).toEqual({ allowed: true, role: 'triage' });
    expect(await check('read-user', 'write')).toMatchObject({ allowed: false, role: 'read' });
    expect(await check('none-user', 'read')).toMatchObject({ allowed: false, role: 'none' });
    expectNoViolations(emu);
  });

  it('treats non-collaborators per repository visibility and unknown users as none', async () => {
    expect(await check('outsider', 'write')).toMatchObject({ allowed: false, role: 'read' });
    expect(await check('outsider', 'read', 'secret')).toMatchObject({ allowed: false, role: 'none' });
    expect(await check('ghost-who-does-not-exist', 'read')).toMatchObject({ allowed: false, role: 'none', code: 'insufficient_role' });
  });

  it('never lets bots through, without asking GitHub', async () => {
    const before = emu.calls('repos/get-collaborator-permission-level').length;
    expect(await check('helper[bot]', 'read')).toMatchObject({ allowed: false, code: 'bot' });
    expect(await check('helper', 'read', 'demo', 'Bot')).toMatchObject({ allowed: false, code: 'bot' });
    expect(emu.calls('repos/get-collaborator-permission-level').length).toBe(before);
  });

  it('denies when the lookup fails', async () => {
    emu.failures.failAlways('repos/get-collaborator-permission-level', { status: 500, message: 'boom' });
    expect(await check('admin-user', 'read')).toMatchObject({
      allowed: false,
      code: 'lookup_failed',
      reason: expect.stringContaining('HTTP 500'),
    });
    emu.failures.clear();
  });

  it('prefers role_name over the legacy permission field', () => {
    expect(roleFrom({ permission: 'write', role_name: 'maintain' })).toBe('maintain');
    expect(roleFrom({ permission: 'read' })).toBe('read');
    expect(roleFrom({ permission: 'write', role_name: 'custom-role' })).toBe('write');
    expect(roleFrom({ permission: 'weird' })).toBe('none');
  });
});

describe('marker', () => {
  it('is appended once and recognised', () => {
    const body = withMarker('Working on it');
    expect(body).toBe(`Working on it\n\n${MARKER}`);
    expect(withMarker(body)).toBe(body);
    expect(isOwnComment(body)).toBe(true);
    expect(isOwnComment('/agent fix')).toBe(false);
    expect(isOwnComment(null)).toBe(false);
  });
});
