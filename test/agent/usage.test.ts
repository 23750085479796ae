import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UsageLedger } from '../../src/agent/usage.js';
import type { Pricing } from '../../src/agent/pricing.js';

const MINI: Pricing = { inputPerMTok: 0.25, cachedInputPerMTok: 0.025, outputPerMTok: 2 };

function ledgerOf(calls: [input: number, cached: number, output: number, reasoning: number][]): UsageLedger {
  const l = new UsageLedger();
  for (const [i, [inputTokens, cachedInputTokens, outputTokens, reasoningTokens]] of calls.entries()) {
    l.record({ inputTokens, cachedInputTokens, outputTokens, reasoningTokens }, 100 * (i + 1), 1 + (i % 2));
  }
  return l;
}

describe('UsageLedger', () => {
  // Four calls of one conversation; call 3 shrank (context trimmed).
  const ledger = ledgerOf([
    [1000, 0, 100, 0],
    [1500, 896, 200, 50],
    [1400, 1344, 50, 0],
    [3000, 1344, 300, 100],
  ]);

  it('sums integer totals', () => {
    expect(ledger.totals()).toEqual({
      modelCalls: 4,
      attempts: 6,
      inputTokens: 6900,
      cachedInputTokens: 3584,
      outputTokens: 650,
      reasoningTokens: 150,
      durationMs: 1000,
    });
  });

  it('computes the billed cost by hand', () => {
    // uncached 3316 * 0.25 + cached 3584 * 0.025 + output 650 * 2 (reasoning is inside output) = 2218.6 µ$
    expect(ledger.billedTokens()).toEqual({ uncachedInput: 3316, cachedInput: 3584, output: 650 });
    expect(ledger.costBilled(MINI)).toBeCloseTo(0.0022186, 12);
  });

  it('computes the perfect-caching cost by hand (Equation A1)', () => {
    // new: 1000, 500, 0 (shrank), 1600 = 3100; re-read: 0, 1000, 1400, 1400 = 3800
    expect(ledger.perfectCachingTokens()).toEqual({ uncachedInput: 3100, cachedInput: 3800, output: 650 });
    // 3100 * 0.25 + 3800 * 0.025 + 650 * 2 = 2170 µ$
    expect(ledger.costPerfectCaching(MINI)).toBeCloseTo(0.00217, 12);
  });

  it('reports prefix shares', () => {
    expect(ledger.prefixShare()).toBeCloseTo(3584 / 6900, 12);
    expect(ledger.perfectPrefixShare()).toBeCloseTo(3800 / 6900, 12);
    expect(new UsageLedger().prefixShare()).toBeNull();
  });

  it('summarizes with and without prices', () => {
    const s = ledger.summary(MINI);
    expect(s.costBilledUsd).toBe(ledger.costBilled(MINI));
    expect(s.costPerfectCachingUsd).toBe(ledger.costPerfectCaching(MINI));
    expect(s).toMatchObject({
      modelCalls: 4,
      inputTokens: 6900,
      cachedInputTokens: 3584,
      outputTokens: 650,
      reasoningTokens: 150,
      durationMs: 1000,
    });
    expect(ledger.summary(null)).toMatchObject({ costBilledUsd: null, costPerfectCachingUsd: null });
  });

  it('clamps cached tokens reported above input', () => {
    const l = ledgerOf([[100, 500, 10, 0]]);
    expect(l.totals().cachedInputTokens).toBe(100);
    expect(l.billedTokens().uncachedInput).toBe(0);
  });

  it('holds the formula invariants on random runs', () => {
    const call = fc
      .tuple(fc.nat(200_000), fc.nat(200_000), fc.nat(20_000))
      .map(([input, c, out]) => [input, Math.min(c, input), out, Math.floor(out / 2)] as [number, number, number, number]);
    fc.assert(
      fc.property(fc.array(call, { maxLength: 30 }), (calls) => {
        const l = ledgerOf(calls);
        const perfect = l.perfectCachingTokens();
        const t = l.totals();
        // Every input token is either new or re-read; the new ones are at least the largest context.
        expect(perfect.uncachedInput + perfect.cachedInput).toBe(t.inputTokens);
        expect(perfect.uncachedInput).toBeGreaterThanOrEqual(Math.max(0, ...calls.map((c) => c[0])));
        // With a monotonically growing context, new input telescopes to the last input.
        const sorted = [...calls].sort((a, b) => a[0] - b[0]);
        if (sorted.length > 0) expect(ledgerOf(sorted).perfectCachingTokens().uncachedInput).toBe(sorted[sorted.length - 1]?.[0]);
        // Never dearer than paying full price for all input.
        const noCache = (t.inputTokens * MINI.inputPerMTok + t.outputTokens * MINI.outputPerMTok) / 1e6;
        expect(l.costPerfectCaching(MINI)).toBeLessThanOrEqual(noCache + 1e-12);
      }),
      { numRuns: 200 },
    );
  });
});
