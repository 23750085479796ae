// Builds the chat completion body the scripted server sends for a normal reply.
import type { ApiUsage } from '../model/types.js';

export interface ScriptReply {
  content: string | null;
  toolCalls: { name: string; arguments: string }[];
  reasoningTokens: number;
  finishReason: string;
}

interface RequestInfo {
  index: number;
  model: string | null;
}

export function buildCompletion(rec: RequestInfo, reply: ScriptReply, usage: ApiUsage, reportModel?: string): Record<string, unknown> {
  const message: Record<string, unknown> = { role: 'assistant', content: reply.content, refusal: null };
  if (reply.toolCalls.length > 0) {
    // Ids are unique per run (request index + position), like real providers' call ids.
    message.tool_calls = reply.toolCalls.map((c, j) => ({
      id: `call_${rec.index}_${j}`,
      type: 'function',
      function: { name: c.name, arguments: c.arguments },
    }));
  }
  return {
    id: `chatcmpl-scripted-${rec.index}`,
    object: 'chat.completion',
    created: 1_700_000_000 + rec.index,
    model: reportModel ?? rec.model ?? 'scripted-model',
    choices: [{ index: 0, message, finish_reason: reply.finishReason, logprobs: null }],
    usage,
  };
}
