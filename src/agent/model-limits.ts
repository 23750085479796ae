// Per-model limits from the built-in table (models.ts): the most output tokens one call may ask
// for, and the context window compaction keeps the run under. Providers reject a max output above a
// model's own maximum; any other model gets DEFAULT_CALL_OUTPUT_CEILING, and a provider that answers
// 400 naming a lower maximum is asked again once at that maximum (openai-client.ts).
import { modelRow } from './models.js';

export const DEFAULT_CALL_OUTPUT_CEILING = 16_384;

/** The window of a model not in the table: small enough for most served models (a note says so). */
export const DEFAULT_CONTEXT_WINDOW = 32_768;

/** The smallest window the context-window setting takes: below it the prompt and tools alone may not fit. */
export const MIN_CONTEXT_WINDOW = 4_096;

/** Above this share of the window the run compacts its context before the next call. */
export const CONTEXT_THRESHOLD = 0.75;

export function callOutputCeiling(model: string): number {
  return modelRow(model)?.maxOutput ?? DEFAULT_CALL_OUTPUT_CEILING;
}

/**
 * The window a run keeps under: the setting (null: never compact), else the table's, else the
 * conservative default with a note saying so.
 */
export function contextWindowOf(model: string, setting: number | null | undefined): { window: number | null; note?: string } {
  if (setting === null) return { window: null };
  if (setting !== undefined) return { window: setting };
  const row = modelRow(model);
  if (row) return { window: row.contextWindow };
  return {
    window: DEFAULT_CONTEXT_WINDOW,
    note: `model ${model} is not in the built-in table: its context is compacted above ${CONTEXT_THRESHOLD * 100}% of a ${DEFAULT_CONTEXT_WINDOW}-token window; set context-window to its real window (or none)`,
  };
}
