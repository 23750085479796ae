// Typed model errors. Messages are redacted so an API key echoed by a provider (or a proxy)
// can never reach logs, comments or PR bodies through an error.

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

const MIN_LEAK = 8;
const MAX_MESSAGE = 1000;
const GENERIC_SECRETS: RegExp[] = [
  /\bsk-[A-Za-z0-9_*-]{6,}/g, // OpenAI-style keys, also partly masked ones
  /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi,
  /\b(gh[pousr]_[A-Za-z0-9]{10,})/g, // GitHub tokens
];

/**
 * Removes secrets from text: every run of 8+ characters that also occurs in one of `secrets`
 * (so partial echoes like "sk-abc...xyz" fragments are caught), then generic key patterns.
 * The text is capped first so the scan stays cheap.
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
  for (const secret of secrets) {
    if (secret.length < MIN_LEAK) {
      if (secret.length > 0) out = out.split(secret).join('[REDACTED]');
      continue;
    }
    out = redactCommonRuns(out, secret);
  }
  for (const re of GENERIC_SECRETS) out = out.replace(re, '[REDACTED]');
  return out;
}

function redactCommonRuns(text: string, secret: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const len = longestMatchAt(text, i, secret);
    if (len >= MIN_LEAK) {
      out += '[REDACTED]';
      i += len;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}

/** Longest prefix of text[i..] that occurs anywhere in secret. */
function longestMatchAt(text: string, i: number, secret: string): number {
  let best = 0;
  for (let s = secret.indexOf(text[i] ?? '\u0000'); s !== -1; s = secret.indexOf(text[i] ?? '\u0000', s + 1)) {
    let k = 0;
    while (i + k < text.length && s + k < secret.length && text[i + k] === secret[s + k]) k += 1;
    if (k > best) best = k;
  }
  return best;
}
