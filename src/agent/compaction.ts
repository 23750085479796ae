// Keeping the context under the model's window. The loop is append-only (so provider prefix caches
// hit) until the estimate of the next prompt passes CONTEXT_THRESHOLD of the window, or the
// provider refuses a prompt as too long; then it compacts once, cheapest step first:
//   1. a read_file answer that a later answer made stale (the file shown again at another revision,
//      or read again the same way) becomes a one-line stub naming the file and the revision it showed;
//   2. a long run_checks answer, except the newest, becomes its tail;
//   3. only if that is not enough, the oldest turns become a summary the model writes in a call of
//      its own (the loop makes it, under the budget like any call).
// A turn is dropped whole: the assistant message (its text, its tool calls and its reasoning items)
// together with every tool answer to it, never apart. The head (system prompt, instructions, task)
// and the tool schemas are never touched, so caching resumes from them. Pure: no model, no files.
import type { ChatMessage } from '../model/types.js';

/** Tokens per byte of a request before the provider has counted one (code and JSON: about 3 bytes a token). */
export const FIRST_TOKENS_PER_BYTE = 1 / 3;
/** After a summary the estimate should be at most this share of the window. */
export const SUMMARY_TARGET = 0.5;
/** A check answer longer than this is cut to its last TAIL_CHARS characters. */
export const LONG_CHECK_CHARS = 4000;
export const TAIL_CHARS = 1500;
/** The newest turns a summary never takes. */
export const KEEP_TURNS = 2;

const bytes = (v: unknown): number => Buffer.byteLength(JSON.stringify(v));

/**
 * The next prompt's tokens, estimated: the provider's count of the last request plus what changed
 * since, at the tokens-per-byte that request had (before any count: FIRST_TOKENS_PER_BYTE).
 */
export class ContextMeter {
  private served: { tokens: number; bytes: number } | null = null;

  /** After a call: the provider counted `inputTokens` for a request of these messages and tools. */
  calibrate(inputTokens: number, request: { messages: readonly ChatMessage[]; tools: readonly unknown[] }): void {
    if (inputTokens > 0) this.served = { tokens: inputTokens, bytes: bytes(request.messages) + bytes(request.tools) };
  }

  estimate(request: { messages: readonly ChatMessage[]; tools: readonly unknown[] }): number {
    const now = bytes(request.messages) + bytes(request.tools);
    if (!this.served) return Math.ceil(now * FIRST_TOKENS_PER_BYTE);
    const rate = this.served.tokens / Math.max(1, this.served.bytes);
    return Math.max(0, Math.ceil(this.served.tokens + (now - this.served.bytes) * rate));
  }

  /** Tokens of a part of a request (e.g. the unchanged prefix), at the last call's rate. */
  tokensOf(part: unknown): number {
    const rate = this.served ? this.served.tokens / Math.max(1, this.served.bytes) : FIRST_TOKENS_PER_BYTE;
    return Math.ceil(bytes(part) * rate);
  }
}

/** Where the conversation's turns start: after the system prompt, the instructions and the task. */
export function headLength(messages: readonly ChatMessage[]): number {
  const first = messages.findIndex((m) => m.role === 'assistant');
  return first === -1 ? messages.length : first;
}

/** The turns after the head: each an assistant message with its tool answers, or a lone message (an earlier summary). */
export function turnsOf(messages: readonly ChatMessage[], head: number): { start: number; end: number }[] {
  const turns: { start: number; end: number }[] = [];
  let i = head;
  while (i < messages.length) {
    let end = i + 1;
    if (messages[i]?.role === 'assistant') while (messages[end]?.role === 'tool') end += 1;
    turns.push({ start: i, end });
    i = end;
  }
  return turns;
}

interface CallInfo {
  name: string;
  args: string;
  /** The model call number of the turn that made it. */
  call: number;
}

const HEADER = /^(.+?) · revision ([0-9a-f]{12})\b/gm;

/** The files an answer showed, with their revisions ("path · revision hex" headers of reads and edit answers). */
function shown(content: string): { path: string; revision: string }[] {
  return [...content.matchAll(HEADER)].map((m) => ({ path: m[1] ?? '', revision: m[2] ?? '' }));
}

export interface StubResult {
  messages: ChatMessage[];
  stubbed: number;
  tailed: number;
  /** Index of the first message that changed (messages before it are byte-identical); messages.length when none. */
  firstChanged: number;
}

/**
 * Steps 1 and 2: stale reads to stubs, long check outputs (all but the newest) to their tails.
 * `callOf` gives the model call number of an assistant message (for the stub's words).
 */
export function stubStale(messages: readonly ChatMessage[], callOf: (m: ChatMessage) => number | undefined): StubResult {
  const calls = new Map<string, CallInfo>();
  for (const m of messages) {
    if (m.role !== 'assistant') continue;
    const call = callOf(m) ?? 0;
    for (const c of m.tool_calls ?? []) calls.set(c.id, { name: c.function.name, args: c.function.arguments, call });
  }
  const out = [...messages];
  let stubbed = 0;
  let tailed = 0;
  let firstChanged = messages.length;
  const lastCheck = findLastIndex(messages, (m) => m.role === 'tool' && calls.get(m.tool_call_id)?.name === 'run_checks');
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i];
    if (m?.role !== 'tool') continue;
    const info = calls.get(m.tool_call_id);
    if (!info) continue;
    let replacement: string | undefined;
    if (info.name === 'read_file') {
      const [file] = shown(m.content);
      const later = file ? supersededBy(messages, i, file, info, calls) : undefined;
      if (file && later) {
        replacement = `file ${file.path}, revision ${file.revision}: superseded by the ${later.kind} at model call ${later.call} (compacted; the revision is still known to the edit tool)`;
        stubbed += 1;
      }
    } else if (info.name === 'run_checks' && i !== lastCheck && m.content.length > LONG_CHECK_CHARS) {
      replacement = `[check output cut at compaction to its last ${TAIL_CHARS} characters]\n…${m.content.slice(-TAIL_CHARS)}`;
      tailed += 1;
    }
    if (replacement !== undefined) {
      out[i] = { role: 'tool', tool_call_id: m.tool_call_id, content: replacement };
      firstChanged = Math.min(firstChanged, i);
    }
  }
  return { messages: out, stubbed, tailed, firstChanged };
}

/** The later answer that made a read stale: the file shown at another revision, or the same read made again. */
function supersededBy(
  messages: readonly ChatMessage[],
  at: number,
  file: { path: string; revision: string },
  info: CallInfo,
  calls: ReadonlyMap<string, CallInfo>,
): { kind: 'read' | 'edit'; call: number } | undefined {
  for (let j = at + 1; j < messages.length; j++) {
    const m = messages[j];
    if (m?.role !== 'tool') continue;
    const later = calls.get(m.tool_call_id);
    if (!later) continue;
    const kind = later.name === 'read_file' ? 'read' : 'edit';
    if (later.name === 'read_file' && later.args === info.args) return { kind, call: later.call };
    if (shown(m.content).some((f) => f.path === file.path && f.revision !== file.revision)) return { kind, call: later.call };
  }
  return undefined;
}

function findLastIndex<T>(list: readonly T[], pred: (v: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (pred(list[i] as T)) return i;
  return -1;
}

/** The instruction of a summary call, appended after the turns it is to summarise. */
export const SUMMARY_REQUEST =
  'The conversation is about to be compacted to fit the context window. Summarize the turns above for yourself: what you learned about the code (files, line numbers, revisions that matter), what you changed and what the checks said, and what is left to do. Do not call tools. Plain text, at most 300 words.';

/** The message that stands for summarised turns. */
export function summaryMessage(text: string, fromCall: number, toCall: number): ChatMessage {
  return {
    role: 'user',
    content: `Summary of model calls ${fromCall}–${toCall}, written by you when the context was compacted (their tool answers are gone; read files again before editing):\n${text.trim()}`,
  };
}

/**
 * Step 3's plan: how many of the oldest turns to summarise so that the prompt is estimated at or
 * under `targetTokens` (the newest KEEP_TURNS are kept). 0: summarising cannot help.
 */
export function turnsToSummarize(
  messages: readonly ChatMessage[],
  estimate: (messages: readonly ChatMessage[]) => number,
  targetTokens: number,
): number {
  const head = headLength(messages);
  const turns = turnsOf(messages, head);
  const most = Math.max(0, turns.length - KEEP_TURNS);
  const placeholder = summaryMessage('x'.repeat(1200), 1, 1);
  for (let n = 1; n <= most; n++) {
    const end = turns[n - 1]?.end ?? head;
    const after = [...messages.slice(0, head), placeholder, ...messages.slice(end)];
    if (estimate(after) <= targetTokens) return n;
  }
  return most;
}
