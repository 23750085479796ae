// Context compaction through the real loop, the real SDK and the scripted server (whose window
// refuses a longer prompt with context_length_exceeded, as providers do), in both wire APIs.
import { describe, expect, it } from 'vitest';
import { resolvePricing } from '../../src/agent/pricing.js';
import { runAgent } from '../../src/agent/run.js';
import { RunSettings } from '../../src/agent/settings.js';
import { createOpenAIClient } from '../../src/model/openai-client.js';
import type { WireApi } from '../../src/model/types.js';
import { renderPullRequestBody } from '../../src/report/markdown.js';
import { startScriptedServer, type RecordedRequest, type Script, type ScriptedServerOptions } from '../../src/scripted/server.js';
import { estimateTokens } from '../../src/scripted/token-estimate.js';
import { project, read } from './loop-helpers.js';

const WINDOW = 16_384;

async function run(
  dir: string,
  script: Script,
  opts: { api: WireApi; contextWindow: number | null; server?: ScriptedServerOptions; reasoningEffort?: 'high' },
) {
  const server = await startScriptedServer(script, opts.server);
  try {
    const client = createOpenAIClient({
      baseURL: server.url,
      apiKey: 'sk-test-compaction-key-0815',
      model: 'gpt-5-mini',
      api: opts.api,
      backoffMs: 5,
      maxRetries: 1,
      timeoutMs: 10_000,
      ...(opts.reasoningEffort ? { reasoningEffort: opts.reasoningEffort } : {}),
    });
    const settings = RunSettings.parse({
      model: 'gpt-5-mini',
      api: opts.api,
      contextWindow: opts.contextWindow,
      limits: { maxModelCalls: 80, maxToolCalls: 200, maxCostUsd: 2 },
    });
    const res = await runAgent({
      task: { source: 'cli', title: 'Fix the bug', body: 'Please fix it.' },
      root: dir,
      settings,
      client,
      pricing: resolvePricing('gpt-5-mini'),
      baseUrlHost: new URL(server.url).host,
    });
    return { ...res, server };
  } finally {
    await server.close();
  }
}

/** A module of `lines` numbered lines, about 40 bytes each. */
const big = (name: string, lines: number): string =>
  Array.from({ length: lines }, (_, i) => `export const ${name}_${i} = ${i}; // filler line`).join('\n') + '\n';

const FILES = 16;

/** Reads 16 files of ~3k tokens each (3x a 16k window in all), then fixes bug.js and finishes. */
function longScript(): Script {
  return (req: RecordedRequest, i: number) => {
    if (i < FILES) return { toolCalls: [{ name: 'read_file', arguments: { path: `src/m${i}.js` } }], reasoningTokens: 11 };
    if (i === FILES) return { toolCalls: [{ name: 'read_file', arguments: { path: 'bug.js' } }] };
    if (i === FILES + 1) {
      const revision = /bug\.js · revision ([0-9a-f]{12})/.exec(JSON.stringify(req.messages.at(-1)))?.[1] ?? 'none';
      return {
        toolCalls: [
          {
            name: 'edit',
            arguments: {
              edits: [
                {
                  path: 'bug.js',
                  revision,
                  start_line: 1,
                  end_line: 1,
                  first_line: 'export const add = (a, b) => a - b;',
                  last_line: 'export const add = (a, b) => a - b;',
                  new_text: 'export const add = (a, b) => a + b;',
                },
              ],
            },
          },
        ],
      };
    }
    if (i === FILES + 2) return { content: 'Fixed add.' };
    return undefined;
  };
}

async function longProject(): Promise<string> {
  const files: Record<string, string> = { 'bug.js': 'export const add = (a, b) => a - b;\n' };
  for (let i = 0; i < FILES; i++) files[`src/m${i}.js`] = big(`m${i}`, 300);
  return project(files);
}

describe.each<WireApi>(['chat-completions', 'responses'])('compaction (%s)', (api) => {
  it('a run reaching 3x a 16k window finishes through compaction; the same run without it fails at the provider', async () => {
    const dir = await longProject();
    const total = FILES * estimateTokens(big('m0', 300));
    expect(total).toBeGreaterThan(3 * WINDOW);

    const without = await run(await longProject(), longScript(), { api, contextWindow: null, server: { contextWindow: WINDOW } });
    expect(without.report.stopReason.code).toBe('model_error');
    expect(without.report.stopReason.detail).toMatch(/context/i);
    expect(without.server.requests.at(-1)?.status).toBe(400);

    const withIt = await run(dir, longScript(), { api, contextWindow: WINDOW, server: { contextWindow: WINDOW } });
    const r = withIt.report;
    expect(r.stopReason.code, r.stopReason.detail).toBe('done');
    expect(await read(dir, 'bug.js')).toBe('export const add = (a, b) => a + b;\n');
    // No request went over the window: the provider never had to refuse one.
    expect(withIt.server.requests.every((q) => q.status === 200)).toBe(true);
    expect(Math.max(...withIt.server.requests.map((q) => estimateTokens(q.prompt)))).toBeLessThanOrEqual(WINDOW);
    const compactions = r.compactions ?? [];
    expect(compactions.length).toBeGreaterThanOrEqual(2);
    for (const c of compactions) expect(c.tokensAfter).toBeLessThan(c.tokensBefore);
    // Summary calls are real calls: counted in the totals (to the token) and priced.
    const summaries = withIt.server.requests.filter((q) => q.summary);
    expect(summaries.length).toBe(compactions.filter((c) => c.summaryCall !== undefined).length);
    expect(r.totals.modelCalls).toBe(withIt.server.requests.length);
    expect(r.totals.inputTokens).toBe(withIt.server.requests.reduce((n, q) => n + (q.usage?.prompt_tokens ?? 0), 0));
    // The system prompt and the tool schemas stay byte-identical across compactions.
    const first = withIt.server.requests[0]!;
    for (const q of withIt.server.requests) {
      expect(JSON.stringify(q.messages[0])).toBe(JSON.stringify(first.messages[0]));
      expect(JSON.stringify(q.tools)).toBe(JSON.stringify(first.tools));
    }
    // Listed in the PR body, each with its call, tokens and summary cost.
    const body = renderPullRequestBody(r);
    expect(body).toContain(`### Context compactions (${compactions.length})`);
    for (const c of compactions) expect(body).toContain(`| ${c.beforeCall} | `);
    // The perfect-caching figure reports the cache break: it re-reads no more than the unbroken prefixes.
    expect(r.totals.costPerfectCachingUsd).toBeGreaterThan(0);
  }, 60_000);

  it("a provider's context_length_exceeded (a window set too large) compacts and retries once instead of failing", async () => {
    const dir = await longProject();
    const r = await run(dir, longScript(), { api, contextWindow: 4 * WINDOW, server: { contextWindow: WINDOW } });
    expect(r.report.stopReason.code, r.report.stopReason.detail).toBe('done');
    const reasons = (r.report.compactions ?? []).map((c) => c.reason);
    expect(reasons).toContain('provider_limit');
    // Each refusal is followed by a compaction and one retry that the provider served.
    const refused = r.server.requests.filter((q) => q.status === 400);
    expect(refused.length).toBe(reasons.filter((x) => x === 'provider_limit').length);
    expect(r.server.requests.at(-1)?.status).toBe(200);
    // Refused prompts were not billed: the totals are the served calls only.
    expect(r.report.totals.modelCalls).toBe(r.server.requests.filter((q) => q.status === 200).length);
  }, 60_000);
});

describe('edits after a compaction', () => {
  /** Read a.js (R1), edit it (R2, which makes the first read stale), three big reads, then an edit naming R1. */
  function script(): Script {
    let r1 = '';
    return (req: RecordedRequest, i: number) => {
      const last = JSON.stringify(req.messages.at(-1));
      if (i === 0) return { toolCalls: [{ name: 'read_file', arguments: { path: 'a.js' } }] };
      if (i === 1) {
        r1 = /a\.js · revision ([0-9a-f]{12})/.exec(last)?.[1] ?? 'none';
        return {
          toolCalls: [
            {
              name: 'edit',
              arguments: {
                edits: [
                  {
                    path: 'a.js',
                    revision: r1,
                    start_line: 1,
                    end_line: 1,
                    first_line: 'const one = 1;',
                    last_line: 'const one = 1;',
                    new_text: 'const one = 1; // checked',
                  },
                ],
              },
            },
          ],
        };
      }
      if (i >= 2 && i <= 4) return { toolCalls: [{ name: 'read_file', arguments: { path: `b${i}.js` } }] };
      // The edit names the revision of the read that compaction stubbed.
      if (i === 5)
        return {
          toolCalls: [
            {
              name: 'edit',
              arguments: {
                edits: [
                  {
                    path: 'a.js',
                    revision: r1,
                    start_line: 3,
                    end_line: 3,
                    first_line: 'const three = 2;',
                    last_line: 'const three = 2;',
                    new_text: 'const three = 3;',
                  },
                ],
              },
            },
          ],
        };
      if (i === 6) return { content: 'done' };
      return undefined;
    };
  }
  const files = (): Record<string, string> => ({
    'a.js': 'const one = 1;\nconst two = 2;\nconst three = 2;\n',
    'b2.js': big('b2', 120),
    'b3.js': big('b3', 120),
    'b4.js': big('b4', 120),
  });

  it.each<WireApi>(['chat-completions', 'responses'])(
    'get the same answer and the same file as without compaction (%s)',
    async (api) => {
      const plain = await project(files());
      const compacted = await project(files());
      const a = await run(plain, script(), { api, contextWindow: null });
      const b = await run(compacted, script(), { api, contextWindow: 4096 });
      expect(b.report.compactions?.[0]?.stubbed).toBeGreaterThanOrEqual(1);
      expect(
        b.server.requests.some((q) =>
          q.messages.some((m) => m.role === 'tool' && /^file a\.js, revision [0-9a-f]{12}: superseded by the edit/.test(m.content)),
        ),
      ).toBe(true);
      const answer = (x: typeof a): string => {
        const final = x.server.requests.filter((q) => !q.summary).at(-1)!;
        const m = final.messages.at(-1)!;
        return m.role === 'tool' ? m.content : '';
      };
      expect(answer(b)).toBe(answer(a));
      expect(answer(a)).not.toBe('');
      expect(await read(compacted, 'a.js')).toBe(await read(plain, 'a.js'));
      expect(b.report.attempts.map((x) => [x.outcome, x.code])).toEqual(a.report.attempts.map((x) => [x.outcome, x.code]));
    },
    60_000,
  );
});

describe.each<WireApi>(['chat-completions', 'responses'])('a model that takes no reasoning effort (%s)', (api) => {
  it('stops the run before any paid call, with the message', async () => {
    const dir = await project({ 'a.js': 'x\n' });
    const r = await run(dir, [{ content: 'never served' }], {
      api,
      contextWindow: null,
      reasoningEffort: 'high',
      server: { rejectReasoningEffort: true },
    });
    expect(r.report.stopReason.code).toBe('model_error');
    expect(r.report.stopReason.detail).toMatch(/^model gpt-5-mini does not take reasoning-effort \(high\); remove the input/);
    expect(r.report.totals.modelCalls).toBe(0);
    expect(r.report.totals.costBilledUsd).toBe(0);
    expect(r.server.requests.every((q) => q.usage === null)).toBe(true);
  });
});
