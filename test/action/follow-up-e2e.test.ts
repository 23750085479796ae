// Iterating on the agent's pull request, end to end with the bundled action: `/agent fix <more>` on
// the PR (a conversation comment, a review comment, a review) adds one commit on top of its head,
// the body lists every run with a total equal to the served usage, other pull requests are refused
// without a model call, and a branch that moved during the run gets nothing pushed.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoTurn } from '../../src/cli/demo-script.js';
import { parsePrBody } from '../../src/report/pr-body.js';
import { startScriptedServer, type RecordedRequest, type ScriptedServer, type ScriptTurn } from '../../src/scripted/server.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { issueCommentPayload, reviewCommentPayload, reviewPayload } from '../support/github-emulator/events.js';
import { bareGit, commentsOn, FULL, nextJob as nextJobOf, pulls, runAction, type Harness, fromOpenedPr, type OpenedPr } from './harness.js';

let h: Harness | undefined;
const extra: ScriptedServer[] = [];
afterEach(async () => {
  await h?.close();
  h = undefined;
  for (const s of extra.splice(0)) await s.close();
});

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=Human', '-c', 'user.email=human@example.com', ...args], { cwd, encoding: 'utf8' }).trim();

/** The second run's model: read the file, export roundCents, finish. Line numbers from the real read. */
function exportHelper(onFirstRequest?: () => void) {
  return (req: RecordedRequest, i: number): ScriptTurn | undefined => {
    if (i === 0) {
      onFirstRequest?.();
      return { toolCalls: [{ name: 'read_file', arguments: { path: 'src/invoice.js' } }] };
    }
    if (i === 1) {
      const view = String(req.messages.at(-1)?.content ?? '');
      const revision = /revision ([0-9a-f]{12})/.exec(view)?.[1] ?? '';
      const line = Number(/^ *(\d+)\| function roundCents/m.exec(view)?.[1]);
      const text = 'function roundCents(value) {';
      return {
        toolCalls: [
          {
            name: 'edit',
            arguments: {
              edits: [
                {
                  path: 'src/invoice.js',
                  revision,
                  start_line: line,
                  end_line: line,
                  first_line: text,
                  last_line: text,
                  new_text: `export ${text}`,
                },
              ],
            },
          },
        ],
      };
    }
    return { content: 'Exported roundCents as asked.' };
  };
}

/** The first run from the issue for each set of inputs (once per file: harness.fromOpenedPr); the PR agent-fix then iterates on. */
async function firstRun(inputs: Record<string, string> = {}): Promise<OpenedPr> {
  const { harness, first } = await fromOpenedPr(JSON.stringify(inputs), { workflow: 'comment', script: demoTurn, inputs });
  h = harness;
  return first;
}

/** A new job of docs/workflows/agent-fix-pr.yml for another event (harness.nextJob). */
async function nextJob(
  harness: Harness,
  event: string,
  payload: unknown,
  script: Parameters<typeof startScriptedServer>[0],
  runId: string,
): Promise<ScriptedServer> {
  const model = await nextJobOf(harness, { event, payload, script, runId, workflow: 'pr' });
  extra.push(model);
  return model;
}

const served = (...servers: ScriptedServer[]) =>
  servers
    .flatMap((s) => s.requests)
    .filter((r) => r.usage)
    .reduce((t, r) => ({ input: t.input + (r.usage?.prompt_tokens ?? 0), output: t.output + (r.usage?.completion_tokens ?? 0) }), {
      input: 0,
      output: 0,
    });

const fmt = (n: number): string => n.toLocaleString('en-US');

describe('action e2e: iterating on the agent’s pull request', () => {
  it('/agent fix on the PR adds one commit on top of its head; the body lists both runs and their total', async () => {
    const first = await firstRun();
    const harness = h!;
    const firstModel = first.model;
    const comment = harness.emu.state.addComment(FULL, first.pr, {
      body: '/agent fix\nAlso export roundCents, tests will use it.',
      author: 'octocat',
    });
    const model = await nextJob(harness, 'issue_comment', issueCommentPayload(harness.emu.state, FULL, comment.id), exportHelper(), '4343');
    const run = await runAction(harness);
    expect(run.code, run.stdout + run.stderr).toBe(0);

    // One new commit whose parent is the previous head; no new PR; the base branch untouched.
    const head = bareGit(harness, 'rev-parse', first.branch);
    expect(head).not.toBe(first.head);
    expect(bareGit(harness, 'rev-parse', `${head}^`)).toBe(first.head);
    expect(bareGit(harness, 'show', `${first.branch}:src/invoice.js`)).toContain('export function roundCents(value) {');
    expect(bareGit(harness, 'rev-parse', 'main')).toBe(harness.startSha);
    expect(pulls(harness)).toHaveLength(1);

    // The task reached the model as data: the PR, the issue it fixes, the extra instructions.
    const task = JSON.stringify(model.requests[0]!.messages);
    expect(task).toContain('follow-up on pull request #');
    expect(task).toContain('Also export roundCents, tests will use it.');
    expect(task).toContain('Discount is applied as a whole number');

    // The body: both runs, a total equal to what both model servers served.
    const body = pulls(harness)[0]!.body ?? '';
    const parsed = parsePrBody(body);
    expect(parsed.status).toBe('ok');
    expect(parsed.records.map((r) => r.trigger)).toEqual([`comment on issue #${harness.issueNumber}`, 'comment on the pull request']);
    const both = served(firstModel, model);
    expect(parsed.records.reduce((n, r) => n + (r.figures?.inputTokens ?? 0), 0)).toBe(both.input);
    expect(parsed.records.reduce((n, r) => n + (r.figures?.outputTokens ?? 0), 0)).toBe(both.output);
    expect(body).toMatch(/Cost of this pull request \(2 runs\)/);
    expect(body).toContain(fmt(both.input));
    expect(body.startsWith('<!-- agent-fix:begin -->\nFixes #')).toBe(true);

    // The tracking reply went on the pull request.
    const reply = commentsOn(harness, first.pr).find((c) => c.body.includes('pushed a commit to pull request'));
    expect(reply).toBeDefined();
    expect(run.outputs['pr-number']).toBe(String(first.pr));
    expectNoViolations(harness.emu);
  });

  it('a follow-up on a draft pull request reports it as the draft it is', async () => {
    const first = await firstRun({ draft: 'true' });
    expect(first.run.outputs.draft).toBe('true');
    const harness = h!;
    const comment = harness.emu.state.addComment(FULL, first.pr, { body: '/agent fix\nAlso export roundCents.', author: 'octocat' });
    await nextJob(harness, 'issue_comment', issueCommentPayload(harness.emu.state, FULL, comment.id), exportHelper(), '4344');
    // This job asks for no draft: what the output says comes from the pull request itself.
    harness.env.INPUT_DRAFT = 'false';
    const run = await runAction(harness);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(pulls(harness)[0]!.draft).toBe(true);
    expect(run.outputs['pr-number']).toBe(String(first.pr));
    expect(run.outputs.draft).toBe('true');
  });

  it('a review comment: its file, line and diff hunk reach the model, and the reply goes in its thread', async () => {
    const first = await firstRun();
    const harness = h!;
    const hunk = '@@ -5,3 +5,3 @@\n function roundCents(value) {';
    const rc = harness.emu.state.addReviewComment(FULL, first.pr, {
      body: '/agent fix export this',
      author: 'octocat',
      path: 'src/invoice.js',
      line: 7,
      diffHunk: hunk,
    });
    const model = await nextJob(
      harness,
      'pull_request_review_comment',
      reviewCommentPayload(harness.emu.state, FULL, rc.id),
      exportHelper(),
      '4444',
    );
    const run = await runAction(harness);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const task = JSON.stringify(model.requests[0]!.messages);
    expect(task).toContain('Review comment on src/invoice.js line 7');
    expect(task).toContain('function roundCents(value)');
    const thread = [...harness.emu.state.repo(FULL).reviewComments.values()].filter((c) => c.inReplyTo === rc.id);
    expect(thread).toHaveLength(1);
    expect(thread[0]!.body).toMatch(/pushed a commit to pull request/);
    expect(rc.reactions.map((r) => r.content)).toContain('eyes');
    expectNoViolations(harness.emu);
  });

  it('a submitted review that starts with the command works the same way', async () => {
    const first = await firstRun();
    const harness = h!;
    await nextJob(
      harness,
      'pull_request_review',
      reviewPayload(harness.emu.state, FULL, first.pr, { body: '/agent fix export roundCents', author: 'octocat' }),
      exportHelper(),
      '4545',
    );
    const run = await runAction(harness);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(bareGit(harness, 'rev-parse', `${first.branch}^`)).toBe(first.head);
  });

  it('a pull request agent-fix did not open (another prefix, or a fork) is refused with a reply and no model call', async () => {
    const first = await firstRun();
    const harness = h!;
    const repo = harness.emu.state.repo(FULL);
    const ours = repo.pulls.get(first.pr)!;
    for (const [head, headOwner] of [
      ['feature/by-hand', ours.headOwner],
      [ours.head, 'someone-else'],
    ] as const) {
      Object.assign(ours, { head, headOwner });
      const comment = harness.emu.state.addComment(FULL, first.pr, { body: '/agent fix please', author: 'octocat' });
      const model = await nextJob(
        harness,
        'issue_comment',
        issueCommentPayload(harness.emu.state, FULL, comment.id),
        exportHelper(),
        '4646',
      );
      const run = await runAction(harness);
      expect(run.code).toBe(0);
      expect(model.requests).toHaveLength(0);
      expect(run.outputs['stop-reason']).toBe('ignored');
      const reply = commentsOn(harness, first.pr).at(-1)!;
      expect(reply.body).toMatch(/@octocat agent-fix did not start: .*(own pull requests|another repository)/);
    }
    expectNoViolations(harness.emu);
  });

  it('a branch that moved during the run: nothing is pushed, and the comment says so', async () => {
    const first = await firstRun();
    const harness = h!;
    // Someone pushes to the PR's branch while the model is thinking.
    const pushByHand = (): void => {
      const dir = join(harness.tmp, 'human');
      git(harness.tmp, 'clone', '-q', '--branch', first.branch, harness.bare, dir);
      execFileSync('sh', ['-c', 'echo "by hand" >> README.md'], { cwd: dir });
      git(dir, 'commit', '-qam', 'by hand');
      git(dir, 'push', '-q', 'origin', first.branch);
    };
    const comment = harness.emu.state.addComment(FULL, first.pr, { body: '/agent fix export roundCents', author: 'octocat' });
    await nextJob(harness, 'issue_comment', issueCommentPayload(harness.emu.state, FULL, comment.id), exportHelper(pushByHand), '4747');
    const moved = () => bareGit(harness, 'rev-parse', first.branch);
    const run = await runAction(harness);
    expect(run.code).toBe(1);
    expect(bareGit(harness, 'log', '-1', '--format=%s', moved())).toBe('by hand');
    const reply = commentsOn(harness, first.pr).at(-1)!.body;
    expect(reply).toMatch(/changed on GitHub during the run/);
    expect(reply).toMatch(/nothing was pushed/);
  });

  it('a branch rewound to an ancestor during the run: nothing is pushed (a fast-forward would bring back what was removed)', async () => {
    const first = await firstRun();
    const harness = h!;
    // Someone resets the PR's branch to the commit before the agent's first one while the model is
    // thinking: that commit is gone on purpose. The follow-up's commit sits on top of it, so a plain
    // push would be a fast-forward from there and bring it back.
    const base = bareGit(harness, 'rev-parse', `${first.head}~1`);
    const rewind = (): void => void bareGit(harness, 'update-ref', `refs/heads/${first.branch}`, base);
    const comment = harness.emu.state.addComment(FULL, first.pr, { body: '/agent fix export roundCents', author: 'octocat' });
    await nextJob(harness, 'issue_comment', issueCommentPayload(harness.emu.state, FULL, comment.id), exportHelper(rewind), '4848');
    // The workflow checked out the pull request's branch with its whole history (actions/checkout
    // with ref and fetch-depth: 0), so git itself knows the rewound commit is an ancestor.
    git(harness.env.GITHUB_WORKSPACE as string, 'checkout', '-q', '-B', first.branch, `origin/${first.branch}`);
    const run = await runAction(harness);
    expect(run.code).toBe(1);
    expect(bareGit(harness, 'rev-parse', first.branch)).toBe(base);
    const reply = commentsOn(harness, first.pr).at(-1)!.body;
    expect(reply).toMatch(/changed on GitHub during the run/);
    expect(reply).toMatch(/nothing was pushed/);
  });

  it('with commit-signing: api the follow-up commit is made through the Git Data API on top of the head', async () => {
    const first = await firstRun({ 'commit-signing': 'api' });
    const harness = h!;
    const comment = harness.emu.state.addComment(FULL, first.pr, { body: '/agent fix export roundCents', author: 'octocat' });
    await nextJob(harness, 'issue_comment', issueCommentPayload(harness.emu.state, FULL, comment.id), exportHelper(), '4848');
    const run = await runAction(harness);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const head = bareGit(harness, 'rev-parse', first.branch);
    expect(bareGit(harness, 'rev-parse', `${head}^`)).toBe(first.head);
    // Made by GitHub from a create-commit request without author, committer or signature (signed there).
    expect(harness.emu.state.repo(FULL).signedCommits.has(head)).toBe(true);
  });

  it('a pull request whose runs already cost max-pr-cost-usd gets no further run', async () => {
    const first = await firstRun();
    const harness = h!;
    const comment = harness.emu.state.addComment(FULL, first.pr, { body: '/agent fix more', author: 'octocat' });
    const model = await nextJob(harness, 'issue_comment', issueCommentPayload(harness.emu.state, FULL, comment.id), exportHelper(), '4949');
    harness.env['INPUT_MAX-PR-COST-USD'] = '0.0001';
    const run = await runAction(harness);
    expect(model.requests).toHaveLength(0);
    expect(run.outputs['stop-reason']).toBe('invalid');
    expect(commentsOn(harness, first.pr).at(-1)!.body).toMatch(/already cost \$0\.\d+ of its \$0\.0001 cap \(max-pr-cost-usd\)/);
  });
});
