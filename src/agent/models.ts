// The one built-in table of the models a user is likely to pick: prices (USD per million tokens),
// the most output tokens one call may ask for, and the context window. Every row says where its
// figures were read and when; a model whose figures could not be sourced is not in the table (it
// runs with the user's prices, the default output ceiling and the conservative default window).
// Prices and limits change: the `pricing` and `context-window` settings override them.

/** USD per million tokens (the shape of pricing.ts's Pricing, declared here so the table imports nothing). */
interface Pricing {
  inputPerMTok: number;
  cachedInputPerMTok: number;
  outputPerMTok: number;
}

export interface ModelRow {
  pricing: Pricing;
  /** The most output tokens (reasoning included) one call may ask for. */
  maxOutput: number;
  /** Input plus output tokens the model can attend to. */
  contextWindow: number;
  /** Where the figures were read (URLs), and which page gave which figure when they differ. */
  source: string;
  /** When the figures were read (YYYY-MM-DD). */
  checked: string;
}

const p = (inputPerMTok: number, cachedInputPerMTok: number, outputPerMTok: number): Pricing => ({
  inputPerMTok,
  cachedInputPerMTok,
  outputPerMTok,
});

// Prices and output maxima of the rows checked on 2025-08-07 were recorded in this repository from
// OpenAI's pricing page and model pages on that date; their context windows were read on 2026-12-02
// from the pages named (third-party pages that mirror OpenAI's model pages, said so).
const OPENAI_PRICING = 'https://platform.openai.com/docs/pricing (prices, 2025-08-07)';

export const MODELS: Readonly<Record<string, ModelRow>> = Object.freeze({
  'gpt-5': {
    pricing: p(1.25, 0.125, 10),
    maxOutput: 128_000,
    contextWindow: 400_000,
    source: `${OPENAI_PRICING}; window and output: https://docs.uipath.com/autopilot/other/latest/user-guide/supported-models-and-limits ("GPT-5 family: 400K, up to 128K")`,
    checked: '2025-08-07',
  },
  'gpt-5-mini': {
    pricing: p(0.25, 0.025, 2),
    maxOutput: 128_000,
    contextWindow: 400_000,
    source: `${OPENAI_PRICING}; window: https://openrouter.ai/openai/gpt-5-mini (400,000 context) and the GPT-5 family row above`,
    checked: '2025-08-07',
  },
  'gpt-5-nano': {
    pricing: p(0.05, 0.005, 0.4),
    maxOutput: 128_000,
    contextWindow: 400_000,
    source: `${OPENAI_PRICING}; window and output: the GPT-5 family row above`,
    checked: '2025-08-07',
  },
  'gpt-5-codex': {
    pricing: p(1.25, 0.125, 10),
    maxOutput: 128_000,
    contextWindow: 400_000,
    source: 'https://developers.openai.com/api/docs/models/gpt-5-codex (Responses API only; marked shut down there)',
    checked: '2026-12-02',
  },
  'codex-mini-latest': {
    pricing: p(1.5, 0.375, 6),
    maxOutput: 100_000,
    contextWindow: 200_000,
    source: 'https://developers.openai.com/api/docs/models/codex-mini-latest (Responses API only)',
    checked: '2026-12-02',
  },
  'gpt-4.1': {
    pricing: p(2, 0.5, 8),
    maxOutput: 32_768,
    contextWindow: 1_047_576,
    source: `${OPENAI_PRICING}; window and output: https://vercel.com/ai-gateway/models/gpt-4.1-fast (1,047,576 / 32,768, citing platform.openai.com/docs/models/gpt-4.1)`,
    checked: '2025-08-07',
  },
  'gpt-4.1-mini': {
    pricing: p(0.4, 0.1, 1.6),
    maxOutput: 32_768,
    contextWindow: 1_047_576,
    source: `${OPENAI_PRICING}; window and output: as gpt-4.1 (the GPT-4.1 family shares them)`,
    checked: '2025-08-07',
  },
  'gpt-4.1-nano': {
    pricing: p(0.1, 0.025, 0.4),
    maxOutput: 32_768,
    contextWindow: 1_047_576,
    source: `${OPENAI_PRICING}; window and output: https://vercel.com/ai-gateway/models/gpt-4.1-nano-fast (1,047,576 / 32,768)`,
    checked: '2025-08-07',
  },
  'gpt-4o': {
    pricing: p(2.5, 1.25, 10),
    maxOutput: 16_384,
    contextWindow: 128_000,
    source: `${OPENAI_PRICING}; window and output: https://docs.uipath.com/autopilot/other/latest/user-guide/supported-models-and-limits (128K / 16,384)`,
    checked: '2025-08-07',
  },
  'gpt-4o-mini': {
    pricing: p(0.15, 0.075, 0.6),
    maxOutput: 16_384,
    contextWindow: 128_000,
    source: `${OPENAI_PRICING}; window and output: https://vercel.com/ai-gateway/models/gpt-4o-mini-fast (128,000 / 16,384)`,
    checked: '2025-08-07',
  },
  'o4-mini': {
    pricing: p(1.1, 0.275, 4.4),
    maxOutput: 100_000,
    contextWindow: 200_000,
    source: `${OPENAI_PRICING}; window and output: https://vercel.com/ai-gateway/models/o4-mini (200,000 / 100,000, citing platform.openai.com/docs/models/o4-mini)`,
    checked: '2025-08-07',
  },
  o3: {
    pricing: p(2, 0.5, 8),
    maxOutput: 100_000,
    contextWindow: 200_000,
    source: `${OPENAI_PRICING}; window and output: https://github.com/RooCodeInc/Roo-Code/pull/2691 (200,000 / 100,000, citing platform.openai.com/docs/models/o3)`,
    checked: '2025-08-07',
  },
});

/** Dated snapshots (gpt-5-mini-2025-08-07, gpt-4o-2024-08-06) are the base model's row. */
export function baseModelId(model: string): string {
  return model.trim().replace(/-\d{4}-\d{2}-\d{2}$/, '');
}

/** The table's row for a model id or its dated snapshot; undefined for a model not in it. */
export function modelRow(model: string): ModelRow | undefined {
  const exact = model.trim();
  if (Object.hasOwn(MODELS, exact)) return MODELS[exact];
  const base = baseModelId(exact);
  return Object.hasOwn(MODELS, base) ? MODELS[base] : undefined;
}
