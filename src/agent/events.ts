// What the loop says while it runs. The loop decides (limits, calls, dispatch); everything that
// records — usage, edit metrics, steps, the progress log — listens to these events.
import type { ModelResponse, ModelToolCall } from '../model/types.js';
import type { Compaction, StopReason } from '../report/run-report.js';
import type { ToolOutcome } from './tools/tool.js';

export type RunEvent =
  | { type: 'model_call'; response: ModelResponse }
  | { type: 'model_error'; detail: string; durationMs: number }
  | { type: 'tool_result'; call: ModelToolCall; outcome: ToolOutcome; durationMs: number }
  | { type: 'stop'; reason: StopReason; summary: string }
  /** The next request is not the previous one extended: only `prefixTokens` of it can be a cache hit. */
  | { type: 'context_rewritten'; prefixTokens: number }
  | { type: 'compaction'; compaction: Omit<Compaction, 'beforeCall'> };

export type Observer = (event: RunEvent) => void;
