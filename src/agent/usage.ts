// Per-call usage and the two cost figures of a run.
//
// Billed cost (what the provider charges, given the cached tokens it reported):
//   sum_i (input_i - cached_i) * in + cached_i * cachedIn + output_i * out
// Reasoning tokens are already part of output_i in the OpenAI API, so they are not added again.
//
// Cost under perfect prefix caching (the paper's Equation (A1)): an agent's context is
// append-only, so each call pays the full input price only for what was appended since the
// previous call and the cached price for the re-read prefix:
//   new_i    = max(0, input_i - input_{i-1})      (input_0 = 0)
//   reread_i = input_i - new_i = min(input_i, input_{i-1})
//   cost     = sum_i new_i * in + reread_i * cachedIn + output_i * out
// This is independent of the provider's (date-dependent) cache hit rate. A compaction breaks the
// cache once: for the call after it, input_{i-1} is replaced by the tokens of the prompt's unchanged
// prefix (prefixLimit), so the perfect-caching figure and the prefix share report the break.
//
// Sums are kept as integer token counts; dollars are computed once from them, never summed
// from rounded per-call figures.
import { dollars, type Pricing } from './pricing.js';
import type { CallUsage, CostFigures } from '../model/types.js';

export interface LedgerEntry {
  usage: CallUsage;
  durationMs: number;
  /** 1 + retries of this call. */
  attempts: number;
  /**
   * Set when the context was compacted before this call: the tokens of the prompt's unchanged
   * prefix, all that a cache could still hold of the previous prompt (the cache break).
   */
  prefixLimit?: number;
}

export interface UsageTotals extends CallUsage {
  modelCalls: number;
  attempts: number;
  durationMs: number;
}

/** Token split used by the two cost formulas. */
export interface CostTokens {
  uncachedInput: number;
  cachedInput: number;
  output: number;
}

/** The usage part of a run report's totals (tool calls are counted by the loop). */
export interface UsageSummary extends CallUsage, CostFigures {
  modelCalls: number;
  durationMs: number;
}

export class UsageLedger {
  readonly #entries: LedgerEntry[] = [];

  record(usage: CallUsage, durationMs: number, attempts = 1, prefixLimit?: number): void {
    // Cached tokens are a subset of input; clamp so a provider's inconsistency cannot make a negative count.
    const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
    this.#entries.push({
      usage: { ...usage, cachedInputTokens: cached },
      durationMs: Math.max(0, durationMs),
      attempts,
      ...(prefixLimit !== undefined ? { prefixLimit: Math.max(0, Math.floor(prefixLimit)) } : {}),
    });
  }

  get entries(): readonly LedgerEntry[] {
    return this.#entries;
  }

  totals(): UsageTotals {
    const t: UsageTotals = {
      modelCalls: 0,
      attempts: 0,
      inputTokens: 0,
      cachedInputTokens: 0,
      outputTokens: 0,
      reasoningTokens: 0,
      durationMs: 0,
    };
    for (const e of this.#entries) {
      t.modelCalls += 1;
      t.attempts += e.attempts;
      t.inputTokens += e.usage.inputTokens;
      t.cachedInputTokens += e.usage.cachedInputTokens;
      t.outputTokens += e.usage.outputTokens;
      t.reasoningTokens += e.usage.reasoningTokens;
      t.durationMs += e.durationMs;
    }
    return t;
  }

  /** Token split as billed: cached as reported by the provider. */
  billedTokens(): CostTokens {
    const t = this.totals();
    return { uncachedInput: t.inputTokens - t.cachedInputTokens, cachedInput: t.cachedInputTokens, output: t.outputTokens };
  }

  /** Token split under perfect prefix caching (see the formula at the top of this file). */
  perfectCachingTokens(): CostTokens {
    let previous = 0;
    let fresh = 0;
    let reread = 0;
    let output = 0;
    for (const e of this.#entries) {
      const input = e.usage.inputTokens;
      // After a compaction only the unchanged prefix can be re-read: the rest is new input again.
      const shared = Math.min(previous, e.prefixLimit ?? Infinity);
      const appended = Math.max(0, input - shared);
      fresh += appended;
      reread += input - appended;
      output += e.usage.outputTokens;
      previous = input;
    }
    return { uncachedInput: fresh, cachedInput: reread, output };
  }

  costBilled(pricing: Pricing): number {
    return dollars(this.billedTokens(), pricing);
  }

  costPerfectCaching(pricing: Pricing): number {
    return dollars(this.perfectCachingTokens(), pricing);
  }

  /** Share of input tokens the provider reported as cached (null before any input). */
  prefixShare(): number | null {
    const t = this.totals();
    return t.inputTokens === 0 ? null : t.cachedInputTokens / t.inputTokens;
  }

  /** Share of input tokens that an append-only context would re-read (the perfect-caching ceiling). */
  perfectPrefixShare(): number | null {
    const t = this.perfectCachingTokens();
    const input = t.uncachedInput + t.cachedInput;
    return input === 0 ? null : t.cachedInput / input;
  }

  summary(pricing: Pricing | null): UsageSummary {
    const t = this.totals();
    return {
      modelCalls: t.modelCalls,
      inputTokens: t.inputTokens,
      cachedInputTokens: t.cachedInputTokens,
      outputTokens: t.outputTokens,
      reasoningTokens: t.reasoningTokens,
      costBilledUsd: pricing ? this.costBilled(pricing) : null,
      costPerfectCachingUsd: pricing ? this.costPerfectCaching(pricing) : null,
      durationMs: t.durationMs,
    };
  }
}
