// The scripted server over raw HTTP (fetch), independent of the SDK client.
import { afterEach, describe, expect, it } from 'vitest';
import { EXHAUSTED_TEXT, lastToolResult, startScriptedServer, type Script, type ScriptedServer } from '../../src/scripted/server.js';

const servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(script: Script, opts?: Parameters<typeof startScriptedServer>[1]): Promise<ScriptedServer> {
  const s = await startScriptedServer(script, opts);
  servers.push(s);
  return s;
}

const TOOLS = [{ type: 'function', function: { name: 'read_file', description: 'Read a file', parameters: { type: 'object' } } }];

interface Wire {
  choices: { message: { content: string | null }; finish_reason: string }[];
  usage: {
    prompt_tokens: number;
    completion_tokens: number;
    prompt_tokens_details: { cached_tokens: number };
    completion_tokens_details: { reasoning_tokens: number };
  };
  error: { message: string };
}

async function post(
  server: ScriptedServer,
  body: unknown,
  auth: string | null = 'Bearer k',
): Promise<{ status: number; json: Wire; text: string; headers: Headers }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth !== null) headers.authorization = auth;
  const res = await fetch(`${server.url}/chat/completions`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: tests read `text`
  }
  return { status: res.status, json: json as Wire, text, headers: res.headers };
}

const chat = (messages: unknown[], tools: unknown[] = TOOLS) => ({ model: 'm-1', messages, tools });

describe('scripted server', () => {
  it('listens on 127.0.0.1 only and serves /v1', async () => {
    const s = await start([]);
    const url = new URL(s.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/v1');
  });

  it('requires a bearer token and answers 404 JSON elsewhere', async () => {
    const s = await start([{ content: 'a' }], { expectedKey: 'right' });
    expect((await post(s, chat([{ role: 'user', content: 'x' }]), null)).status).toBe(401);
    expect((await post(s, chat([{ role: 'user', content: 'x' }]), 'Bearer wrong')).status).toBe(401);
    const ok = await post(s, chat([{ role: 'user', content: 'x' }]), 'Bearer right');
    expect(ok.status).toBe(200);
    expect(s.requests.map((r) => [r.authorized, r.turn])).toEqual([
      [false, null],
      [false, null],
      [true, 0],
    ]);
    const other = await fetch(`${s.url}/models`);
    expect(other.status).toBe(404);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('rejects bodies that are not chat requests with 400 without consuming a turn', async () => {
    const s = await start([{ content: 'a' }]);
    expect((await post(s, '{not json')).status).toBe(400);
    expect((await post(s, { model: 'm', messages: [{ role: 'wizard', content: 'x' }] })).status).toBe(400);
    expect((await post(s, chat([{ role: 'user', content: 'x' }]))).json.choices[0]?.message.content).toBe('a');
  });

  it('reports deterministic usage: estimate, cache prefix in 64-token blocks, reasoning', async () => {
    const s = await start([
      { content: 'first answer' },
      { toolCalls: [{ name: 'read_file', arguments: { path: 'x.ts' } }], reasoningTokens: 30 },
    ]);
    const system = { role: 'system', content: 'S'.repeat(1500) };
    const m1 = [system, { role: 'user', content: 'q1' }];
    const m2 = [...m1, { role: 'assistant', content: 'first answer' }, { role: 'user', content: 'q2' }];
    const r1 = await post(s, chat(m1));
    const r2 = await post(s, chat(m2));
    const p1 = `${JSON.stringify(TOOLS)}\n${JSON.stringify(m1)}`;
    const p2 = `${JSON.stringify(TOOLS)}\n${JSON.stringify(m2)}`;
    let lcp = 0;
    while (p1[lcp] === p2[lcp]) lcp += 1;
    expect(r1.json.usage.prompt_tokens).toBe(Math.ceil(p1.length / 4));
    expect(r1.json.usage.prompt_tokens_details.cached_tokens).toBe(0);
    expect(r1.json.usage.completion_tokens).toBe(Math.ceil('first answer'.length / 4));
    expect(r2.json.usage.prompt_tokens).toBe(Math.ceil(p2.length / 4));
    expect(r2.json.usage.prompt_tokens_details.cached_tokens).toBe(Math.floor(Math.floor(lcp / 4) / 64) * 64);
    expect(r2.json.usage.prompt_tokens_details.cached_tokens).toBeGreaterThan(0);
    expect(r2.json.usage.completion_tokens).toBe(Math.ceil(('read_file' + '{"path":"x.ts"}').length / 4) + 30);
    expect(r2.json.usage.completion_tokens_details.reasoning_tokens).toBe(30);
    expect(r2.json.choices[0]?.finish_reason).toBe('tool_calls');
    expect(s.requests.map((r) => r.usage)).toEqual([r1.json.usage, r2.json.usage]);
  });

  it('uses the configured cache granularity', async () => {
    const s = await start([{ content: 'a' }, { content: 'b' }], { cacheGranularity: 1 });
    const m1 = [{ role: 'user', content: 'U'.repeat(403) }];
    await post(s, chat(m1, []));
    const r2 = await post(s, chat([...m1, { role: 'assistant', content: 'a' }], []));
    const p1 = `[]\n${JSON.stringify(m1)}`;
    // The shared prefix is the first prompt minus its closing "]".
    expect(r2.json.usage.prompt_tokens_details.cached_tokens).toBe(Math.floor((p1.length - 1) / 4));
  });

  it('sends status turns with retry-after headers', async () => {
    const s = await start([{ status: 429, retryAfterSec: 2, retryAfterMs: 1500 }]);
    const r = await post(s, chat([{ role: 'user', content: 'x' }]));
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('2');
    expect(r.headers.get('retry-after-ms')).toBe('1500');
    expect(r.json.error.message).toContain('429');
  });

  it('evaluates function turns at request time so scripts can read tool results', async () => {
    const s = await start([
      { toolCalls: [{ name: 'read_file', arguments: { path: 'a.ts' } }] },
      (req) => ({ content: `saw ${lastToolResult(req)}` }),
    ]);
    await post(s, chat([{ role: 'user', content: 'go' }]));
    const r = await post(
      s,
      chat([
        { role: 'user', content: 'go' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_0_0', type: 'function', function: { name: 'read_file', arguments: '{}' } }],
        },
        { role: 'tool', tool_call_id: 'call_0_0', content: 'revision r-42' },
      ]),
    );
    expect(r.json.choices[0]?.message.content).toBe('saw revision r-42');
  });

  it('answers "script exhausted" when the script runs out and flags it', async () => {
    const s = await start([{ content: 'only' }]);
    await post(s, chat([{ role: 'user', content: 'x' }]));
    expect(s.exhausted).toBe(false);
    const r = await post(s, chat([{ role: 'user', content: 'x' }]));
    expect(r.json.choices[0]?.message.content).toBe(EXHAUSTED_TEXT);
    expect(s.exhausted).toBe(true);
    expect(s.requests[1]?.exhausted).toBe(true);
  });

  it('supports a function script that ends by returning undefined', async () => {
    const s = await start((_req, i) => (i < 2 ? { content: `turn ${i}` } : undefined));
    const answers = [];
    for (let k = 0; k < 3; k += 1) answers.push((await post(s, chat([{ role: 'user', content: 'x' }]))).json.choices[0]?.message.content);
    expect(answers).toEqual(['turn 0', 'turn 1', EXHAUSTED_TEXT]);
  });

  it('turns a throwing script into a 500', async () => {
    const s = await start([
      () => {
        throw new Error('boom');
      },
    ]);
    const r = await post(s, chat([{ role: 'user', content: 'x' }]));
    expect(r.status).toBe(500);
    expect(r.json.error.message).toContain('boom');
  });

  it('serves garbled bodies', async () => {
    const s = await start([{ garbled: 'non_json' }, { garbled: 'no_choices' }]);
    const a = await post(s, chat([{ role: 'user', content: 'x' }]));
    expect(a.status).toBe(200);
    expect(a.json).toBeNull();
    expect(a.text).toContain('502 Bad Gateway');
    const b = await post(s, chat([{ role: 'user', content: 'x' }]));
    expect(b.json).not.toHaveProperty('choices');
    expect(b.json.usage.prompt_tokens).toBeGreaterThan(0);
  });
});
