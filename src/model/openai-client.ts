// ModelClient over the official openai SDK. The SDK's own retries are off (maxRetries: 0) so
// that this loop counts attempts, honours retry-after with a cap, and never retries 4xx. Requests
// honour HTTPS_PROXY / HTTP_PROXY / NO_PROXY by the same rule as the GitHub client (src/net/proxy.ts).
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { ResponseCreateParamsNonStreaming } from 'openai/resources/responses/responses';
import { deadline } from './abort.js';
import { noAnswerMessage } from '../net/no-answer.js';
import { fetchFor } from '../net/proxy.js';
import { Secrets } from '../secrets/index.js';
import { EFFORT_REFUSED, ModelError, namesReasoningParameter } from './errors.js';
import { parseCompletion } from './parse-completion.js';
import { parseResponse, toResponsesParams } from './responses-wire.js';
import { nextRetryDelay, parseRetryAfter, sleep, type RetryPolicy } from './retry.js';
import type { ChatMessage, ModelClient, ModelRequest, ModelResponse, ReasoningEffort, WireApi } from './types.js';

export interface OpenAIClientOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Per attempt, including reading the body. Default 120000. */
  timeoutMs?: number;
  /** Default 4. */
  maxRetries?: number;
  /** Base of the exponential back-off. Default 1000. */
  backoffMs?: number;
  /** Ceiling of one back-off. Default 30000. */
  maxBackoffMs?: number;
  /** Ceiling applied to retry-after. Default 60000. */
  maxRetryAfterMs?: number;
  temperature?: number;
  /** Which API to speak: /chat/completions (default) or /responses. */
  api?: WireApi;
  /** Sent in each API's own field (reasoning_effort, reasoning.effort); absent: not sent. */
  reasoningEffort?: ReasoningEffort;
  /** Extra request headers (e.g. a router's attribution headers). Never log these. */
  headers?: Record<string, string>;
  /** Called before each back-off wait; for logging. */
  onRetry?: (info: RetryInfo) => void;
}

export interface RetryInfo {
  /** The attempt that failed (1-based). */
  attempt: number;
  kind: ModelError['kind'];
  status: number | null;
  waitMs: number;
  message: string;
}

export function createOpenAIClient(opts: OpenAIClientOptions): ModelClient {
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const policy: RetryPolicy = {
    maxRetries: opts.maxRetries ?? 4,
    backoffMs: opts.backoffMs ?? 1000,
    maxBackoffMs: opts.maxBackoffMs ?? 30_000,
    maxRetryAfterMs: opts.maxRetryAfterMs ?? 60_000,
  };
  const secrets = Secrets.of([opts.apiKey, ...Object.values(opts.headers ?? {})]);
  const sdk = new OpenAI({
    baseURL: opts.baseURL,
    apiKey: opts.apiKey,
    // Explicit nulls: never forward OPENAI_ORG_ID / OPENAI_PROJECT_ID from the environment to a third-party base URL.
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: timeoutMs,
    logLevel: 'off',
    defaultHeaders: opts.headers,
    fetch: fetchFor(opts.baseURL),
  });

  const api = opts.api ?? 'chat-completions';

  async function complete(req: ModelRequest, signal?: AbortSignal): Promise<ModelResponse> {
    const wire = api === 'responses' ? responsesWire(opts, req) : chatWire(opts, req);
    const started = Date.now();
    let retries = 0;
    let badResponseRetries = 0;
    let outputCeiling: number | undefined;
    for (;;) {
      const attempt = retries + 1;
      const outcome = await attemptOnce(
        sdk,
        wire,
        { url: opts.baseURL, timeoutMs, maxRetryAfterMs: policy.maxRetryAfterMs, secrets },
        signal,
      );
      if (!(outcome instanceof ModelError)) {
        const done = { ...outcome, model: outcome.model ?? opts.model, durationMs: Date.now() - started, attempts: attempt };
        return outputCeiling === undefined ? done : { ...done, outputCeiling };
      }
      outcome.attempts = attempt;
      // A 400 about the reasoning parameter: the setting, not the call, is wrong (and a 400 is not billed).
      if (opts.reasoningEffort !== undefined && namesReasoningParameter(outcome))
        throw effortRefused(opts.model, opts.reasoningEffort, outcome);
      // A provider refuses an output cap above the model's maximum, naming it: ask once more at it.
      const cap = wire.cap();
      const named = outcome.kind === 'bad_request' && outputCeiling === undefined ? namedOutputMaximum(outcome.message) : undefined;
      if (named !== undefined && cap !== undefined && named < cap) {
        outputCeiling = named;
        wire.setCap(named);
        retries += 1;
        continue;
      }
      const wait = nextRetryDelay(outcome, retries, badResponseRetries, policy);
      if (wait === null) throw outcome;
      opts.onRetry?.({ attempt, kind: outcome.kind, status: outcome.status, waitMs: wait, message: outcome.message });
      if (!(await sleep(wait, signal))) throw cancelled(attempt);
      retries += 1;
      if (outcome.kind === 'bad_response') badResponseRetries += 1;
    }
  }

  return { model: opts.model, api, complete };
}

/** One request in one API's shape: its parameters, its output cap field, how to send it and read the answer. */
interface Wire {
  cap(): number | undefined;
  setCap(n: number): void;
  send(sdk: OpenAI, options: { signal: AbortSignal; timeout: number; maxRetries: 0 }): Promise<unknown>;
  parse(raw: unknown): AttemptResult | ModelError;
}

type WireOptions = Pick<OpenAIClientOptions, 'model' | 'temperature' | 'reasoningEffort'>;

function chatWire(opts: WireOptions, req: ModelRequest): Wire {
  const params = toParams(opts.model, req, opts.temperature);
  if (opts.reasoningEffort !== undefined) params.reasoning_effort = opts.reasoningEffort;
  return {
    cap: () => params.max_completion_tokens ?? undefined,
    setCap: (n) => {
      params.max_completion_tokens = n;
    },
    send: (sdk, o) => sdk.chat.completions.create(params, o),
    parse: parseCompletion,
  };
}

function responsesWire(opts: WireOptions, req: ModelRequest): Wire {
  const params: ResponseCreateParamsNonStreaming = toResponsesParams(opts.model, req, opts);
  return {
    cap: () => params.max_output_tokens ?? undefined,
    setCap: (n) => {
      params.max_output_tokens = n;
    },
    // The raw body: the SDK's own unwrapping of a response object throws a TypeError on a body
    // without `output`, which would pass for a network failure; parseResponse says what is wrong.
    send: async (sdk, o) => {
      const text = await (await sdk.responses.create(params, o).asResponse()).text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    },
    parse: parseResponse,
  };
}

/** The model does not take a reasoning effort: one clear error naming the setting to change. */
function effortRefused(model: string, effort: ReasoningEffort, err: ModelError): ModelError {
  return new ModelError({
    kind: 'bad_request',
    code: EFFORT_REFUSED,
    status: err.status,
    param: err.param,
    requestId: err.requestId,
    retryable: false,
    attempts: err.attempts,
    message: `model ${model} does not take reasoning-effort (${effort}); remove the input (the endpoint said: ${err.message})`,
  });
}

function toParams(model: string, req: ModelRequest, temperature: number | undefined): ChatCompletionCreateParamsNonStreaming {
  const params: ChatCompletionCreateParamsNonStreaming = {
    model,
    messages: req.messages.map(chatMessage),
  };
  // OpenAI rejects tool_choice / parallel_tool_calls when no tools are sent.
  if (req.tools.length > 0) {
    params.tools = req.tools;
    params.tool_choice = req.toolChoice ?? 'auto';
    if (req.parallelToolCalls !== undefined) params.parallel_tool_calls = req.parallelToolCalls;
  }
  if (req.maxOutputTokens !== undefined) params.max_completion_tokens = req.maxOutputTokens;
  if (temperature !== undefined) params.temperature = temperature;
  return params;
}

/** Reasoning items belong to the Responses API: Chat Completions never sees them. */
function chatMessage(m: ChatMessage): ChatMessage {
  if (m.role !== 'assistant' || m.reasoning === undefined) return m;
  const { reasoning: _, ...rest } = m;
  return rest;
}

type AttemptResult = Omit<ModelResponse, 'durationMs' | 'attempts' | 'model'> & { model: string | null };

/** One HTTP attempt under its own timer, which also covers reading the body. */
async function attemptOnce(
  sdk: OpenAI,
  wire: Wire,
  ctx: Omit<ClassifyContext, 'timedOut' | 'cancelled'>,
  signal: AbortSignal | undefined,
): Promise<AttemptResult | ModelError> {
  if (signal?.aborted) return cancelled(1);
  const attempt = deadline(signal, ctx.timeoutMs);
  try {
    const raw: unknown = await wire.send(sdk, { signal: attempt.signal, timeout: ctx.timeoutMs, maxRetries: 0 });
    return wire.parse(raw);
  } catch (err) {
    const cancelledByCaller = signal?.aborted === true;
    return classify(err, { ...ctx, timedOut: attempt.signal.aborted && !cancelledByCaller, cancelled: cancelledByCaller });
  } finally {
    attempt.dispose();
  }
}

interface ClassifyContext {
  /** The base URL, named when no answer came. */
  url: string;
  timedOut: boolean;
  cancelled: boolean;
  timeoutMs: number;
  maxRetryAfterMs: number;
  secrets: Secrets;
}

/** Provider messages can be whole HTML error pages: kept short for logs and comments. */
const MAX_MESSAGE = 1000;

/** Maps anything the SDK throws to a ModelError with a redacted message. */
export function classify(err: unknown, ctx: ClassifyContext): ModelError {
  // Redacted before it is cut, so the cut can never leave a partial encoding behind.
  const clean = (m: string): string => {
    const out = ctx.secrets.redactMessage(m);
    return out.length > MAX_MESSAGE ? `${out.slice(0, MAX_MESSAGE)}…` : out;
  };
  if (ctx.cancelled) return cancelled(1);
  if (ctx.timedOut || err instanceof APIConnectionTimeoutError) {
    return new ModelError({ kind: 'timeout', message: `no complete answer within ${ctx.timeoutMs} ms`, retryable: true });
  }
  if (err instanceof APIUserAbortError) return cancelled(1);
  if (err instanceof APIConnectionError) {
    return new ModelError({ kind: 'network', message: clean(noAnswerMessage(ctx.url, err)), retryable: true });
  }
  if (err instanceof APIError && typeof err.status === 'number') {
    const status = err.status;
    const code = typeof err.code === 'string' ? err.code : null;
    const param = typeof err.param === 'string' ? err.param : null;
    // The SDK's message starts with the status again ("401 Incorrect API key"): said once, on one line
    // (made one line after redaction, so a secret wrapped over lines is still found whole).
    const said = err.message.replace(new RegExp(`^${status}\\s+`), '');
    const oneLine = (m: string): string => m.replace(/\s+/g, ' ').trim();
    const base = { status, code, param, requestId: err.requestID ?? null, message: oneLine(clean(`HTTP ${status}: ${said}`)) };
    // A key, URL or model the endpoint does not know: the same three settings to check, whatever the provider says.
    if (status === 401 || status === 403 || status === 404) {
      const message = `${oneLine(clean(`the endpoint refused the request (HTTP ${status}): ${said}`))}; check base-url, api-key and model`;
      return new ModelError({ ...base, message, kind: status === 404 ? 'bad_request' : 'auth', retryable: false });
    }
    if (status === 429) {
      // An exhausted quota also answers 429, but waiting does not help.
      const quota = code === 'insufficient_quota';
      return new ModelError({
        ...base,
        kind: 'rate_limit',
        retryable: !quota,
        retryAfterMs: parseRetryAfter(err.headers as Headers | undefined, ctx.maxRetryAfterMs),
      });
    }
    if (status === 408) return new ModelError({ ...base, kind: 'timeout', retryable: true });
    if (status >= 500 || status === 409) {
      return new ModelError({
        ...base,
        kind: 'server',
        retryable: true,
        retryAfterMs: parseRetryAfter(err.headers as Headers | undefined, ctx.maxRetryAfterMs),
      });
    }
    return new ModelError({ ...base, kind: 'bad_request', retryable: false });
  }
  if (err instanceof SyntaxError) {
    return new ModelError({ kind: 'bad_response', message: clean(`response body is not valid JSON: ${err.message}`), retryable: true });
  }
  const message = err instanceof Error ? err.message : String(err);
  // Sockets closed mid-body and similar transport failures surface as plain errors.
  return new ModelError({ kind: 'network', message: clean(`request failed: ${message}`), retryable: true });
}

function cancelled(attempts: number): ModelError {
  return new ModelError({ kind: 'cancelled', message: 'the model call was cancelled', retryable: false, attempts });
}

/**
 * The output maximum a provider's 400 names, in the wordings seen from OpenAI ("supports at most
 * 16384 completion tokens", "Expected a value <= 32768") and OpenAI-compatible servers ("maximum
 * context length is 8192 tokens and your request has 4000 input tokens").
 */
export function namedOutputMaximum(message: string): number | undefined {
  const context = /maximum context length is (\d+) tokens[^.]*?request has (\d+) input tokens/i.exec(message);
  if (context) {
    const left = Number(context[1]) - Number(context[2]);
    return left > 0 ? left : undefined;
  }
  if (!/max(?:_completion|_output)?_tokens|output tokens|completion tokens/i.test(message)) return undefined;
  const m = /at most (\d+)|<=\s*(\d+)|maximum(?: value| allowed)?(?: is| of)?:? (\d+)/i.exec(message);
  const n = Number(m?.[1] ?? m?.[2] ?? m?.[3]);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
