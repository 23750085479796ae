// Token prices. The built-in table (models.ts) holds publicly listed OpenAI prices, each row dated;
// prices change, so they must be checked and can be overridden (the `pricing` input). An unknown
// model without user prices is reported as "not priced": we never guess a price.
import { z } from 'zod';
import type { PricingSource } from '../report/run-report.js';
import { baseModelId, MODELS } from './models.js';

/** USD per million tokens. */
export const Pricing = z
  .object({
    inputPerMTok: z.number().nonnegative().finite(),
    cachedInputPerMTok: z.number().nonnegative().finite(),
    outputPerMTok: z.number().nonnegative().finite(),
  })
  .strict();
export type Pricing = z.infer<typeof Pricing>;

/** When the oldest built-in prices were read; each row of the table (models.ts) says its own date and source. */
export const PRICING_AS_OF = '2025-08-07';

/** The built-in prices: the price column of the one model table. */
export const BUILTIN_PRICING: Readonly<Record<string, Pricing>> = Object.freeze(
  Object.fromEntries(Object.entries(MODELS).map(([id, row]) => [id, row.pricing])),
);

export { baseModelId };

export interface ResolvedPricing {
  pricing: Pricing | null;
  source: PricingSource;
}

const PRICE_KEYS = Object.keys(Pricing.shape) as (keyof Pricing)[];

/** A valid pricing input: one price object (the workflow's model) or a table keyed by model id. */
export type PricingInput = { kind: 'single'; pricing: Pricing } | { kind: 'table'; table: Record<string, Pricing> };

/**
 * Parses the pricing input strictly: invalid JSON, an unknown or missing key, or a negative or
 * non-numeric price is an error naming the key, so a typo never silently drops the user's prices.
 */
export function parsePricingInput(text: string): { ok: true; value: PricingInput } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: `is not valid JSON (${(err as Error).message})` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, error: `must be a JSON object, ${EXPECTED}` };
  const entries = Object.entries(json as Record<string, unknown>);
  const looksSingle = entries.some(([k, v]) => typeof v !== 'object' || v === null || PRICE_KEYS.includes(k as keyof Pricing));
  if (looksSingle) {
    const problem = priceProblem(json as Record<string, unknown>, '');
    return problem ? { ok: false, error: problem } : { ok: true, value: { kind: 'single', pricing: Pricing.parse(json) } };
  }
  const table: Record<string, Pricing> = {};
  for (const [model, price] of entries) {
    const problem = priceProblem(price as Record<string, unknown>, `${model}.`);
    if (problem) return { ok: false, error: problem };
    table[model] = Pricing.parse(price);
  }
  if (entries.length === 0) return { ok: false, error: `is empty, ${EXPECTED}` };
  return { ok: true, value: { kind: 'table', table } };
}

const EXPECTED = 'expected {"inputPerMTok":n,"cachedInputPerMTok":n,"outputPerMTok":n} or {"<model>": {...}} (USD per million tokens)';

function priceProblem(obj: Record<string, unknown>, prefix: string): string | undefined {
  for (const key of Object.keys(obj)) {
    if (!PRICE_KEYS.includes(key as keyof Pricing)) {
      const near = PRICE_KEYS.find((k) => k.toLowerCase() === key.toLowerCase());
      return `has an unknown key "${prefix}${key}"${near ? ` (did you mean "${near}"?)` : ''}; ${EXPECTED}`;
    }
  }
  for (const key of PRICE_KEYS) {
    const v = obj[key];
    if (v === undefined) return `is missing "${prefix}${key}"; ${EXPECTED}`;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      return `"${prefix}${key}" must be a non-negative number of USD per million tokens, got ${JSON.stringify(v)}`;
  }
  return undefined;
}

/** Prices for `model`: the user's (a single object, or the table's entry) over the built-in table. */
export function resolvePricing(model: string, user?: PricingInput): ResolvedPricing {
  if (user?.kind === 'single') return { pricing: { ...user.pricing }, source: 'user' };
  const hit = user?.kind === 'table' ? lookup(user.table, model) : null;
  if (hit) return { pricing: { ...hit }, source: 'user' };
  const builtin = lookup(BUILTIN_PRICING, model);
  return builtin ? { pricing: { ...builtin }, source: 'builtin' } : { pricing: null, source: 'unknown' };
}

function lookup(table: Readonly<Record<string, Pricing>>, model: string): Pricing | null {
  const exact = model.trim();
  if (Object.hasOwn(table, exact)) return table[exact] ?? null;
  const base = baseModelId(exact);
  return Object.hasOwn(table, base) ? (table[base] ?? null) : null;
}

/**
 * The one price check: why a cost cap cannot be held for `model` (nobody priced it), or undefined
 * when it can or there is no cap. Worded with the settings' names, which the action's inputs and the
 * CLI's flags share (max-cost-usd, --max-cost-usd).
 */
export function unpricedCap(model: string, pricing: PricingInput | undefined, maxCostUsd: number | null): string | undefined {
  if (maxCostUsd === null || resolvePricing(model, pricing).pricing) return undefined;
  return (
    `model ${model} has no known price, so the cost cap (max-cost-usd) cannot be held: ` +
    `give its prices in pricing, e.g. {"${model}": {"inputPerMTok": 1, "cachedInputPerMTok": 0.1, "outputPerMTok": 4}}, ` +
    'or set max-cost-usd to none to run without a cost cap'
  );
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
  const parsed = parsePricingInput(pricing);
  return parsed.ok && parsed.value.kind === 'table';
}
