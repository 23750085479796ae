// A workflow that cannot run as configured fails before anything is spent, through the bundled
// action: no checkout (the workspace stays empty), no model call, no 👀 and no working comment, and
// exactly one comment that names the input to change and the workflow file; stop-reason invalid.
import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { demoTurn } from '../../src/cli/demo-script.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { commentsOn, FULL, ourComments, pulls, runAction, setup, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** What "nothing was spent" means here: no checkout, no model call, no pull request, no reaction on the command. */
async function expectNothingStarted(harness: Harness): Promise<void> {
  expect(await readdir(harness.ws)).toEqual([]);
  expect(harness.model.requests).toHaveLength(0);
  expect(pulls(harness)).toHaveLength(0);
  const command = harness.emu.state.repo(FULL).comments.get(harness.commentId)!;
  expect(command.reactions).toEqual([]);
  expectNoViolations(harness.emu);
}

/** The one comment agent-fix wrote: posted once, never edited. */
function theComment(harness: Harness): string {
  const ours = ourComments(harness);
  expect(ours).toHaveLength(1);
  expect(ours[0]!.history).toHaveLength(1);
  return ours[0]!.body;
}

describe('a misconfigured workflow', () => {
  it('a bad input: one comment names it and the workflow file; nothing is checked out or called', async () => {
    h = await setup({ workflow: 'comment', script: [], emptyWorkspace: true, inputs: { 'max-model-calls': 'many' } });
    const run = await runAction(h);
    expect(run.code).toBe(1);
    expect(run.outputs['stop-reason']).toBe('invalid');
    const body = theComment(h);
    expect(body).toContain('agent-fix did not start: the workflow is misconfigured');
    expect(body).toContain('input max-model-calls: must be a positive whole number up to 1000, got "many"');
    expect(body).toContain('`.github/workflows/agent-fix-comment.yml`');
    expect(body).not.toMatch(/--max-model-calls/);
    await expectNothingStarted(h);
  });

  it('an unpriced model under a cost cap: one comment says which input to set; nothing is checked out or called', async () => {
    h = await setup({ workflow: 'comment', script: [], emptyWorkspace: true, inputs: { model: 'my-local-model' } });
    const run = await runAction(h);
    expect(run.code).toBe(1);
    expect(run.outputs['stop-reason']).toBe('invalid');
    const body = theComment(h);
    expect(body).toMatch(
      /input pricing: model my-local-model has no known price, so the cost cap \(max-cost-usd\) cannot be held: give its prices in pricing/,
    );
    expect(body).not.toMatch(/--pricing|--max-cost/);
    expect(run.stdout).toMatch(/agent-fix did not start: the workflow is misconfigured/);
    await expectNothingStarted(h);
  });

  it('a misspelt input and a bad trigger: the gate decides on the default trigger, one comment names both', async () => {
    h = await setup({ workflow: 'comment', script: [], emptyWorkspace: true, inputs: { trigger: 'slash agent', 'max-cost': '1' } });
    const run = await runAction(h);
    expect(run.outputs['stop-reason']).toBe('invalid');
    const body = theComment(h);
    expect(body).toContain('input trigger: must be one word, like /agent, got "slash agent"');
    expect(body).toContain('input max-cost is not an input of agent-fix (did you mean max-cost-usd?)');
    await expectNothingStarted(h);
  });

  it('the permission gate still comes first: a commenter without permission gets its answer, not the configuration', async () => {
    h = await setup({
      workflow: 'comment',
      script: [],
      emptyWorkspace: true,
      commenter: { login: 'drive-by', role: 'read' },
      inputs: { 'max-model-calls': 'many' },
    });
    const run = await runAction(h);
    expect(run.outputs['stop-reason']).toBe('unauthorized');
    const all = commentsOn(h).filter((c) => c.body.includes('<!-- agent-fix -->'));
    expect(all).toHaveLength(1);
    expect(all[0]!.body).toMatch(/@drive-by agent-fix did not start/);
    expect(all[0]!.body).not.toContain('max-model-calls');
    await expectNothingStarted(h);
  });

  it('a scheduled run has no one to answer: the job fails with the input named, before the checkout', async () => {
    h = await setup({ workflow: 'weekly', script: [], emptyWorkspace: true, inputs: { 'max-cost-usd': 'lots' } });
    const run = await runAction(h);
    expect(run.code).toBe(1);
    expect(run.outputs['stop-reason']).toBe('invalid');
    expect(run.stdout).toMatch(/input max-cost-usd: must be a positive number up to 1000 \(or none\), got "lots"/);
    expect(ourComments(h)).toHaveLength(0);
    await expectNothingStarted(h);
  });

  it('a model answering 401 stops the run with one line that says what to check, not the raw status twice', async () => {
    h = await setup({
      workflow: 'comment',
      script: () => ({
        status: 401,
        body: { error: { message: 'Incorrect API key provided: sk-e2e***', type: 'invalid_request_error', code: 'invalid_api_key' } },
      }),
    });
    const run = await runAction(h);
    expect(run.outputs['stop-reason']).toBe('model_error');
    const body = ourComments(h)[0]!.body;
    expect(body).toMatch(/the endpoint refused the request \(HTTP 401\): Incorrect API key provided.*check base-url, api-key and model/);
    expect(body).not.toMatch(/HTTP 401: 401/);
    // The scripted model was asked once: a refused key is not retried.
    expect(h.model.requests).toHaveLength(1);
  });

  it('a well-configured run right after still works (control: the checks do not refuse good inputs)', async () => {
    h = await setup({ workflow: 'comment', script: (req, i) => demoTurn(req, i) });
    const run = await runAction(h);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(pulls(h)).toHaveLength(1);
  });
});
