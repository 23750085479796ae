// Run settings and limits, validated once at the edge (CLI flags or action inputs).
import { z } from 'zod';
import { DEFAULT_ALIGN_WINDOW, EditInterface, MAX_ALIGN_WINDOW, ParseCheckMode } from '../edit/index.js';
import { ReasoningEffort, WireApi } from '../model/types.js';
import { DEFAULT_CHECK_BOUNDS, DEFAULT_SANDBOX_MODE, MAX_BOUND_MB, SandboxMode, type CheckBounds } from '../sandbox/index.js';

export const Limits = z.object({
  maxModelCalls: z.number().int().positive().default(40),
  maxToolCalls: z.number().int().positive().default(150),
  maxOutputTokens: z.number().int().positive().default(100_000),
  /** USD as billed; null only when a maintainer switched the cap off (max-cost-usd: none). */
  maxCostUsd: z.number().positive().nullable().default(2),
  timeoutMs: z
    .number()
    .int()
    .positive()
    .default(20 * 60 * 1000),
});
export type Limits = z.infer<typeof Limits>;

/** The model when none is named: the action's `model` input, `agent-fix run --model`, the demo. */
export const DEFAULT_MODEL = 'gpt-5-mini';

export const RunSettings = z.object({
  model: z.string().min(1).default(DEFAULT_MODEL),
  /** The endpoint's API (the api setting). */
  api: WireApi.default('chat-completions'),
  /** Sent in the API's own field; absent: not sent. */
  reasoningEffort: ReasoningEffort.optional(),
  /** Tokens; null: never compact (context-window none); absent: the built-in table's. */
  contextWindow: z.number().int().positive().nullable().optional(),
  editInterface: EditInterface.default('verified_selection'),
  parseCheck: ParseCheckMode.default('reject'),
  alignWindow: z.number().int().min(0).max(MAX_ALIGN_WINDOW).default(DEFAULT_ALIGN_WINDOW),
  limits: Limits.default(Limits.parse({})),
  checkCommand: z.string().optional(),
  checkTimeoutMs: z
    .number()
    .int()
    .positive()
    .default(5 * 60 * 1000),
  checkSandbox: SandboxMode.default(DEFAULT_SANDBOX_MODE),
  /** MB each check may write / use in the sandbox; null: no cap (check-disk-mb / check-memory-mb none). */
  checkDiskMb: z.number().int().positive().max(MAX_BOUND_MB).nullable().default(DEFAULT_CHECK_BOUNDS.diskMb),
  checkMemoryMb: z.number().int().positive().max(MAX_BOUND_MB).nullable().default(DEFAULT_CHECK_BOUNDS.memoryMb),
  allowWorkflowEdits: z.boolean().default(false),
  /** A fan-out shard's files: only these may change (new files only in their folders). */
  shardFiles: z.array(z.string()).optional(),
});
export type RunSettings = z.infer<typeof RunSettings>;

/** The sandbox's caps of one check, from the settings. */
export const checkBounds = (s: Pick<RunSettings, 'checkDiskMb' | 'checkMemoryMb'>): CheckBounds => ({
  diskMb: s.checkDiskMb,
  memoryMb: s.checkMemoryMb,
});
