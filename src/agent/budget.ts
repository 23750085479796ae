// The run's limits: model calls, tool calls, output tokens, money and wall-clock time. The loop
// asks before every model call and every tool call; the answer is "go" or a stop reason.
import type { StopReason } from '../report/run-report.js';
import type { Pricing } from './pricing.js';
import type { RunRecorder } from './recorder.js';
import type { Limits } from './settings.js';

/** Below this many output tokens left, each call is capped to what is left. */
export const OUTPUT_CAP_THRESHOLD = 8192;

export class Budget {
  readonly started = Date.now();

  constructor(
    private readonly limits: Limits,
    private readonly pricing: Pricing | null,
    private readonly record: RunRecorder,
    private readonly signal?: AbortSignal,
  ) {}

  /** Time left of the wall-clock limit, in ms. */
  timeLeftMs(): number {
    return this.limits.timeoutMs - (Date.now() - this.started);
  }

  costSoFar(): number | null {
    return this.pricing ? this.record.ledger.costBilled(this.pricing) : null;
  }

  /** Before a model call: stop, or go with an optional cap on this call's output. */
  beforeModelCall(): { stop: StopReason } | { maxOutputTokens?: number } {
    const stop = this.exhausted();
    if (stop) return { stop };
    // Near the end of the output budget, the rest becomes a hard cap on this call so it cannot
    // overshoot. Not sent otherwise: providers reject caps above a model's own maximum.
    const outputLeft = this.limits.maxOutputTokens - this.record.ledger.totals().outputTokens;
    return outputLeft < OUTPUT_CAP_THRESHOLD ? { maxOutputTokens: outputLeft } : {};
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
      return { code: 'max_cost', detail: `$${cost.toFixed(4)} spent of a $${l.maxCostUsd} budget` };
    if (this.timeLeftMs() <= 0) return this.timeout();
    return undefined;
  }

  private timeout(): StopReason {
    return { code: 'timeout', detail: `${Math.round(this.limits.timeoutMs / 1000)} s wall-clock limit` };
  }
}

const CANCELLED: StopReason = { code: 'cancelled', detail: 'the run was cancelled' };
