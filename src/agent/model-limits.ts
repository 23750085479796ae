// The most output tokens one call may ask for. Providers reject a max_completion_tokens above a
// model's own maximum; these are the documented maxima of the built-in models (checked as of
// PRICING_AS_OF, like the prices). Any other model gets DEFAULT_CALL_OUTPUT_CEILING, and a provider
// that answers 400 naming a lower maximum is asked again once at that maximum (openai-client.ts).
import { baseModelId } from './pricing.js';

export const DEFAULT_CALL_OUTPUT_CEILING = 16_384;

const MAX_OUTPUT: Readonly<Record<string, number>> = Object.freeze({
  'gpt-5': 128_000,
  'gpt-5-mini': 128_000,
  'gpt-5-nano': 128_000,
  'gpt-4.1': 32_768,
  'gpt-4.1-mini': 32_768,
  'gpt-4.1-nano': 32_768,
  'gpt-4o': 16_384,
  'gpt-4o-mini': 16_384,
  'o4-mini': 100_000,
  o3: 100_000,
});

export function callOutputCeiling(model: string): number {
  return MAX_OUTPUT[model.trim()] ?? MAX_OUTPUT[baseModelId(model)] ?? DEFAULT_CALL_OUTPUT_CEILING;
}
