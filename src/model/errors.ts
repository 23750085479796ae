// Typed model errors. The client redacts every message (Secrets.redactMessage) before it builds one,
// so an API key echoed by a provider (or a proxy) can never reach logs, comments or PR bodies.

export type ModelErrorKind =
  | 'auth'
  | 'rate_limit'
  | 'server'
  | 'timeout'
  | 'bad_request'
  | 'network'
  | 'bad_response'
  /** The caller's AbortSignal fired; never retried. */
  | 'cancelled';

export interface ModelErrorInit {
  kind: ModelErrorKind;
  message: string;
  status?: number | null;
  retryable: boolean;
  /** Server-requested wait before retrying, already capped. */
  retryAfterMs?: number | null;
  /** Provider error code (e.g. 'insufficient_quota'), when given. */
  code?: string | null;
  /** The request parameter a provider's 400 names (e.g. 'reasoning.effort'), when given. */
  param?: string | null;
  requestId?: string | null;
  attempts?: number;
}

export class ModelError extends Error {
  readonly kind: ModelErrorKind;
  readonly status: number | null;
  readonly retryable: boolean;
  readonly retryAfterMs: number | null;
  readonly code: string | null;
  readonly param: string | null;
  readonly requestId: string | null;
  /** Attempts made before giving up (1 + retries); set by the client's retry loop. */
  attempts: number;

  constructor(init: ModelErrorInit) {
    super(init.message);
    this.name = 'ModelError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.retryable = init.retryable;
    this.retryAfterMs = init.retryAfterMs ?? null;
    this.code = init.code ?? null;
    this.param = init.param ?? null;
    this.requestId = init.requestId ?? null;
    this.attempts = init.attempts ?? 1;
  }

  /** Plain data for logs and reports (no stack, no cause). */
  toJSON(): Record<string, unknown> {
    return {
      kind: this.kind,
      status: this.status,
      retryable: this.retryable,
      code: this.code,
      message: this.message,
      attempts: this.attempts,
    };
  }
}

/** The code of the error a run stops with when the model does not take the reasoning-effort setting. */
export const EFFORT_REFUSED = 'reasoning_effort_refused';

/**
 * The provider refused the prompt as longer than the model's context window. OpenAI says
 * `context_length_exceeded` in both APIs' error objects; OpenAI-compatible servers (vLLM, LiteLLM)
 * often say it only in words. Not the 400 that names an output maximum (namedOutputMaximum).
 */
export function isContextOverflow(err: unknown): boolean {
  if (!(err instanceof ModelError) || err.kind !== 'bad_request') return false;
  if (err.code === 'context_length_exceeded') return true;
  return (
    /context[_ ](length|window)|maximum context length|exceeds the context window/i.test(err.message) && !/input tokens/i.test(err.message)
  );
}

/** A 400 about the reasoning parameter (reasoning_effort in Chat Completions, reasoning.effort in Responses). */
export function namesReasoningParameter(err: ModelError): boolean {
  if (err.kind !== 'bad_request' || err.status !== 400) return false;
  return /reasoning/i.test(err.param ?? '') || /reasoning[_.]effort|reasoning\b/i.test(err.message);
}
