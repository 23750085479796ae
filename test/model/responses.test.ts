// The Responses API and reasoning effort, through the real SDK against the scripted server: what
// each API is sent, reasoning items carried back (and the server refusing a turn without them), a
// model that takes no reasoning effort, and a prompt over the window in both APIs' error shapes.
import { afterEach, describe, expect, it } from 'vitest';
import { EFFORT_REFUSED, isContextOverflow, ModelError } from '../../src/model/errors.js';
import { createOpenAIClient, type OpenAIClientOptions } from '../../src/model/openai-client.js';
import type { ChatMessage, ModelRequest, ModelResponse, ReasoningEffort, WireApi } from '../../src/model/types.js';
import { startScriptedServer, type Script, type ScriptedServer, type ScriptedServerOptions } from '../../src/scripted/server.js';

const APIS: WireApi[] = ['chat-completions', 'responses'];
const servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setup(script: Script, client: Partial<OpenAIClientOptions>, server: ScriptedServerOptions = {}) {
  const s = await startScriptedServer(script, server);
  servers.push(s);
  return {
    server: s,
    client: createOpenAIClient({
      baseURL: s.url,
      apiKey: 'sk-test-responses-key-4711',
      model: 'gpt-5-mini',
      backoffMs: 5,
      maxRetries: 2,
      ...client,
    }),
  };
}

const TOOLS: ModelRequest['tools'] = [
  {
    type: 'function',
    function: {
      name: 'read_file',
      description: 'Read a file',
      parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'], additionalProperties: false },
      strict: true,
    },
  },
];
const START: ChatMessage[] = [
  { role: 'system', content: 'You fix bugs.' },
  { role: 'user', content: 'Fix src/a.ts' },
];

function after(first: ModelResponse, opts: { reasoning?: ModelResponse['reasoning'] } = {}): ChatMessage[] {
  const call = first.toolCalls[0];
  if (!call) throw new Error('expected a tool call');
  return [
    ...START,
    {
      role: 'assistant',
      content: first.content,
      tool_calls: [{ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }],
      ...(opts.reasoning ? { reasoning: opts.reasoning } : {}),
    },
    { role: 'tool', tool_call_id: call.id, content: 'export const a = 1;' },
  ];
}

async function failure(p: Promise<unknown>): Promise<ModelError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ModelError);
  return err as ModelError;
}

const READ = { toolCalls: [{ name: 'read_file', arguments: { path: 'src/a.ts' } }], reasoningTokens: 40 };

describe('responses API: reasoning items carried back', () => {
  it('sends each turn its reasoning items back, encrypted and unchanged, and never a previous_response_id', async () => {
    const { server, client } = await setup([READ, { content: 'Done.', reasoningTokens: 3 }], { api: 'responses' });
    const first = await client.complete({ messages: START, tools: TOOLS });
    expect(first.reasoning).toEqual([
      expect.objectContaining({ type: 'reasoning', id: 'rs_scripted_0', encrypted_content: expect.any(String) }),
    ]);
    const second = await client.complete({ messages: after(first, { reasoning: first.reasoning }), tools: TOOLS });
    expect(second.content).toBe('Done.');
    const input = (server.requests[1]?.body as { input: { type: string; id?: string }[] }).input;
    // The reasoning item sits right before the function call it led to.
    const at = input.findIndex((i) => i.type === 'reasoning');
    expect(input[at]).toEqual(first.reasoning?.[0]);
    expect(input[at + 1]).toEqual(expect.objectContaining({ type: 'function_call', call_id: 'call_0_0' }));
    for (const r of server.requests) expect(r.body).not.toHaveProperty('previous_response_id');
    expect(first.usage.reasoningTokens).toBe(40);
    expect(server.requests[0]?.wireUsage).toEqual(expect.objectContaining({ output_tokens_details: { reasoning_tokens: 40 } }));
  });

  it('the server refuses a turn whose reasoning item was not carried back, or was changed (the check can fail)', async () => {
    const { server, client } = await setup([READ, { content: 'never served' }, { content: 'never served' }], { api: 'responses' });
    const first = await client.complete({ messages: START, tools: TOOLS });
    const dropped = await failure(client.complete({ messages: after(first), tools: TOOLS }));
    expect(dropped.kind).toBe('bad_request');
    expect(dropped.message).toContain("was provided without its required 'reasoning' item: 'rs_scripted_0'");
    const changed = (first.reasoning ?? []).map((r) => ({ ...r, encrypted_content: 'gAAAAforged' }));
    const forged = await failure(client.complete({ messages: after(first, { reasoning: changed }), tools: TOOLS }));
    expect(forged.message).toContain('could not be verified');
    expect(server.requests.map((r) => r.status)).toEqual([200, 400, 400]);
  });

  it('chat completions never sees reasoning items', async () => {
    const { server, client } = await setup([READ, { content: 'ok' }], { api: 'chat-completions' });
    const first = await client.complete({ messages: START, tools: TOOLS });
    const reasoning = [{ type: 'reasoning' as const, id: 'rs_x', encrypted_content: 'gAAAA' }];
    await client.complete({ messages: after(first, { reasoning }), tools: TOOLS });
    expect(JSON.stringify(server.requests[1]?.body)).not.toContain('rs_x');
  });

  it('a provider naming a smaller max_output_tokens is asked again at it', async () => {
    const { server, client } = await setup([{ content: 'ok' }], { api: 'responses' }, { modelMaxOutputTokens: 4000 });
    const res = await client.complete({ messages: START, tools: TOOLS, maxOutputTokens: 9000 });
    expect(res.outputCeiling).toBe(4000);
    expect(server.requests.map((r) => r.maxCompletionTokens)).toEqual([9000, 4000]);
  });

  it('an answer cut at max_output_tokens is finish reason length', async () => {
    const { client } = await setup([{ content: 'x'.repeat(4000) }], { api: 'responses' });
    const res = await client.complete({ messages: START, tools: TOOLS, maxOutputTokens: 100 });
    expect(res.finishReason).toBe('length');
    expect(res.usage.outputTokens).toBeLessThanOrEqual(100);
  });
});

describe.each(APIS)('reasoning effort (%s)', (api) => {
  it.each(['minimal', 'low', 'high', 'xhigh', 'none'] as ReasoningEffort[])("sends %s in the API's own field", async (effort) => {
    const { server, client } = await setup([{ content: 'ok' }], { api, reasoningEffort: effort });
    await client.complete({ messages: START, tools: TOOLS });
    const body = server.requests[0]?.body as Record<string, unknown>;
    if (api === 'chat-completions') {
      expect(body.reasoning_effort).toBe(effort);
      expect(body).not.toHaveProperty('reasoning');
    } else {
      expect(body.reasoning).toEqual({ effort });
      expect(body).not.toHaveProperty('reasoning_effort');
    }
    expect(server.requests[0]?.reasoningEffort).toBe(effort);
  });

  it('sends nothing when the setting is empty', async () => {
    const { server, client } = await setup([{ content: 'ok' }], { api });
    await client.complete({ messages: START, tools: TOOLS });
    expect(server.requests[0]?.body).not.toHaveProperty('reasoning_effort');
    expect(server.requests[0]?.body).not.toHaveProperty('reasoning');
  });

  it('a model that takes none fails at once with the message naming the setting, never retried', async () => {
    const { server, client } = await setup(
      [{ content: 'never served' }],
      { api, reasoningEffort: 'high' },
      { rejectReasoningEffort: true },
    );
    const err = await failure(client.complete({ messages: START, tools: TOOLS }));
    expect(err.code).toBe(EFFORT_REFUSED);
    expect(err.message).toMatch(
      /^model gpt-5-mini does not take reasoning-effort \(high\); remove the input \(the endpoint said: HTTP 400: Unsupported parameter/,
    );
    expect(err.attempts).toBe(1);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.usage).toBeNull();
  });
});

describe.each(APIS)('context_length_exceeded (%s)', (api) => {
  it("is recognised in the API's own error shape, and uses no script turn", async () => {
    const { server, client } = await setup([{ content: 'first turn' }], { api }, { contextWindow: 50 });
    const err = await failure(client.complete({ messages: [...START, { role: 'user', content: 'x'.repeat(800) }], tools: TOOLS }));
    expect(err.code).toBe('context_length_exceeded');
    expect(isContextOverflow(err)).toBe(true);
    expect(server.requests[0]?.turn).toBeNull();
    // A 400 about the output cap is not an overflow.
    expect(isContextOverflow(new ModelError({ kind: 'bad_request', message: 'max_tokens is too large', retryable: false }))).toBe(false);
  });

  it('a summary request (tool_choice none) is answered without using a script turn', async () => {
    const { server, client } = await setup([{ content: 'the script turn' }], { api });
    const summary = await client.complete({ messages: START, tools: TOOLS, toolChoice: 'none' });
    expect(summary.content).toMatch(/^Summary of the earlier steps/);
    const next = await client.complete({ messages: START, tools: TOOLS });
    expect(next.content).toBe('the script turn');
    expect(server.requests.map((r) => r.summary)).toEqual([true, false]);
    expect(server.requests[0]?.toolChoice).toBe('none');
  });
});
