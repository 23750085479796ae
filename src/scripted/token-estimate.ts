// Deterministic token estimates for the scripted server and offline figures: ceil(chars / 4),
// the usual rule of thumb for English text and code with OpenAI tokenizers. Not a tokenizer.

export const CHARS_PER_TOKEN = 4;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** Length of the longest common prefix of two strings, in characters. */
export function commonPrefixLength(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
}

/**
 * Cached tokens a provider would report for a prompt sharing `prefixChars` characters with the
 * previous prompt: whole tokens of the shared prefix, rounded down to the cache granularity
 * (providers cache in blocks, e.g. 64 or 128 tokens), never more than the prompt itself.
 */
export function cachedTokensFor(prefixChars: number, promptTokens: number, granularity: number): number {
  const whole = Math.floor(prefixChars / CHARS_PER_TOKEN);
  const g = Math.max(1, Math.floor(granularity));
  return Math.min(promptTokens, Math.floor(whole / g) * g);
}
