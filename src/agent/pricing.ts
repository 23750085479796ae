// Token prices. The built-in table holds publicly listed OpenAI prices as of PRICING_AS_OF;
// prices change, so they must be checked and can be overridden (the `pricing` input). An unknown
// model without user prices is reported as "not priced": we never guess a price.
import { z } from 'zod';
import type { PricingSource } from '../report/run-report.js';

/** USD per million tokens. */
export const Pricing = z
  .object({
    inputPerMTok: z.number().nonnegative().finite(),
    cachedInputPerMTok: z.number().nonnegative().finite(),
    outputPerMTok: z.number().nonnegative().finite(),
  })
  .strict();
export type Pricing = z.infer<typeof Pricing>;

export const PRICING_AS_OF = '2025-08-07';

const p = (inputPerMTok: number, cachedInputPerMTok: number, outputPerMTok: number): Pricing => ({
  inputPerMTok,
  cachedInputPerMTok,
  outputPerMTok,
});

export const BUILTIN_PRICING: Readonly<Record<string, Pricing>> = Object.freeze({
  'gpt-5': p(1.25, 0.125, 10),
  'gpt-5-mini': p(0.25, 0.025, 2),
  'gpt-5-nano': p(0.05, 0.005, 0.4),
  'gpt-4.1': p(2, 0.5, 8),
  'gpt-4.1-mini': p(0.4, 0.1, 1.6),
  'gpt-4.1-nano': p(0.1, 0.025, 0.4),
  'gpt-4o': p(2.5, 1.25, 10),
  'gpt-4o-mini': p(0.15, 0.075, 0.6),
  'o4-mini': p(1.1, 0.275, 4.4),
  o3: p(2, 0.5, 8),
});

export interface ResolvedPricing {
  pricing: Pricing | null;
  source: PricingSource;
  /** Set when the user's override could not be used (it is then ignored); log it. */
  warning?: string;
}

const UserTable = z.record(z.string().min(1), Pricing);

/** Dated snapshots (gpt-5-mini-2025-08-07, gpt-4o-2024-08-06) are priced like their base id. */
export function baseModelId(model: string): string {
  return model.trim().replace(/-\d{4}-\d{2}-\d{2}$/, '');
}

/**
 * Resolves prices for `model`. `userOverride` is JSON: either one price object
 * ({"inputPerMTok":..,"cachedInputPerMTok":..,"outputPerMTok":..}, applied to any model) or a
 * table keyed by model id ({"my-model": {...}}). User prices win over the built-in table.
 */
export function resolvePricing(model: string, userOverride?: string): ResolvedPricing {
  let warning: string | undefined;
  if (userOverride !== undefined && userOverride.trim() !== '') {
    const user = parseOverride(userOverride);
    if (user.kind === 'error') warning = user.error;
    if (user.kind === 'single') return { pricing: user.pricing, source: 'user' };
    if (user.kind === 'table') {
      const hit = lookup(user.table, model);
      if (hit) return { pricing: { ...hit }, source: 'user' };
    }
  }
  const builtin = lookup(BUILTIN_PRICING, model);
  const result: ResolvedPricing = builtin ? { pricing: { ...builtin }, source: 'builtin' } : { pricing: null, source: 'unknown' };
  if (warning) result.warning = warning;
  return result;
}

function lookup(table: Readonly<Record<string, Pricing>>, model: string): Pricing | null {
  const exact = model.trim();
  if (Object.hasOwn(table, exact)) return table[exact] ?? null;
  const base = baseModelId(exact);
  return Object.hasOwn(table, base) ? (table[base] ?? null) : null;
}

type Override = { kind: 'single'; pricing: Pricing } | { kind: 'table'; table: Record<string, Pricing> } | { kind: 'error'; error: string };

function parseOverride(text: string): Override {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'error', error: 'pricing override is not valid JSON; using built-in prices' };
  }
  const single = Pricing.safeParse(json);
  if (single.success) return { kind: 'single', pricing: single.data };
  const table = UserTable.safeParse(json);
  if (table.success) return { kind: 'table', table: table.data };
  return {
    kind: 'error',
    error:
      'pricing override must be {"inputPerMTok":n,"cachedInputPerMTok":n,"outputPerMTok":n} or {"<model>": {...}} (USD per million tokens, non-negative); using built-in prices',
  };
}

/** Dollars for token counts at these prices (exact up to float rounding; round only for display). */
export function dollars(tokens: { uncachedInput: number; cachedInput: number; output: number }, pricing: Pricing): number {
  return (
    (tokens.uncachedInput * pricing.inputPerMTok +
      tokens.cachedInput * pricing.cachedInputPerMTok +
      tokens.output * pricing.outputPerMTok) /
    1_000_000
  );
}

/** True when a pricing input is a per-model table ({"model-id": {...}}) rather than one price object. */
export function isPricingTable(pricing: string): boolean {
  try {
    const parsed = JSON.parse(pricing) as unknown;
    return typeof parsed === 'object' && parsed !== null && !('inputPerMTok' in parsed);
  } catch {
    return false;
  }
}
