// End to end: the bundled action, run as a child process exactly like a runner would, for each of
// the example workflows of docs/workflows.md.
import { afterEach, describe, expect, it } from 'vitest';
import { demoTurn } from '../../src/cli/demo-script.js';
import { SAMPLE_TASK } from '../../src/cli/demo-sample.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { NBSP } from '../support/gfm.js';
import { expectActionBodies } from '../support/rendered-body.js';
import {
  API_KEY,
  bareGit,
  DISCUSSION,
  commentsOn,
  GH_TOKEN,
  ourComments,
  pulls,
  runAction,
  runUrlOf,
  setup,
  type Harness,
  wsGit,
  lastLogLine,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const fmt = (n: number): string => n.toLocaleString('en-US');

function servedTotals(harness: Harness): { input: number; cached: number; output: number } {
  const served = harness.model.requests.filter((r) => r.usage);
  return {
    input: served.reduce((n, r) => n + (r.usage?.prompt_tokens ?? 0), 0),
    cached: served.reduce((n, r) => n + (r.usage?.prompt_tokens_details?.cached_tokens ?? 0), 0),
    output: served.reduce((n, r) => n + (r.usage?.completion_tokens ?? 0), 0),
  };
}

function assertNoSecrets(harness: Harness, texts: string[]): void {
  const all = [...texts, ...commentsOn(harness).flatMap((c) => c.history.concat(c.body)), ...pulls(harness).map((p) => p.body ?? '')];
  for (const t of all) {
    expect(t).not.toContain(API_KEY);
    expect(t).not.toContain(GH_TOKEN);
  }
}

describe('action e2e: the example workflows', () => {
  it('comment trigger: /agent fix -> eyes, tracking comment, pushed branch, PR with report figures equal to served usage', async () => {
    h = await setup({ workflow: 'comment', script: (req, i) => demoTurn(req, i) });
    // Started as GitHub starts it: no node flags (the other runs use test/support/bundle-flags.ts).
    h.nodeFlags = [];
    const run = await runAction(h);
    expect(run.code, run.stderr + run.stdout).toBe(0);

    // Branch pushed to the bare origin, with the fix and the co-author trailer; main untouched.
    const branch = run.outputs.branch ?? '';
    expect(branch).toMatch(new RegExp(`^agent-fix/issue-${h.issueNumber}-discount-is-applied`));
    expect(bareGit(h, 'rev-parse', 'main')).toBe(h.startSha);
    const fixed = bareGit(h, 'show', `${branch}:src/invoice.js`);
    expect(fixed).toContain('discountPercent / 100');
    const message = bareGit(h, 'log', '-1', '--format=%B', branch);
    expect(message).toContain(`Fixes #${h.issueNumber}`);
    expect(message).toMatch(/Co-authored-by: octocat </);

    // The PR and its body.
    expect(pulls(h)).toHaveLength(1);
    const pr = pulls(h)[0]!;
    expect(pr.base).toBe('main');
    expect(pr.head).toBe(branch);
    expect(pr.draft).toBe(false);
    const body = pr.body ?? '';
    const t = servedTotals(h);
    expect(body).toContain(fmt(t.input));
    expect(body).toContain(fmt(t.cached));
    expect(body).toContain(fmt(t.output));
    expect(body.length).toBeLessThan(65_536);
    // Rendered as GitHub renders it: Fixes #N first, the run, counts equal to the rows and outputs.
    const rendered = expectActionBodies(run, pr, { issueNumber: h.issueNumber, runUrl: runUrlOf(h) }).body!;
    expect(rendered.text).toContain('actions/runs/4242');
    for (const n of [t.input, t.cached, t.output]) expect(rendered.text).toContain(fmt(n));
    // The demo trajectory: edit 0 of model call 3 refused, quoting indented code; three edits of call 4 accepted.
    expect(rendered.text).toContain('Refused attempts: 1 of 4 (boundary_mismatch ×1)');
    const refused = rendered.tableAfter(/^Refused attempts/)!;
    expect(refused.rows.map((row) => row.slice(0, 4))).toEqual([['3', '0', 'src/invoice.js:14', 'boundary_mismatch']]);
    expect(refused.codes[0]![4]).toContain(`${NBSP}${NBSP}const discount = subtotal * discountPercent;`);
    expect(rendered.tableAfter(/^Edit log/)!.rows.map((row) => row.slice(0, 2))).toEqual([
      ['3', '0'],
      ['4', '0'],
      ['4', '1'],
      ['4', '2'],
    ]);
    expect(run.outputs['edits-accepted']).toBe('3');

    // Outputs equal the served usage exactly.
    expect(Number(run.outputs['input-tokens'])).toBe(t.input);
    expect(Number(run.outputs['cached-input-tokens'])).toBe(t.cached);
    expect(Number(run.outputs['output-tokens'])).toBe(t.output);
    expect(run.outputs['stop-reason']).toBe('done');
    // The last log line states the outcome: the PR's URL.
    expect(lastLogLine(run.stdout)).toBe(`agent-fix: opened pull request ${run.outputs['pr-url']}`);
    expect(run.outputs['pr-number']).toBe(String(pr.number));
    expect(run.outputs['edits-refused']).toBe('1');
    expect(Number(run.outputs['cost-usd'])).toBeGreaterThan(0);
    expect(run.outputs['report-path']).toMatch(/agent-fix-report\.json$/);

    // Feedback on the issue: eyes on the trigger, one tracking comment in its final state.
    const trigger = commentsOn(h).find((c) => c.id === h!.commentId)!;
    expect(trigger.reactions.map((r) => r.content)).toContain('eyes');
    const ours = ourComments(h);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).toContain(`pull request #${pr.number}`);
    expect(ours[0]!.body).toContain(fmt(t.input));

    // The task the model got: the issue, its discussion, and the command's extra instructions.
    const task = JSON.stringify(h.model.requests[0]!.messages);
    expect(task).toContain(DISCUSSION);
    expect(task).toContain('Keep the change small.');
    expect(task).not.toContain('/agent fix');
    // The repository's AGENTS.md, from the base commit, before the task; named in the PR body.
    expect(task).toContain('<repository-instructions path=\\"AGENTS.md\\">');
    expect(task).toContain('Define helper functions above the functions that use them');
    expect(body).toMatch(/Instruction files:\*\* `AGENTS\.md`/);
    expect(run.summary).toContain(SAMPLE_TASK.title);
    expect(run.summary).toContain(fmt(t.input));
    expect(wsGit(h, 'status', '--porcelain')).toBe('');
    // Secrets are registered with the runner's mask command (which the runner consumes), and appear nowhere else.
    expect(run.stdout).toContain(`::add-mask::${API_KEY}`);
    expect(run.stdout).toContain(`::add-mask::${GH_TOKEN}`);
    const log = run.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    assertNoSecrets(h, [log, run.stderr, run.summary]);
    expectNoViolations(h.emu);
  });

  it('weekly refactor: scheduled run takes its task from task-file and opens a draft PR', async () => {
    h = await setup({ workflow: 'weekly', script: (req, i) => demoTurn(req, i) });
    const run = await runAction(h);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(pulls(h)).toHaveLength(1);
    expect(pulls(h)[0]!.draft).toBe(true);
    expect(pulls(h)[0]!.body).not.toContain('Fixes #');
    expectActionBodies(run, pulls(h)[0], { runUrl: runUrlOf(h) });
    expect(run.outputs.branch).toMatch(/^agent-fix\/task-fix-the-discount/);
    const firstRequest = h.model.requests[0]!;
    expect(JSON.stringify(firstRequest.messages)).toContain('A 10% discount must take 10% off.');
    expectNoViolations(h.emu);
  });

  it('manual dispatch: the task input drives the run; the action clones the repository itself when the workspace is empty', async () => {
    h = await setup({ workflow: 'dispatch', script: (req, i) => demoTurn(req, i), emptyWorkspace: true });
    const run = await runAction(h);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(pulls(h)).toHaveLength(1);
    expect(bareGit(h, 'show', `${run.outputs.branch}:src/invoice.js`)).toContain('discountPercent / 100');
    expectActionBodies(run, pulls(h)[0], { runUrl: runUrlOf(h) });
    expectNoViolations(h.emu);
  });
});

describe('action e2e: who may start a run', () => {
  it('a commenter without write permission gets a short reply and no run', async () => {
    h = await setup({ workflow: 'comment', script: [], commenter: { login: 'drive-by', role: 'read' } });
    const run = await runAction(h);
    expect(run.code).toBe(0);
    expect(run.outputs['stop-reason']).toBe('unauthorized');
    expect(h.model.requests).toHaveLength(0);
    const reply = ourComments(h);
    expect(reply).toHaveLength(1);
    expect(reply[0]!.body).toMatch(/@drive-by agent-fix did not start/);
    expectNoViolations(h.emu);
  });

  it('a bot never starts a run and gets no reply', async () => {
    h = await setup({ workflow: 'comment', script: [], commenter: { login: 'helper[bot]', role: 'admin', type: 'Bot' } });
    const run = await runAction(h);
    expect(run.code).toBe(0);
    expect(h.model.requests).toHaveLength(0);
    expect(ourComments(h)).toHaveLength(0);
  });

  it('a comment that is not the command exits quietly', async () => {
    h = await setup({ workflow: 'comment', script: [], commentBody: 'Thanks, /agent fix would be nice later' });
    const run = await runAction(h);
    expect(run.code).toBe(0);
    expect(run.outputs['stop-reason']).toBe('ignored');
    expect(run.stdout).toMatch(/does not start with/);
    expect(h.model.requests).toHaveLength(0);
  });
});
