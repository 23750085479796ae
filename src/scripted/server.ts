// A loopback OpenAI-compatible server that answers from a script. Tests and the offline demo
// run the real SDK client against it, so HTTP, retries, timeouts and usage are exercised for real.
//
// Usage it reports (all deterministic, see token-estimate.ts):
//   prompt text       = JSON(tools) + "\n" + JSON(messages) of the request body
//   prompt_tokens     = ceil(chars(prompt text) / 4)
//   cached_tokens     = floor(common-prefix chars with the previous *served* (200) prompt / 4),
//                       rounded down to `cacheGranularity` (default 64) tokens
//   completion_tokens = ceil(chars(content + tool names + argument texts) / 4) + reasoning_tokens
//
// It speaks both APIs: POST /v1/chat/completions and POST /v1/responses. For the Responses API the
// prompt text is JSON(tools) + "\n" + JSON(input) (encrypted reasoning items included), usage comes
// in its shape (input_tokens, output_tokens and their details), every answer carries an encrypted
// reasoning item, and a request that sends back a function call without its reasoning item is
// refused as OpenAI refuses it. Either API: a prompt above `contextWindow` tokens is refused with
// context_length_exceeded in that API's error shape, before any script turn is used. A request that
// forbids tool calls (tool_choice "none": the loop's compaction summary) is answered with a summary
// without using a script turn, so hand-written trajectories run unchanged through compactions.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChatMessage, ToolSpec, type ApiUsage, type WireApi } from '../model/types.js';
import { cachedTokensFor, commonPrefixLength, estimateTokens } from './token-estimate.js';
import { buildCompletion, type ScriptReply } from './reply.js';
import { zodIssues } from '../edit/index.js';
import { buildResponse, messagesOfInput, ReasoningLedger, responsesUsage, toolsOfResponses } from './responses-shape.js';

export interface ScriptToolCall {
  name: string;
  /** An object is JSON-encoded; a string is sent verbatim (so it may be malformed on purpose). */
  arguments: object | string;
}

interface ReplyOptions {
  /** Reasoning tokens to report (added to completion_tokens). Default 0. */
  reasoningTokens?: number;
  /** finish_reason to send; default 'tool_calls' with tool calls, else 'stop'. */
  finishReason?: string;
}

/** A normal answer: tool calls and/or text. */
export type ReplyTurn = ({ toolCalls: ScriptToolCall[]; content?: string | null } & ReplyOptions) | ({ content: string } & ReplyOptions);

export type ScriptTurn =
  | ReplyTurn
  | { status: number; retryAfterSec?: number; retryAfterMs?: number; body?: unknown }
  | { delayMs: number; then: ScriptTurn }
  | { garbled: 'non_json' | 'no_choices' | 'bad_tool_args' }
  | ((req: RecordedRequest) => ScriptTurn);

export type Script = ScriptTurn[] | ((req: RecordedRequest, i: number) => ScriptTurn | undefined);

export interface RecordedRequest {
  /** Order of arrival among model requests of either API (0-based). */
  index: number;
  /** Which API the request came to. */
  api: WireApi;
  /** The reasoning effort the request named in its API's field (reasoning_effort, reasoning.effort), null when absent. */
  reasoningEffort: string | null;
  /** tool_choice as sent, null when absent. */
  toolChoice: unknown;
  /** The prompt text its usage was counted from (see the top of this file). */
  prompt: string;
  /** Usage exactly as served in the API's own shape (chat: same as usage; responses: input_tokens, ...). */
  wireUsage: Record<string, unknown> | null;
  /** True when answered as a compaction summary (tool_choice none) without a script turn. */
  summary: boolean;
  authorized: boolean;
  /** Parsed JSON body (null when it was not JSON). */
  body: unknown;
  model: string | null;
  messages: ChatMessage[];
  tools: ToolSpec[];
  /** Script position consumed by this request, null when none was (401, 400, exhausted). */
  turn: number | null;
  /** Filled in when the answer is sent. */
  status: number | null;
  /** Usage as served, in the chat shape for either API (the same counts), null for errors and garbled bodies without usage. */
  usage: ApiUsage | null;
  /** True when the script had run out and the fallback answer was served. */
  exhausted: boolean;
  /** False when the client had gone (e.g. timed out) before the answer was written. */
  delivered: boolean;
  /** max_completion_tokens (or max_tokens; responses: max_output_tokens) of the request, null when absent. */
  maxCompletionTokens: number | null;
}

export interface ScriptedServerOptions {
  /** Cache granularity in tokens. Default 64. */
  cacheGranularity?: number;
  /** Model id to report; default echoes the requested model. */
  reportModel?: string;
  /** When set, only this bearer token is accepted. */
  expectedKey?: string;
  /**
   * The model's own output maximum: a max_completion_tokens above it is refused with a 400 that
   * names it, worded as OpenAI words it.
   */
  modelMaxOutputTokens?: number;
  /** Ignore max_completion_tokens (a misbehaving endpoint); by default it is honoured as providers do. */
  ignoreOutputCap?: boolean;
  /** The model's context window: a prompt of more tokens is refused with context_length_exceeded. */
  contextWindow?: number;
  /** A model that takes no reasoning effort: a request naming one is refused with a 400 naming the parameter. */
  rejectReasoningEffort?: boolean;
}

export interface ScriptedServer {
  /** Base URL for the SDK, like http://127.0.0.1:PORT/v1 */
  url: string;
  requests: RecordedRequest[];
  /** True once any request found the script exhausted. */
  readonly exhausted: boolean;
  close(): Promise<void>;
}

const MAX_BODY = 32 * 1024 * 1024;
export const EXHAUSTED_TEXT = 'script exhausted';

/** What one server keeps between requests. */
interface ServerState {
  script: Script;
  opts: ScriptedServerOptions;
  granularity: number;
  requests: RecordedRequest[];
  timers: Set<NodeJS.Timeout>;
  /** The prompt of the last request served with 200: cached tokens are its common prefix with the next. */
  previousPrompt: string;
  nextTurn: number;
  exhausted: boolean;
  ledger: ReasoningLedger;
}

export async function startScriptedServer(script: Script, opts: ScriptedServerOptions = {}): Promise<ScriptedServer> {
  const st: ServerState = {
    script,
    opts,
    granularity: opts.cacheGranularity ?? 64,
    requests: [],
    timers: new Set<NodeJS.Timeout>(),
    previousPrompt: '',
    nextTurn: 0,
    exhausted: false,
    ledger: new ReasoningLedger(),
  };
  const server = createServer((req, res) => {
    handle(st, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests: st.requests,
    get exhausted() {
      return st.exhausted;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of st.timers) clearTimeout(t);
        st.timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The script's next turn for `rec` (recorded on it), or undefined when the script has run out. */
function nextScriptTurn(st: ServerState, rec: RecordedRequest): ScriptTurn | undefined {
  const i = st.nextTurn;
  const turn = Array.isArray(st.script) ? st.script[i] : st.script(rec, i);
  if (turn === undefined) return undefined;
  st.nextTurn += 1;
  rec.turn = i;
  return turn;
}

/** Answers `rec` as `turn` says (a delay, a status, a garbled body or a reply with its usage). */
function serve(st: ServerState, rec: RecordedRequest, turn: ScriptTurn, res: ServerResponse): void {
  if (typeof turn === 'function') return serve(st, rec, turn(rec), res);
  if ('delayMs' in turn) {
    const t = setTimeout(() => {
      st.timers.delete(t);
      if (!res.destroyed) serveOrFail(st, rec, turn.then, res);
    }, turn.delayMs);
    st.timers.add(t);
    return;
  }
  if ('status' in turn) {
    const headers: Record<string, string> = {};
    if (turn.retryAfterSec !== undefined) headers['retry-after'] = String(turn.retryAfterSec);
    if (turn.retryAfterMs !== undefined) headers['retry-after-ms'] = String(turn.retryAfterMs);
    const body = turn.body ?? { error: { message: `scripted status ${turn.status}`, type: 'scripted_error', code: null } };
    return send(rec, res, turn.status, body, headers);
  }
  if ('garbled' in turn && turn.garbled === 'non_json') {
    rec.status = 200;
    rec.delivered = !res.destroyed;
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('<html><body>502 Bad Gateway</body></html>');
    return;
  }
  const reply = st.opts.ignoreOutputCap ? toReply(rec, turn) : capped(toReply(rec, turn), rec.maxCompletionTokens);
  const usage = usageFor(st, rec, reply);
  st.previousPrompt = rec.prompt;
  rec.usage = usage;
  if (rec.api === 'responses') {
    const counts = {
      prompt: usage.prompt_tokens ?? 0,
      cached: usage.prompt_tokens_details?.cached_tokens ?? 0,
      completion: usage.completion_tokens ?? 0,
      reasoning: usage.completion_tokens_details?.reasoning_tokens ?? 0,
    };
    const wire = responsesUsage(counts);
    const reasoning = st.ledger.issue(
      rec.index,
      reply.toolCalls.map((_, j) => `call_${rec.index}_${j}`),
    );
    const body = buildResponse(rec, reply, wire, reasoning, st.opts.reportModel);
    if ('garbled' in turn && turn.garbled === 'no_choices') delete (body as { output?: unknown }).output;
    rec.wireUsage = wire;
    return send(rec, res, 200, body);
  }
  const completion = buildCompletion(rec, reply, usage, st.opts.reportModel);
  if ('garbled' in turn && turn.garbled === 'no_choices') delete (completion as { choices?: unknown }).choices;
  rec.wireUsage = usage;
  send(rec, res, 200, completion);
}

/** `serve`, with a throwing script answered 500. */
function serveOrFail(st: ServerState, rec: RecordedRequest, turn: ScriptTurn, res: ServerResponse): void {
  try {
    serve(st, rec, turn, res);
  } catch (err) {
    // A throwing script is a bug in the test or demo; answer 500 so it shows up as a server error.
    send(rec, res, 500, {
      error: { message: `script error: ${err instanceof Error ? err.message : String(err)}`, type: 'server_error' },
    });
  }
}

/** The usage of a reply, in the chat shape (see the top of this file). */
function usageFor(st: ServerState, rec: RecordedRequest, reply: ScriptReply): ApiUsage {
  const prompt = rec.prompt;
  const promptTokens = estimateTokens(prompt);
  const cached = cachedTokensFor(commonPrefixLength(prompt, st.previousPrompt), promptTokens, st.granularity);
  const replyText = (reply.content ?? '') + reply.toolCalls.map((c) => c.name + c.arguments).join('');
  const reasoning = Math.max(0, Math.floor(reply.reasoningTokens));
  const completion = estimateTokens(replyText) + reasoning;
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completion,
    total_tokens: promptTokens + completion,
    prompt_tokens_details: { cached_tokens: cached },
    completion_tokens_details: { reasoning_tokens: reasoning },
  };
}

/** One HTTP request: routed, read, checked, then answered by the next script turn. */
async function handle(st: ServerState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '').split('?')[0];
  const api: WireApi | null = path === '/v1/chat/completions' ? 'chat-completions' : path === '/v1/responses' ? 'responses' : null;
  if (req.method !== 'POST' || api === null) {
    req.resume();
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}`, type: 'invalid_request_error', code: 'not_found' } }));
    return;
  }
  const raw = await readBody(req);
  const rec: RecordedRequest = {
    index: st.requests.length,
    api,
    reasoningEffort: null,
    toolChoice: null,
    prompt: '',
    wireUsage: null,
    summary: false,
    authorized: isAuthorized(req, st.opts.expectedKey),
    body: null,
    model: null,
    messages: [],
    tools: [],
    turn: null,
    status: null,
    usage: null,
    exhausted: false,
    delivered: false,
    maxCompletionTokens: null,
  };
  st.requests.push(rec);
  if (raw === null) return send(rec, res, 413, { error: { message: 'request body too large', type: 'invalid_request_error' } });
  try {
    rec.body = JSON.parse(raw);
  } catch {
    return send(rec, res, 400, { error: { message: 'request body is not JSON', type: 'invalid_request_error' } });
  }
  if (!rec.authorized) {
    return send(rec, res, 401, {
      error: { message: 'missing or invalid bearer token', type: 'invalid_request_error', code: 'invalid_api_key' },
    });
  }
  const problem =
    api === 'responses'
      ? readResponsesRequest(rec, st.opts.modelMaxOutputTokens, st.ledger)
      : readRequest(rec, st.opts.modelMaxOutputTokens);
  if (problem) return send(rec, res, 400, { error: { message: problem, type: 'invalid_request_error' } });
  if (st.opts.rejectReasoningEffort && rec.reasoningEffort !== null) {
    const param = api === 'responses' ? 'reasoning.effort' : 'reasoning_effort';
    return send(rec, res, 400, {
      error: {
        message: `Unsupported parameter: '${param}' is not supported with this model.`,
        type: 'invalid_request_error',
        param,
        code: 'unsupported_parameter',
      },
    });
  }
  const promptTokens = estimateTokens(rec.prompt);
  if (st.opts.contextWindow !== undefined && promptTokens > st.opts.contextWindow) {
    return send(rec, res, 400, { error: contextExceeded(api, st.opts.contextWindow, promptTokens) });
  }
  if (rec.toolChoice === 'none') {
    // The loop's compaction summary: answered here, so a trajectory's turns stay the model's work turns.
    rec.summary = true;
    return serveOrFail(st, rec, { content: summaryOf(rec) }, res);
  }
  let turn: ScriptTurn | undefined;
  try {
    turn = nextScriptTurn(st, rec);
  } catch (err) {
    turn = () => {
      throw err;
    };
  }
  if (turn === undefined) {
    st.exhausted = true;
    rec.exhausted = true;
    turn = { content: EXHAUSTED_TEXT };
  }
  serveOrFail(st, rec, turn, res);
}

function toReply(
  rec: RecordedRequest,
  turn: Exclude<ScriptTurn, ((r: RecordedRequest) => ScriptTurn) | { status: number } | { delayMs: number }>,
): ScriptReply {
  if ('garbled' in turn) {
    if (turn.garbled === 'bad_tool_args') {
      const name = rec.tools[0]?.function.name ?? 'unknown_tool';
      return {
        content: null,
        toolCalls: [{ name, arguments: '{"path": "src/index.ts", "edits": [{"start_line": 3,' }],
        reasoningTokens: 0,
        finishReason: 'tool_calls',
      };
    }
    return { content: 'garbled', toolCalls: [], reasoningTokens: 0, finishReason: 'stop' };
  }
  const toolCalls =
    'toolCalls' in turn
      ? turn.toolCalls.map((c) => ({
          name: c.name,
          arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
        }))
      : [];
  return {
    content: turn.content ?? null,
    toolCalls,
    reasoningTokens: turn.reasoningTokens ?? 0,
    finishReason: turn.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
  };
}

/**
 * An answer held to max_completion_tokens as providers hold it: reasoning first, then as much text
 * as fits; tool calls that do not fit are not sent; finish_reason "length". Usage stays <= the cap.
 */
function capped(reply: ScriptReply, cap: number | null): ScriptReply {
  if (cap === null) return reply;
  const text = (reply.content ?? '') + reply.toolCalls.map((c) => c.name + c.arguments).join('');
  if (estimateTokens(text) + Math.max(0, Math.floor(reply.reasoningTokens)) <= cap) return reply;
  const reasoning = Math.min(cap, Math.max(0, Math.floor(reply.reasoningTokens)));
  const room = (cap - reasoning) * 4;
  return { content: (reply.content ?? '').slice(0, room), toolCalls: [], reasoningTokens: reasoning, finishReason: 'length' };
}

/** The text a provider would see as the prompt: tools first (they sit in the system prefix), then messages. */
export function promptText(rec: Pick<RecordedRequest, 'tools' | 'messages'>): string {
  return `${JSON.stringify(rec.tools)}\n${JSON.stringify(rec.messages)}`;
}

/** The context_length_exceeded error in each API's own wording (OpenAI's). */
function contextExceeded(api: WireApi, window: number, tokens: number): Record<string, unknown> {
  return api === 'responses'
    ? {
        message: 'Your input exceeds the context window of this model. Please adjust your input and try again.',
        type: 'invalid_request_error',
        param: 'input',
        code: 'context_length_exceeded',
      }
    : {
        message: `This model's maximum context length is ${window} tokens. However, your messages resulted in ${tokens} tokens. Please reduce the length of the messages.`,
        type: 'invalid_request_error',
        param: 'messages',
        code: 'context_length_exceeded',
      };
}

/** A deterministic summary of the steps a compaction asked to be summarised. */
function summaryOf(rec: RecordedRequest): string {
  const calls = rec.messages.flatMap((m) => (m.role === 'assistant' ? (m.tool_calls ?? []) : []));
  const paths = [...new Set(calls.map((c) => /"path"\s*:\s*"([^"]+)"/.exec(c.function.arguments)?.[1]).filter(Boolean))];
  return `Summary of the earlier steps: ${calls.length} tool calls${paths.length ? ` on ${paths.join(', ')}` : ''}.`;
}

function readResponsesRequest(rec: RecordedRequest, modelMax: number | undefined, ledger: ReasoningLedger): string | null {
  const body = rec.body as Record<string, unknown> | null;
  if (typeof body !== 'object' || body === null) return 'body must be a JSON object';
  if (typeof body.model !== 'string' || body.model === '') return 'model is required';
  rec.model = body.model;
  // Nothing is stored here, as with store: false: a request that leans on a stored response cannot be served.
  if (body.previous_response_id != null) return `Previous response with id ${JSON.stringify(body.previous_response_id)} not found.`;
  const cap = body.max_output_tokens;
  if (cap !== undefined && cap !== null) {
    if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 16) return 'max_output_tokens must be an integer of at least 16';
    rec.maxCompletionTokens = cap;
    if (modelMax !== undefined && cap > modelMax) {
      return `max_output_tokens is too large: ${cap}. This model supports at most ${modelMax} output tokens, whereas you provided ${cap}.`;
    }
  }
  const messages = messagesOfInput(body.input);
  if (typeof messages === 'string') return messages;
  const tools = toolsOfResponses(body.tools);
  if (typeof tools === 'string') return tools;
  const missing = ledger.check(body.input);
  if (missing) return missing;
  const reasoning = body.reasoning as Record<string, unknown> | null | undefined;
  rec.reasoningEffort = typeof reasoning?.effort === 'string' ? reasoning.effort : null;
  rec.toolChoice = body.tool_choice ?? null;
  rec.messages = messages;
  rec.tools = tools;
  rec.prompt = `${JSON.stringify(body.tools ?? [])}\n${typeof body.instructions === 'string' ? `${body.instructions}\n` : ''}${JSON.stringify(body.input)}`;
  return null;
}

function readRequest(rec: RecordedRequest, modelMax: number | undefined): string | null {
  const body = rec.body as Record<string, unknown> | null;
  if (typeof body !== 'object' || body === null) return 'body must be a JSON object';
  if (typeof body.model !== 'string' || body.model === '') return 'model is required';
  rec.model = body.model;
  rec.reasoningEffort = typeof body.reasoning_effort === 'string' ? body.reasoning_effort : null;
  rec.toolChoice = body.tool_choice ?? null;
  const cap = body.max_completion_tokens ?? body.max_tokens;
  if (cap !== undefined && cap !== null) {
    if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 1) return 'max_completion_tokens must be a positive integer';
    rec.maxCompletionTokens = cap;
    if (modelMax !== undefined && cap > modelMax) {
      return `max_tokens is too large: ${cap}. This model supports at most ${modelMax} completion tokens, whereas you provided ${cap}.`;
    }
  }
  const messages = ChatMessage.array().min(1).safeParse(body.messages);
  if (!messages.success) return `invalid messages: ${zodIssues(messages.error, 1)}`;
  const tools = ToolSpec.array().safeParse(body.tools ?? []);
  if (!tools.success) return `invalid tools: ${zodIssues(tools.error, 1)}`;
  // Keep the messages exactly as sent (zod would drop unknown keys) so prompt text is faithful.
  rec.messages = body.messages as ChatMessage[];
  rec.tools = (body.tools ?? []) as ToolSpec[];
  rec.prompt = promptText(rec);
  return null;
}

function isAuthorized(req: IncomingMessage, expectedKey: string | undefined): boolean {
  const m = /^Bearer\s+(\S+)$/.exec(req.headers.authorization ?? '');
  if (!m) return false;
  return expectedKey === undefined || m[1] === expectedKey;
}

function send(rec: RecordedRequest, res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  rec.status = status;
  rec.delivered = !res.destroyed;
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_scripted_${rec.index}`, ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** For scripts: the content of the last tool message in a request (e.g. to read a revision). */
export function lastToolResult(req: RecordedRequest): string | null {
  for (let i = req.messages.length - 1; i >= 0; i -= 1) {
    const m = req.messages[i];
    if (m?.role === 'tool') return m.content;
  }
  return null;
}
