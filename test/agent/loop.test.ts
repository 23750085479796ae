// The loop against the scripted OpenAI-compatible server over real HTTP with the real SDK.
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/scripted/server.js';
import { project, read, revisionIn, runScripted } from './loop-helpers.js';

const PY = 'def add(a, b):\n    return a - b\n\n\ndef sub(a, b):\n    return a - b\n';

const readPy = { toolCalls: [{ name: 'read_file', arguments: { path: 'calc.py' } }] };
const fixAt = (line: number) => (req: RecordedRequest) => ({
  toolCalls: [
    {
      name: 'edit',
      arguments: {
        edits: [
          {
            path: 'calc.py',
            revision: revisionIn(req),
            start_line: line,
            end_line: line,
            first_line: '    return a - b',
            last_line: '    return a - b',
            new_text: '    return a + b',
          },
        ],
      },
    },
  ],
});

describe('agent loop', () => {
  it('retries a refused edit, writes only the accepted one, and accounts both', async () => {
    const dir = await project({ 'calc.py': PY });
    // A pointer far past the end of the file (and the alignment window) is refused as bad_range.
    const run = await runScripted(dir, [readPy, fixAt(20), fixAt(2), { content: 'Fixed add.' }]);
    expect(await read(dir, 'calc.py')).toBe(PY.replace('    return a - b', '    return a + b'));
    const m = run.report.editMetrics;
    expect(m.firstTargetedEditAccepted).toBe(false);
    expect(m.attempted).toBe(2);
    expect(m.accepted).toBe(1);
    expect(Object.values(m.refusedByCode).reduce((a, b) => a + b, 0)).toBe(1);
    expect(run.report.stopReason.code).toBe('done');
    expect(run.report.summary).toBe('Fixed add.');
    // The refusal text reached the model verbatim in the next request.
    const refusal = run.server.requests[2]?.messages.at(-1);
    expect(refusal?.role).toBe('tool');
    expect(String(refusal && 'content' in refusal ? refusal.content : '')).toMatch(/Nothing was written/);
    expect(run.report.files).toEqual([{ path: 'calc.py', kind: 'update', added: 1, removed: 1 }]);
  });

  it('report totals equal the sums of the usage the server served, exactly', async () => {
    const dir = await project({ 'calc.py': PY });
    const run = await runScripted(dir, [readPy, fixAt(2), { content: 'done', reasoningTokens: 17 }]);
    const served = run.server.requests.filter((r) => r.usage);
    const sum = (f: (u: NonNullable<RecordedRequest['usage']>) => number | null | undefined) =>
      served.reduce((n, r) => n + (f(r.usage!) ?? 0), 0);
    const t = run.report.totals;
    expect(t.modelCalls).toBe(served.length);
    expect(t.inputTokens).toBe(sum((u) => u.prompt_tokens));
    expect(t.cachedInputTokens).toBe(sum((u) => u.prompt_tokens_details?.cached_tokens));
    expect(t.outputTokens).toBe(sum((u) => u.completion_tokens));
    expect(t.reasoningTokens).toBe(17);
    // gpt-5-mini built-in prices: $0.25 / $0.025 / $2 per million tokens.
    const billed = ((t.inputTokens - t.cachedInputTokens) * 0.25 + t.cachedInputTokens * 0.025 + t.outputTokens * 2) / 1e6;
    expect(t.costBilledUsd).toBeCloseTo(billed, 12);
  });

  it('keeps the context append-only: each request extends the previous one', async () => {
    const dir = await project({ 'calc.py': PY });
    const run = await runScripted(dir, [
      {
        toolCalls: [
          { name: 'list_files', arguments: {} },
          { name: 'search_text', arguments: { pattern: 'return' } },
        ],
      },
      readPy,
      fixAt(2),
      { content: 'ok' },
    ]);
    const reqs = run.server.requests;
    expect(reqs.length).toBe(4);
    for (let i = 1; i < reqs.length; i++) {
      const prev = reqs[i - 1]!;
      const cur = reqs[i]!;
      expect(cur.messages.slice(0, prev.messages.length)).toEqual(prev.messages);
      expect(cur.tools).toEqual(prev.tools);
      expect(cur.messages.length).toBeGreaterThan(prev.messages.length);
    }
    // Parallel tool calls each got their own answer, in order.
    const answers = reqs[1]!.messages.filter((m) => m.role === 'tool');
    expect(answers).toHaveLength(2);
  });

  it('retries a 429 and a 500 and goes on', async () => {
    const dir = await project({ 'calc.py': PY });
    const run = await runScripted(dir, [{ status: 429, retryAfterMs: 10 }, readPy, { status: 500 }, fixAt(2), { content: 'ok' }]);
    expect(run.report.stopReason.code).toBe('done');
    expect(await read(dir, 'calc.py')).toContain('a + b');
    // Retried attempts are one model call each in the ledger.
    expect(run.report.totals.modelCalls).toBe(3);
    expect(run.server.requests.filter((r) => r.status === 429 || r.status === 500)).toHaveLength(2);
  });

  it('answers garbled tool arguments and unknown tools with a refusal, and the run goes on', async () => {
    const dir = await project({ 'calc.py': PY });
    const run = await runScripted(dir, [
      { toolCalls: [{ name: 'read_file', arguments: '{"path": "calc.py"' }] },
      { toolCalls: [{ name: 'rm_rf', arguments: {} }] },
      { toolCalls: [{ name: 'edit', arguments: { edits: 'not a list' } }] },
      readPy,
      fixAt(2),
      { content: 'ok' },
    ]);
    expect(run.report.stopReason.code).toBe('done');
    const texts = run.server.requests.map((r) => r.messages.at(-1)).map((m) => (m && 'content' in m ? String(m.content) : ''));
    expect(texts[1]).toMatch(/not valid JSON/);
    expect(texts[2]).toMatch(/Unknown tool "rm_rf"/);
    expect(texts[3]).toMatch(/do not match its schema/);
    // Each is a refused model action, counted once, in the visible list with what to do next.
    expect(run.report.editMetrics.refusedByCode.malformed).toBe(3);
    expect(run.report.attempts.filter((a) => a.outcome === 'refused').map((a) => [a.call, a.tool, a.code])).toEqual([
      [1, 'read_file', 'malformed'],
      [2, 'rm_rf', 'malformed'],
      [3, undefined, 'malformed'],
    ]);
    expect(run.report.attempts[1]!.next).toMatch(/^Call one of the available tools: list_files, /);
    expect(await read(dir, 'calc.py')).toContain('a + b');
  });

  it('a model that keeps failing stops the run with model_error and a report', async () => {
    const dir = await project({ 'calc.py': PY });
    const run = await runScripted(dir, [{ status: 500 }, { status: 500 }, { status: 500 }], {}, { maxRetries: 2 });
    expect(run.report.stopReason.code).toBe('model_error');
    expect(run.report.stopReason.detail).not.toContain('sk-test-secret-123');
    expect(await read(dir, 'calc.py')).toBe(PY);
  });
});

describe('limits stop the run with their reason', () => {
  const forever = () => ({ toolCalls: [{ name: 'list_files', arguments: {} }] });

  it('max model calls', async () => {
    const dir = await project({ 'calc.py': PY });
    const run = await runScripted(dir, forever, { limits: { maxModelCalls: 3 } });
    expect(run.report.stopReason.code).toBe('max_model_calls');
    expect(run.report.totals.modelCalls).toBe(3);
  });

  it('max tool calls', async () => {
    const dir = await project({ 'calc.py': PY });
    const run = await runScripted(dir, forever, { limits: { maxToolCalls: 2 } });
    expect(run.report.stopReason.code).toBe('max_tool_calls');
    expect(run.report.totals.toolCalls).toBe(2);
  });

  it('max output tokens', async () => {
    const dir = await project({ 'calc.py': PY });
    const run = await runScripted(dir, () => ({ toolCalls: [{ name: 'list_files', arguments: {} }], reasoningTokens: 400 }), {
      limits: { maxOutputTokens: 1000 },
    });
    expect(run.report.stopReason.code).toBe('max_output_tokens');
    expect(run.report.totals.outputTokens).toBeGreaterThanOrEqual(1000);
    expect(run.report.totals.modelCalls).toBe(3);
    // Near the budget's end each request caps its output to what is left.
    const firstOut = run.server.requests[0]!.usage!.completion_tokens!;
    expect((run.server.requests[1]!.body as { max_completion_tokens?: number }).max_completion_tokens).toBe(1000 - firstOut);
  });

  it('max cost: the call that would go over is cut at the money left, and the run never spends more than the cap', async () => {
    const dir = await project({ 'calc.py': PY });
    // 100k reasoning tokens at $2/M output = $0.20 per call: the fifth can only be paid in part.
    const run = await runScripted(dir, () => ({ toolCalls: [{ name: 'list_files', arguments: {} }], reasoningTokens: 100_000 }), {
      limits: { maxCostUsd: 1, maxOutputTokens: 10_000_000 },
    });
    expect(run.report.stopReason.code).toBe('max_cost');
    expect(run.report.stopReason.detail).toMatch(/money left could pay for/);
    expect(run.report.totals.modelCalls).toBe(5);
    expect(run.report.totals.costBilledUsd).toBeLessThanOrEqual(1);
    expect(run.report.totals.costBilledUsd).toBeGreaterThan(0.95);
    const last = run.server.requests[4]!;
    expect(last.maxCompletionTokens).toBeLessThan(100_000);
    expect(last.usage?.completion_tokens).toBe(last.maxCompletionTokens);
  });

  it('wall-clock timeout, even in the middle of a slow model call', async () => {
    const dir = await project({ 'calc.py': PY });
    const run = await runScripted(dir, [readPy, { delayMs: 3000, then: { content: 'late' } }], { limits: { timeoutMs: 800 } });
    expect(run.report.stopReason.code).toBe('timeout');
  });

  it('cancellation', async () => {
    const dir = await project({ 'calc.py': PY });
    const ctrl = new AbortController();
    const run = await runScripted(
      dir,
      (_req, i) => {
        if (i === 1) ctrl.abort();
        return forever();
      },
      {},
      { signal: ctrl.signal },
    );
    expect(run.report.stopReason.code).toBe('cancelled');
  });

  it('an unknown model is not priced, so cost is null and says so instead of guessing', async () => {
    const dir = await project({ 'calc.py': PY });
    const run = await runScripted(dir, [{ content: 'nothing to do' }], {}, { model: 'my-local-model' });
    expect(run.report.totals.costBilledUsd).toBeNull();
    expect(run.report.settings.pricingSource).toBe('unknown');
  });
});

describe('an answer cut off at the output limit', () => {
  it('is not a finished run', async () => {
    const dir = await project({ 'calc.py': PY });
    const run = await runScripted(dir, [{ content: 'I will now expl', finishReason: 'length' }]);
    expect(run.report.stopReason.code).toBe('max_output_tokens');
    expect(run.report.stopReason.detail).toMatch(/cut off/);
  });
});

describe('figures the report cannot vouch for are flagged', () => {
  it('an endpoint that reports no usage, and an unpriced model, each get a warning in the report and the PR body', async () => {
    const { renderPullRequestBody } = await import('../../src/report/markdown.js');
    const { createServer } = await import('node:http');
    // An OpenAI-compatible endpoint that answers without a usage object.
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            created: 0,
            model: 'm',
            choices: [{ index: 0, message: { role: 'assistant', content: 'nothing to do' }, finish_reason: 'stop' }],
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const { runAgent } = await import('../../src/agent/run.js');
      const { RunSettings } = await import('../../src/agent/settings.js');
      const { createOpenAIClient } = await import('../../src/model/openai-client.js');
      const { resolvePricing } = await import('../../src/agent/pricing.js');
      const dir = await project({ 'calc.py': PY });
      const { report } = await runAgent({
        task: { source: 'cli', title: 't' },
        root: dir,
        settings: RunSettings.parse({ model: 'local-model' }),
        client: createOpenAIClient({ baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'local-model', maxRetries: 0 }),
        pricing: resolvePricing('local-model'),
      });
      expect(report.warnings.join('\n')).toMatch(/reported no token usage for 1 of 1 model calls/);
      expect(report.warnings.join('\n')).toMatch(/Model local-model is not priced/);
      expect(renderPullRequestBody(report)).toContain('⚠️ The endpoint reported no token usage');
    } finally {
      server.close();
    }
  });
});
