// The agent loop. The context is append-only (earlier messages are never rewritten) so provider
// prefix caches hit, until it nears the model's window: then it is compacted once (compaction.ts)
// and appending resumes. Every stop has a reason. The loop only decides; observers record (events.ts).
import { deadline } from '../model/abort.js';
import { isContextOverflow, ModelError } from '../model/errors.js';
import type { ChatMessage, ModelClient, ModelResponse } from '../model/types.js';
import {
  ContextMeter,
  headLength,
  stubStale,
  SUMMARY_REQUEST,
  SUMMARY_TARGET,
  summaryMessage,
  turnsOf,
  turnsToSummarize,
} from './compaction.js';
import { CONTEXT_THRESHOLD } from './model-limits.js';
import type { StopReason } from '../report/run-report.js';
import type { Secrets } from '../secrets/index.js';
import type { Budget } from './budget.js';
import type { Observer } from './events.js';
import type { ToolSet } from './tools/index.js';
import { TOOL_LINE_PREFIX, type ToolContext } from './tools/tool.js';

export interface LoopInput {
  /** The system prompt and the task; the loop appends to it, never rewrites it. */
  messages: ChatMessage[];
  tools: ToolSet;
  client: ModelClient;
  ctx: ToolContext;
  budget: Budget;
  /** The configured check time limit; a check is also cut to the run's time left. */
  checkTimeoutMs: number;
  /** Tool results are redacted before they join the messages (a check may print anything). */
  secrets: Secrets;
  emit: Observer;
  /** Text to add to the answer of a tool that touched these paths (nested repository instructions). */
  offer?: (paths: readonly string[]) => string | undefined;
  signal?: AbortSignal;
  /** The window the context is kept under (tokens); null or absent: never compacted. */
  contextWindow?: number | null;
}

/** After stubs and tails the estimate may be this share of the window before a summary is needed. */
const STUBS_ENOUGH = 0.6;
/** The most output a summary call may ask for. */
const SUMMARY_MAX_OUTPUT = 2000;

export async function runLoop(input: LoopInput): Promise<{ stop: StopReason; summary: string }> {
  const { messages, budget, emit } = input;
  const window = input.contextWindow ?? null;
  const ctx: CompactionContext = { meter: new ContextMeter(), callOf: new WeakMap(), calls: 0, noRoomAt: 0 };
  let overflowRetried = false;
  for (;;) {
    const tools = input.tools.wire;
    const estimate = ctx.meter.estimate({ messages, tools });
    // Near the window: compact before the call (once; a compaction that found nothing waits for 10% more growth).
    if (window !== null && estimate > CONTEXT_THRESHOLD * window && estimate > ctx.noRoomAt * 1.1) {
      const stop = await compact(input, ctx, window, 'threshold');
      if (stop) return finish(stop, '');
    }
    await budget.waitForPool({ messages, tools });
    const plan = budget.beforeModelCall({ messages, tools });
    if ('stop' in plan) return finish(plan.stop, '');
    const res = await callModel(input, plan.maxOutputTokens, window !== null && !overflowRetried);
    if ('overflow' in res) {
      // The provider refused the prompt as too long (nothing billed): compact, and try once more.
      budget.refusedUnbilled();
      overflowRetried = true;
      const stop = (await compact(input, ctx, window ?? 0, 'provider_limit')) ?? undefined;
      if (stop) return finish(stop, '');
      continue;
    }
    if ('stop' in res) return finish(res.stop, '');
    overflowRetried = false;
    ctx.calls += 1;
    emit({ type: 'model_call', response: res });
    ctx.meter.calibrate(res.usage.inputTokens, { messages, tools });
    // The provider named a smaller per-call maximum (and the client asked again at it).
    if (res.outputCeiling !== undefined) budget.lowerCeiling(res.outputCeiling);
    // The assistant turn goes in exactly as received: the next request extends this prefix.
    const turn = assistantTurn(res);
    ctx.callOf.set(turn, ctx.calls);
    messages.push(turn);
    const cut = budget.afterModelCall(res, res.outputCeiling !== undefined ? { ...plan, binding: 'model' } : plan);
    if (cut) return finish(cut, res.toolCalls.length === 0 ? (res.content ?? '') : '');
    if (res.toolCalls.length === 0) return finish({ code: 'done', detail: 'the model finished' }, res.content ?? '');
    let stop: StopReason | undefined;
    for (const call of res.toolCalls) {
      const limit = budget.beforeToolCall();
      if (limit) {
        // Every tool call needs an answer for the transcript to stay valid; the run ends here anyway.
        messages.push({ role: 'tool', tool_call_id: call.id, content: 'Not run: the tool-call limit of this run was reached.' });
        stop ??= limit;
        continue;
      }
      // A check may not outlive the run's own wall-clock limit.
      input.ctx.checkTimeoutMs = Math.max(1000, Math.min(input.checkTimeoutMs, budget.timeLeftMs()));
      const t0 = Date.now();
      const outcome = await input.tools.dispatch(call.name, call.arguments, input.ctx);
      // A first read or edit under a folder with its own AGENTS.md gets it with the answer: appended, so
      // the context stays append-only and the prompt prefix cacheable.
      const touched = outcome.edit?.paths ?? (call.name === 'read_file' && outcome.path ? [outcome.path] : []);
      const extra = outcome.outcome === 'refused' ? undefined : input.offer?.(touched);
      const text = extra ? `${outcome.text}\n\n${extra}` : outcome.text;
      const content = input.secrets.redact(text, { linePrefix: TOOL_LINE_PREFIX, skipShort: true });
      messages.push({ role: 'tool', tool_call_id: call.id, content });
      emit({ type: 'tool_result', call, outcome, durationMs: Date.now() - t0 });
    }
    if (stop) return finish(stop, '');
  }

  function finish(stop: StopReason, summary: string): { stop: StopReason; summary: string } {
    emit({ type: 'stop', reason: stop, summary });
    return { stop, summary };
  }
}

/**
 * One model call under the run's deadline; a failure becomes the stop reason, except a prompt the
 * provider refused as too long when `compactable` (the caller compacts and tries again).
 */
async function callModel(
  input: LoopInput,
  maxOutputTokens: number,
  compactable: boolean,
  summarize?: ChatMessage[],
): Promise<ModelResponse | { stop: StopReason } | { overflow: ModelError }> {
  const limit = deadline(input.signal, input.budget.timeLeftMs());
  const started = Date.now();
  try {
    const request = summarize
      ? { messages: summarize, tools: input.tools.wire, toolChoice: 'none' as const, maxOutputTokens }
      : { messages: [...input.messages], tools: input.tools.wire, parallelToolCalls: true, maxOutputTokens };
    return await input.client.complete(request, limit.signal);
  } catch (err) {
    if (compactable && isContextOverflow(err)) return { overflow: err as ModelError };
    const detail = (err as Error).message ?? String(err);
    const stop = input.budget.stopForError(detail, err instanceof ModelError && err.kind === 'cancelled');
    input.emit({ type: 'model_error', detail: stop.detail, durationMs: Date.now() - started });
    return { stop };
  } finally {
    limit.dispose();
  }
}

function assistantTurn(res: ModelResponse): ChatMessage {
  return {
    role: 'assistant',
    content: res.content ?? null,
    // Responses API: the turn's reasoning items go back with it, so a function call never travels without them.
    ...(res.reasoning && res.reasoning.length > 0 ? { reasoning: res.reasoning } : {}),
    ...(res.toolCalls.length > 0
      ? {
          tool_calls: res.toolCalls.map((c) => ({
            id: c.id,
            type: 'function' as const,
            function: { name: c.name, arguments: c.arguments },
          })),
        }
      : {}),
  };
}

interface CompactionContext {
  meter: ContextMeter;
  /** The model call number of each assistant turn (for stubs and summaries). */
  callOf: WeakMap<ChatMessage, number>;
  /** Model calls made so far (work and summary calls). */
  calls: number;
  /** The estimate at which a compaction last found nothing to free (0: none did). */
  noRoomAt: number;
}

/**
 * Compacts the messages in place (compaction.ts): stubs and tails, then, if still above
 * STUBS_ENOUGH of the window, a summary call under the budget. Returns a stop when the run must
 * end (the budget refused the summary call, or a provider-refused prompt could not be made smaller).
 */
async function compact(
  input: LoopInput,
  ctx: CompactionContext,
  window: number,
  reason: 'threshold' | 'provider_limit',
): Promise<StopReason | undefined> {
  const { messages, budget, emit } = input;
  const tools = input.tools.wire;
  const est = (ms: readonly ChatMessage[]): number => ctx.meter.estimate({ messages: ms, tools });
  const before = est(messages);
  const stub = stubStale(messages, (m) => ctx.callOf.get(m));
  let next = stub.messages;
  let firstChanged = stub.firstChanged;
  // A provider's refusal says our estimate was short: aim at half of it as well as under the window.
  const target = reason === 'threshold' ? SUMMARY_TARGET * window : Math.min(SUMMARY_TARGET * window, before / 2);
  const enough = reason === 'threshold' ? STUBS_ENOUGH * window : target;
  let summarized = 0;
  let summaryCall: number | undefined;
  let summaryUsd: number | null | undefined;
  if (est(next) > enough) {
    const n = turnsToSummarize(next, est, target);
    if (n > 0) {
      const head = headLength(next);
      const turns = turnsOf(next, head);
      const end = turns[n - 1]?.end ?? head;
      const taken = next.slice(head, end);
      const numbers = taken.map((m) => ctx.callOf.get(m)).filter((c): c is number => c !== undefined);
      const from = numbers.length ? Math.min(...numbers) : 1;
      const to = numbers.length ? Math.max(...numbers) : from;
      const request: ChatMessage[] = [...next.slice(0, end), { role: 'user', content: SUMMARY_REQUEST }];
      emit({ type: 'context_rewritten', prefixTokens: prefixTokens(ctx, tools, next, firstChanged) });
      budget.contextRewritten();
      const plan = budget.beforeModelCall({ messages: request, tools });
      if ('stop' in plan) return plan.stop;
      const res = await callModel(input, Math.min(plan.maxOutputTokens, SUMMARY_MAX_OUTPUT), true, request);
      let text: string;
      if ('stop' in res) return res.stop;
      if ('overflow' in res) {
        // Even the turns to summarise do not fit: they are dropped with a plain account of what they did.
        budget.refusedUnbilled();
        text = mechanicalSummary(taken);
      } else {
        ctx.calls += 1;
        emit({ type: 'model_call', response: res });
        summaryCall = ctx.calls;
        summaryUsd = budget.costOf(res.usage);
        const cut = budget.afterModelCall(res, plan);
        if (cut) return cut;
        text = res.content?.trim() || mechanicalSummary(taken);
      }
      next = [...next.slice(0, head), summaryMessage(text, from, to), ...next.slice(end)];
      firstChanged = Math.min(firstChanged, head);
      summarized = n;
    }
  }
  const after = est(next);
  if (stub.stubbed + stub.tailed + summarized === 0) {
    ctx.noRoomAt = before;
    if (reason === 'provider_limit')
      return {
        code: 'model_error',
        detail: `the prompt is longer than the model's context window and compaction could not make it shorter (about ${before} tokens; context-window ${window})`,
      };
    return undefined;
  }
  emit({ type: 'context_rewritten', prefixTokens: prefixTokens(ctx, tools, next, firstChanged) });
  budget.contextRewritten();
  messages.splice(0, messages.length, ...next);
  emit({
    type: 'compaction',
    compaction: {
      reason,
      tokensBefore: before,
      tokensAfter: after,
      stubbed: stub.stubbed,
      tailed: stub.tailed,
      summarized,
      ...(summaryCall !== undefined ? { summaryCall, summaryUsd: summaryUsd ?? null } : {}),
    },
  });
  return undefined;
}

/** Tokens of the tool schemas and the messages before the first changed one: what a cache can still hold. */
function prefixTokens(ctx: CompactionContext, tools: unknown, messages: readonly ChatMessage[], firstChanged: number): number {
  return ctx.meter.tokensOf(tools) + ctx.meter.tokensOf(messages.slice(0, firstChanged));
}

/** What summarised turns did, without a model: their tool calls and the files they named. */
function mechanicalSummary(taken: readonly ChatMessage[]): string {
  const calls = taken.flatMap((m) => (m.role === 'assistant' ? (m.tool_calls ?? []) : []));
  const lines = calls.map((c) => {
    const path = /"path"\s*:\s*"([^"]+)"/.exec(c.function.arguments)?.[1];
    return `- ${c.function.name}${path ? ` ${path}` : ''}`;
  });
  return `These turns were dropped to fit the context window. They called:\n${lines.join('\n') || '- no tools'}`;
}
