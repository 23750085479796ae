// End to end with either wire API: the bundled action fixes the sample issue against the scripted
// server speaking Chat Completions or the Responses API, and the PR body's tokens, cached tokens,
// reasoning tokens and dollars are the sums the server served, read in that API's own field names.
import { afterEach, describe, expect, it } from 'vitest';
import { BUILTIN_PRICING, dollars } from '../../src/agent/pricing.js';
import { demoTurn } from '../../src/cli/demo-script.js';
import type { WireApi } from '../../src/model/types.js';
import type { RecordedRequest, ScriptTurn } from '../../src/scripted/server.js';
import { bareGit, pulls, runAction, setupPlainChecks, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const fmt = (n: number): string => n.toLocaleString('en-US');

/** The demo's trajectory, each answer reasoning a little (so reasoning tokens are served and summed). */
function reasoningDemo(req: RecordedRequest, i: number): ScriptTurn | undefined {
  const turn = demoTurn(req, i);
  return turn && typeof turn === 'object' && ('toolCalls' in turn || 'content' in turn) ? { ...turn, reasoningTokens: 23 + 5 * i } : turn;
}

/** Both APIs' usage fields, as the scripted server serves them (each body has one API's half). */
interface Served {
  input_tokens: number;
  input_tokens_details: { cached_tokens: number };
  output_tokens: number;
  output_tokens_details: { reasoning_tokens: number };
  prompt_tokens: number;
  prompt_tokens_details: { cached_tokens: number };
  completion_tokens: number;
  completion_tokens_details: { reasoning_tokens: number };
}

/** The served usage, summed from each body's own fields (chat: prompt_tokens...; responses: input_tokens...). */
function served(h: Harness, api: WireApi): { input: number; cached: number; output: number; reasoning: number } {
  const t = { input: 0, cached: 0, output: 0, reasoning: 0 };
  for (const r of h.model.requests) {
    const u = r.wireUsage as Served | null;
    if (!u) continue;
    expect(r.api).toBe(api);
    if (api === 'responses') {
      t.input += u.input_tokens;
      t.cached += u.input_tokens_details.cached_tokens;
      t.output += u.output_tokens;
      t.reasoning += u.output_tokens_details.reasoning_tokens;
    } else {
      t.input += u.prompt_tokens;
      t.cached += u.prompt_tokens_details.cached_tokens;
      t.output += u.completion_tokens;
      t.reasoning += u.completion_tokens_details.reasoning_tokens;
    }
  }
  return t;
}

describe.each<WireApi>(['responses', 'chat-completions'])('action e2e with api %s', (api) => {
  it('fixes the sample issue; the PR body says the API and the effort, and its figures are the served sums', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: reasoningDemo, inputs: { api, 'reasoning-effort': 'low' } });
    const run = await runAction(h);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const branch = run.outputs.branch ?? '';
    expect(bareGit(h, 'show', `${branch}:src/invoice.js`)).toContain('discountPercent / 100');
    // Every request went to the API asked for, with the effort in that API's field.
    expect(h.model.requests.length).toBeGreaterThan(2);
    for (const r of h.model.requests) {
      expect(r.api).toBe(api);
      expect(r.reasoningEffort).toBe('low');
      const body = r.body as Record<string, unknown>;
      if (api === 'responses') {
        expect(body.store).toBe(false);
        expect(body).not.toHaveProperty('previous_response_id');
      }
    }
    const pr = pulls(h)[0]!;
    const body = pr.body ?? '';
    expect(body).toContain(`via \`${api}\`, reasoning effort \`low\``);
    const t = served(h, api);
    expect(t.reasoning).toBeGreaterThan(0);
    expect(body).toContain(`Input tokens: ${fmt(t.input)}, of which cached (as billed): ${fmt(t.cached)}`);
    expect(body).toContain(`Output tokens: ${fmt(t.output)}, of which reasoning: ${fmt(t.reasoning)}`);
    expect(Number(run.outputs['input-tokens'])).toBe(t.input);
    expect(Number(run.outputs['cached-input-tokens'])).toBe(t.cached);
    expect(Number(run.outputs['output-tokens'])).toBe(t.output);
    const usd = dollars({ uncachedInput: t.input - t.cached, cachedInput: t.cached, output: t.output }, BUILTIN_PRICING['gpt-5-mini']!);
    expect(Math.abs(Number(run.outputs['cost-usd']) - usd)).toBeLessThan(0.00001);
    expect(body).toContain(`$${usd.toFixed(4)} billed`);
  });
});
