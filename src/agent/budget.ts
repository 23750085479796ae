// The run's limits: model calls, tool calls, output tokens, money and wall-clock time. Before every
// model call the budget decides whether the call may go and how much output it may ask for, so
// that no call can take the run over max-cost-usd or the output-token limit:
//
//   input bound  = the previous call's reported prompt tokens + the bytes of what was appended since
//                  (a token is at least one byte, the context is append-only, so this never
//                  undercounts); the whole request's bytes for the first call or without usage;
//   input cost   = input bound at the full (uncached) input price;
//   output cap   = min(money left after that input / output price, the model's per-call maximum,
//                  output tokens left), sent as max_completion_tokens.
//
// The guarantee holds with an endpoint that honours max_completion_tokens; one that does not is
// caught after the call (the run stops and the report says by how much the cap was overshot).
//
// With a shared CostPool (runs at the same time under one cap, cost-pool.ts), the money left is
// also what the pool has free, and the call's worst case (input bound at the full input price plus
// its output cap) is held in the pool until the call is settled. A call whose worst case the pool
// cannot take while other runs' calls are in flight waits for them (waitForPool) instead of
// shrinking, so a run is not cut short by money that is only held.
import { formatUsd } from '../report/format.js';
import { deadline } from '../model/abort.js';
import type { ChatMessage, ModelResponse, ToolSpec } from '../model/types.js';
import type { StopReason } from '../report/run-report.js';
import type { CostPool, Hold } from './cost-pool.js';
import { dollars, type Pricing } from './pricing.js';
import type { RunRecorder } from './recorder.js';
import type { Limits } from './settings.js';

/** Fewer output tokens than this are not worth a call: the run stops at its limit instead. */
export const MIN_CALL_OUTPUT = 64;

/** What bounded a call's max_completion_tokens: money, the run's output limit, or the model. */
export type CapBinding = 'cost' | 'output' | 'model';

export interface CallPlan {
  maxOutputTokens: number;
  binding: CapBinding;
  /** Upper bound of the call's prompt tokens (for the report and tests). */
  inputBound: number;
}

export class Budget {
  readonly started = Date.now();
  /** How many messages the previous request carried, so the next one's new part can be measured. */
  private sentMessages = 0;
  /** The model's per-call maximum, lowered when a provider names a smaller one. */
  private ceiling: number;
  /** Set when a call cost more than the cap allowed (an endpoint ignoring max_completion_tokens). */
  overshootUsd: number | null = null;
  /** The pool's hold for the call in flight. */
  private open: Hold | null = null;

  constructor(
    private readonly limits: Limits,
    private readonly pricing: Pricing | null,
    private readonly record: RunRecorder,
    callCeiling: number,
    private readonly signal?: AbortSignal,
    /** Money shared with other runs (applies only with prices; an unpriced run with a cap never starts). */
    private readonly pool?: CostPool,
  ) {
    this.ceiling = callCeiling;
  }

  /** Time left of the wall-clock limit, in ms. */
  timeLeftMs(): number {
    return this.limits.timeoutMs - (Date.now() - this.started);
  }

  costSoFar(): number | null {
    return this.pricing ? this.record.ledger.costBilled(this.pricing) : null;
  }

  /**
   * Before a call is planned (the loop awaits this, then calls beforeModelCall): while the pool cannot
   * take the call's worst case and other runs' calls are in flight, wait for them to settle (at most
   * this run's time left). Without a pool it returns at once.
   */
  async waitForPool(request: { messages: readonly ChatMessage[]; tools: readonly ToolSpec[] }): Promise<void> {
    const pool = this.pool;
    if (!pool || !this.pricing) return;
    while (pool.inFlight > 0 && !this.signal?.aborted && this.timeLeftMs() > 0) {
      const alone = this.plan(request, false);
      if ('stop' in alone || this.worstUsd(alone) <= pool.available()) return;
      const limit = deadline(this.signal, this.timeLeftMs());
      try {
        await pool.changed(limit.signal);
      } finally {
        limit.dispose();
      }
    }
  }

  /** Before a model call: stop, or go with this call's output cap (its worst case held in the pool). */
  beforeModelCall(request: { messages: readonly ChatMessage[]; tools: readonly ToolSpec[] }): { stop: StopReason } | CallPlan {
    const plan = this.plan(request, true);
    if ('stop' in plan) return plan;
    if (this.pool && this.pricing) {
      const worst = this.worstUsd(plan);
      const hold = this.pool.hold(worst);
      // The plan fits what the pool had free; only float rounding at the last cent can refuse it.
      if (!hold)
        return { stop: { code: 'max_cost', detail: `the shared budget cannot hold the next call's worst case of ${formatUsd(worst)}` } };
      this.open = hold;
    }
    this.sentMessages = request.messages.length;
    return plan;
  }

  /**
   * The context was rewritten (compacted): the next request is not the previous one extended, so its
   * input bound is the whole request's bytes again (a token is at least one byte), never less.
   */
  contextRewritten(): void {
    this.sentMessages = 0;
  }

  /** A call the provider refused before any work (a 400 such as context_length_exceeded): it cost nothing. */
  refusedUnbilled(): void {
    if (this.open) this.pool?.settle(this.open, 0);
    this.open = null;
    this.sentMessages = 0;
  }

  /** What a call's usage cost at the run's prices; null when not priced. */
  costOf(u: ModelResponse['usage']): number | null {
    if (!this.pricing) return null;
    const cached = Math.min(u.cachedInputTokens, u.inputTokens);
    return dollars({ uncachedInput: u.inputTokens - cached, cachedInput: cached, output: u.outputTokens }, this.pricing);
  }

  /** A call that never reported its cost (it failed, or the run ended): the pool keeps its worst case. */
  release(): void {
    if (this.open) this.pool?.settle(this.open, this.open.usd);
    this.open = null;
  }

  /** The call's plan from the limits, the money left (the run's and the pool's) and the model; no state changes. */
  private plan(
    request: { messages: readonly ChatMessage[]; tools: readonly ToolSpec[] },
    withPool: boolean,
  ): { stop: StopReason } | CallPlan {
    const stop = this.exhausted();
    if (stop) return { stop };
    const l = this.limits;
    const inputBound = this.inputBound(request);
    const outputLeft = l.maxOutputTokens - this.record.ledger.totals().outputTokens;
    let cap = Math.min(this.ceiling, outputLeft);
    let binding: CapBinding = outputLeft < this.ceiling ? 'output' : 'model';
    const money = this.moneyLeft(withPool);
    if (this.pricing && money) {
      const { left } = money;
      const inputCost = (inputBound * this.pricing.inputPerMTok) / 1e6;
      const affordable = this.pricing.outputPerMTok > 0 ? Math.floor(((left - inputCost) * 1e6) / this.pricing.outputPerMTok) : Infinity;
      if (affordable < cap) {
        cap = affordable;
        binding = 'cost';
      }
      if (inputCost >= left || (binding === 'cost' && cap < MIN_CALL_OUTPUT)) {
        const of =
          money.of === 'pool'
            ? `the shared ${formatUsd(this.pool?.capUsd ?? 0)} budget of runs going together (the others spent or hold the rest)`
            : `the ${formatUsd(l.maxCostUsd ?? 0)} budget`;
        return {
          stop: {
            code: 'max_cost',
            detail: `${formatUsd(Math.max(0, left))} of ${of} was left; the next call could cost up to ${formatUsd(inputCost)} for its input (${inputBound} tokens at most) plus its output, so it was not made`,
          },
        };
      }
    }
    if (cap < MIN_CALL_OUTPUT)
      return { stop: { code: 'max_output_tokens', detail: `${l.maxOutputTokens} output tokens (${outputLeft} left)` } };
    return { maxOutputTokens: cap, binding, inputBound };
  }

  /** The tighter of the run's cap and what the pool has free; null when neither applies. */
  private moneyLeft(withPool: boolean): { left: number; of: 'run' | 'pool' } | null {
    const cap = this.limits.maxCostUsd;
    const run = cap !== null ? cap - (this.costSoFar() ?? 0) : Infinity;
    const pool = withPool && this.pool ? this.pool.available() : Infinity;
    if (run === Infinity && pool === Infinity) return null;
    return pool < run ? { left: pool, of: 'pool' } : { left: run, of: 'run' };
  }

  /** A call's most possible cost: its input bound at the full input price plus its whole output cap. */
  private worstUsd(plan: CallPlan): number {
    const p = this.pricing;
    return p ? (plan.inputBound * p.inputPerMTok + plan.maxOutputTokens * p.outputPerMTok) / 1e6 : 0;
  }

  /** A provider named a smaller per-call maximum: every later call asks for no more. */
  lowerCeiling(max: number): void {
    this.ceiling = Math.min(this.ceiling, max);
  }

  /** After a model call: stop when its answer was cut at the cap, or when it overshot the money. */
  afterModelCall(res: ModelResponse, plan: CallPlan): StopReason | undefined {
    const l = this.limits;
    if (this.open && this.pricing) {
      // Settled at what the call billed; without usage its cost is unknown, so its worst case stays spent.
      const u = res.usage;
      const cached = Math.min(u.cachedInputTokens, u.inputTokens);
      const billed = dollars({ uncachedInput: u.inputTokens - cached, cachedInput: cached, output: u.outputTokens }, this.pricing);
      this.pool?.settle(this.open, u.inputTokens === 0 ? this.open.usd : billed);
      this.open = null;
    }
    if (res.usage.inputTokens === 0 && this.pricing && l.maxCostUsd !== null) {
      // Without usage, spending cannot be measured: a cap that cannot be checked is no cap.
      return {
        code: 'model_error',
        detail:
          'the endpoint reported no token usage, so spending cannot be held to max-cost-usd; use an endpoint that reports usage, or set max-cost-usd to none',
      };
    }
    const cost = this.costSoFar();
    if (cost !== null && l.maxCostUsd !== null && cost > l.maxCostUsd) {
      this.overshootUsd = cost - l.maxCostUsd;
      return {
        code: 'max_cost',
        detail: `${formatUsd(cost)} spent of a ${formatUsd(l.maxCostUsd)} budget: overshot by ${formatUsd(this.overshootUsd)}`,
      };
    }
    if (res.finishReason !== 'length') return undefined;
    if (plan.binding === 'cost')
      return {
        code: 'max_cost',
        detail: `the answer was cut off at the ${plan.maxOutputTokens} output tokens the money left could pay for`,
      };
    if (plan.binding === 'output')
      return { code: 'max_output_tokens', detail: `the answer was cut off at the run's output-token limit of ${l.maxOutputTokens}` };
    // Cut at the model's own maximum: an answer that is not finished is not a finished run.
    return res.toolCalls.length === 0
      ? { code: 'max_output_tokens', detail: "the model's answer was cut off at its output limit" }
      : undefined;
  }

  /** Before a tool call: stop when the tool-call limit is reached. */
  beforeToolCall(): StopReason | undefined {
    const max = this.limits.maxToolCalls;
    return this.record.toolCalls >= max ? { code: 'max_tool_calls', detail: `${max} tool calls` } : undefined;
  }

  /** Why a failed model call ended the run: the caller, the clock, or the model. */
  stopForError(detail: string, cancelledByClient: boolean): StopReason {
    if (this.signal?.aborted) return CANCELLED;
    if (this.timeLeftMs() <= 0) return this.timeout();
    if (cancelledByClient) return CANCELLED;
    return { code: 'model_error', detail };
  }

  /** Prompt tokens of the next request, at most: never less than the provider will count. */
  private inputBound(request: { messages: readonly ChatMessage[]; tools: readonly ToolSpec[] }): number {
    const entries = this.record.ledger.entries;
    const last = entries[entries.length - 1];
    if (last && last.usage.inputTokens > 0 && this.sentMessages > 0) {
      // The previous request's prompt, as the provider counted it, plus the bytes appended since
      // (its answer and the tool results): the context is append-only.
      return last.usage.inputTokens + bytes(request.messages.slice(this.sentMessages));
    }
    return bytes(request.messages) + bytes(request.tools);
  }

  private exhausted(): StopReason | undefined {
    const l = this.limits;
    const totals = this.record.ledger.totals();
    if (this.signal?.aborted) return CANCELLED;
    const tools = this.beforeToolCall();
    if (tools) return tools;
    if (totals.modelCalls >= l.maxModelCalls) return { code: 'max_model_calls', detail: `${l.maxModelCalls} model calls` };
    if (totals.outputTokens >= l.maxOutputTokens) return { code: 'max_output_tokens', detail: `${l.maxOutputTokens} output tokens` };
    const cost = this.costSoFar();
    if (cost !== null && l.maxCostUsd !== null && cost >= l.maxCostUsd)
      return { code: 'max_cost', detail: `${formatUsd(cost)} spent of a ${formatUsd(l.maxCostUsd)} budget` };
    if (this.timeLeftMs() <= 0) return this.timeout();
    return undefined;
  }

  private timeout(): StopReason {
    return { code: 'timeout', detail: `${Math.round(this.limits.timeoutMs / 1000)} s wall-clock limit` };
  }
}

const CANCELLED: StopReason = { code: 'cancelled', detail: 'the run was cancelled' };

const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));
