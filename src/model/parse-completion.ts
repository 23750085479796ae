// Validates a chat completion body. Providers behind proxies sometimes answer 200 with HTML or
// an object without choices; those become bad_response errors instead of crashes in the loop.
import { z } from 'zod';
import { ModelError } from './errors.js';
import { ApiUsage, mapUsage, type FinishReason, type ModelToolCall, type CallUsage } from './types.js';
import { zodIssues } from '../edit/index.js';

const WireToolCall = z.looseObject({
  id: z.string().nullish(),
  type: z.string().nullish(),
  function: z.looseObject({ name: z.string(), arguments: z.string().nullish() }).nullish(),
});

const WireCompletion = z.looseObject({
  model: z.string().nullish(),
  choices: z
    .array(
      z.looseObject({
        finish_reason: z.string().nullish(),
        message: z.looseObject({
          content: z.string().nullish(),
          tool_calls: z.array(WireToolCall).nullish(),
        }),
      }),
    )
    .min(1),
  usage: ApiUsage.nullish(),
});

export interface ParsedCompletion {
  content: string | null;
  toolCalls: ModelToolCall[];
  finishReason: FinishReason;
  usage: CallUsage;
  model: string | null;
}

const FINISH: Record<string, FinishReason> = {
  stop: 'stop',
  length: 'length',
  tool_calls: 'tool_calls',
  content_filter: 'content_filter',
  function_call: 'tool_calls',
};

/** Parses the SDK's return value (an object, or a string when the body was not JSON). */
export function parseCompletion(raw: unknown): ParsedCompletion | ModelError {
  if (typeof raw !== 'object' || raw === null) {
    return badResponse(`expected a JSON chat completion, got ${typeof raw === 'string' ? `text (${raw.length} chars)` : String(raw)}`);
  }
  const parsed = WireCompletion.safeParse(raw);
  if (!parsed.success) {
    return badResponse(`chat completion has an unexpected shape at ${zodIssues(parsed.error, 1)}`);
  }
  const body = parsed.data;
  const choice = body.choices[0];
  if (!choice) return badResponse('chat completion has no choices');
  const toolCalls: ModelToolCall[] = [];
  for (const [i, tc] of (choice.message.tool_calls ?? []).entries()) {
    // Only function tools exist in our requests; anything else is a provider quirk we skip.
    if (!tc.function || (tc.type != null && tc.type !== 'function')) continue;
    toolCalls.push({ id: tc.id ?? `call_${i}`, name: tc.function.name, arguments: tc.function.arguments ?? '' });
  }
  return {
    content: choice.message.content ?? null,
    toolCalls,
    finishReason: FINISH[choice.finish_reason ?? ''] ?? 'other',
    usage: mapUsage(body.usage),
    model: body.model ?? null,
  };
}

function badResponse(message: string): ModelError {
  return new ModelError({ kind: 'bad_response', message, retryable: true });
}
