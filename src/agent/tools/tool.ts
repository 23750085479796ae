// The shape every tool shares. One tool per file; the registry (index.ts) builds the wire specs.
import type { z } from 'zod';
import type { CheckRun, EditAttempt, StepOutcome } from '../../report/run-report.js';
import type { Checks } from '../../sandbox/index.js';
import type { Secrets } from '../../secrets/index.js';
import type { Workspace } from '../../workspace/workspace.js';

export interface ToolContext {
  workspace: Workspace;
  /** Absolute workspace root. */
  root: string;
  /** The user's configured check command (run_checks); absent = tool not offered. */
  checkCommand?: string;
  checkTimeoutMs: number;
  /** How checks run in this run (sandboxed, unsandboxed by choice, or not at all and why). */
  checks?: Checks;
  /** The run's secrets: output that is cut before the loop redacts it is redacted whole first. */
  secrets?: Secrets;
  signal?: AbortSignal;
}

/** What one edit-tool call did, for the run's edit metrics. */
export interface EditRecord {
  targeted: boolean;
  /** The refusals' codes as the engine returned them (one may name the whole call). */
  refusedCodes: string[];
  refLines: number;
  parseCaught: boolean;
  paths: string[];
  /** One entry per edit of the call, in order (the report's attempts, without the call number). */
  edits: Omit<EditAttempt, 'call'>[];
  /** Edits carried through a change made outside the run (R-outside). */
  outsideCarried: number;
  /** Edits whose quotes differed from their lines in indentation only (B4). */
  quoteWhitespace: number;
  /** Edits whose new lines were re-indented to the file's indentation (B5; patch chunks). */
  reindented: number;
}

export interface ToolOutcome {
  /** Exactly what the model is shown. */
  text: string;
  outcome: StepOutcome;
  code?: string;
  path?: string;
  message?: string;
  /** What the model should do instead, when the refusal says (shown in the refused list). */
  next?: string;
  /** Refused before any tool ran: an unknown tool, arguments that are not JSON, do not match the schema or are too large. */
  notRun?: boolean;
  edit?: EditRecord;
  /** The revision a read showed (the run report keeps it). */
  revision?: string;
  /** A check run: how it ended and its output's tail, redacted (the run report keeps it). */
  check?: CheckRun;
}

/** Checked arguments, or the answer the model gets instead (nothing was done). */
export type Checked<A> = { ok: true; value: A } | { ok: false; refusal: ToolOutcome };

export interface ToolDef<S extends z.ZodType = z.ZodType, A = z.infer<S>> {
  name: string;
  description: string;
  /** The arguments' schema: sent to the model, and the check of its arguments unless `check` is given. */
  schema: S;
  /** A tool's own single check in place of the schema's (edit: normalizeCall, which also types the call). */
  check?: (args: unknown) => Checked<A>;
  run(args: A, ctx: ToolContext): Promise<ToolOutcome>;
}

export function defineTool<S extends z.ZodType, A = z.infer<S>>(def: ToolDef<S, A>): ToolDef<S, A> {
  return def;
}

/**
 * What tools put before each line of file text: numbered lines ("  9| ", edit/view.ts numberLines)
 * and search hits ("path:9: ", search-text.ts). Redaction of tool results skips it at each line
 * start, so a secret wrapped over lines of a file is still one run.
 */
export const TOOL_LINE_PREFIX = /(?: *\d+\| |[^\n:]+:\d+: )/;
