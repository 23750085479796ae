// Retry policy: which errors to retry, how long to wait. Pure so the arithmetic is testable.
import type { ModelError } from './errors.js';

export interface RetryPolicy {
  maxRetries: number;
  /** Base of the exponential back-off. */
  backoffMs: number;
  /** Ceiling of one computed back-off. */
  maxBackoffMs: number;
  /** Ceiling applied to a server's retry-after request. */
  maxRetryAfterMs: number;
}

/** Garbled bodies rarely fix themselves; retry them at most this often. */
export const MAX_BAD_RESPONSE_RETRIES = 2;

interface HeaderSource {
  get(name: string): string | null;
}

/**
 * Reads `retry-after-ms` (OpenAI, milliseconds) or `retry-after` (seconds or an HTTP date).
 * Returns null when absent or unparsable; caps the result.
 */
export function parseRetryAfter(headers: HeaderSource | null | undefined, capMs: number, now = Date.now()): number | null {
  if (!headers) return null;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '') {
    const v = Number(ms);
    if (Number.isFinite(v) && v >= 0) return Math.min(Math.round(v), capMs);
  }
  const ra = headers.get('retry-after');
  if (ra === null || ra.trim() === '') return null;
  const secs = Number(ra);
  if (Number.isFinite(secs) && secs >= 0) return Math.min(Math.round(secs * 1000), capMs);
  const date = Date.parse(ra);
  if (Number.isNaN(date)) return null;
  return Math.min(Math.max(0, date - now), capMs);
}

/**
 * Exponential back-off with jitter: base * 2^retryIndex, capped, then scaled by a factor in
 * [0.75, 1) so that parallel runs spread out. retryIndex is 0 for the first retry.
 */
export function backoffDelay(retryIndex: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const raw = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** retryIndex);
  return Math.round(raw * (0.75 + 0.25 * random()));
}

/**
 * Whether to retry after `error` given how many retries were already made (total, and of
 * bad_response). Returns the wait in ms, or null to give up.
 */
export function nextRetryDelay(
  error: ModelError,
  retriesSoFar: number,
  badResponseRetriesSoFar: number,
  policy: RetryPolicy,
  random?: () => number,
): number | null {
  if (!error.retryable || retriesSoFar >= policy.maxRetries) return null;
  if (error.kind === 'bad_response' && badResponseRetriesSoFar >= MAX_BAD_RESPONSE_RETRIES) return null;
  if (error.retryAfterMs !== null) return Math.min(error.retryAfterMs, policy.maxRetryAfterMs);
  return backoffDelay(retriesSoFar, policy, random);
}

/** Sleeps, waking early (with false) when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
