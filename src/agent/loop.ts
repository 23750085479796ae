// The agent loop. The context is append-only (earlier messages are never rewritten) so provider
// prefix caches hit; every stop has a reason. The loop only decides; observers record (events.ts).
import { deadline } from '../model/abort.js';
import { ModelError } from '../model/errors.js';
import type { ChatMessage, ModelClient, ModelResponse } from '../model/types.js';
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
}

export async function runLoop(input: LoopInput): Promise<{ stop: StopReason; summary: string }> {
  const { messages, budget, emit } = input;
  for (;;) {
    await budget.waitForPool({ messages, tools: input.tools.wire });
    const plan = budget.beforeModelCall({ messages, tools: input.tools.wire });
    if ('stop' in plan) return finish(plan.stop, '');
    const res = await callModel(input, plan.maxOutputTokens);
    if ('stop' in res) return finish(res.stop, '');
    emit({ type: 'model_call', response: res });
    // The provider named a smaller per-call maximum (and the client asked again at it).
    if (res.outputCeiling !== undefined) budget.lowerCeiling(res.outputCeiling);
    // The assistant turn goes in exactly as received: the next request extends this prefix.
    messages.push(assistantTurn(res));
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

/** One model call under the run's deadline; a failure becomes the stop reason. */
async function callModel(input: LoopInput, maxOutputTokens: number): Promise<ModelResponse | { stop: StopReason }> {
  const limit = deadline(input.signal, input.budget.timeLeftMs());
  const started = Date.now();
  try {
    const request = { messages: [...input.messages], tools: input.tools.wire, parallelToolCalls: true, maxOutputTokens };
    return await input.client.complete(request, limit.signal);
  } catch (err) {
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
