// The real openai SDK client against the scripted server over loopback HTTP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAIClient, type OpenAIClientOptions, type RetryInfo } from '../../src/model/openai-client.js';
import { ModelError } from '../../src/model/errors.js';
import { startScriptedServer, type Script, type ScriptedServer } from '../../src/scripted/server.js';
import { mapResponsesUsage, mapUsage, type ChatMessage, type ModelRequest, type ToolSpec, type WireApi } from '../../src/model/types.js';
import { toResponsesTool } from '../../src/model/responses-wire.js';
import { leaksIn } from '../support/secret-oracle.js';

const KEY = 'sk-test-Q9vX2mLp7RtY4wZk8NbC3dFh6JsA1eGu';

const TOOLS: ToolSpec[] = [
  {
    type: 'function',
    function: {
      name: 'read_file',
      description: 'Read a file',
      parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'edit',
      description: 'Edit files',
      parameters: { type: 'object', properties: { edits: { type: 'array' } } },
      strict: false,
    },
  },
];

const servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const APIS: WireApi[] = ['chat-completions', 'responses'];
let api: WireApi = 'chat-completions';

async function setup(script: Script, extra: Partial<OpenAIClientOptions> = {}) {
  const server = await startScriptedServer(script, { expectedKey: KEY });
  servers.push(server);
  const retries: RetryInfo[] = [];
  const client = createOpenAIClient({
    baseURL: server.url,
    apiKey: KEY,
    model: 'gpt-5-mini',
    backoffMs: 10,
    maxRetries: 4,
    onRetry: (r) => retries.push(r),
    api,
    ...extra,
  });
  return { server, client, retries };
}

function request(messages?: ChatMessage[]): ModelRequest {
  return {
    messages: messages ?? [
      { role: 'system', content: 'You fix bugs.' },
      { role: 'user', content: 'Fix the off-by-one in src/a.ts' },
    ],
    tools: TOOLS,
    parallelToolCalls: true,
  };
}

async function failure(p: Promise<unknown>): Promise<ModelError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ModelError);
    return err as ModelError;
  }
  throw new Error('expected the call to fail');
}

describe.each(APIS)('openai client over HTTP (%s)', (which) => {
  beforeEach(() => {
    api = which;
  });

  it('parses a tool call and sends the request in OpenAI format', async () => {
    const { server, client } = await setup([{ toolCalls: [{ name: 'read_file', arguments: { path: 'src/a.ts' } }], content: 'Reading.' }]);
    const res = await client.complete({ ...request(), maxOutputTokens: 2000 });
    expect(res.toolCalls).toEqual([{ id: 'call_0_0', name: 'read_file', arguments: '{"path":"src/a.ts"}' }]);
    expect(res.content).toBe('Reading.');
    expect(res.finishReason).toBe('tool_calls');
    expect(res.attempts).toBe(1);
    expect(res.model).toBe('gpt-5-mini');
    const body = server.requests[0]?.body as Record<string, unknown>;
    expect(body.model).toBe('gpt-5-mini');
    expect(body.tool_choice).toBe('auto');
    expect(body.parallel_tool_calls).toBe(true);
    if (which === 'chat-completions') {
      expect(body.max_completion_tokens).toBe(2000);
      expect(body.tools).toEqual(TOOLS);
    } else {
      expect(body.max_output_tokens).toBe(2000);
      expect(body).not.toHaveProperty('max_completion_tokens');
      expect(body.tools).toEqual(TOOLS.map(toResponsesTool));
      expect(body.tools).toEqual([
        expect.objectContaining({ type: 'function', name: 'read_file', strict: false }),
        expect.objectContaining({ type: 'function', name: 'edit', strict: false }),
      ]);
      expect(body.store).toBe(false);
      expect(body.include).toEqual(['reasoning.encrypted_content']);
      expect(body).not.toHaveProperty('previous_response_id');
    }
  });

  it('returns parallel tool calls with distinct ids, and the loop can send them back', async () => {
    const { server, client } = await setup([
      {
        toolCalls: [
          { name: 'read_file', arguments: { path: 'a.ts' } },
          { name: 'read_file', arguments: { path: 'b.ts' } },
        ],
      },
      { content: 'Done.' },
    ]);
    const first = await client.complete(request());
    expect(first.toolCalls.map((c) => JSON.parse(c.arguments).path)).toEqual(['a.ts', 'b.ts']);
    expect(new Set(first.toolCalls.map((c) => c.id)).size).toBe(2);
    const messages: ChatMessage[] = [
      ...request().messages,
      {
        role: 'assistant',
        content: first.content,
        tool_calls: first.toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
        ...(first.reasoning?.length ? { reasoning: first.reasoning } : {}),
      },
      ...first.toolCalls.map((c): ChatMessage => ({ role: 'tool', tool_call_id: c.id, content: `contents of ${c.id}` })),
    ];
    const second = await client.complete(request(messages));
    expect(second.content).toBe('Done.');
    expect(second.finishReason).toBe('stop');
    expect(server.requests[1]?.messages.filter((m) => m.role === 'tool')).toHaveLength(2);
  });

  it('omits tool_choice and parallel_tool_calls when no tools are sent', async () => {
    const { server, client } = await setup([{ content: 'hi' }], { temperature: 0.2 });
    await client.complete({ messages: [{ role: 'user', content: 'hello' }], tools: [], parallelToolCalls: false });
    const body = server.requests[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('tool_choice');
    expect(body).not.toHaveProperty('parallel_tool_calls');
    expect(body.temperature).toBe(0.2);
  });

  it('honours retry-after on 429 and then succeeds (attempts = 2)', async () => {
    const { server, client, retries } = await setup([{ status: 429, retryAfterSec: 1 }, { content: 'ok' }]);
    const res = await client.complete(request());
    expect(res.attempts).toBe(2);
    expect(res.content).toBe('ok');
    expect(server.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(retries).toEqual([expect.objectContaining({ attempt: 1, kind: 'rate_limit', status: 429, waitMs: 1000 })]);
  });

  it('caps a long retry-after-ms', async () => {
    const { client, retries } = await setup([{ status: 503, retryAfterMs: 900_000 }, { content: 'ok' }], { maxRetryAfterMs: 40 });
    const res = await client.complete(request());
    expect(res.attempts).toBe(2);
    expect(retries[0]?.waitMs).toBe(40);
  });

  it('retries 500s and gives up with kind server after maxRetries', async () => {
    const { server, client, retries } = await setup([{ status: 500 }, { status: 500 }, { status: 500 }, { content: 'never served' }], {
      maxRetries: 2,
    });
    const err = await failure(client.complete(request()));
    expect(err.kind).toBe('server');
    expect(err.status).toBe(500);
    expect(err.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
    expect(retries.map((r) => r.attempt)).toEqual([1, 2]);
    // Exponential back-off with jitter in [0.75, 1) of 10 * 2^k.
    expect(retries[0]?.waitMs).toBeGreaterThanOrEqual(7);
    expect(retries[1]?.waitMs).toBeGreaterThanOrEqual(15);
  });

  it.each([400, 401, 403, 404])('never retries %i', async (status) => {
    const { server, client } = await setup([{ status }, { content: 'never served' }]);
    const err = await failure(client.complete(request()));
    expect(err.attempts).toBe(1);
    expect(err.retryable).toBe(false);
    expect(err.kind).toBe(status === 401 || status === 403 ? 'auth' : 'bad_request');
    expect(server.requests).toHaveLength(1);
  });

  it.each([401, 403, 404])('a %i says so once, on one line, with the settings to check', async (status) => {
    const body = { error: { message: 'Incorrect API key\nprovided.', type: 'invalid_request_error', code: 'invalid_api_key' } };
    const { client } = await setup([{ status, body }]);
    const err = await failure(client.complete(request()));
    expect(err.message).toBe(
      `the endpoint refused the request (HTTP ${status}): Incorrect API key provided.; check base-url, api-key and model`,
    );
  });

  it("any other status is said once: HTTP 400: the provider's message", async () => {
    const { client } = await setup([{ status: 400, body: { error: { message: 'bad tools', type: 'invalid_request_error' } } }]);
    expect((await failure(client.complete(request()))).message).toBe('HTTP 400: bad tools');
  });

  it('does not retry a 429 for an exhausted quota', async () => {
    const { client } = await setup([
      {
        status: 429,
        body: { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } },
      },
      { content: 'x' },
    ]);
    const err = await failure(client.complete(request()));
    expect(err.kind).toBe('rate_limit');
    expect(err.code).toBe('insufficient_quota');
    expect(err.attempts).toBe(1);
  });

  it('times out a slow reply', async () => {
    const { client } = await setup([{ delayMs: 3000, then: { content: 'late' } }], { timeoutMs: 150, maxRetries: 0 });
    const err = await failure(client.complete(request()));
    expect(err.kind).toBe('timeout');
    expect(err.retryable).toBe(true);
  });

  it('retries after a timeout and succeeds', async () => {
    const { server, client, retries } = await setup([{ delayMs: 3000, then: { content: 'late' } }, { content: 'fast' }], {
      timeoutMs: 150,
      maxRetries: 1,
    });
    const res = await client.complete(request());
    expect(res.content).toBe('fast');
    expect(res.attempts).toBe(2);
    expect(retries[0]?.kind).toBe('timeout');
    expect(server.requests[1]?.delivered).toBe(true);
  });

  it.each(['non_json', 'no_choices'] as const)('reports a garbled body (%s) as bad_response, retried at most twice', async (garbled) => {
    const { server, client } = await setup([{ garbled }, { garbled }, { garbled }, { garbled }]);
    const err = await failure(client.complete(request()));
    expect(err.kind).toBe('bad_response');
    expect(err.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
  });

  it('recovers from one garbled body', async () => {
    const { client } = await setup([{ garbled: 'non_json' }, { content: 'ok' }]);
    const res = await client.complete(request());
    expect(res.attempts).toBe(2);
    expect(res.content).toBe('ok');
  });

  it('passes malformed tool arguments through verbatim for the loop to refuse', async () => {
    const { client } = await setup([{ garbled: 'bad_tool_args' }]);
    const res = await client.complete(request());
    expect(res.toolCalls).toHaveLength(1);
    expect(res.toolCalls[0]?.name).toBe('read_file');
    expect(() => JSON.parse(res.toolCalls[0]?.arguments ?? '')).toThrow();
  });

  it('maps usage fields exactly to what the server served', async () => {
    const longSystem = `You fix bugs.\n${'Rules: read before editing; quote the lines you replace. '.repeat(60)}`;
    const { server, client } = await setup([
      { toolCalls: [{ name: 'read_file', arguments: { path: 'src/a.ts' } }], reasoningTokens: 120 },
      { content: 'Fixed.', reasoningTokens: 7 },
    ]);
    const base = request([
      { role: 'system', content: longSystem },
      { role: 'user', content: 'Fix it' },
    ]);
    const r1 = await client.complete(base);
    const call = r1.toolCalls[0];
    if (!call) throw new Error('expected a tool call');
    const r2 = await client.complete(
      request([
        ...base.messages,
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }],
          ...(r1.reasoning?.length ? { reasoning: r1.reasoning } : {}),
        },
        { role: 'tool', tool_call_id: call.id, content: 'export const a = 1;\n' },
      ]),
    );
    for (const [i, res] of [r1, r2].entries()) {
      // Read from the body as served, in the API's own field names.
      const served = server.requests[i]?.wireUsage as Record<string, Record<string, number> & number>;
      if (which === 'chat-completions') {
        expect(res.usage).toEqual({
          inputTokens: served.prompt_tokens,
          cachedInputTokens: served.prompt_tokens_details?.cached_tokens,
          outputTokens: served.completion_tokens,
          reasoningTokens: served.completion_tokens_details?.reasoning_tokens,
        });
        expect(res.usage).toEqual(mapUsage(served));
      } else {
        expect(res.usage).toEqual({
          inputTokens: served.input_tokens,
          cachedInputTokens: served.input_tokens_details?.cached_tokens,
          outputTokens: served.output_tokens,
          reasoningTokens: served.output_tokens_details?.reasoning_tokens,
        });
        expect(res.usage).toEqual(mapResponsesUsage(served));
      }
    }
    expect(r1.usage.cachedInputTokens).toBe(0);
    expect(r2.usage.cachedInputTokens).toBeGreaterThan(0);
    expect(r2.usage.cachedInputTokens % 64).toBe(0);
    expect(r1.usage.reasoningTokens).toBe(120);
    expect(r1.usage.outputTokens).toBeGreaterThan(120);
  });

  it('never puts the API key in error messages', async () => {
    // A proxy may also echo the Authorization header it saw, base64-wrapped, or hex-dump it.
    const basic = Buffer.from(`user:${KEY}`).toString('base64');
    const echo = {
      error: {
        message: `Incorrect API key provided: ${KEY}. Partial: ${KEY.slice(3, 20)}…${KEY.slice(-9)}. Seen: basic ${basic.slice(0, 20)}\n${basic.slice(20)}; ${Buffer.from(KEY).toString('hex')}`,
      },
    };
    const { client } = await setup(
      [
        { status: 401, body: echo },
        { status: 400, body: echo },
        { status: 500, body: echo },
      ],
      { maxRetries: 0 },
    );
    const errors = [
      await failure(client.complete(request())),
      await failure(client.complete(request())),
      await failure(client.complete(request())),
    ];
    expect(errors.map((e) => e.kind)).toEqual(['auth', 'bad_request', 'server']);
    for (const err of errors) {
      const text = `${err.message}\n${JSON.stringify(err)}\n${String(err)}\n${err.stack ?? ''}`;
      expect(text).toContain('Incorrect API key provided');
      expect(text).not.toContain(KEY);
      for (let i = 0; i + 8 <= KEY.length; i += 1) expect(text).not.toContain(KEY.slice(i, i + 8));
      expect(leaksIn(text, [KEY])).toEqual([]);
    }
  });

  it('reports a refused connection as network, without the key', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((r) => probe.close(() => r()));
    const client = createOpenAIClient({ baseURL: `http://127.0.0.1:${port}/v1`, apiKey: KEY, model: 'm', backoffMs: 5, maxRetries: 1 });
    const err = await failure(client.complete(request()));
    expect(err.kind).toBe('network');
    expect(err.attempts).toBe(2);
    expect(err.message).toBe(`could not connect to 127.0.0.1:${port} (connect ECONNREFUSED 127.0.0.1:${port})`);
    expect(err.message).not.toContain(KEY);
  });

  it('stops with kind cancelled when the caller aborts', async () => {
    const { client } = await setup([{ delayMs: 3000, then: { content: 'late' } }]);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const err = await failure(client.complete(request(), ac.signal));
    expect(err.kind).toBe('cancelled');
    expect(err.retryable).toBe(false);
  });
});
