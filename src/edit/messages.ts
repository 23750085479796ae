// Every text the engine and the workspace show the model (spec §10): each refusal's code, why and
// next step, the A5 hints inside them, notes, parse-check texts and answer phrases. One catalog,
// so a wording is changed once and the prompt can quote it word for word. Other layers build
// refusals from these entries and never write refusal text of their own.
import type { EditInterface, ParseOutcome, Refusal, RefusalCode } from './types.js';

/** A refusal before it is tied to an edit: its code, why, and what to do next. */
export interface Reason {
  code: RefusalCode;
  message: string;
  next: string;
  /** The rule id the refusal enforces (spec §11 invariants and the rules they guard), shown with the code. */
  rule?: string;
}

const reason = (code: RefusalCode, message: string, next: string, rule?: string): Reason => ({
  code,
  message,
  next,
  ...(rule === undefined ? {} : { rule }),
});

/** Ties a reason to edit `index` (-1: the call as a whole) and, when known, its path. */
export function refusal(index: number, path: string | undefined, r: Reason): Refusal {
  return {
    index,
    ...(path === undefined ? {} : { path }),
    code: r.code,
    message: r.message,
    next: r.next,
    ...(r.rule === undefined ? {} : { rule: r.rule }),
  };
}

/** The same reason with sentences (A5 hints) appended to its why. */
export const withHints = (r: Reason, hints: readonly string[]): Reason => ({ ...r, message: [r.message, ...hints].join(' ') });

const MAX_QUOTED = 80;

/**
 * A code span (CommonMark), shortened so answers stay compact: the fence is longer than any backtick
 * run inside. It reads back exactly: CommonMark strips one space from each end when both ends are
 * spaces, so such text (and text at a backtick) is padded with one space on each side.
 */
export function quoted(s: string): string {
  const t = s.length > MAX_QUOTED ? `${s.slice(0, MAX_QUOTED - 3)}...` : s;
  const fence = '`'.repeat(Math.max(0, ...(t.match(/`+/g) ?? []).map((r) => r.length)) + 1);
  const pad = t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' ') && t.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

/** A longer excerpt in backticks (patch lines, old_text contexts). */
const excerpt = (s: string): string => `\`${s.length > 120 ? `${s.slice(0, 117)}...` : s}\``;

export const signedOffset = (d: number): string => (d > 0 ? `+${d}` : `${d}`);
export const spanText = (a: number, b: number): string => (a === b ? `line ${a}` : `lines ${a}-${b}`);
/** A resolved span; end = start - 1 is an insertion (comparison interfaces). */
const editSpanText = (start: number, end: number): string => (end < start ? `insertion before line ${start}` : spanText(start, end));
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const REREAD = (path: string, a: number, b: number): string =>
  `Re-read ${path} around ${spanText(Math.max(1, a), Math.max(1, b))} and resend the edit with start_line/end_line and first_line/last_line copied from that read.`;

/** The one-retry fix of a refusal for a revision or a memory (spec §11): read the file as it is now, then quote it. */
const REREAD_CURRENT = (path: string, current: string): string =>
  `Re-read ${path} (read_file; its current revision is ${current}), then resend the edit naming that revision, with start_line/end_line and first_line/last_line copied from that read and new_text written against the lines it shows.`;

/** The shape each interface expects, quoted when a call does not fit its schema. */
export const EXPECTED_SHAPES: Record<EditInterface, string> = {
  verified_selection:
    '{"edits": [{"path": "src/a.py", "revision": "<from read_file>", "start_line": 10, "end_line": 12, "first_line": "<text of line 10>", "last_line": "<text of line 12>", "new_text": "<replacement lines>"}]}',
  search_replace:
    '{"edits": [{"path": "src/a.py", "revision": "<from read_file>", "old_text": "<exact text, once in the file>", "new_text": "<replacement>"}]}',
  line_range:
    '{"edits": [{"path": "src/a.py", "revision": "<from read_file>", "start_line": 10, "end_line": 12, "new_text": "<replacement lines>"}]}',
  patch:
    '{"patch": "*** Begin Patch\\n*** Update File: src/a.py\\n@@ def f():\\n-    old\\n+    new\\n*** End Patch", "revisions": {"src/a.py": "<from read_file>"}}',
};

/** One way a value does not fit its schema: where (a field path, or `whole` when it is the value itself) and what. */
export const schemaIssue = (path: readonly PropertyKey[], message: string, whole = 'the call'): string =>
  `${path.length > 0 ? path.map(String).join('.') : whole}: ${message}`;

/** The one way a zod error is told (tool arguments, files we read, settings, wire shapes): its first `max` issues. */
export const zodIssues = (
  error: { readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[] },
  max = 3,
  whole = '(root)',
): string =>
  error.issues
    .slice(0, max)
    .map((i) => schemaIssue(i.path, i.message, whole))
    .join('; ');

/** How a reading of the quotes is listed in ambiguous_alignment (A4, A6-A8). */
export const readingText = {
  aligned: (start: number, end: number, d: number): string => `${spanText(start, end)} (offset ${signedOffset(d)})`,
  blankMove: (start: number, end: number, which: 'start_line' | 'end_line'): string =>
    `${spanText(start, end)} (${which} moved across blank lines)`,
  held: (start: number, end: number, held: 'start_line' | 'end_line', d: number): string =>
    `${spanText(start, end)} (${held} as stated, ${held === 'start_line' ? 'end_line' : 'start_line'} moved ${signedOffset(d)})`,
  loose: (start: number, end: number, d = 0): string =>
    `${spanText(start, end)} ${d === 0 ? 'as stated' : `(offset ${signedOffset(d)})`}, if indentation is ignored`,
};

/** How a uniform indentation difference of a whole call is described (B5, patch). */
export const reindentText = {
  add: (d: string): string => `the call adds ${d} before every line`,
  remove: (d: string): string => `the call lacks ${d} of indentation on every line`,
  tabsAsSpaces: (n: number): string => `the call writes each tab as ${n} spaces`,
  spacesAsTabs: (n: number): string => `the call writes each ${n} spaces as a tab`,
};

/** How run_checks frames what the check printed (the model reads these words around the output). */
export const checkText = {
  noCommand: 'No check command is configured.',
  notPrepared: 'The check command was not run: no way to run it was prepared.',
  timedOut: (seconds: number): string => `timed out after ${seconds} s`,
  exitCode: (code: number | null): string => `exit code ${code}`,
  unsandboxed: '(check-sandbox: none: it ran on the real workspace, and what it wrote stays.)',
  cut: (shown: number, bytes: number): string => ` (last ${shown} characters of ${bytes} bytes)`,
  framed: (command: string, status: string, ms: number, kept: string, cut: string, shown: string): string =>
    `$ ${command}\n${status} (${(ms / 1000).toFixed(1)} s)${kept ? `\n${kept}` : ''}\n--- last output${cut} ---\n${shown}`,
};

/** Refusals before any tool runs (the dispatcher's), and of the non-edit tools: the same catalog, the same shape. */
export const toolReasons = {
  unknownTool: (name: string, names: readonly string[]): Reason =>
    reason('malformed', `Unknown tool "${name}".`, `Call one of the available tools: ${names.join(', ')}.`),
  argsNotJson: (name: string, error: string): Reason =>
    reason('malformed', `The arguments of ${name} are not valid JSON (${error}).`, "Send one JSON object matching the tool's schema."),
  argsSchema: (name: string, issues: string): Reason =>
    reason(
      'malformed',
      `The arguments of ${name} do not match its schema: ${issues}.`,
      'Nothing was done; correct the fields and call again.',
    ),
  badSearchPattern: (error: string): Reason =>
    reason('malformed', `The search pattern was not run: ${error}.`, 'Fix the pattern or search literally (regex=false).'),
};

/** Refusals of the engine, every interface (E1-E7, B1-B3, A1-A5, F1-F5, spec §9). */
export const reasons = {
  // ---- the call as a whole (E6) ---------------------------------------------------------------
  malformedCall: (iface: EditInterface, issues: readonly string[]): Reason =>
    reason(
      'malformed',
      `The arguments of edit do not match its schema: ${issues.join('; ')}.`,
      `Send the call in this shape: ${EXPECTED_SHAPES[iface]}`,
    ),

  malformedWrite: (issues: readonly string[]): Reason =>
    reason(
      'malformed',
      `The arguments of write_file do not match its schema: ${issues.join('; ')}.`,
      'Send the call in this shape: {"path": "src/a.py", "content": "<the whole file>"}',
    ),

  // ---- E1 revision, E5 create/delete: shared by every interface --------------------------------
  staleRevision: (path: string, given: string, current: string): Reason =>
    reason(
      'stale_revision',
      `${path} changed since you read it: revision ${given} is stale, the current revision is ${current}.`,
      `Re-read ${path} (read_file) and redo the edit against revision ${current}.`,
      'E1',
    ),
  /** I5: the named revision's bytes are not held (or the edits of the file name different revisions). */
  staleNotHeld: (path: string, given: string, current: string, why: 'not_held' | 'mixed' | 'too_large'): Reason =>
    reason(
      'stale_revision',
      `${path} changed since you read it: revision ${given} is stale, the current revision is ${current}, and ${
        why === 'not_held'
          ? `this run no longer holds the text of revision ${given}, so the edit cannot be placed in it`
          : why === 'mixed'
            ? 'the edits of this file name different revisions, and one call is placed in one revision of a file'
            : `too much changed since revision ${given} to carry the edit through it`
      }.`,
      REREAD_CURRENT(path, current),
      'I5',
    ),
  /** I2: a line the write would replace changed since the revision the quotes place the edit in. */
  changedSince: (
    path: string,
    given: string,
    current: string,
    span: { start: number; end: number },
    changed: number,
    lineage: 'own' | 'outside',
  ): Reason =>
    reason(
      'stale_revision',
      `The quotes place the edit at ${spanText(span.start, span.end)} of revision ${given} of ${path}, but line ${changed} of ${
        span.start === span.end ? 'it' : 'them'
      } has changed since (${lineage === 'own' ? "by this run's own edit" : 'outside this run'}), or lines were added beside it; writing the edit would undo that change. The current revision is ${current}.`,
      REREAD_CURRENT(path, current),
      'I2',
    ),
  missingRevision: (path: string): Reason =>
    reason(
      'malformed',
      `The edit of ${path} has no revision, so it cannot be tied to the version of the file you read.`,
      `Pass the revision returned by your last read_file of ${path} (for a patch: "revisions": {"${path}": "<revision>"}).`,
    ),
  notFound: (path: string, iface: EditInterface = 'verified_selection'): Reason =>
    reason(
      'not_found',
      `${path} does not exist.`,
      iface === 'patch'
        ? `Check the path (list_files), or create the file with a "*** Add File: ${path}" section.`
        : 'Check the path (list_files), or create the file with an edit {"path", "create": true, "new_text"}.',
    ),
  exists: (path: string): Reason =>
    reason(
      'exists',
      `${path} already exists, so it cannot be created.`,
      `Read ${path} and edit it instead, or delete it first in a separate call.`,
    ),
  createAndDelete: (path: string): Reason =>
    reason('malformed', `The edit of ${path} sets both create and delete.`, 'Send the creation and the deletion as separate edits.'),
  createExtras: (fields: string): Reason =>
    reason(
      'malformed',
      `A create edit takes only path and new_text, but it also has ${fields}.`,
      'Drop those fields, or edit the existing file without "create".',
    ),
  createNoText: (): Reason =>
    reason('malformed', 'A create edit needs new_text (the whole content of the new file).', 'Add new_text; use "" for an empty file.'),
  deleteExtras: (fields: string): Reason =>
    reason(
      'malformed',
      `A delete edit takes only path and revision, but it also has ${fields}.`,
      'Drop those fields, or send the deletion and the other edit separately.',
    ),

  // ---- E7: one snapshot per call --------------------------------------------------------------
  overlap: (path: string, index: number, a: { start: number; end: number }, other: number, b: { start: number; end: number }): Reason =>
    reason(
      'overlap',
      `Edit ${index} (${editSpanText(a.start, a.end)}) overlaps edit ${other} (${editSpanText(b.start, b.end)}) in ${path}; all edits of one call refer to the file as read.`,
      'Merge the overlapping edits into one edit that covers both spans.',
    ),
  pathConflict: (path: string, index: number, other: number): Reason =>
    reason(
      'overlap',
      `Edits ${Math.min(index, other)} and ${Math.max(index, other)} both create, delete or rewrite ${path}, or one deletes it while the other edits it.`,
      'Use one edit per created or deleted file, and do not edit a file that the same call creates or deletes.',
    ),

  // ---- verified selection (E2-E4, B, A, F) ----------------------------------------------------
  missingFields: (path: string, fields: readonly string[]): Reason =>
    reason(
      'malformed',
      `The edit of ${path} lacks ${fields.join(', ')}.`,
      'An edit needs path, revision, start_line, end_line, first_line, last_line and new_text (or "create": true with new_text, or "delete": true with revision).',
    ),
  emptyFile: (path: string): Reason =>
    reason('bad_range', `${path} is empty (0 lines), so there is no line to select.`, `Give its whole content with write_file.`),
  reversedRange: (path: string, start: number, end: number): Reason =>
    reason(
      'bad_range',
      `start_line ${start} is after end_line ${end} in ${path}.`,
      'Send start_line <= end_line; for one line, both are that line and both quotes are its text.',
    ),
  outsideFile: (path: string, start: number, end: number, lineCount: number, hints: readonly string[]): Reason =>
    reason(
      'bad_range',
      [`Lines ${start}-${end} reach outside ${path}, which has ${plural(lineCount, 'line')}.`, ...hints].join(' '),
      REREAD(path, Math.min(start, lineCount), Math.min(end, lineCount)),
    ),
  boundaryMismatch: (path: string, start: number, end: number, hints: readonly string[]): Reason =>
    reason(
      'boundary_mismatch',
      [`The quotes do not match ${spanText(start, end)} of ${path}, and no offset within the alignment window fits both.`, ...hints].join(
        ' ',
      ),
      REREAD(path, start, end),
    ),
  weakQuotes: (path: string, start: number, end: number, hints: readonly string[]): Reason =>
    reason(
      'boundary_mismatch',
      [
        `The quotes do not match ${spanText(start, end)} of ${path}; both quotes are blank, and blank lines alone cannot place an edit.`,
        ...hints,
      ].join(' '),
      `${REREAD(path, start, end)} Choose a span whose first or last line is not blank.`,
    ),
  ambiguousAlignment: (path: string, start: number, end: number, candidates: readonly string[], hints: readonly string[]): Reason =>
    reason(
      'ambiguous_alignment',
      [
        `The quotes do not match ${spanText(start, end)} of ${path} and fit several nearby placements: ${candidates.join('; ')}.`,
        ...hints,
      ].join(' '),
      `${REREAD(path, start, end)} Use the exact line numbers of the intended span.`,
      'A4',
    ),
  /**
   * A8 (I1, I2): a revision the model was shown earlier holds the quotes at a span whose lines are
   * not the lines this edit would write: they changed since (`now` null) or are elsewhere now.
   */
  memoryReading: (
    path: string,
    shown: string,
    span: { start: number; end: number },
    now: { start: number; end: number } | null,
    writes: { start: number; end: number },
    current: string,
    hints: readonly string[],
  ): Reason =>
    reason(
      'ambiguous_alignment',
      [
        `The quotes are what ${spanText(span.start, span.end)} of ${path} held in revision ${shown}, which you were shown earlier; ${
          now === null
            ? `${span.start === span.end ? 'that line has' : 'those lines have'} changed since`
            : `${span.start === span.end ? 'that line is' : 'those lines are'} ${spanText(now.start, now.end)} of the current file now`
        }, and the edit would write ${spanText(writes.start, writes.end)} of the current file, so which lines you mean is not known.`,
        ...hints,
      ].join(' '),
      REREAD_CURRENT(path, current),
      'A8',
    ),
  indentationUnsure: (path: string, start: number, end: number, hints: readonly string[]): Reason =>
    reason(
      'boundary_mismatch',
      [
        `The quotes match ${spanText(start, end)} of ${path} only if indentation is ignored, and the call does not show whether new_text has the same indentation difference (or the quoted text is also at another nearby line).`,
        ...hints,
      ].join(' '),
      `${REREAD(path, start, end)} Indent new_text as the file is.`,
      'B4',
    ),
  /** I3: the repair of a whitespace difference would not be certain. */
  indentationNotCertain: (path: string, start: number, end: number, why: string): Reason =>
    reason(
      'boundary_mismatch',
      `The quotes match ${spanText(start, end)} of ${path} only if indentation is ignored, and ${why}, so the indentation new_text should have is not known.`,
      `${REREAD(path, start, end)} Copy the quotes exactly, tabs and spaces as the read shows them, and indent new_text as the file is.`,
      'I3',
    ),
  callIndentationUnsure: (path: string, start: number, end: number): Reason =>
    reason(
      'boundary_mismatch',
      `Another edit of this call quotes lines with the whole call's indentation shifted against the file's, and the quotes of ${spanText(start, end)} of ${path} would read the same either way, so it is not known whether this edit's new_text is shifted too.`,
      'Resend the call with the quotes copied exactly from the read and new_text indented as the file is.',
    ),
  notWellFormed: (field: string, at: number): Reason =>
    reason(
      'malformed',
      `${field} contains a lone UTF-16 surrogate at character ${at}, which cannot be written as UTF-8.`,
      'Send valid Unicode text: write the character itself (a pair of surrogates), or leave it out.',
    ),
  /** `size` is null when reading stopped at the limit (the rest was never read). */
  callTooLarge: (size: number | null, limit: number): Reason =>
    reason(
      'malformed',
      `The call is ${size === null ? 'larger than' : `${sizeLabel(size)}, over`} the ${sizeLabel(limit)} limit for one call; nothing of it was read.`,
      'Send fewer or smaller edits per call; copy unchanged lines with @@ref instead of retyping them.',
    ),
  callNotUtf8: (): Reason =>
    reason(
      'malformed',
      'The call is not valid UTF-8 text, so it cannot be read without changing characters; nothing was read.',
      'Send the call as UTF-8 (JSON escapes such as \\u00e9 are fine).',
    ),
  tooManyFiles: (count: number, limit: number): Reason =>
    reason(
      'malformed',
      `The call names ${count} files, more than the ${limit} one call may touch.`,
      `Split it into calls of at most ${limit} files.`,
    ),
  badReferences: (path: string, problems: readonly string[]): Reason =>
    reason(
      'bad_reference',
      `new_text for ${path} has unusable references: ${problems.join('; ')}.`,
      'A line "@@refA-B@@" (or "@@refPATH:A-B@@") copies lines A-B as you read them, and only from a span that an edit of this same call selects (or a file it deletes); otherwise type the lines out.',
      'F3',
    ),

  // ---- comparison interfaces (spec §9) -------------------------------------------------------
  missingField: (field: string, what: string): Reason =>
    reason('malformed', `The edit has no ${field}: ${what}.`, `Add ${field} to the edit.`),
  emptyOldText: (): Reason =>
    reason(
      'malformed',
      'old_text is empty, so there is nothing to locate.',
      'Quote the exact text to replace (a few whole lines work best), or use "create": true for a new file.',
    ),
  noMatch: (path: string, hint: string): Reason =>
    reason(
      'no_match',
      `old_text was not found in ${path}. ${hint}`,
      `Copy old_text exactly from a fresh read_file of ${path} (whitespace and indentation count).`,
    ),
  ambiguousContext: (path: string, chunk: number, fromLine: number, lines: readonly number[], more: boolean): Reason =>
    reason(
      'ambiguous_match',
      `Chunk ${chunk} of ${path}: its context and removed lines occur ${more ? `more than ${lines.length}` : lines.length} times at or after line ${fromLine} (starting at lines ${lines.join(', ')}${more ? ', ...' : ''}).`,
      'Add context lines (or an @@ line) that occur only at the intended place, and resend the whole patch.',
    ),
  patchIndentation: (path: string, chunk: number, start: number, n: number): Reason =>
    reason(
      'no_match',
      `Chunk ${chunk} of ${path} matches ${n <= 1 ? `line ${start}` : `lines ${start}-${start + n - 1}`} only if indentation is ignored, and its lines differ from the file's indentation in more than one way, so the indentation of the added lines cannot be settled.`,
      `Copy the context (" ") and removed ("-") lines exactly from a fresh read_file of ${path}, and indent the added lines as the file is.`,
      'I3',
    ),
  /** I3 for a patch chunk matched ignoring indentation. */
  patchIndentationNotCertain: (path: string, chunk: number, start: number, n: number, why: string): Reason =>
    reason(
      'no_match',
      `Chunk ${chunk} of ${path} matches ${n <= 1 ? `line ${start}` : `lines ${start}-${start + n - 1}`} only if indentation is ignored, and ${why}, so the indentation of the added lines is not known.`,
      `Copy the context (" ") and removed ("-") lines exactly from a fresh read_file of ${path}, tabs and spaces as the read shows them, and indent the added lines as the file is.`,
      'I3',
    ),
  ambiguousMatch: (path: string, lines: readonly number[], more: boolean): Reason =>
    reason(
      'ambiguous_match',
      more
        ? `old_text occurs more than ${lines.length} times in ${path} (starting at lines ${lines.join(', ')}, ...).`
        : `old_text occurs ${lines.length} times in ${path} (starting at lines ${lines.join(', ')}).`,
      'Add neighbouring lines to old_text so that it occurs exactly once.',
    ),
  badRange: (path: string, start: number, end: number, lineCount: number): Reason =>
    reason(
      'bad_range',
      start > end
        ? `start_line ${start} is after end_line ${end} in ${path}.`
        : `Lines ${start}-${end} are outside ${path}, which has ${plural(lineCount, 'line')} (valid: 1 <= start_line <= end_line <= ${lineCount}).`,
      lineCount === 0
        ? `${path} is empty; give its whole content with write_file instead.`
        : `Re-read ${path} and send a range inside 1-${lineCount}; to insert, replace a neighbouring line and keep it in new_text.`,
    ),
  malformedPatch: (line: number, problem: string, text: string): Reason =>
    reason(
      'malformed',
      `Malformed patch at line ${line} (${excerpt(text)}): ${problem}.`,
      'Resend the patch in the format: *** Begin Patch, then *** Add File/Delete File/Update File sections, then *** End Patch.',
    ),
  duplicatePath: (path: string): Reason =>
    reason(
      'malformed',
      `${path} appears in more than one section of the patch.`,
      'Put all changes of one file into a single *** Update File section (several @@ chunks are fine).',
    ),
  moveTargetExists: (from: string, to: string): Reason =>
    reason(
      'exists',
      `Cannot move ${from} to ${to}: ${to} already exists.`,
      `Choose another target, or delete ${to} first in a separate call.`,
    ),
  contextNotFound: (path: string, chunk: number, ctx: string, fromLine: number, hint: string): Reason =>
    reason(
      'no_match',
      `Chunk ${chunk} of ${path}: the @@ context ${excerpt(ctx)} was not found at or after line ${fromLine}. ${hint}`,
      `Copy the @@ line exactly from a fresh read_file of ${path}; chunks must appear in file order.`,
    ),
  chunkNotFound: (path: string, chunk: number, fromLine: number, eof: boolean, hint: string): Reason =>
    reason(
      'no_match',
      eof
        ? `Chunk ${chunk} of ${path} is marked *** End of File, but its context and removed lines are not the last lines of the file. ${hint}`
        : `Chunk ${chunk} of ${path}: its context and removed lines were not found at or after line ${fromLine}. ${hint}`,
      `Copy the context (" ") and removed ("-") lines exactly from a fresh read_file of ${path}; chunks must appear in file order.`,
    ),
};

/** What is wrong where a patch does not parse, joined into reasons.malformedPatch. */
export const patchProblem = {
  firstLine: (begin: string): string => `the first line must be "${begin}"`,
  lastLine: (end: string): string => `the last line must be "${end}"`,
  noPath: 'the path is missing',
  addLine: 'every line of an Add File section must start with "+"',
  emptyUpdate: (path: string): string => `the Update File section of ${path} has no changes`,
  header: (add: string, del: string, update: string): string => `expected "${add}", "${del}" or "${update}"`,
  eofPlace: (mark: string): string => `"${mark}" must follow the lines of a chunk`,
  updateLine: 'lines of an Update File section must start with " " (context), "-" (remove), "+" (add) or "@@"',
  emptyChunk: "an @@ line must be followed by the chunk's lines",
  noSections: 'the patch has no file sections (nothing to do)',
};

/** One problem with one @@ref line (F5), joined into reasons.badReferences. */
export const refProblem = {
  malformed: (raw: string): string => `${quoted(raw.trim())} is not a reference (use @@refA-B@@, @@refA@@ or @@refPATH:A-B@@)`,
  reversed: (raw: string, a: number, b: number): string => `${quoted(raw.trim())} has ${a} > ${b}`,
  unknownFile: (raw: string, path: string): string => `${quoted(raw.trim())} names ${path}, which is not a file of this call`,
  newFile: (raw: string): string => `${quoted(raw.trim())} points into a file that this call creates; it has no lines to copy yet`,
  outsideSpans: (raw: string, path: string, spans: readonly string[]): string =>
    spans.length === 0
      ? `${quoted(raw.trim())}: no edit of this call selects lines of ${path} (to copy without changing them, add an edit of that span whose new_text is the same reference)`
      : `${quoted(raw.trim())} is not inside one span this call selects in ${path} (${spans.join(', ')})`,
  movedBoundary: (raw: string, path: string, actual: string): string =>
    `${quoted(raw.trim())} touches a boundary of ${path} that moved across blank lines (the span is ${actual}); reference only lines inside it, in that numbering`,
  movedOut: (raw: string, path: string, actual: string): string =>
    `${quoted(raw.trim())} falls outside the aligned span of ${path} (${actual})`,
  /** I4: inside the stated spans of two edits: which one's numbering it follows is not known. */
  twoHomes: (raw: string, path: string, spans: readonly string[]): string =>
    `${quoted(raw.trim())} lies inside the stated spans of more than one edit of ${path} (${spans.join(', ')}), so which lines it copies is not known`,
  /** I4: the numbers may carry an alignment's offset, and the lines read differently with and without it. */
  readsDifferently: (raw: string, path: string, offsets: readonly number[]): string =>
    `${quoted(raw.trim())} copies different lines of ${path} as stated and moved by ${offsets
      .filter((d) => d !== 0)
      .map(signedOffset)
      .join(
        ' or ',
      )} (the offset by which an edit of this call was aligned), so which lines it copies is not known; number it as the file reads`,
};

/** A5 pieces for verified selection: where a quote really is, or how the nearest similar line differs. */
export const hintText = {
  statedLine: (label: string, stated: number, text: string | undefined, lineCount: number): string =>
    text === undefined
      ? `${label} ${stated} is ${stated < 1 ? 'before line 1' : 'past the end'} (the file has ${plural(lineCount, 'line')}).`
      : text.trim() === ''
        ? `${label} ${stated} is blank.`
        : `${label} ${stated} is ${quoted(text)}.`,
  foundAt: (field: string, quote: string, lines: readonly number[], more: number): string =>
    `${field} ${quote.trim() === '' ? '(blank)' : quoted(quote)} is at line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}${more > 0 ? ` (and ${more} more)` : ''}.`,
  multiline: (field: string): string => `${field} holds several lines; quote exactly one line.`,
  numberPrefix: (field: string): string => `${field} includes the line-number prefix; quote the line text only.`,
  similar: (field: string, line: number, text: string, diff: string): string =>
    `${field} is nowhere in the file; most similar nearby is line ${line} ${quoted(text)} (${diff}).`,
  nowhere: (field: string): string => `${field} is nowhere in the file and no nearby line is similar.`,
};

/** Human words for a matching tier of the comparison interfaces (patch notes and hints). */
export const TIER_WORDS = [
  'exactly',
  'ignoring trailing whitespace',
  'ignoring leading and trailing whitespace',
  'after normalising Unicode punctuation',
] as const;

const lineRange = (at: number, n: number): string => (n <= 1 ? `line ${at + 1}` : `lines ${at + 1}-${at + n}`);

/** A5-style hints of the comparison interfaces: where text that was not found really is (0-based positions). */
export const seekText = {
  looser: (at: number, n: number, tier: 1 | 2 | 3, diff: string): string =>
    `It matches ${lineRange(at, n)} only ${['', 'if trailing whitespace is ignored', 'if indentation is ignored', 'if Unicode punctuation is normalised'][tier]}: ${diff}.`,
  earlier: (at: number, n: number, from: number): string =>
    `It matches ${lineRange(at, n)}, which is before line ${from + 1} where this search started.`,
  similar: (at: number, n: number, diff: string): string => `The most similar text is at ${lineRange(at, n)}; first difference at ${diff}.`,
  nothing: 'No similar text was found in the file.',
  fileEnds: (line: number): string => `line ${line}: the file ends here`,
  trailing: (line: number): string => `line ${line}: trailing whitespace differs`,
  lineDiffers: (line: number, actual: string, how: string): string =>
    `line ${line} is \`${actual.length > 100 ? `${actual.slice(0, 97)}...` : actual}\` (${how})`,
  line: (line: number): string => `line ${line}`,
  insideLine: (line: number): string =>
    `It occurs at line ${line}, but starting inside that line: an old_text of several lines (or one that starts with indentation) must start where a line starts, indentation included.`,
};

/** Short character-level differences between a file line and a quote (A5). */
export const diffWords = {
  indentation: (file: string, quote: string): string => `indentation differs: file has ${file}, quote has ${quote}`,
  innerSpacing: 'spacing inside the line differs',
  letterCase: 'letter case differs',
  unicodeForm: 'the same text in another Unicode normalization form (copy the line from the read instead of retyping accents)',
  invisible: (who: 'quote' | 'file line', name: string, col: number): string =>
    `the ${who} has an invisible ${name} at column ${col}${who === 'quote' ? ' (leave it out)' : ''}`,
  column: (col: number, file: string, quote: string): string =>
    `differs from column ${col}: file has ${file === '' ? 'end of line' : quoted(file)}, quote has ${quote === '' ? 'end of line' : quoted(quote)}`,
};

/** Notes of an accepted edit (A2, A3, F1-F4, R-lineage, spec §9). */
export const noteText = {
  aligned: (d: number, start: number, end: number, sentStart: number, sentEnd: number): string =>
    `aligned by ${signedOffset(d)}: lines ${start}-${end} as quoted (sent ${sentStart}-${sentEnd})`,
  blankMove: (which: 'start_line' | 'end_line', from: number, to: number, start: number, end: number): string =>
    `${which} moved from ${from} to ${to} across blank lines: lines ${start}-${end} as quoted`,
  refCopied: (n: number): string => `copied ${plural(n, 'line')} by @@ref`,
  rebased: (from: string, start: number, end: number, s: number, t: number): string =>
    `rebased from revision ${from} through this run's own edits: lines ${start}-${end} are now ${s}-${t}`,
  carriedOutside: (from: string, start: number, end: number, s: number, t: number): string =>
    `carried from revision ${from} through a change made outside this run, which left these lines alone: lines ${start}-${end} are now ${s}-${t}`,
  quoteWhitespace: (field: string, line: number, fileIndent: string, quoteIndent: string): string =>
    `${field} taken as line ${line}, which differs from it only in indentation (file has ${fileIndent}, quote has ${quoteIndent})`,
  reindented: (how: string): string => `new_text re-indented to the file's indentation: ${how}`,
  patchReindented: (how: string): string => `added lines re-indented to the file's indentation: ${how}`,
  wholeFile: 'whole-file write (not a targeted edit)',
  chunk: (chunk: number, note: string): string => `chunk ${chunk}: ${note}`,
  contextFound: (line: number, tier: number): string => `@@ context found at line ${line} ${TIER_WORDS[tier] ?? ''}`,
  chunkMatched: (at: number, n: number, tier: number): string => `matched ${lineRange(at, n)} ${TIER_WORDS[tier] ?? ''}`,
  movedFrom: (path: string): string => `moved from ${path}`,
};

/** Parse-check texts (C1-C4). */
export const parseText = {
  ok: (language: string): string => `parse check: ok (${language})`,
  unsupported: 'no parse check for this language',
  off: 'parse check off',
  warned: (o: ParseOutcome): string =>
    `parse check (warn): ${plural(o.errorsAfter - o.errorsBefore, 'new syntax error')} (${o.errorsBefore} before, ${o.errorsAfter} after)` +
    (o.firstNewError ? `, first at line ${o.firstNewError.line}` : ''),
  refusedWhy: (o: ParseOutcome): string =>
    `${o.path} would have ${plural(o.errorsAfter - o.errorsBefore, 'new syntax error')} after this call (${o.errorsBefore} before, ${o.errorsAfter} after)` +
    (o.firstNewError
      ? `; first new error at line ${o.firstNewError.line} (numbered as the file would be after this call):\n${o.firstNewError.excerpt}`
      : '.') +
    (o.suggestion ? `\nHint: ${o.suggestion}.` : ''),
  refusedNext:
    'Check the span boundaries and new_text (brackets, indentation, a line lost or duplicated at an edge) and resend the whole call.',
  /** C2: a one-line boundary move that parses, in the numbering of the revision the model read. */
  wouldParse: (
    moved: 'start_line' | 'end_line',
    value: number,
    index: number,
    start: number,
    end: number,
    first: string,
    last: string,
  ): string =>
    `would parse with ${moved} ${value} (edit ${index}: start_line ${start}, end_line ${end}, first_line ${JSON.stringify(first)}, last_line ${JSON.stringify(last)})`,
};

/** C2: the refusal a workspace builds from a parse check that found new syntax errors. */
export function parseRefusal(outcome: ParseOutcome, index: number): Refusal {
  return refusal(index, outcome.path, reason('parse_error', parseText.refusedWhy(outcome), parseText.refusedNext));
}

const sizeLabel = (n: number): string =>
  n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MiB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${n} bytes`;
const NEXT_RELATIVE = 'Use a path relative to the repository root, e.g. src/app.py.';

/** Why bytes are not editable text (W2). */
export const notTextWhy = {
  binary: 'binary file (a NUL byte in the first 8 KiB)',
  notUtf8: 'not valid UTF-8 text',
};

/** Refusals of the workspace: confinement and limits (W2), loading and writing files (W1, E6). */
export const workspaceReasons = {
  // ---- W2: the path text ----------------------------------------------------------------------
  notAString: (): Reason => reason('path_refused', 'the path is not a string', NEXT_RELATIVE),
  nulInPath: (): Reason => reason('path_refused', 'the path contains a NUL byte', NEXT_RELATIVE),
  controlInPath: (): Reason => reason('path_refused', 'the path contains a control character', NEXT_RELATIVE),
  emptyPath: (): Reason => reason('path_refused', 'the path is empty', NEXT_RELATIVE),
  absolutePath: (input: string): Reason => reason('path_refused', `absolute paths are refused (${input})`, NEXT_RELATIVE),
  leavesWorkspace: (input: string): Reason => reason('path_refused', `the path leaves the workspace (${input})`, NEXT_RELATIVE),
  namesRoot: (): Reason => reason('path_refused', 'the path names the workspace root, not a file', NEXT_RELATIVE),
  insideGit: (): Reason => reason('path_refused', 'paths inside .git/ are never read or written', 'Edit the working tree files only.'),
  workflow: (): Reason =>
    reason(
      'path_refused',
      'workflow files (.github/workflows/) may not be changed in this configuration',
      'Leave workflow files alone; describe the needed change in your final answer instead.',
    ),
  // ---- W2: where the path really leads ---------------------------------------------------------
  danglingLink: (prefix: string): Reason =>
    reason(
      'path_refused',
      `${prefix} is a symbolic link whose target does not exist`,
      'Edit the file the link should point to, by its own path.',
    ),
  fileNotFolder: (prefix: string): Reason =>
    reason(
      'path_refused',
      `${prefix} is a file, not a folder`,
      'Check the path with a read_file of the folder contents or the file itself.',
    ),
  linkLeaves: (): Reason =>
    reason('path_refused', 'the path resolves through a symbolic link to a place outside the workspace', NEXT_RELATIVE),
  /** A lexical refusal that applies to where a link leads rather than to the path as written. */
  resolvesTo: (r: Reason, realRel: string): Reason => ({ ...r, message: `${r.message} (the path resolves to ${realRel})` }),
  sameFile: (path: string, other: string, rel: string): Reason =>
    reason('path_refused', `${path} names the same file as ${other}`, `Use one spelling of the path (${rel}) for all edits of this file.`),
  // ---- loading (W2) ---------------------------------------------------------------------------
  cannotRead: (path: string, code: string): Reason => reason('path_refused', `cannot read ${path} (${code})`, 'Choose another file.'),
  isDirectory: (path: string): Reason =>
    reason('path_refused', `${path} is a directory`, 'Name a file inside it, e.g. by listing files or reading a known file path.'),
  notRegularFile: (path: string): Reason => reason('path_refused', `${path} is not a regular file`, 'Choose a regular text file.'),
  tooLarge: (path: string, size: number, limit: number): Reason =>
    reason(
      'not_text',
      `${path} is ${sizeLabel(size)}, over the ${sizeLabel(limit)} limit for files the agent may read or edit`,
      'Work on smaller files; this one cannot be edited here.',
    ),
  notText: (path: string, why: string): Reason =>
    reason('not_text', `${path} is not editable text: ${why}`, 'Leave this file alone; only UTF-8 text files can be read or edited.'),
  // ---- writing (W1, W2, E6) -------------------------------------------------------------------
  outsideShard: (path: string, files: number): Reason =>
    reason(
      'outside_shard',
      `${path} is not one of the ${files} files of this shard, and new files may only be created in the folders of those files`,
      "Change only this shard's files; another shard of the same refactor works on the others.",
    ),
  notNamed: (path: string): Reason =>
    reason('path_refused', `${path} was not named where the harness could check it`, 'Name every file in the call explicitly.'),
  fileAndFolder: (path: string, under: string): Reason =>
    reason(
      'path_refused',
      `${path} would be a file, but ${under} in the same call needs it to be a folder`,
      'Choose different names for the file and the folder.',
    ),
  writesNul: (path: string): Reason =>
    reason(
      'not_text',
      `${path} would contain a NUL byte that this call adds (a binary file)`,
      'Write text only; remove the NUL character from the text you send.',
    ),
  writeTooLarge: (path: string, limit: number): Reason =>
    reason('not_text', `${path} would be larger than the ${limit}-byte file limit`, 'Split the content into smaller files.'),
  locked: (path: string, seconds: number): Reason =>
    reason(
      'path_refused',
      `another writer kept ${path} locked for more than ${seconds} s; nothing was changed`,
      'Retry the call; if this repeats, another process is stuck writing the file.',
    ),
  /** What failed while writing one file, inside writeFailed. */
  ioError: (code: string, file: string, detail: string): string => `${code} while writing ${file}: ${detail}`,
  writeFailed: (error: string): Reason =>
    reason(
      'path_refused',
      `the files could not be written (${error}); nothing was changed`,
      'Do not retry this call as is; edit other files or finish and report the problem.',
    ),
  // ---- W4: another repository inside the workspace -----------------------------------------------
  nestedRepo: (path: string, folder: string, kind: 'submodule' | 'repository'): Reason =>
    reason(
      'nested_repo',
      `${path} is inside ${folder}, ${kind === 'submodule' ? 'a submodule' : 'a nested git repository'}: another repository's files are never written or committed from this one`,
      `Retry once with files of this repository only (outside ${folder}); if the fix needs a change in ${folder}, say so in your final answer instead.`,
    ),
};

/** Fixed phrases of the answer (spec §10). */
export const answerText = {
  nothingWritten: 'Nothing was written.',
  atomic: 'A call is applied whole or not at all: resend all its edits, with the refused ones fixed.',
  applied: (files: number): string => `Applied: ${plural(files, 'file')} changed.`,
  notWritten: 'Checked, not written.',
  deleted: 'deleted',
  moreLines: (n: number): string => `... ${plural(n, 'more line')} ...`,
  moreRefusals: (n: number, codes: string): string => `... and ${plural(n, 'more refusal')} not shown (${codes})`,
  moreNotes: (n: number): string => `- ... and ${plural(n, 'more note')} not shown`,
  moreRegions: (n: number): string => `... and ${plural(n, 'more changed region')} not shown`,
  /** A refused read (or any single-refusal tool answer). */
  toolRefused: (tool: string, r: Refusal): string => `${tool} refused (${r.code}): ${r.message}\nNext: ${r.next}`,
  /** A tool that threw: a bug of ours, told to the model so the run does not end silently. */
  toolFailed: (tool: string, message: string): string => `The tool ${tool} failed: ${message}. Nothing was written.`,
};
