// The engine's data contract. Every layer above (workspace, agent, bench, cli) speaks these types;
// the edit call itself (schemas and the typed EditCall) is in call.ts.
// Contract: docs/verified-selection.md (rule ids cited as E1, A3, F4 ...).
import { z } from 'zod';

/** Which edit interface the `edit` tool exposes (spec §9). Verified selection is the default. */
export const EditInterface = z.enum(['verified_selection', 'search_replace', 'line_range', 'patch']);
export type EditInterface = z.infer<typeof EditInterface>;

export const ParseCheckMode = z.enum(['reject', 'warn', 'off']);
export type ParseCheckMode = z.infer<typeof ParseCheckMode>;

/** Reason codes of spec §10. `malformed` covers arguments that do not fit the tool's schema. */
export const RefusalCode = z.enum([
  'stale_revision',
  'boundary_mismatch',
  'ambiguous_alignment',
  'bad_range',
  'bad_reference',
  'overlap',
  'parse_error',
  'path_refused',
  'not_text',
  'exists',
  'not_found',
  'no_match',
  'ambiguous_match',
  'malformed',
  /** A fan-out shard changes only its own files (and creates new ones only beside them). */
  'outside_shard',
  /** Inside a submodule or a nested git repository: another repository's files (W4). */
  'nested_repo',
]);
export type RefusalCode = z.infer<typeof RefusalCode>;

// ---- what the engine sees of the files ------------------------------------------------------

/**
 * A file as the engine sees it. `text` is the decoded content with the BOM removed and line
 * endings untouched. `null` in a Snapshot means the file does not exist.
 */
export interface FileSnapshot {
  path: string;
  text: string;
  bom: boolean;
  revision: string;
}
export type Snapshot = ReadonlyMap<string, FileSnapshot | null>;

export interface EngineOptions {
  /** A1: alignment window W (default 3). */
  alignWindow: number;
  /** W2: no file may grow past this many bytes; @@ref copies stop there (default 1 MiB). */
  maxFileBytes?: number;
}

/** A changed run of lines: old lines start..end (1-based; end = start - 1 for a pure insertion) became `newCount` lines. */
export interface LineChange {
  start: number;
  end: number;
  newCount: number;
}

/** One accepted change of one file (R-lineage), or a change made outside the run (R-outside). */
export interface LineageStep {
  from: string;
  to: string;
  edits: LineChange[];
}

/**
 * What the run knows beyond the files on disk (R-lineage, R-outside, A8). The workspace keeps it;
 * the engine only reads it.
 */
export interface RunMemory {
  /** This run's own accepted changes of `path`, in order. */
  stepsOf(path: string): readonly LineageStep[];
  /** The text of `revision` of `path` when the run still holds it (the model was shown it). */
  textOf(path: string, revision: string): string | undefined;
  /** Revisions of `path` the model was shown (read_file, or an edit's answer), oldest first. */
  seen(path: string): readonly string[];
}

// ---- plan: the engine's answer before anything is written ------------------------------------

/** One edit resolved to an exact span of the snapshot (1-based inclusive, original numbering). */
export interface ResolvedEdit {
  index: number;
  path: string;
  /** Span in the snapshot numbering after alignment. For insertion-only spans, end = start - 1. */
  start: number;
  end: number;
  /** Replacement lines (no line endings), refs already expanded (F4). */
  newLines: string[];
  /** A2/A3: how far each boundary moved (0 when verified as stated). */
  startShift: number;
  endShift: number;
  /** Lines copied verbatim by @@ref (F1/F2). */
  refLines: number;
}

/** What a call or a run did to one file: the one vocabulary (workspace history, run report). */
export const ChangeKind = z.enum(['update', 'create', 'delete']);
export type ChangeKind = z.infer<typeof ChangeKind>;

export interface FileChange {
  path: string;
  kind: ChangeKind;
  before: FileSnapshot | null;
  /** Full new text (BOM not included; see `bom`), null for delete. Keeps line-ending style (W1). */
  after: string | null;
  bom: boolean;
  edits: ResolvedEdit[];
}

export interface Refusal {
  /** 0-based index of the edit within the call (-1 for the call as a whole). */
  index: number;
  path?: string;
  code: RefusalCode;
  /** Why, human-readable, including where quoted text really is (A5). */
  message: string;
  /** What to do next. */
  next: string;
  /** The rule of docs/verified-selection.md the refusal enforces, when it names one (I2, A8 ...). */
  rule?: string;
}

export interface Note {
  index: number;
  path: string;
  /** e.g. "aligned by 2: lines 41-47 as quoted", "copied 12 lines by @@ref". */
  text: string;
  /**
   * aligned (A2), blank_move (A3), ref (F1-F4), parse (C3), outside_change (R-outside), quote_whitespace
   * (B4), reindented (B5, and a patch matched ignoring indentation), info (anything else).
   */
  kind: 'aligned' | 'blank_move' | 'ref' | 'parse' | 'outside_change' | 'quote_whitespace' | 'reindented' | 'info';
}

export interface Plan {
  ok: boolean;
  changes: FileChange[];
  refusals: Refusal[];
  notes: Note[];
}

// ---- parse check outcome (computed in src/parse, carried here as plain data) -----------------

export interface ParseOutcome {
  path: string;
  /** Language id used, or null when the harness cannot parse this file (C4). */
  language: string | null;
  errorsBefore: number;
  errorsAfter: number;
  /** First syntax error that is new after the edit: 1-based line and a numbered excerpt. */
  firstNewError?: { line: number; excerpt: string };
  /** C2: e.g. "would parse with end_line 51" (numbering of the edit as sent). */
  suggestion?: string;
}
