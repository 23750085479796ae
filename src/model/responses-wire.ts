// The Responses API adapter: our conversation to a /v1/responses request, and its answer back.
// Nothing is stored at the provider (store: false, previous_response_id never sent): every request
// carries the whole conversation, with each turn's reasoning items sent back encrypted
// (include: reasoning.encrypted_content) right before the function calls they led to, as the API
// requires for reasoning models.
import type { ResponseCreateParamsNonStreaming, ResponseInputItem, FunctionTool } from 'openai/resources/responses/responses';
import { z } from 'zod';
import { ModelError } from './errors.js';
import type { ParsedCompletion } from './parse-completion.js';
import {
  mapResponsesUsage,
  ReasoningItem,
  ResponsesApiUsage,
  type ChatMessage,
  type FinishReason,
  type ModelRequest,
  type ModelToolCall,
  type ReasoningEffort,
  type ToolSpec,
} from './types.js';

/** The conversation as Responses input items, in order; an assistant turn's reasoning items come first. */
export function toResponsesInput(messages: readonly ChatMessage[]): ResponseInputItem[] {
  const items: ResponseInputItem[] = [];
  for (const m of messages) {
    switch (m.role) {
      case 'system':
      case 'developer':
      case 'user':
        items.push({ type: 'message', role: m.role, content: m.content });
        break;
      case 'assistant':
        for (const r of m.reasoning ?? []) items.push(r as unknown as ResponseInputItem);
        if (m.content) items.push({ type: 'message', role: 'assistant', content: m.content });
        for (const c of m.tool_calls ?? []) {
          items.push({ type: 'function_call', call_id: c.id, name: c.function.name, arguments: c.function.arguments });
        }
        break;
      case 'tool':
        items.push({ type: 'function_call_output', call_id: m.tool_call_id, output: m.content });
        break;
    }
  }
  return items;
}

/** A chat function tool as a Responses function tool (flat, strict said explicitly: the API's default is true). */
export function toResponsesTool(spec: ToolSpec): FunctionTool {
  const f = spec.function;
  return { type: 'function', name: f.name, description: f.description, parameters: f.parameters, strict: f.strict ?? false };
}

export function toResponsesParams(
  model: string,
  req: ModelRequest,
  opts: { temperature?: number; reasoningEffort?: ReasoningEffort },
): ResponseCreateParamsNonStreaming {
  const params: ResponseCreateParamsNonStreaming = {
    model,
    input: toResponsesInput(req.messages),
    store: false,
    include: ['reasoning.encrypted_content'],
  };
  if (req.tools.length > 0) {
    params.tools = req.tools.map(toResponsesTool);
    params.tool_choice = req.toolChoice ?? 'auto';
    if (req.parallelToolCalls !== undefined) params.parallel_tool_calls = req.parallelToolCalls;
  }
  if (req.maxOutputTokens !== undefined) params.max_output_tokens = req.maxOutputTokens;
  if (opts.temperature !== undefined) params.temperature = opts.temperature;
  if (opts.reasoningEffort !== undefined) params.reasoning = { effort: opts.reasoningEffort };
  return params;
}

const OutputItem = z.looseObject({ type: z.string() });
const WireResponse = z.looseObject({
  model: z.string().nullish(),
  status: z.string().nullish(),
  incomplete_details: z.looseObject({ reason: z.string().nullish() }).nullish(),
  error: z.looseObject({ message: z.string().nullish(), code: z.string().nullish() }).nullish(),
  output: z.array(OutputItem),
  usage: ResponsesApiUsage.nullish(),
});
const FunctionCallItem = z.looseObject({
  call_id: z.string().nullish(),
  id: z.string().nullish(),
  name: z.string(),
  arguments: z.string().nullish(),
});
const MessageItem = z.looseObject({ content: z.array(z.looseObject({ type: z.string(), text: z.string().nullish() })).nullish() });

/** Parses the SDK's return value of responses.create (an object, or a string when the body was not JSON). */
export function parseResponse(raw: unknown): (ParsedCompletion & { reasoning: ReasoningItem[] }) | ModelError {
  if (typeof raw !== 'object' || raw === null) {
    return badResponse(`expected a JSON response object, got ${typeof raw === 'string' ? `text (${raw.length} chars)` : String(raw)}`);
  }
  const parsed = WireResponse.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues[0];
    return badResponse(`response has an unexpected shape${where ? ` at ${where.path.join('.') || '(root)'}: ${where.message}` : ''}`);
  }
  const body = parsed.data;
  if (body.status === 'failed') {
    const said = body.error?.message ?? 'no reason given';
    return new ModelError({ kind: 'server', message: `the response failed: ${said}`, code: body.error?.code ?? null, retryable: true });
  }
  const toolCalls: ModelToolCall[] = [];
  const reasoning: ReasoningItem[] = [];
  const texts: string[] = [];
  for (const [i, item] of body.output.entries()) {
    if (item.type === 'reasoning') {
      const r = ReasoningItem.safeParse(item);
      if (r.success) reasoning.push(r.data);
    } else if (item.type === 'function_call') {
      const c = FunctionCallItem.safeParse(item);
      if (c.success)
        toolCalls.push({ id: c.data.call_id ?? c.data.id ?? `call_${i}`, name: c.data.name, arguments: c.data.arguments ?? '' });
    } else if (item.type === 'message') {
      const m = MessageItem.safeParse(item);
      for (const part of m.success ? (m.data.content ?? []) : []) if (part.type === 'output_text' && part.text) texts.push(part.text);
    }
    // Other item types (web search, ...) are never requested; a provider quirk is skipped.
  }
  return {
    content: texts.length > 0 ? texts.join('') : null,
    toolCalls,
    finishReason: finishOf(body.status ?? null, body.incomplete_details?.reason ?? null, toolCalls.length > 0),
    usage: mapResponsesUsage(body.usage),
    model: body.model ?? null,
    reasoning,
  };
}

function finishOf(status: string | null, reason: string | null, hasCalls: boolean): FinishReason {
  if (status === 'incomplete') return reason === 'max_output_tokens' ? 'length' : reason === 'content_filter' ? 'content_filter' : 'other';
  if (hasCalls) return 'tool_calls';
  return status === 'completed' || status === null ? 'stop' : 'other';
}

function badResponse(message: string): ModelError {
  return new ModelError({ kind: 'bad_response', message, retryable: true });
}
