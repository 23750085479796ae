// The cost cap holds: no call can take a run over max-cost-usd (with an endpoint that honours
// max_completion_tokens), a cap that cannot be enforced is refused before anything is spent, and an
// endpoint that ignores the cap is caught and reported.
import fc from 'fast-check';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { Budget } from '../../src/agent/budget.js';
import { RunRecorder } from '../../src/agent/recorder.js';
import { RunSetupError, startRun } from '../../src/agent/run.js';
import { RunSettings } from '../../src/agent/settings.js';
import { parsePricingInput, type Pricing } from '../../src/agent/pricing.js';
import { dollars } from '../../src/agent/pricing.js';
import type { ChatMessage, ModelResponse } from '../../src/model/types.js';
import { startScriptedServer, type Script, type ScriptedServerOptions } from '../../src/scripted/server.js';
import { Secrets } from '../../src/secrets/index.js';

const TOOLS = [{ type: 'function' as const, function: { name: 'read_file', description: 'Read a file.', parameters: { type: 'object' } } }];

describe('the budget, over random prices, budgets and usage', () => {
  it('never lets the billed cost exceed the cap when the endpoint honours the output cap', () => {
    fc.assert(
      fc.property(
        fc.record({
          input: fc.double({ min: 0.01, max: 20, noNaN: true }),
          cachedShare: fc.double({ min: 0, max: 1, noNaN: true }),
          output: fc.double({ min: 0.01, max: 80, noNaN: true }),
          cap: fc.double({ min: 0.001, max: 3, noNaN: true }),
          /** Bytes per token the provider's tokenizer achieves (>= 1: a token is at least one byte). */
          bytesPerToken: fc.double({ min: 1, max: 6, noNaN: true }),
          appends: fc.array(fc.integer({ min: 10, max: 60_000 }), { minLength: 1, maxLength: 60 }),
          wants: fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 60 }),
          cachedFraction: fc.double({ min: 0, max: 1, noNaN: true }),
          /** Calls before which the context is compacted (rewritten shorter, no longer append-only). */
          compactions: fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }),
        }),
        (p) => {
          const pricing: Pricing = { inputPerMTok: p.input, cachedInputPerMTok: p.input * p.cachedShare, outputPerMTok: p.output };
          const limits = RunSettings.parse({ limits: { maxCostUsd: p.cap, maxOutputTokens: 10_000_000, maxModelCalls: 1000 } }).limits;
          const recorder = new RunRecorder(Secrets.none);
          const budget = new Budget(limits, pricing, recorder, 128_000);
          const messages: ChatMessage[] = [{ role: 'system', content: 'x'.repeat(2000) }];
          let prompt = 0;
          for (let i = 0; i < 60; i++) {
            if (p.compactions[i % p.compactions.length] && messages.length > 3) {
              // A compaction: the oldest turns become one short summary; the provider's count drops with it.
              messages.splice(1, messages.length - 2, { role: 'user', content: 's'.repeat(300) });
              budget.contextRewritten();
              prompt = 0;
            }
            messages.push({ role: 'user', content: 'y'.repeat(p.appends[i % p.appends.length]!) });
            const plan = budget.beforeModelCall({ messages, tools: TOOLS });
            if ('stop' in plan) break;
            // The provider's count: the request's real size in tokens, never above one token per byte.
            const bytes = Buffer.byteLength(JSON.stringify(messages)) + Buffer.byteLength(JSON.stringify(TOOLS));
            prompt = Math.max(prompt, Math.ceil(bytes / p.bytesPerToken));
            expect(prompt).toBeLessThanOrEqual(plan.inputBound);
            const out = Math.min(p.wants[i % p.wants.length]!, plan.maxOutputTokens);
            const cached = Math.floor(prompt * p.cachedFraction);
            const response: ModelResponse = {
              content: 'ok',
              toolCalls: [],
              finishReason: out === plan.maxOutputTokens ? 'length' : 'stop',
              usage: { inputTokens: prompt, cachedInputTokens: cached, outputTokens: out, reasoningTokens: 0 },
              durationMs: 1,
              attempts: 1,
              model: 'm',
            };
            recorder.observe({ type: 'model_call', response });
            messages.push({ role: 'assistant', content: 'z'.repeat(out) });
            const billed = dollars(recorder.ledger.billedTokens(), pricing);
            expect(billed).toBeLessThanOrEqual(p.cap + 1e-12);
            if (budget.afterModelCall(response, plan)) break;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

let api: 'chat-completions' | 'responses' = 'chat-completions';

async function run(script: Script, settings: Record<string, unknown>, opts: { pricing?: string; server?: ScriptedServerOptions } = {}) {
  const server = await startScriptedServer(script, opts.server);
  const root = await mkdtemp(join(tmpdir(), 'agent-fix-budget-'));
  const pricing = opts.pricing ? parsePricingInput(opts.pricing) : undefined;
  try {
    const result = await startRun({
      task: { source: 'cli', title: 'Look around' },
      root,
      settings: RunSettings.parse({ api, ...settings }),
      endpoint: { baseURL: server.url, apiKey: 'sk-budget-test-key', backoffMs: 5 },
      pricing: pricing?.ok ? pricing.value : undefined,
    });
    return { ...result, server };
  } finally {
    await server.close();
  }
}

const listForever: Script = () => ({ toolCalls: [{ name: 'list_files', arguments: {} }], reasoningTokens: 20_000 });

describe.each(['chat-completions', 'responses'] as const)('cost caps over real HTTP (%s)', (which) => {
  beforeEach(() => {
    api = which;
  });

  it('a provider that refuses a cap above its model maximum is asked again once at that maximum, and later calls ask no more', async () => {
    const r = await run(
      () => ({ toolCalls: [{ name: 'list_files', arguments: {} }], reasoningTokens: 2000 }),
      { model: 'gpt-5-mini', limits: { maxModelCalls: 3, maxCostUsd: 5 } },
      { server: { modelMaxOutputTokens: 5000 } },
    );
    const asked = r.server.requests.map((q) => q.maxCompletionTokens);
    // First request: the run's output limit (under the model's built-in ceiling); refused (400)
    // naming 5000; asked again at 5000; then 5000 on.
    expect(r.server.requests[0]!.status).toBe(400);
    expect(asked).toEqual([100_000, 5000, 5000, 5000]);
    expect(r.report.stopReason.code).toBe('max_model_calls');
    expect(r.report.totals.modelCalls).toBe(3);
  });

  it('an endpoint that ignores the cap is caught after the call: the run stops and the report says by how much it overshot', async () => {
    const r = await run(
      () => ({ toolCalls: [{ name: 'list_files', arguments: {} }], reasoningTokens: 400_000 }),
      { model: 'gpt-5-mini', limits: { maxCostUsd: 0.5, maxOutputTokens: 10_000_000 } },
      { server: { ignoreOutputCap: true } },
    );
    expect(r.report.stopReason.code).toBe('max_cost');
    expect(r.report.stopReason.detail).toMatch(/overshot by \$0\.3/);
    expect(r.report.warnings.join('\n')).toMatch(/did not honour max_completion_tokens.*\$0\.3\d+ over max-cost-usd/);
    expect(r.server.requests[0]!.maxCompletionTokens).toBeLessThan(400_000);
  });

  it('a capped run with an unpriced model is refused before the first model call', async () => {
    const server = await startScriptedServer(listForever);
    const root = await mkdtemp(join(tmpdir(), 'agent-fix-budget-'));
    await expect(
      startRun({
        task: { source: 'cli', title: 'x' },
        root,
        settings: RunSettings.parse({ model: 'llama-3.3-70b', limits: { maxCostUsd: 1 } }),
        endpoint: { baseURL: server.url, apiKey: 'k' },
      }),
    ).rejects.toThrow(RunSetupError);
    expect(server.requests).toHaveLength(0);
    await server.close();
  });

  it('max-cost-usd none runs an unpriced model, and the report says there was no cap', async () => {
    const r = await run([{ content: 'done' }], { model: 'llama-3.3-70b', limits: { maxCostUsd: null } });
    expect(r.report.stopReason.code).toBe('done');
    expect(r.report.warnings.join('\n')).toMatch(/No cost cap: max-cost-usd was set to none/);
    expect(r.server.requests[0]!.maxCompletionTokens).toBe(16_384);
  });

  it("a user-priced model's cap holds the same way", async () => {
    const r = await run(
      () => ({ toolCalls: [{ name: 'list_files', arguments: {} }], reasoningTokens: 5000 }),
      { model: 'my-model', limits: { maxCostUsd: 0.05, maxOutputTokens: 10_000_000 } },
      { pricing: '{"my-model":{"inputPerMTok":1,"cachedInputPerMTok":0.1,"outputPerMTok":10}}' },
    );
    expect(r.report.stopReason.code).toBe('max_cost');
    expect(r.report.totals.costBilledUsd).toBeLessThanOrEqual(0.05);
  });
});
