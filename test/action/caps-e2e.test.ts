// The cost cap cannot silently vanish, end to end with the bundled action: a capped run with an
// unpriced model, or a pricing input that cannot be used, fails the job before the first model
// call, naming the input to set; only `max-cost-usd: none` runs without a cap, and says so on top.
import { afterEach, describe, expect, it } from 'vitest';
import { demoTurn } from '../../src/cli/demo-script.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { ourComments, pulls, runAction, setupPlainChecks, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('action e2e: cost caps', () => {
  it('an unpriced model with max-cost-usd set: the job fails before any model call and names the inputs to set', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: demoTurn, inputs: { model: 'llama-3.3-70b', 'max-cost-usd': '1' } });
    const run = await runAction(h);
    expect(run.code).toBe(1);
    expect(h.model.requests).toHaveLength(0);
    expect(pulls(h)).toHaveLength(0);
    const comment = ourComments(h)[0]!.body;
    for (const text of [comment, run.stdout]) {
      expect(text).toMatch(/input pricing: model llama-3\.3-70b has no known price/);
      expect(text).toMatch(/max-cost-usd to none/);
    }
    expectNoViolations(h.emu);
  });

  for (const [pricing, error] of [
    ['{not json', /input pricing: is not valid JSON/],
    [
      '{"inputPerMtok":0.25,"cachedInputPerMTok":0.025,"outputPerMTok":2}',
      /input pricing: has an unknown key "inputPerMtok" \(did you mean "inputPerMTok"\?\)/,
    ],
    [
      '{"gpt-5-mini":{"inputPerMTok":-1,"cachedInputPerMTok":0,"outputPerMTok":2}}',
      /"gpt-5-mini\.inputPerMTok" must be a non-negative number/,
    ],
  ] as const) {
    it(`a pricing input that cannot be used fails the job at once: ${pricing}`, async () => {
      h = await setupPlainChecks({ workflow: 'comment', script: demoTurn, inputs: { pricing } });
      const run = await runAction(h);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(error);
      expect(h.model.requests).toHaveLength(0);
    });
  }

  it('max-cost-usd: none runs an unpriced model, and the PR body says on top that there was no cap', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: demoTurn, inputs: { model: 'llama-3.3-70b', 'max-cost-usd': 'none' } });
    const run = await runAction(h);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const body = pulls(h)[0]!.body ?? '';
    expect(body.slice(0, 1500)).toMatch(/No cost cap: max-cost-usd was set to none/);
    expect(run.outputs['cost-usd']).toBe('');
    expectNoViolations(h.emu);
  });
});
