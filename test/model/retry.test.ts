import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ModelError } from '../../src/model/errors.js';
import { backoffDelay, nextRetryDelay, parseRetryAfter, type RetryPolicy } from '../../src/model/retry.js';
import { mapUsage } from '../../src/model/types.js';

const headers = (h: Record<string, string>) => new Headers(h);
const policy: RetryPolicy = { maxRetries: 4, backoffMs: 100, maxBackoffMs: 1000, maxRetryAfterMs: 5000 };

describe('parseRetryAfter', () => {
  it('reads milliseconds, seconds and HTTP dates, capped', () => {
    expect(parseRetryAfter(headers({ 'retry-after-ms': '250' }), 5000)).toBe(250);
    expect(parseRetryAfter(headers({ 'retry-after': '2' }), 5000)).toBe(2000);
    expect(parseRetryAfter(headers({ 'retry-after': '0.5' }), 5000)).toBe(500);
    expect(parseRetryAfter(headers({ 'retry-after': '3600' }), 5000)).toBe(5000);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter(headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:03 GMT' }), 5000, now)).toBe(3000);
    expect(parseRetryAfter(headers({ 'retry-after-ms': '10', 'retry-after': '9' }), 5000)).toBe(10);
    expect(parseRetryAfter(headers({ 'retry-after': 'soon' }), 5000)).toBeNull();
    expect(parseRetryAfter(headers({}), 5000)).toBeNull();
  });
});

describe('retry decisions', () => {
  const err = (kind: ModelError['kind'], retryable: boolean, retryAfterMs: number | null = null) =>
    new ModelError({ kind, message: kind, retryable, retryAfterMs });

  it('backs off exponentially with jitter and a ceiling', () => {
    expect(backoffDelay(0, policy, () => 0)).toBe(75);
    expect(backoffDelay(2, policy, () => 0.999999)).toBe(400);
    expect(backoffDelay(10, policy, () => 0.999999)).toBe(1000);
    fc.assert(
      fc.property(fc.nat(20), fc.double({ min: 0, max: 0.999999, noNaN: true }), (k, r) => {
        const d = backoffDelay(k, policy, () => r);
        return d >= 0.75 * Math.min(1000, 100 * 2 ** k) - 1 && d <= Math.min(1000, 100 * 2 ** k);
      }),
      { numRuns: 200 },
    );
  });

  it('gives up on non-retryable errors, after maxRetries, and after two bad responses', () => {
    expect(nextRetryDelay(err('auth', false), 0, 0, policy)).toBeNull();
    expect(nextRetryDelay(err('server', true), 4, 0, policy)).toBeNull();
    expect(nextRetryDelay(err('server', true), 3, 0, policy)).not.toBeNull();
    expect(nextRetryDelay(err('bad_response', true), 2, 2, policy)).toBeNull();
    expect(nextRetryDelay(err('bad_response', true), 1, 1, policy)).not.toBeNull();
    expect(nextRetryDelay(err('rate_limit', true, 1234), 0, 0, policy)).toBe(1234);
  });
});

describe('mapUsage', () => {
  it('maps the API fields and treats missing or null as 0', () => {
    expect(
      mapUsage({
        prompt_tokens: 10,
        completion_tokens: 5,
        prompt_tokens_details: { cached_tokens: 4 },
        completion_tokens_details: { reasoning_tokens: 2 },
      }),
    ).toEqual({ inputTokens: 10, cachedInputTokens: 4, outputTokens: 5, reasoningTokens: 2 });
    expect(mapUsage({ prompt_tokens: 10, prompt_tokens_details: null })).toEqual({
      inputTokens: 10,
      cachedInputTokens: 0,
      outputTokens: 0,
      reasoningTokens: 0,
    });
    expect(mapUsage(undefined)).toEqual({ inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0 });
  });
});
