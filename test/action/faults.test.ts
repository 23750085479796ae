// Fault tests: whatever fails, the tracking comment ends in a true final state, the workspace is
// restored, and nothing half-done goes unreported.
import { afterEach, describe, expect, it } from 'vitest';
import { demoTurn } from '../../src/cli/demo-script.js';
import type { RecordedRequest } from '../../src/scripted/server.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { expectActionBodies } from '../support/rendered-body.js';
import { bareGit, ourComments, pulls, runAction, runUrlOf, setupPlainChecks, type Harness, wsGit, lastLogLine } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function finalComment(harness: Harness): string {
  const ours = ourComments(harness);
  expect(ours).toHaveLength(1);
  return ours[0]!.body;
}

function expectRestored(harness: Harness): void {
  expect(wsGit(harness, 'status', '--porcelain')).toBe('');
  expect(wsGit(harness, 'diff', harness.startSha)).toBe('');
  expect(bareGit(harness, 'rev-parse', 'main')).toBe(harness.startSha);
}

const branchesOnOrigin = (harness: Harness): string[] =>
  bareGit(harness, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/').split('\n').filter(Boolean);

describe('action faults', () => {
  it('model answers 5xx for the whole run: failed job, comment says model_error, nothing pushed', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: () => ({ status: 503, retryAfterMs: 5 }) });
    const run = await runAction(h);
    expect(run.code).toBe(1);
    expect(run.outputs['stop-reason']).toBe('model_error');
    const body = finalComment(h);
    expect(body).toMatch(/stopped without changes: `model_error`/);
    expect(pulls(h)).toHaveLength(0);
    expect(branchesOnOrigin(h)).toEqual(['main']);
    expectRestored(h);
    expectNoViolations(h.emu);
  });

  it('budget exhausted mid-run with partial work: a draft PR that says the run stopped early', async () => {
    const script = (req: RecordedRequest, i: number) => {
      const turn = demoTurn(req, i)!;
      // After the fix lands (turn 3), the next call is very expensive; the budget stops the run there.
      return i === 4 ? { ...turn, reasoningTokens: 60_000 } : turn;
    };
    h = await setupPlainChecks({ workflow: 'comment', script, inputs: { 'max-cost-usd': '0.1' } });
    const run = await runAction(h);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['stop-reason']).toBe('max_cost');
    expect(pulls(h)).toHaveLength(1);
    expect(pulls(h)[0]!.draft).toBe(true);
    expect(finalComment(h)).toMatch(/stopped early \(`max_cost`/);
    // The last log line says what happened and what to change.
    expect(lastLogLine(run.stdout)).toMatch(/^agent-fix: opened draft pull request \S+ — stopped at max_cost: raise max-cost-usd/);
    expect(bareGit(h, 'show', `${run.outputs.branch}:src/invoice.js`)).toContain('discountPercent / 100');
    const { body } = expectActionBodies(run, pulls(h)[0], { issueNumber: h.issueNumber, runUrl: runUrlOf(h) });
    expect(body!.text).toContain('Outcome: stopped at the cost limit (max_cost)');
    expectNoViolations(h.emu);
  });

  it('push rejected by the remote: failed job, comment says so, workspace restored, no PR', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: (req, i) => demoTurn(req, i), rejectPush: true });
    const run = await runAction(h);
    expect(run.code).toBe(1);
    const body = finalComment(h);
    expect(body).toMatch(/failed while pushing the branch/);
    expect(body).toMatch(/The base branch was not changed/);
    expect(pulls(h)).toHaveLength(0);
    expectRestored(h);
    expectNoViolations(h.emu);
  });

  it('PR creation fails: the comment names the pushed branch and the error', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: (req, i) => demoTurn(req, i) });
    h.emu.failures.failAlways('pulls/create', { status: 422, message: 'Validation Failed' });
    const run = await runAction(h);
    expect(run.code).toBe(1);
    const body = finalComment(h);
    const branch = branchesOnOrigin(h).find((b) => b !== 'main');
    expect(branch).toBeDefined();
    expect(body).toContain(`the branch ${branch} was pushed, but opening the pull request failed`);
    expect(body).toContain('Validation Failed');
    expectRestored(h);
  });

  it('PR creation refused by the Actions setting (403): the comment names the setting and links to open the PR by hand', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: (req, i) => demoTurn(req, i) });
    h.emu.failures.failAlways('pulls/create', {
      status: 403,
      message: 'GitHub Actions is not permitted to create or approve pull requests.',
    });
    const run = await runAction(h);
    expect(run.code).toBe(1);
    const body = finalComment(h);
    const branch = branchesOnOrigin(h).find((b) => b !== 'main')!;
    expect(body).toContain('Allow GitHub Actions to create and approve pull requests');
    expect(body).toContain('Settings → Actions → General');
    expect(body).toContain(`/octo-org/shop/compare/main...${encodeURIComponent(branch)}?expand=1`);
    expect(run.stdout).toContain('Allow GitHub Actions to create and approve pull requests');
    expectRestored(h);
  });

  it('SIGTERM mid-run (cancellation or job timeout): the comment ends as cancelled, nothing pushed', async () => {
    const script = (req: RecordedRequest, i: number) => (i === 2 ? { delayMs: 20_000, then: demoTurn(req, i)! } : demoTurn(req, i));
    h = await setupPlainChecks({ workflow: 'comment', script });
    const harness = h;
    const run = await runAction(h, (kill) => {
      const timer = setInterval(() => {
        if (harness.model.requests.length >= 3) {
          clearInterval(timer);
          kill('SIGTERM');
        }
      }, 20);
    });
    expect(run.code).toBe(1);
    expect(finalComment(h)).toMatch(/was cancelled before it finished/);
    expect(run.outputs['stop-reason']).toBe('cancelled');
    expect(pulls(h)).toHaveLength(0);
    expect(branchesOnOrigin(h)).toEqual(['main']);
    expectRestored(h);
  });
});

describe('what reaches the commit', () => {
  it('only the files the agent edited are committed, not what the check command left behind', async () => {
    h = await setupPlainChecks({
      workflow: 'comment',
      script: (req, i) => demoTurn(req, i),
      inputs: { 'check-command': 'node --test && echo junk > junk.txt' },
    });
    const run = await runAction(h);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const tree = bareGit(h, 'ls-tree', '-r', '--name-only', run.outputs.branch ?? '');
    expect(tree).toContain('src/invoice.js');
    expect(tree).not.toContain('junk.txt');
    expectActionBodies(run, pulls(h)[0], { issueNumber: h.issueNumber, runUrl: runUrlOf(h) });
  });

  it.each([
    ['raw', (key: string, _token: string) => `key=${key}\n`],
    [
      // The old scan (exact substrings) missed hex altogether.
      'hex only, upper case, wrapped in a string array',
      (key: string, _token: string) =>
        `k = [\n${(
          Buffer.from(key)
            .toString('hex')
            .toUpperCase()
            .match(/.{1,20}/g) ?? []
        )
          .map((l) => `  "${l}",`)
          .join('\n')}\n]\n`,
    ],
  ])('a secret written into a file by the model is never committed or pushed (%s)', async (_name, content) => {
    const { API_KEY, GH_TOKEN } = await import('./harness.js');
    h = await setupPlainChecks({
      workflow: 'comment',
      script: [
        { toolCalls: [{ name: 'write_file', arguments: { path: 'leak.txt', content: content(API_KEY, GH_TOKEN) } }] },
        { content: 'Wrote the file.' },
      ],
    });
    const run = await runAction(h);
    expect(run.code).toBe(1);
    expect(finalComment(h)).toMatch(/contain a secret/);
    expect(branchesOnOrigin(h)).toEqual(['main']);
    expect(pulls(h)).toHaveLength(0);
    expectRestored(h);
  });
});

describe('what the commenter may choose', () => {
  it('a model override outside allowed-models is refused with a reply, and nothing runs', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: [], commentBody: '/agent fix model=gpt-5' });
    const run = await runAction(h);
    expect(run.code).toBe(0);
    expect(run.outputs['stop-reason']).toBe('invalid');
    expect(h.model.requests).toHaveLength(0);
    expect(finalComment(h)).toMatch(/Model `gpt-5` is not allowed here/);
  });

  it('a lowered budget is noted in the tracking comment; the issue discussion is part of the task', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: (req, i) => demoTurn(req, i), commentBody: '/agent fix max-cost-usd=5' });
    const run = await runAction(h);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const history = ourComments(h)[0]!.history.join('\n');
    expect(history).toMatch(/capped|lowered|at most/i);
    expectActionBodies(run, pulls(h)[0], { issueNumber: h.issueNumber, runUrl: runUrlOf(h) });
  });
});

describe('cost limits stay enforceable', () => {
  it('an allowed model override without a known price is refused with a reply', async () => {
    h = await setupPlainChecks({
      workflow: 'comment',
      script: [],
      commentBody: '/agent fix model=my-local-model',
      inputs: { 'allowed-models': 'my-local-model' },
    });
    const run = await runAction(h);
    expect(run.code).toBe(0);
    expect(run.outputs['stop-reason']).toBe('invalid');
    expect(h.model.requests).toHaveLength(0);
    expect(finalComment(h)).toMatch(
      /model my-local-model has no known price, so the cost cap \(max-cost-usd\) cannot be held: give its prices in pricing/,
    );
  });
});

describe('the issue discussion is context, not a precondition', () => {
  it('when listing the comments fails, the run goes on with the issue text', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: (req, i) => demoTurn(req, i) });
    h.emu.failures.failAlways('issues/list-comments', { status: 500, message: 'boom' });
    const run = await runAction(h);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(pulls(h)).toHaveLength(1);
    expect(h.emu.failures.injected.some((f) => f.operationId === 'issues/list-comments')).toBe(true);
    expectActionBodies(run, pulls(h)[0], { issueNumber: h.issueNumber, runUrl: runUrlOf(h) });
  });
});
