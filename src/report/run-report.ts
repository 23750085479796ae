// The run report: one JSON document per run, uploaded as an artifact and rendered into the PR
// body and job summary. It crosses process boundaries, so its shape is a zod schema.
import { z } from 'zod';
import { CallUsage } from '../model/types.js';

const Count = z.number().int().nonnegative();
const Usd = z.number().nonnegative().finite();

/** host[:port] only. Keys, userinfo, paths and queries never go into a report. */
export const BaseUrlHost = z.string().regex(/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/, 'host[:port] only');

export const TaskSource = z.enum(['issue', 'schedule', 'dispatch', 'cli']);

export const StepOutcome = z.enum(['ok', 'accepted', 'aligned', 'refused', 'error']);
export type StepOutcome = z.infer<typeof StepOutcome>;

export const ReportStep = z.object({
  n: z.number().int().positive(),
  kind: z.enum(['model', 'tool']),
  tool: z.string().optional(),
  /** Short digest of the call's arguments (not the arguments: they can be large). */
  argsDigest: z.string().optional(),
  path: z.string().optional(),
  outcome: StepOutcome,
  /** Refusal reason code (spec §10) or error code. */
  code: z.string().optional(),
  message: z.string().optional(),
  usage: CallUsage.optional(),
  durationMs: Count,
});
export type ReportStep = z.infer<typeof ReportStep>;

export const StopCode = z.enum([
  'done',
  'max_model_calls',
  'max_tool_calls',
  'max_output_tokens',
  'max_cost',
  'timeout',
  'model_error',
  'cancelled',
  'internal_error',
]);
export type StopCode = z.infer<typeof StopCode>;

export const FileKind = z.enum(['update', 'create', 'delete']);

export const RunReport = z.object({
  schemaVersion: z.literal(1),
  tool: z.object({ name: z.string(), version: z.string() }),
  task: z.object({
    source: TaskSource,
    title: z.string(),
    body: z.string().optional(),
    issueNumber: z.number().int().positive().optional(),
    url: z.string().optional(),
    extraInstructions: z.string().optional(),
  }),
  settings: z.object({
    model: z.string(),
    baseUrlHost: BaseUrlHost,
    editInterface: z.string(),
    parseCheck: z.string(),
    limits: z
      .object({
        maxModelCalls: Count,
        maxToolCalls: Count,
        maxOutputTokens: Count,
        maxCostUsd: Usd.nullable(),
        timeoutMs: Count,
      })
      .partial(),
    pricingSource: z.enum(['user', 'builtin', 'unknown']),
  }),
  promptHash: z.string(),
  toolSchemaHash: z.string(),
  steps: z.array(ReportStep),
  totals: z.object({
    modelCalls: Count,
    toolCalls: Count,
    inputTokens: Count,
    cachedInputTokens: Count,
    outputTokens: Count,
    reasoningTokens: Count,
    costBilledUsd: Usd.nullable(),
    costPerfectCachingUsd: Usd.nullable(),
    durationMs: Count,
  }),
  editMetrics: z.object({
    /** Acceptance of the first targeted edit call; null when the run made none. */
    firstTargetedEditAccepted: z.boolean().nullable(),
    attempted: Count,
    accepted: Count,
    aligned: Count,
    refusedByCode: z.record(z.string(), Count),
    brokenWritesCaught: Count,
    refLinesCopied: Count,
    wholeFileWrites: Count,
    rereads: Count,
    /** Edits carried through a change made outside the run (spec R-outside). */
    outsideChangesCarried: Count.default(0),
    /** Edits whose quotes differed from their lines in indentation only (spec B4). */
    quoteWhitespaceAccepted: Count.default(0),
    /** Edits whose new lines were re-indented to the file's indentation (spec B5, patch). */
    reindented: Count.default(0),
  }),
  files: z.array(z.object({ path: z.string(), kind: FileKind, added: Count, removed: Count })),
  stopReason: z.object({ code: StopCode, detail: z.string() }),
  /** What makes figures in this report incomplete (e.g. an endpoint that reported no usage). */
  warnings: z.array(z.string()).default([]),
  /** The model's final text. */
  summary: z.string(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
});
export type RunReport = z.infer<typeof RunReport>;

/** host[:port] of a base URL, dropping userinfo, path and query (which may carry keys). */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || 'unknown';
  } catch {
    return 'unknown';
  }
}
