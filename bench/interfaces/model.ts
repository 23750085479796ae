// Shared vocabulary of the interface benchmark: intended edits, arms, mistakes and outcomes.

export const EDIT_KINDS = [
  'one_line',
  'replace_body',
  'delete_function',
  'insert_function',
  'move_same_file',
  'move_cross_file',
  'rename',
  'wrap',
] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/** Size buckets of the issue: ~23% one line, 30% 2-5, 29% 6-20, 14% 21-60, 5% more. */
export const SIZE_BUCKETS = [
  { label: '1', min: 1, max: 1, weight: 23 },
  { label: '2-5', min: 2, max: 5, weight: 30 },
  { label: '6-20', min: 6, max: 20, weight: 29 },
  { label: '21-60', min: 21, max: 60, weight: 14 },
  { label: '61+', min: 61, max: 300, weight: 5 },
] as const;
export type SizeBucket = (typeof SIZE_BUCKETS)[number]['label'];

/** Where a new line comes from: copied verbatim from an original line, or typed (null). */
export interface Origin {
  path: string;
  line: number;
}

/** One span of the original file and what replaces it, as the model means it. */
export interface Block {
  path: string;
  /** 1-based inclusive, original numbering; always at least one line (inserts keep an anchor). */
  start: number;
  end: number;
  newLines: string[];
  origins: (Origin | null)[];
}

export interface Intent {
  id: number;
  kind: EditKind;
  language: string;
  /** Lines the edit changes (block, body, new function, renamed lines ...). */
  size: number;
  bucket: SizeBucket;
  blocks: Block[];
  /** Full intended text of every touched file. */
  expected: Map<string, string>;
}

/** The interfaces (and variants) compared. */
export const ARMS = ['vs_ref', 'vs', 'line_range', 'sr_short', 'sr_block', 'patch', 'write_file'] as const;
export type Arm = (typeof ARMS)[number];

export const ARM_LABEL: Record<Arm, string> = {
  vs_ref: 'verified selection + @@ref',
  vs: 'verified selection (no @@ref)',
  line_range: 'bare line range',
  sr_short: 'search/replace (shortest unique)',
  sr_block: 'search/replace (whole block)',
  patch: 'patch (*** Begin Patch)',
  write_file: 'whole-file write',
};

export const MISTAKES = [
  'none',
  'start_off',
  'end_off',
  'shift',
  'outside_change',
  'ws_drift',
  'indent_call',
  'stale_line',
  'dup_text',
  'hallucinated_line',
  'dropped_last_line',
  'malformed',
] as const;
export type Mistake = (typeof MISTAKES)[number];

/**
 * boundary: the line numbers disagree with the text the model meant (the target class);
 * boundary_same_text: as boundary, but the wrong lines hold the quoted text (invisible to quotes);
 * evidence: the quoted text disagrees with the file; revision: a stale view; duplicate: the text a
 * call locates by occurs twice in the file; content: new_text itself is wrong, which no boundary
 * check can see; form: the call does not fit the schema.
 */
export type Group = 'clean' | 'boundary' | 'boundary_same_text' | 'evidence' | 'revision' | 'duplicate' | 'content' | 'form';
export const GROUPS: readonly Group[] = ['clean', 'boundary', 'boundary_same_text', 'evidence', 'revision', 'duplicate', 'content', 'form'];

/**
 * Group of a mistake class. A boundary mistake whose wrong lines hold the very text the model
 * quotes is reported apart as boundary_same_text: its numbers and quotes agree, so it is not
 * a disagreement any boundary check can see (like a content mistake).
 */
export const MISTAKE_GROUP: Record<Mistake, Exclude<Group, 'boundary_same_text'>> = {
  none: 'clean',
  start_off: 'boundary',
  end_off: 'boundary',
  shift: 'boundary',
  outside_change: 'revision',
  ws_drift: 'evidence',
  indent_call: 'evidence',
  stale_line: 'revision',
  dup_text: 'duplicate',
  hallucinated_line: 'evidence',
  dropped_last_line: 'content',
  malformed: 'form',
};

/**
 * The six mistake families of issue #11, weighted equally in the headline "applied exactly among
 * mistaken calls". Draws whose wrong numbers land on lines holding the quoted text
 * (boundary_same_text) are reported apart: no quote check can see them.
 */
export const FAMILIES = [
  { id: 'outside_change', label: 'outside change', mistakes: ['outside_change'] },
  { id: 'indent_slip', label: 'indentation slip of one quoted line', mistakes: ['ws_drift'] },
  { id: 'indent_call', label: 'whole-call indentation error', mistakes: ['indent_call'] },
  { id: 'stale_line', label: 'stale line from another edit', mistakes: ['stale_line'] },
  { id: 'dup_text', label: 'old text occurring twice', mistakes: ['dup_text'] },
  { id: 'start_end_off', label: 'start/end off with exact quotes', mistakes: ['start_off', 'end_off'] },
] as const satisfies readonly { id: string; label: string; mistakes: readonly Mistake[] }[];
export type Family = (typeof FAMILIES)[number];

/** One tool call as the model would send it (write_file may need one call per file). */
export interface ArmCall {
  tool: 'edit' | 'write_file';
  args: unknown;
}

export type Outcome =
  | 'exact' // accepted, intended bytes, verified as stated
  | 'exact_aligned' // accepted, intended bytes, after alignment (A2/A3)
  | 'silent' // accepted, wrong bytes, still parses
  | 'broken' // accepted, wrong bytes, parses worse than before
  | 'refused'; // refused by the engine
