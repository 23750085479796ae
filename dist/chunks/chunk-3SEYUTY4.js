import { createRequire as __agentFixCreateRequire } from 'node:module';
const require = __agentFixCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-3KPYT2PK.js";

// src/model/types.ts
var WireApi = external_exports.enum(["chat-completions", "responses"]);
var ReasoningEffort = external_exports.enum(["none", "minimal", "low", "medium", "high", "xhigh"]);
var ReasoningItem = external_exports.looseObject({ type: external_exports.literal("reasoning"), id: external_exports.string() });
var ToolCallPart = external_exports.object({
  id: external_exports.string(),
  type: external_exports.literal("function"),
  function: external_exports.object({ name: external_exports.string(), arguments: external_exports.string() })
});
var ChatMessage = external_exports.discriminatedUnion("role", [
  external_exports.object({ role: external_exports.literal("system"), content: external_exports.string() }),
  external_exports.object({ role: external_exports.literal("developer"), content: external_exports.string() }),
  external_exports.object({ role: external_exports.literal("user"), content: external_exports.string() }),
  external_exports.object({
    role: external_exports.literal("assistant"),
    content: external_exports.string().nullable(),
    tool_calls: external_exports.array(ToolCallPart).optional(),
    /** Responses API only: the reasoning items that came before this turn's output, sent back with it. */
    reasoning: external_exports.array(ReasoningItem).optional()
  }),
  external_exports.object({ role: external_exports.literal("tool"), tool_call_id: external_exports.string(), content: external_exports.string() })
]);
var ToolSpec = external_exports.object({
  type: external_exports.literal("function"),
  function: external_exports.object({
    name: external_exports.string(),
    description: external_exports.string(),
    /** JSON schema of the arguments object. */
    parameters: external_exports.record(external_exports.string(), external_exports.unknown()),
    strict: external_exports.boolean().optional()
  })
});
var CallUsage = external_exports.object({
  inputTokens: external_exports.number().int().nonnegative(),
  /** Part of inputTokens the provider billed as cached. */
  cachedInputTokens: external_exports.number().int().nonnegative(),
  /** Includes reasoningTokens (OpenAI counts reasoning as output). */
  outputTokens: external_exports.number().int().nonnegative(),
  reasoningTokens: external_exports.number().int().nonnegative()
});
var CostFigures = external_exports.object({
  costBilledUsd: external_exports.number().nonnegative().nullable(),
  /** What the same tokens would cost if every repeated prefix were served from the cache. */
  costPerfectCachingUsd: external_exports.number().nonnegative().nullable()
});
var ZERO_USAGE = Object.freeze({ inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0 });
var ApiUsage = external_exports.looseObject({
  prompt_tokens: external_exports.number().nullish(),
  completion_tokens: external_exports.number().nullish(),
  total_tokens: external_exports.number().nullish(),
  prompt_tokens_details: external_exports.looseObject({ cached_tokens: external_exports.number().nullish() }).nullish(),
  completion_tokens_details: external_exports.looseObject({ reasoning_tokens: external_exports.number().nullish() }).nullish()
});
var count = (v) => typeof v === "number" && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
function mapUsage(usage) {
  if (!usage) return { ...ZERO_USAGE };
  return {
    inputTokens: count(usage.prompt_tokens),
    cachedInputTokens: count(usage.prompt_tokens_details?.cached_tokens),
    outputTokens: count(usage.completion_tokens),
    reasoningTokens: count(usage.completion_tokens_details?.reasoning_tokens)
  };
}
var ResponsesApiUsage = external_exports.looseObject({
  input_tokens: external_exports.number().nullish(),
  output_tokens: external_exports.number().nullish(),
  total_tokens: external_exports.number().nullish(),
  input_tokens_details: external_exports.looseObject({ cached_tokens: external_exports.number().nullish() }).nullish(),
  output_tokens_details: external_exports.looseObject({ reasoning_tokens: external_exports.number().nullish() }).nullish()
});
function mapResponsesUsage(usage) {
  if (!usage) return { ...ZERO_USAGE };
  return {
    inputTokens: count(usage.input_tokens),
    cachedInputTokens: count(usage.input_tokens_details?.cached_tokens),
    outputTokens: count(usage.output_tokens),
    reasoningTokens: count(usage.output_tokens_details?.reasoning_tokens)
  };
}

export {
  WireApi,
  ReasoningEffort,
  ReasoningItem,
  ChatMessage,
  ToolSpec,
  CallUsage,
  ApiUsage,
  mapUsage,
  ResponsesApiUsage,
  mapResponsesUsage
};
