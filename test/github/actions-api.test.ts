// The Actions API as a CI-fix run uses it, against the emulator (validated against GitHub's OpenAPI
// description): a run attempt's jobs with their steps, and a job's log, which GitHub serves as a 302 to
// its log storage on another origin. The token goes to the API and never to the storage.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi } from '../../src/github/api.js';
import { expectNoViolations, startGitHubEmulator, type GitHubEmulator } from '../support/github-emulator.js';
import { addWorkflowRun } from '../support/github-emulator/actions.js';

const TOKEN = 'ghs_actionsApiToken0123456789';
let emu: GitHubEmulator;
let api: GitHubApi;

beforeEach(async () => {
  emu = await startGitHubEmulator({ tokens: { [TOKEN]: 'github-actions[bot]' } });
  emu.state.addRepo({ owner: 'octo', name: 'demo' });
  api = new GitHubApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: emu.url, retryDelayMs: 1 });
});
afterEach(() => emu.close());

function seed() {
  return addWorkflowRun(emu.state, 'octo/demo', {
    name: 'CI',
    headBranch: 'agent-fix/x',
    headSha: 'b'.repeat(40),
    conclusion: 'failure',
    attempt: 2,
    jobs: [
      {
        name: 'test',
        conclusion: 'failure',
        steps: [
          { name: 'npm test', number: 1, conclusion: 'failure', startedAt: '2026-12-01T10:00:00Z', completedAt: '2026-12-01T10:00:05Z' },
        ],
        log: '2026-12-01T10:00:01.0000000Z FAIL\n',
      },
      { name: 'lint', conclusion: 'success', steps: [], log: 'ok' },
    ],
  });
}

describe('Actions API for CI-fix', () => {
  it('lists the attempt’s jobs with their steps', async () => {
    const run = seed();
    const jobs = await api.listRunJobs(run.id, 2);
    expect(jobs.map((j) => [j.name, j.conclusion])).toEqual([
      ['test', 'failure'],
      ['lint', 'success'],
    ]);
    expect(jobs[0]!.steps).toEqual([
      { name: 'npm test', number: 1, conclusion: 'failure', startedAt: '2026-12-01T10:00:00Z', completedAt: '2026-12-01T10:00:05Z' },
    ]);
    await expect(api.listRunJobs(run.id, 1)).rejects.toThrow(/HTTP 404/);
    expect(emu.calls('actions/list-jobs-for-workflow-run-attempt')).toHaveLength(2);
    expectNoViolations(emu);
  });

  it('downloads a job’s log through the 302 without sending the token to the storage', async () => {
    const run = seed();
    expect(await api.jobLog(run.jobs[0]!.id)).toBe('2026-12-01T10:00:01.0000000Z FAIL\n');
    const call = emu.calls('actions/download-job-logs-for-workflow-run');
    expect(call).toHaveLength(1);
    expect(call[0]!.status).toBe(302);
    expect(call[0]!.actor).toBe('github-actions[bot]');
    expect(emu.logStorage.requests).toHaveLength(1);
    const sent = emu.logStorage.requests[0]!.headers;
    expect(sent.authorization).toBeUndefined();
    expect(JSON.stringify(sent)).not.toContain(TOKEN);
    expectNoViolations(emu);
    // Control: a request that carries the token is seen by the storage's record.
    const path = [...emu.logStorage.signed.keys()][0]!;
    await fetch(`${emu.logStorage.url}${path}`, { headers: { authorization: `token ${TOKEN}` } });
    expect(JSON.stringify(emu.logStorage.requests.at(-1)!.headers)).toContain(TOKEN);
  });

  it('a storage that refuses says where it failed; an unknown job is a 404', async () => {
    const run = seed();
    emu.logStorage.signed.clear();
    const realSet = emu.logStorage.signed.set.bind(emu.logStorage.signed);
    // The storage forgets the signature at once (an expired URL).
    emu.logStorage.signed.set = (k, v) => (realSet(k, v), emu.logStorage.signed.delete(k), emu.logStorage.signed);
    await expect(api.jobLog(run.jobs[0]!.id)).rejects.toThrow(/HTTP 403\) at the log storage/);
    await expect(api.jobLog(999_999)).rejects.toThrow(/HTTP 404/);
  });
});
