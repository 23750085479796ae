// The small model interface the agent loop uses: one conversation type for both wire APIs. Messages
// and tools use the OpenAI chat format (every OpenAI-compatible provider accepts it); an assistant
// turn may also carry the Responses API's reasoning items, opaque and encrypted, which the
// responses adapter sends back in place and the chat adapter leaves out. Nothing here depends on the SDK.
import { z } from 'zod';

/** The two wire APIs of an OpenAI-compatible endpoint. */
export const WireApi = z.enum(['chat-completions', 'responses']);
export type WireApi = z.infer<typeof WireApi>;

/** Reasoning effort as the settings name it; `none` is sent as the provider's own `none`. */
export const ReasoningEffort = z.enum(['none', 'minimal', 'low', 'medium', 'high', 'xhigh']);
export type ReasoningEffort = z.infer<typeof ReasoningEffort>;

/**
 * A reasoning item of the Responses API as the provider returned it (id, encrypted_content,
 * summary, ...): kept whole and sent back unchanged with the turn it belongs to.
 */
export const ReasoningItem = z.looseObject({ type: z.literal('reasoning'), id: z.string() });
export type ReasoningItem = z.infer<typeof ReasoningItem>;

export const ToolCallPart = z.object({
  id: z.string(),
  type: z.literal('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
export type ToolCallPart = z.infer<typeof ToolCallPart>;

export const ChatMessage = z.discriminatedUnion('role', [
  z.object({ role: z.literal('system'), content: z.string() }),
  z.object({ role: z.literal('developer'), content: z.string() }),
  z.object({ role: z.literal('user'), content: z.string() }),
  z.object({
    role: z.literal('assistant'),
    content: z.string().nullable(),
    tool_calls: z.array(ToolCallPart).optional(),
    /** Responses API only: the reasoning items that came before this turn's output, sent back with it. */
    reasoning: z.array(ReasoningItem).optional(),
  }),
  z.object({ role: z.literal('tool'), tool_call_id: z.string(), content: z.string() }),
]);
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ToolSpec = z.object({
  type: z.literal('function'),
  function: z.object({
    name: z.string(),
    description: z.string(),
    /** JSON schema of the arguments object. */
    parameters: z.record(z.string(), z.unknown()),
    strict: z.boolean().optional(),
  }),
});
export type ToolSpec = z.infer<typeof ToolSpec>;

export interface ModelRequest {
  messages: ChatMessage[];
  tools: ToolSpec[];
  parallelToolCalls?: boolean;
  maxOutputTokens?: number;
  /** 'none': the model may not call tools (a compaction's summary call keeps the tool schemas for the cache). */
  toolChoice?: 'auto' | 'none';
}

/** Token counts of one call, as the API reported them (missing fields -> 0). */
export const CallUsage = z.object({
  inputTokens: z.number().int().nonnegative(),
  /** Part of inputTokens the provider billed as cached. */
  cachedInputTokens: z.number().int().nonnegative(),
  /** Includes reasoningTokens (OpenAI counts reasoning as output). */
  outputTokens: z.number().int().nonnegative(),
  reasoningTokens: z.number().int().nonnegative(),
});
export type CallUsage = z.infer<typeof CallUsage>;

/** The two dollar figures every run, shard and eval reports (null when the model is not priced). */
export const CostFigures = z.object({
  costBilledUsd: z.number().nonnegative().nullable(),
  /** What the same tokens would cost if every repeated prefix were served from the cache. */
  costPerfectCachingUsd: z.number().nonnegative().nullable(),
});
export type CostFigures = z.infer<typeof CostFigures>;

export const ZERO_USAGE: CallUsage = Object.freeze({ inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0 });

export interface ModelToolCall {
  id: string;
  name: string;
  /** Raw JSON text as the model wrote it; the loop validates it (it may be malformed). */
  arguments: string;
}

/**
 * Why the model stopped. Some providers answer 'stop' even with tool calls, so the loop should
 * look at toolCalls first. Unknown or missing reasons map to 'other'.
 */
export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter' | 'other';

export interface ModelResponse {
  content: string | null;
  toolCalls: ModelToolCall[];
  finishReason: FinishReason;
  usage: CallUsage;
  /** Wall time of the whole call, retries and back-off included. */
  durationMs: number;
  /** 1 + retries. */
  attempts: number;
  /** Model id as reported by the server (may be a dated id). */
  model: string;
  /**
   * Set when the provider refused the requested max_completion_tokens naming its own maximum, and
   * the call was made again at that maximum: later calls must not ask for more.
   */
  outputCeiling?: number;
  /** Responses API: reasoning items to carry back with this turn (empty or absent otherwise). */
  reasoning?: ReasoningItem[];
}

export interface ModelClient {
  readonly model: string;
  /** The wire API this client speaks (for the report). */
  readonly api?: WireApi;
  complete(req: ModelRequest, signal?: AbortSignal): Promise<ModelResponse>;
}

/** API usage object (the wire format); every field optional because providers differ. */
export const ApiUsage = z.looseObject({
  prompt_tokens: z.number().nullish(),
  completion_tokens: z.number().nullish(),
  total_tokens: z.number().nullish(),
  prompt_tokens_details: z.looseObject({ cached_tokens: z.number().nullish() }).nullish(),
  completion_tokens_details: z.looseObject({ reasoning_tokens: z.number().nullish() }).nullish(),
});
export type ApiUsage = z.infer<typeof ApiUsage>;

const count = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);

/** Maps the API's usage fields to CallUsage; missing or null fields count as 0. */
export function mapUsage(usage: ApiUsage | null | undefined): CallUsage {
  if (!usage) return { ...ZERO_USAGE };
  return {
    inputTokens: count(usage.prompt_tokens),
    cachedInputTokens: count(usage.prompt_tokens_details?.cached_tokens),
    outputTokens: count(usage.completion_tokens),
    reasoningTokens: count(usage.completion_tokens_details?.reasoning_tokens),
  };
}

/** The Responses API's usage object (wire format); every field optional because providers differ. */
export const ResponsesApiUsage = z.looseObject({
  input_tokens: z.number().nullish(),
  output_tokens: z.number().nullish(),
  total_tokens: z.number().nullish(),
  input_tokens_details: z.looseObject({ cached_tokens: z.number().nullish() }).nullish(),
  output_tokens_details: z.looseObject({ reasoning_tokens: z.number().nullish() }).nullish(),
});
export type ResponsesApiUsage = z.infer<typeof ResponsesApiUsage>;

/** Maps the Responses API's usage fields to CallUsage, priced exactly like Chat Completions' (missing -> 0). */
export function mapResponsesUsage(usage: ResponsesApiUsage | null | undefined): CallUsage {
  if (!usage) return { ...ZERO_USAGE };
  return {
    inputTokens: count(usage.input_tokens),
    cachedInputTokens: count(usage.input_tokens_details?.cached_tokens),
    outputTokens: count(usage.output_tokens),
    reasoningTokens: count(usage.output_tokens_details?.reasoning_tokens),
  };
}
