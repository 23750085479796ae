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
  requestId?: string | null;
  attempts?: number;
}

export class ModelError extends Error {
  readonly kind: ModelErrorKind;
  readonly status: number | null;
  readonly retryable: boolean;
  readonly retryAfterMs: number | null;
  readonly code: string | null;
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
