import { describe, expect, it } from 'vitest';
import {
  BUILTIN_PRICING,
  PRICING_AS_OF,
  baseModelId,
  parsePricingInput,
  resolvePricing,
  type PricingInput,
} from '../../src/agent/pricing.js';

describe('resolvePricing', () => {
  it('finds built-in prices by exact id', () => {
    expect(resolvePricing('gpt-5-mini')).toEqual({
      pricing: { inputPerMTok: 0.25, cachedInputPerMTok: 0.025, outputPerMTok: 2 },
      source: 'builtin',
    });
    expect(resolvePricing('o3').pricing).toEqual({ inputPerMTok: 2, cachedInputPerMTok: 0.5, outputPerMTok: 8 });
    expect(PRICING_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(BUILTIN_PRICING)).toHaveLength(12);
  });

  it('maps dated snapshots to their base id, and never a longer id to a shorter one', () => {
    expect(baseModelId('gpt-5-mini-2025-08-07')).toBe('gpt-5-mini');
    expect(resolvePricing('gpt-5-mini-2025-08-07').pricing).toEqual(BUILTIN_PRICING['gpt-5-mini']);
    expect(resolvePricing('gpt-4o-2024-08-06').pricing).toEqual(BUILTIN_PRICING['gpt-4o']);
    expect(resolvePricing('gpt-5-mini').pricing).not.toEqual(BUILTIN_PRICING['gpt-5']);
    expect(resolvePricing('gpt-5-pro')).toEqual({ pricing: null, source: 'unknown' });
  });

  it('does not guess prices for unknown models', () => {
    expect(resolvePricing('deepseek-chat')).toEqual({ pricing: null, source: 'unknown' });
    expect(resolvePricing('openai/gpt-5-mini')).toEqual({ pricing: null, source: 'unknown' });
  });

  it('applies a single user price to any model', () => {
    const r = resolvePricing('my-local-model', input('{"inputPerMTok":1,"cachedInputPerMTok":0.1,"outputPerMTok":3}'));
    expect(r).toEqual({ pricing: { inputPerMTok: 1, cachedInputPerMTok: 0.1, outputPerMTok: 3 }, source: 'user' });
  });

  it('uses a user table keyed by model, falling back to built-in prices', () => {
    const table = input(
      JSON.stringify({
        'gpt-5-mini': { inputPerMTok: 9, cachedInputPerMTok: 1, outputPerMTok: 90 },
        'glm-4.6': { inputPerMTok: 0.6, cachedInputPerMTok: 0.11, outputPerMTok: 2.2 },
      }),
    );
    expect(resolvePricing('gpt-5-mini-2025-08-07', table)).toEqual({
      pricing: { inputPerMTok: 9, cachedInputPerMTok: 1, outputPerMTok: 90 },
      source: 'user',
    });
    expect(resolvePricing('glm-4.6', table).source).toBe('user');
    expect(resolvePricing('gpt-4.1', table)).toEqual({ pricing: BUILTIN_PRICING['gpt-4.1'], source: 'builtin' });
    expect(resolvePricing('qwen3', table)).toEqual({ pricing: null, source: 'unknown' });
  });

  it('refuses an unusable pricing input, naming the key, instead of dropping the prices', () => {
    const cases: [string, RegExp][] = [
      ['{oops', /is not valid JSON/],
      ['{"inputPerMTok":-1,"cachedInputPerMTok":0,"outputPerMTok":1}', /"inputPerMTok" must be a non-negative number/],
      [
        '{"inputPerMtok":0.25,"cachedInputPerMTok":0.025,"outputPerMTok":2}',
        /unknown key "inputPerMtok" \(did you mean "inputPerMTok"\?\)/,
      ],
      ['{"m":{"inputPerMTok":1}}', /is missing "m.cachedInputPerMTok"/],
      ['{"m":{"inputPerMTok":1,"cachedInputPerMTok":0.1,"outputPerMTok":"2"}}', /"m.outputPerMTok" must be a non-negative number/],
      ['[1,2]', /must be a JSON object/],
      ['{}', /is empty/],
    ];
    for (const [text, error] of cases) {
      const r = parsePricingInput(text);
      expect(r.ok, text).toBe(false);
      expect(!r.ok && r.error, text).toMatch(error);
    }
  });
});

function input(text: string): PricingInput {
  const r = parsePricingInput(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
