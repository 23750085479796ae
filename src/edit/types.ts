// The engine's data contract. Every layer above (workspace, agent, bench, cli) speaks these types.
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
]);
export type RefusalCode = z.infer<typeof RefusalCode>;

// ---- calls, as the model sends them -------------------------------------------------------

/** One verified-selection edit (spec §2). create/delete variants per E5. */
export const VerifiedEdit = z.object({
  path: z.string().describe('File path relative to the repository root'),
  revision: z.string().optional().describe('Revision from your last read_file of this file'),
  start_line: z.number().int().optional().describe('First line of the span (1-based, inclusive)'),
  end_line: z.number().int().optional().describe('Last line of the span (inclusive)'),
  first_line: z.string().optional().describe('Exact text of line start_line, as read (no number)'),
  last_line: z.string().optional().describe('Exact text of line end_line, as read (no number)'),
  new_text: z.string().optional().describe('Replacement for the whole span; a line "@@refA-B@@" copies original lines A..B'),
  create: z.boolean().optional().describe('Create a new file with new_text (no range, quotes or revision)'),
  delete: z.boolean().optional().describe('Delete the file (needs revision)'),
});
export type VerifiedEdit = z.infer<typeof VerifiedEdit>;
export const VerifiedSelectionCall = z.object({ edits: z.array(VerifiedEdit).min(1) });
export type VerifiedSelectionCall = z.infer<typeof VerifiedSelectionCall>;

export const SearchReplaceEdit = z.object({
  path: z.string(),
  revision: z.string().optional(),
  old_text: z.string().optional().describe('Exact text to replace; must occur exactly once'),
  new_text: z.string().optional(),
  create: z.boolean().optional(),
  delete: z.boolean().optional(),
});
export const SearchReplaceCall = z.object({ edits: z.array(SearchReplaceEdit).min(1) });
export type SearchReplaceCall = z.infer<typeof SearchReplaceCall>;

export const LineRangeEdit = z.object({
  path: z.string(),
  revision: z.string().optional(),
  start_line: z.number().int().optional(),
  end_line: z.number().int().optional(),
  new_text: z.string().optional(),
  create: z.boolean().optional(),
  delete: z.boolean().optional(),
});
export const LineRangeCall = z.object({ edits: z.array(LineRangeEdit).min(1) });
export type LineRangeCall = z.infer<typeof LineRangeCall>;

/** The context-addressed `*** Begin Patch` format; revisions optional per path. */
export const PatchCall = z.object({
  patch: z.string(),
  revisions: z.record(z.string(), z.string()).optional(),
});
export type PatchCall = z.infer<typeof PatchCall>;

/** Whole-file write (spec §9): recorded, not a targeted edit. */
export const WriteFileCall = z.object({ path: z.string(), content: z.string() });
export type WriteFileCall = z.infer<typeof WriteFileCall>;

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

export interface FileChange {
  path: string;
  kind: 'update' | 'create' | 'delete';
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
}

export interface Note {
  index: number;
  path: string;
  /** e.g. "aligned by 2: lines 41-47 as quoted", "copied 12 lines by @@ref". */
  text: string;
  kind: 'aligned' | 'blank_move' | 'ref' | 'parse' | 'info';
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
