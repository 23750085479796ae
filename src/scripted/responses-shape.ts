// The scripted server's Responses API side: a /v1/responses request read into the same transcript
// the chat side records (so scripts, `{{revision:...}}` placeholders and lastToolResult work
// unchanged), the response body it answers with, and the check a reasoning model's API makes: a
// function call from a turn that reasoned must come back with that turn's reasoning item, whole and
// unchanged (the encrypted content is verified), or the request is refused.
import { createHash } from 'node:crypto';
import type { ChatMessage, ResponsesApiUsage, ToolSpec } from '../model/types.js';
import type { ScriptReply } from './reply.js';

type Item = Record<string, unknown>;

/** The input items as the chat transcript: messages, assistant turns with their tool calls, tool answers. */
export function messagesOfInput(input: unknown): ChatMessage[] | string {
  if (typeof input === 'string') return [{ role: 'user', content: input }];
  if (!Array.isArray(input) || input.length === 0) return 'input must be a string or a non-empty array of items';
  const out: ChatMessage[] = [];
  for (const [i, raw] of input.entries()) {
    if (typeof raw !== 'object' || raw === null) return `input.${i} is not an object`;
    const item = raw as Item;
    const type = item.type ?? (item.role ? 'message' : undefined);
    if (type === 'reasoning') continue;
    if (type === 'message') {
      const role = item.role;
      const text = textOf(item.content);
      if (text === null) return `input.${i}.content must be text or text parts`;
      if (role === 'assistant') out.push({ role: 'assistant', content: text });
      else if (role === 'system' || role === 'developer' || role === 'user') out.push({ role, content: text });
      else return `input.${i}.role is not a known role`;
    } else if (type === 'function_call') {
      if (typeof item.call_id !== 'string' || typeof item.name !== 'string' || typeof item.arguments !== 'string')
        return `input.${i}: a function_call needs call_id, name and arguments`;
      const call = { id: item.call_id, type: 'function' as const, function: { name: item.name, arguments: item.arguments } };
      const last = out[out.length - 1];
      if (last?.role === 'assistant') last.tool_calls = [...(last.tool_calls ?? []), call];
      else out.push({ role: 'assistant', content: null, tool_calls: [call] });
    } else if (type === 'function_call_output') {
      if (typeof item.call_id !== 'string' || typeof item.output !== 'string')
        return `input.${i}: a function_call_output needs call_id and output`;
      out.push({ role: 'tool', tool_call_id: item.call_id, content: item.output });
    } else {
      return `input.${i}: item type ${JSON.stringify(type)} is not served here`;
    }
  }
  return out;
}

function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const parts = content.map((p: unknown) => (typeof p === 'object' && p !== null ? (p as Item).text : undefined));
  return parts.every((t) => typeof t === 'string') ? parts.join('') : null;
}

/** Responses function tools ({type, name, parameters}) as chat tool specs, for the record. */
export function toolsOfResponses(tools: unknown): ToolSpec[] | string {
  if (tools === undefined || tools === null) return [];
  if (!Array.isArray(tools)) return 'tools must be an array';
  const out: ToolSpec[] = [];
  for (const [i, t] of tools.entries()) {
    const item = t as Item;
    if (item?.type !== 'function' || typeof item.name !== 'string') return `tools.${i} must be a function tool with a name`;
    out.push({
      type: 'function',
      function: {
        name: item.name,
        description: typeof item.description === 'string' ? item.description : '',
        parameters: (item.parameters ?? {}) as Record<string, unknown>,
        ...(typeof item.strict === 'boolean' ? { strict: item.strict } : {}),
      },
    });
  }
  return out;
}

interface Issued {
  id: string;
  encrypted: string;
}

/**
 * The reasoning items this server handed out, by the call ids of the function calls they led to:
 * a later request that sends such a call back without its reasoning item (or with it changed) is refused.
 */
export class ReasoningLedger {
  private readonly byCall = new Map<string, Issued>();

  issue(index: number, callIds: readonly string[]): Item {
    const id = `rs_scripted_${index}`;
    const encrypted = `gAAAA${createHash('sha256').update(`scripted reasoning ${index}`).digest('base64url')}`;
    for (const c of callIds) this.byCall.set(c, { id, encrypted });
    return { type: 'reasoning', id, summary: [], encrypted_content: encrypted };
  }

  /** Why the input is refused, or null: every function call we issued after reasoning has its reasoning item before it. */
  check(input: unknown): string | null {
    if (!Array.isArray(input)) return null;
    const seen = new Map<string, unknown>();
    for (const raw of input) {
      const item = raw as Item;
      if (item?.type === 'reasoning' && typeof item.id === 'string') seen.set(item.id, item.encrypted_content);
      if (item?.type !== 'function_call' || typeof item.call_id !== 'string') continue;
      const needed = this.byCall.get(item.call_id);
      if (!needed) continue;
      if (!seen.has(needed.id))
        return `Item '${item.call_id}' of type 'function_call' was provided without its required 'reasoning' item: '${needed.id}'.`;
      if (seen.get(needed.id) !== needed.encrypted) return `The encrypted content for item ${needed.id} could not be verified.`;
    }
    return null;
  }
}

export function responsesUsage(u: { prompt: number; cached: number; completion: number; reasoning: number }): ResponsesApiUsage {
  return {
    input_tokens: u.prompt,
    input_tokens_details: { cached_tokens: u.cached },
    output_tokens: u.completion,
    output_tokens_details: { reasoning_tokens: u.reasoning },
    total_tokens: u.prompt + u.completion,
  };
}

/** The response body: the reasoning item (when given), the text, the function calls; status from the finish reason. */
export function buildResponse(
  rec: { index: number; model: string | null },
  reply: ScriptReply,
  usage: ResponsesApiUsage,
  reasoning: Item | null,
  reportModel?: string,
): Record<string, unknown> {
  const output: Item[] = [];
  if (reasoning) output.push(reasoning);
  if (reply.content !== null && reply.content !== '') {
    output.push({
      type: 'message',
      id: `msg_scripted_${rec.index}`,
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: reply.content, annotations: [] }],
    });
  }
  reply.toolCalls.forEach((c, j) => {
    output.push({
      type: 'function_call',
      id: `fc_scripted_${rec.index}_${j}`,
      call_id: callId(rec.index, j),
      name: c.name,
      arguments: c.arguments,
      status: 'completed',
    });
  });
  const cut = reply.finishReason === 'length';
  return {
    id: `resp_scripted_${rec.index}`,
    object: 'response',
    created_at: 1_700_000_000 + rec.index,
    model: reportModel ?? rec.model ?? 'scripted-model',
    status: cut ? 'incomplete' : 'completed',
    incomplete_details: cut ? { reason: 'max_output_tokens' } : null,
    error: null,
    output,
    usage,
  };
}

/** Call ids are unique per run (request index + position), like real providers' ids; the chat side uses the same. */
export const callId = (index: number, j: number): string => `call_${index}_${j}`;
