// End to end, the bundled action as a runner runs it: `mode: eval` from the example workflow
// (docs/workflows/agent-eval.yml) publishes the table as the job summary; `edit-interface: auto` picks
// the interface measured for the model from the routing file in the base commit, and the PR body
// says so.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EDIT_DESCRIPTIONS } from '../../src/agent/prompt.js';
import { EvalRunResult } from '../../src/eval/results.js';
import { ROUTING_FORMAT, ROUTING_PATH, RoutingFile } from '../../src/eval/routing.js';
import { parseTrajectory, scriptOf, Trajectory } from '../../src/scripted/index.js';
import { IS_ROOT, NEEDS_ROOT } from '../support/root.js';
import { API_KEY, pulls, runAction, setup, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const TASK = 'js-paginate-last-page';

describe.skipIf(!IS_ROOT)(`action e2e: mode eval (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  it('on workflow_dispatch: runs the chosen tasks, publishes the table as the job summary, leaves the results and a routing file', async () => {
    const trajectory = parseTrajectory(
      await readFile(join(import.meta.dirname, '..', '..', 'eval', 'trajectories', TASK, 'verified_selection.json'), 'utf8'),
    );
    h = await setup({
      workflow: 'eval',
      script: scriptOf(trajectory),
      dispatchInputs: { tasks: TASK, interfaces: 'verified_selection', repeat: '1', 'max-cost-usd': '1' },
    });
    const run = await runAction(h);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(run.summary).toContain('## agent-fix eval: gpt-5-mini');
    expect(run.summary).toMatch(/\| solved \(95% interval\) \| 1\/1 = 100% \[21%–100%\] \|/);
    expect(run.summary).toContain('agent-fix claims no figures for any real model');
    expect(run.stdout).toMatch(/agent-fix eval: worst case \$1\.0000 billed for this invocation/);
    expect(run.outputs['stop-reason']).toBe('done');
    const outDir = join(h.env.RUNNER_TEMP as string, 'agent-fix-eval');
    expect(run.outputs['report-path']).toBe(join(outDir, 'eval.json'));
    const result = EvalRunResult.parse(JSON.parse(await readFile(join(outDir, 'runs', `${TASK}.verified_selection.1.json`), 'utf8')));
    expect(result.solved).toBe(true);
    const served = h.model.requests.filter((r) => r.usage);
    expect(result.totals.modelCalls).toBe(trajectory.turns.length);
    expect(result.totals.inputTokens).toBe(served.reduce((n, r) => n + (r.usage?.prompt_tokens ?? 0), 0));
    expect(result.totals.outputTokens).toBe(served.reduce((n, r) => n + (r.usage?.completion_tokens ?? 0), 0));
    const routing = RoutingFile.parse(JSON.parse(await readFile(join(outDir, 'agent-fix-routing.json'), 'utf8')));
    expect(routing.models['gpt-5-mini']).toMatchObject({ interface: 'verified_selection', scripted: false, tasks: 1, repeat: 1 });
    // (The runner is told to mask the key with ::add-mask::; nothing else may carry it.)
    const log = run.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    for (const text of [log, run.stderr, run.summary, await readFile(join(outDir, 'eval.json'), 'utf8')])
      expect(text).not.toContain(API_KEY);
  }, 120_000);
});

describe('action e2e: mode eval outside workflow_dispatch', () => {
  it('fails the job before any model call and says where it runs', async () => {
    h = await setup({ workflow: 'comment', script: [], inputs: { mode: 'eval' } });
    const run = await runAction(h);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/mode: eval runs on workflow_dispatch only \(this event: issue_comment\)/);
    expect(h.model.requests).toHaveLength(0);
  });
});

describe('action e2e: edit-interface auto', () => {
  it('uses the interface the base commit routes the model to, and the PR body says why', async () => {
    const entry = {
      interface: 'search_replace',
      reason: "search_replace measured best by cost per solved task and its interval does not overlap verified_selection's",
      measure: 'cost_per_solved_task',
      candidates: [{ interface: 'search_replace', runs: 56, solved: 50, value: 0.01, low: 0.009, high: 0.012 }],
      tasks: 28,
      repeat: 2,
      scripted: false,
      measuredAt: '2025-09-01T12:00:00.000Z',
      tool: 'agent-fix 0.1.0',
    };
    const routing = `${JSON.stringify({ format: ROUTING_FORMAT, models: { 'gpt-5-mini': entry } }, null, 2)}\n`;
    const line = '  const discount = subtotal * discountPercent;';
    const trajectory = Trajectory.parse({
      format: 'agent-fix-trajectory/1',
      turns: [
        { tool_calls: [{ name: 'read_file', arguments: { path: 'src/invoice.js' } }] },
        {
          tool_calls: [
            {
              name: 'edit',
              arguments: {
                edits: [
                  {
                    path: 'src/invoice.js',
                    revision: '{{revision:src/invoice.js}}',
                    old_text: line,
                    new_text: '  const discount = subtotal * (discountPercent / 100);',
                  },
                ],
              },
            },
          ],
        },
        { content: 'Fixed the discount: it is a percentage.' },
      ],
    });
    h = await setup({
      workflow: 'comment',
      script: scriptOf(trajectory),
      inputs: { 'edit-interface': 'auto' },
      files: { [ROUTING_PATH]: routing },
    });
    const run = await runAction(h);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const edit = h.model.requests[0]!.tools.find((t) => t.function.name === 'edit');
    expect(edit?.function.description).toBe(EDIT_DESCRIPTIONS.search_replace);
    const [pr] = pulls(h);
    expect(pr?.body).toContain('**Edit interface:** `search_replace` — edit-interface auto, measured routing');
    expect(existsSync(join(h.ws, ROUTING_PATH))).toBe(true);
  }, 120_000);
});
