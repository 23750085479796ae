// Every text the verified-selection engine shows the model: refusal reasons, next steps, notes and
// answer phrases (spec §10). Kept in one place so the agent's prompt can quote them word for word.
import type { EditInterface, ParseOutcome, Refusal } from './types.js';

export interface Why {
  message: string;
  next: string;
}

const MAX_QUOTED = 80;

/** A line of text in backticks, shortened so answers stay compact. */
/** A code span (CommonMark): the fence is longer than any backtick run inside, so code with backticks stays one span. */
export function quoted(s: string): string {
  const t = s.length > MAX_QUOTED ? `${s.slice(0, MAX_QUOTED - 3)}...` : s;
  const fence = '`'.repeat(Math.max(0, ...(t.match(/`+/g) ?? []).map((r) => r.length)) + 1);
  const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

export const signedOffset = (d: number): string => (d > 0 ? `+${d}` : `${d}`);
export const spanText = (a: number, b: number): string => (a === b ? `line ${a}` : `lines ${a}-${b}`);
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const REREAD = (path: string, a: number, b: number): string =>
  `Re-read ${path} around ${spanText(Math.max(1, a), Math.max(1, b))} and resend the edit with start_line/end_line and first_line/last_line copied from that read.`;

/** Refusal reasons and next steps of verified selection (E1-E7, B1-B3, A1-A5, F1-F5). */
export const vsText = {
  staleRevision: (path: string, given: string, current: string): Why => ({
    message: `${path} changed since you read it: revision ${given} is stale, the current revision is ${current}.`,
    next: `Re-read ${path} (read_file) and redo the edit against revision ${current}.`,
  }),
  missingFields: (path: string, fields: string[]): Why => ({
    message: `The edit of ${path} lacks ${fields.join(', ')}.`,
    next: 'An edit needs path, revision, start_line, end_line, first_line, last_line and new_text (or "create": true with new_text, or "delete": true with revision).',
  }),
  createAndDelete: (path: string): Why => ({
    message: `The edit of ${path} sets both create and delete.`,
    next: 'Send the creation and the deletion as separate edits.',
  }),
  notFound: (path: string): Why => ({
    message: `${path} does not exist.`,
    next: 'Check the path (list_files), or create the file with an edit {"path", "create": true, "new_text"}.',
  }),
  exists: (path: string): Why => ({
    message: `${path} already exists, so it cannot be created.`,
    next: `Read ${path} and edit its lines instead.`,
  }),
  emptyFile: (path: string): Why => ({
    message: `${path} is empty (0 lines), so there is no line to select.`,
    next: `Give its whole content with write_file.`,
  }),
  reversedRange: (path: string, start: number, end: number): Why => ({
    message: `start_line ${start} is after end_line ${end} in ${path}.`,
    next: 'Send start_line <= end_line; for one line, both are that line and both quotes are its text.',
  }),
  outsideFile: (path: string, start: number, end: number, lineCount: number, hints: string[]): Why => ({
    message: [`Lines ${start}-${end} reach outside ${path}, which has ${plural(lineCount, 'line')}.`, ...hints].join(' '),
    next: REREAD(path, Math.min(start, lineCount), Math.min(end, lineCount)),
  }),
  boundaryMismatch: (path: string, start: number, end: number, hints: string[]): Why => ({
    message: [
      `The quotes do not match ${spanText(start, end)} of ${path}, and no offset within the alignment window fits both.`,
      ...hints,
    ].join(' '),
    next: REREAD(path, start, end),
  }),
  weakQuotes: (path: string, start: number, end: number, hints: string[]): Why => ({
    message: [
      `The quotes do not match ${spanText(start, end)} of ${path}; both quotes are blank, and blank lines alone cannot place an edit.`,
      ...hints,
    ].join(' '),
    next: `${REREAD(path, start, end)} Choose a span whose first or last line is not blank.`,
  }),
  ambiguous: (path: string, start: number, end: number, candidates: string[], hints: string[]): Why => ({
    message: [
      `The quotes do not match ${spanText(start, end)} of ${path} and fit several nearby placements: ${candidates.join('; ')}.`,
      ...hints,
    ].join(' '),
    next: `${REREAD(path, start, end)} Use the exact line numbers of the intended span.`,
  }),
  overlap: (path: string, index: number, a: string, other: number, b: string): Why => ({
    message: `Edit ${index} (${a}) overlaps edit ${other} (${b}) in ${path}; all edits of one call refer to the file as read.`,
    next: 'Merge the overlapping edits into one edit that covers both spans.',
  }),
  pathConflict: (path: string, index: number, other: number): Why => ({
    message: `Edits ${other} and ${index} both create or delete ${path}, or one deletes it while the other edits it.`,
    next: 'Use one edit per created or deleted file, and do not edit a file that the same call deletes.',
  }),
  badReferences: (path: string, problems: string[]): Why => ({
    message: `new_text for ${path} has unusable references: ${problems.join('; ')}.`,
    next: 'A line "@@refA-B@@" (or "@@refPATH:A-B@@") copies lines A-B as you read them, and only from a span that an edit of this same call selects (or a file it deletes); otherwise type the lines out.',
  }),
};

/** One problem with one @@ref line (F5), joined into vs.badReferences. */
export const refProblem = {
  malformed: (raw: string): string => `${quoted(raw.trim())} is not a reference (use @@refA-B@@, @@refA@@ or @@refPATH:A-B@@)`,
  reversed: (raw: string, a: number, b: number): string => `${quoted(raw.trim())} has ${a} > ${b}`,
  unknownFile: (raw: string, path: string): string => `${quoted(raw.trim())} names ${path}, which is not a file of this call`,
  newFile: (raw: string): string => `${quoted(raw.trim())} points into a file that this call creates; it has no lines to copy yet`,
  outsideSpans: (raw: string, path: string, spans: string[]): string =>
    spans.length === 0
      ? `${quoted(raw.trim())}: no edit of this call selects lines of ${path} (to copy without changing them, add an edit of that span whose new_text is the same reference)`
      : `${quoted(raw.trim())} is not inside one span this call selects in ${path} (${spans.join(', ')})`,
  movedBoundary: (raw: string, path: string, actual: string): string =>
    `${quoted(raw.trim())} touches a boundary of ${path} that moved across blank lines (the span is ${actual}); reference only lines inside it, in that numbering`,
  movedOut: (raw: string, path: string, actual: string): string =>
    `${quoted(raw.trim())} falls outside the aligned span of ${path} (${actual})`,
};

/** A5 pieces: where a quote really is, or how the nearest similar line differs. */
export const hintText = {
  statedLine: (label: string, stated: number, text: string | undefined, lineCount: number): string =>
    text === undefined
      ? `${label} ${stated} is ${stated < 1 ? 'before line 1' : 'past the end'} (the file has ${plural(lineCount, 'line')}).`
      : text.trim() === ''
        ? `${label} ${stated} is blank.`
        : `${label} ${stated} is ${quoted(text)}.`,
  foundAt: (field: string, quote: string, lines: number[], more: number): string =>
    `${field} ${quote.trim() === '' ? '(blank)' : quoted(quote)} is at line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}${more > 0 ? ` (and ${more} more)` : ''}.`,
  multiline: (field: string): string => `${field} holds several lines; quote exactly one line.`,
  numberPrefix: (field: string): string => `${field} includes the line-number prefix; quote the line text only.`,
  similar: (field: string, line: number, text: string, diff: string): string =>
    `${field} is nowhere in the file; most similar nearby is line ${line} ${quoted(text)} (${diff}).`,
  nowhere: (field: string): string => `${field} is nowhere in the file and no nearby line is similar.`,
};

/** Short character-level differences between a file line and a quote (A5). */
export const diffWords = {
  indentation: (file: string, quote: string): string => `indentation differs: file has ${file}, quote has ${quote}`,
  innerSpacing: 'spacing inside the line differs',
  letterCase: 'letter case differs',
  unicodeForm: 'the same text in another Unicode normalization form (copy the line from the read instead of retyping accents)',
  column: (col: number, file: string, quote: string): string =>
    `differs from column ${col}: file has ${file === '' ? 'end of line' : quoted(file)}, quote has ${quote === '' ? 'end of line' : quoted(quote)}`,
};

/** Notes of an accepted edit (A2, A3, F1-F4). */
export const noteText = {
  aligned: (d: number, start: number, end: number, sentStart: number, sentEnd: number): string =>
    `aligned by ${signedOffset(d)}: lines ${start}-${end} as quoted (sent ${sentStart}-${sentEnd})`,
  blankMove: (which: 'start_line' | 'end_line', from: number, to: number, start: number, end: number): string =>
    `${which} moved from ${from} to ${to} across blank lines: lines ${start}-${end} as quoted`,
  refCopied: (n: number): string => `copied ${plural(n, 'line')} by @@ref`,
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
};

/** C2: the refusal a workspace builds from a parse check that found new syntax errors. */
export function parseRefusal(outcome: ParseOutcome, index: number): Refusal {
  return { index, path: outcome.path, code: 'parse_error', message: parseText.refusedWhy(outcome), next: parseText.refusedNext };
}

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

export const malformedCall = (iface: EditInterface, issues: string[]): Why => ({
  message: `The call does not fit the edit tool's schema: ${issues.join('; ')}.`,
  next: `Send the call in this shape: ${EXPECTED_SHAPES[iface]}`,
});

/** Fixed phrases of the answer (spec §10). */
export const answerText = {
  nothingWritten: 'Nothing was written.',
  atomic: 'A call is applied whole or not at all: resend all its edits, with the refused ones fixed.',
  applied: (files: number): string => `Applied: ${plural(files, 'file')} changed.`,
  notWritten: 'Checked, not written.',
  deleted: 'deleted',
  moreLines: (n: number): string => `... ${plural(n, 'more line')} ...`,
};
