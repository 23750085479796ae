// ModelClient over the official openai SDK. The SDK's own retries are off (maxRetries: 0) so
// that this loop counts attempts, honours retry-after with a cap, and never retries 4xx. Requests
// honour HTTPS_PROXY / HTTP_PROXY / NO_PROXY by the same rule as the GitHub client (src/net/proxy.ts).
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { deadline } from './abort.js';
import { noAnswerMessage } from '../net/no-answer.js';
import { fetchFor } from '../net/proxy.js';
import { Secrets } from '../secrets/index.js';
import { ModelError } from './errors.js';
import { parseCompletion } from './parse-completion.js';
import { nextRetryDelay, parseRetryAfter, sleep, type RetryPolicy } from './retry.js';
import type { ModelClient, ModelRequest, ModelResponse } from './types.js';

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

  async function complete(req: ModelRequest, signal?: AbortSignal): Promise<ModelResponse> {
    const params = toParams(opts.model, req, opts.temperature);
    const started = Date.now();
    let retries = 0;
    let badResponseRetries = 0;
    let outputCeiling: number | undefined;
    for (;;) {
      const attempt = retries + 1;
      const outcome = await attemptOnce(
        sdk,
        params,
        { url: opts.baseURL, timeoutMs, maxRetryAfterMs: policy.maxRetryAfterMs, secrets },
        signal,
      );
      if (!(outcome instanceof ModelError)) {
        const done = { ...outcome, model: outcome.model ?? opts.model, durationMs: Date.now() - started, attempts: attempt };
        return outputCeiling === undefined ? done : { ...done, outputCeiling };
      }
      outcome.attempts = attempt;
      // A provider refuses a max_completion_tokens above the model's maximum, naming it: ask once more at it.
      const named = outcome.kind === 'bad_request' && outputCeiling === undefined ? namedOutputMaximum(outcome.message) : undefined;
      if (named !== undefined && params.max_completion_tokens != null && named < params.max_completion_tokens) {
        outputCeiling = named;
        params.max_completion_tokens = named;
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

  return { model: opts.model, complete };
}

function toParams(model: string, req: ModelRequest, temperature: number | undefined): ChatCompletionCreateParamsNonStreaming {
  const params: ChatCompletionCreateParamsNonStreaming = {
    model,
    messages: req.messages,
  };
  // OpenAI rejects tool_choice / parallel_tool_calls when no tools are sent.
  if (req.tools.length > 0) {
    params.tools = req.tools;
    params.tool_choice = 'auto';
    if (req.parallelToolCalls !== undefined) params.parallel_tool_calls = req.parallelToolCalls;
  }
  if (req.maxOutputTokens !== undefined) params.max_completion_tokens = req.maxOutputTokens;
  if (temperature !== undefined) params.temperature = temperature;
  return params;
}

type AttemptResult = Omit<ModelResponse, 'durationMs' | 'attempts' | 'model'> & { model: string | null };

/** One HTTP attempt under its own timer, which also covers reading the body. */
async function attemptOnce(
  sdk: OpenAI,
  params: ChatCompletionCreateParamsNonStreaming,
  ctx: Omit<ClassifyContext, 'timedOut' | 'cancelled'>,
  signal: AbortSignal | undefined,
): Promise<AttemptResult | ModelError> {
  if (signal?.aborted) return cancelled(1);
  const attempt = deadline(signal, ctx.timeoutMs);
  try {
    const raw: unknown = await sdk.chat.completions.create(params, { signal: attempt.signal, timeout: ctx.timeoutMs, maxRetries: 0 });
    return parseCompletion(raw);
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
    // The SDK's message starts with the status again ("401 Incorrect API key"): said once, on one line
    // (made one line after redaction, so a secret wrapped over lines is still found whole).
    const said = err.message.replace(new RegExp(`^${status}\\s+`), '');
    const oneLine = (m: string): string => m.replace(/\s+/g, ' ').trim();
    const base = { status, code, requestId: err.requestID ?? null, message: oneLine(clean(`HTTP ${status}: ${said}`)) };
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
  if (!/max(?:_completion)?_tokens|output tokens|completion tokens/i.test(message)) return undefined;
  const m = /at most (\d+)|<=\s*(\d+)|maximum(?: value| allowed)?(?: is| of)?:? (\d+)/i.exec(message);
  const n = Number(m?.[1] ?? m?.[2] ?? m?.[3]);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
