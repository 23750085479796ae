// The run report: one JSON document per run, uploaded as an artifact and rendered into the PR
// body and job summary. It crosses process boundaries, so its shape is a zod schema.
import { z } from 'zod';
import { ChangeKind } from '../edit/index.js';
import { CallUsage } from '../model/types.js';

const Count = z.number().int().nonnegative();
const Usd = z.number().nonnegative().finite();

/** host[:port] only. Keys, userinfo, paths and queries never go into a report. */
export const BaseUrlHost = z.string().regex(/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/, 'host[:port] only');

export const TaskSource = z.enum(['issue', 'pull_request', 'schedule', 'dispatch', 'cli']);
export type TaskSource = z.infer<typeof TaskSource>;

/** Where a run's prices came from: the pricing input, the built-in table, or nowhere. */
export const PricingSource = z.enum(['user', 'builtin', 'unknown']);
export type PricingSource = z.infer<typeof PricingSource>;

export const StepOutcome = z.enum(['ok', 'accepted', 'aligned', 'refused', 'error']);
export type StepOutcome = z.infer<typeof StepOutcome>;

/** Characters of a tool's arguments, its answer, a check's output tail and the model's text kept per step. */
export const STEP_TEXT_CAP = 2000;
/** Characters of one file's final diff kept in the report, and of all files' together. */
export const FILE_DIFF_CAP = 60_000;
export const DIFFS_CAP = 300_000;

/**
 * `text` cut to `max` characters (surrogate pairs kept whole) with a note saying how much was cut,
 * for the report's copies of untrusted text: the page and the report stay small (a 200-step run
 * stays under 2 MB). `from` keeps the end instead (a check's output tail).
 */
export function capText(text: string, max: number, from: 'start' | 'end' = 'start'): string {
  if (text.length <= max) return text;
  if (from === 'end') {
    let cut = text.length - max;
    const code = text.charCodeAt(cut);
    if (code >= 0xdc00 && code <= 0xdfff) cut += 1;
    return `[truncated: the first ${cut} of ${text.length} characters are not kept]\n${text.slice(cut)}`;
  }
  let cut = max;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut)}\n[truncated: ${text.length - cut} of ${text.length} characters are not kept]`;
}

/** A run of the check command: how it ended and the tail of its output (redacted, then cut). */
export const CheckRun = z.object({
  /** null when it timed out or was killed before it exited. */
  exitCode: z.number().int().nullable(),
  timedOut: z.boolean(),
  durationMs: Count,
  /** Resources it ran out of (the sandbox's bounds), in words. */
  status: z.string(),
  tail: z.string(),
});
export type CheckRun = z.infer<typeof CheckRun>;

export const ReportStep = z.object({
  n: z.number().int().positive(),
  kind: z.enum(['model', 'tool']),
  /** The model call this step is (model) or came from (tool): the one numbering of a report. */
  call: z.number().int().positive(),
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
  /** Schema 3. A tool call's arguments as the model sent them (JSON text), redacted and capped. */
  args: z.string().optional(),
  /** Schema 3. What a tool call answered (exactly what the model was shown), redacted and capped; a model call's text. */
  answer: z.string().optional(),
  /** Schema 3. The revision a read_file call showed the model. */
  revision: z.string().optional(),
  /** Schema 3. A run_checks call's run. */
  check: CheckRun.optional(),
  /** Schema 3. A model call's billed cost in USD (absent when the model is not priced). */
  billedUsd: Usd.optional(),
  /** Schema 3. The run's billed cost up to and including this model call: the last one equals totals.costBilledUsd. */
  cumulativeBilledUsd: Usd.optional(),
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

export interface StopReason {
  code: StopCode;
  detail: string;
}

/**
 * An attempt is one edit within one edit-tool call (a malformed call counts as one attempt), one
 * whole-file write, or one call of any tool refused before it ran (an unknown tool, arguments that
 * are not JSON or do not match the schema). Nothing of a refused edit call is written (E6): its
 * other edits are `held_back`.
 */
export const AttemptOutcome = z.enum(['accepted', 'aligned', 'refused', 'held_back']);
export type AttemptOutcome = z.infer<typeof AttemptOutcome>;

export const EditAttempt = z.object({
  /** The model call (1-based) whose tool call made this attempt. */
  call: z.number().int().positive(),
  /** In a fan-out's combined report: the shard (1-based) whose run made it; its calls are numbered per shard. */
  shard: z.number().int().positive().optional(),
  /** The edit's index within that tool call (0-based, as the answer to the model names it); null for a malformed call. */
  index: z.number().int().nonnegative().nullable(),
  path: z.string().optional(),
  /** The line the edit named (start_line), when the interface names one. */
  line: z.number().int().positive().optional(),
  outcome: AttemptOutcome,
  /** Reason code (docs/verified-selection.md §10) of a refused attempt. */
  code: z.string().optional(),
  /** The one-sentence reason the model was given. */
  reason: z.string().optional(),
  /** What the model was told to do next. */
  next: z.string().optional(),
  /** The tool, when not the edit tool: write_file, or the tool a call refused before it ran named. */
  tool: z.string().optional(),
  /** Schema 3. The report step (its n) of the tool call that made this attempt; absent in a fan-out's combined report. */
  step: z.number().int().positive().optional(),
});
export type EditAttempt = z.infer<typeof EditAttempt>;

/** The final change of one file: a unified diff (3 lines of context) of the text before the run and after it. */
export const FileDiffText = z.object({
  path: z.string(),
  diff: z.string(),
  /** The diff was cut (FILE_DIFF_CAP, DIFFS_CAP) or not made (a binary file, too many changed lines). */
  truncated: z.boolean(),
});
export type FileDiffText = z.infer<typeof FileDiffText>;

/** 3: per step the redacted, capped arguments and answers, read revisions, check runs and billed USD; the final per-file diffs. */
export const REPORT_SCHEMA_VERSION = 3;

/**
 * One compaction of the run's context (src/agent/compaction.ts): stale reads made stubs, long check
 * outputs cut to their tails, and, when that was not enough, the oldest steps replaced by a summary
 * the model wrote in a call of its own (counted in the totals like every call).
 */
export const Compaction = z.object({
  /** The model call the compaction came before (1-based, the report's one numbering). */
  beforeCall: z.number().int().positive(),
  /** threshold: the estimate passed the share of the window; provider_limit: the provider refused the prompt as too long. */
  reason: z.enum(['threshold', 'provider_limit']),
  /** Estimated prompt tokens before and after. */
  tokensBefore: Count,
  tokensAfter: Count,
  /** Tool answers replaced by a one-line stub (a later read or edit of the same file made them stale). */
  stubbed: Count,
  /** Check outputs cut to their tail. */
  tailed: Count,
  /** Model turns (each with its tool calls, reasoning and answers) replaced by the summary. */
  summarized: Count,
  /** The summary call's number and cost, when one was made. */
  summaryCall: z.number().int().positive().optional(),
  summaryUsd: Usd.nullable().optional(),
});
export type Compaction = z.infer<typeof Compaction>;

export const RunReport = z.object({
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  tool: z.object({ name: z.string(), version: z.string() }),
  task: z.object({
    source: TaskSource,
    title: z.string(),
    body: z.string().optional(),
    issueNumber: z.number().int().positive().optional(),
    url: z.string().optional(),
    extraInstructions: z.string().optional(),
    /** A follow-up run: the pull request it added a commit to. */
    prNumber: z.number().int().positive().optional(),
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
    pricingSource: PricingSource,
    /** The endpoint's API (absent in reports from before it was a setting: chat-completions). */
    api: z.enum(['chat-completions', 'responses']).optional(),
    /** The reasoning effort sent; absent: none was sent. */
    reasoningEffort: z.string().optional(),
    /** The context window the run kept under (tokens); null: compaction was switched off. */
    contextWindow: Count.nullable().optional(),
    /** Why this edit interface was used (the input, a command override, or measured routing). */
    interfaceReason: z.string().optional(),
  }),
  /** The repository's instruction files the agent was given (AGENTS.md and its kin). */
  instructions: z.array(z.object({ path: z.string(), bytes: Count, truncated: z.boolean() })).optional(),
  promptHash: z.string(),
  toolSchemaHash: z.string(),
  steps: z.array(ReportStep),
  /** Every edit attempt in order: the refused-attempts list and the edit log are rendered from it. */
  attempts: z.array(EditAttempt).default([]),
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
    /** Edits not written because another edit of the same call was refused (E6); attempted = accepted + refused + held back. */
    heldBack: Count.default(0),
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
  files: z.array(
    z.object({
      path: z.string(),
      kind: ChangeKind,
      added: Count,
      removed: Count,
      /** How the commit changed the path's type or mode ("symlink → file"), when it did. */
      mode: z.string().optional(),
    }),
  ),
  /** Schema 3. The final diff per changed file, in the order of `files`. */
  diffs: z.array(FileDiffText).optional(),
  stopReason: z.object({ code: StopCode, detail: z.string() }),
  /** The run's context compactions, in order (absent: none happened). */
  compactions: z.array(Compaction).optional(),
  /** What makes figures in this report incomplete (e.g. an endpoint that reported no usage). */
  warnings: z.array(z.string()).default([]),
  /** The model's final text. */
  summary: z.string(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
});
export type RunReport = z.infer<typeof RunReport>;

/** One changed file of a run, as the report lists it. */
export type ChangeKindFile = RunReport['files'][number];

/** host[:port] of a base URL, dropping userinfo, path and query (which may carry keys). */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || 'unknown';
  } catch {
    return 'unknown';
  }
}
