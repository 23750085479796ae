// Refusal texts of the comparison interfaces (spec §9-§10): every refusal says why and what next.
// Kept apart from src/edit/messages.ts (verified selection) so each interface's wording is visible.

export interface Why {
  message: string;
  next: string;
}

const q = (s: string): string => `\`${s.length > 120 ? `${s.slice(0, 117)}...` : s}\``;

export const msg = {
  badCall: (issues: string): Why => ({
    message: `The call does not fit the tool's schema: ${issues}.`,
    next: 'Send the call again with the fields the tool description lists.',
  }),
  staleRevision: (path: string, given: string, current: string): Why => ({
    message: `${path} changed since you read it: your revision is ${given}, the current revision is ${current}.`,
    next: `Call read_file on ${path} again and redo this edit against the current text.`,
  }),
  missingRevision: (path: string): Why => ({
    message: `The edit of ${path} has no revision, so it cannot be tied to the version of the file you read.`,
    next: `Pass the revision returned by your last read_file of ${path} (for a patch: "revisions": {"${path}": "<revision>"}).`,
  }),
  notFound: (path: string): Why => ({
    message: `${path} does not exist.`,
    next: 'Check the path (list the folder), or create the file with "create": true.',
  }),
  exists: (path: string): Why => ({
    message: `${path} already exists, so it cannot be created.`,
    next: `Read ${path} and edit it instead, or delete it first in a separate call.`,
  }),
  createAndDelete: (): Why => ({
    message: 'An edit cannot both create and delete a file.',
    next: 'Send create and delete as separate edits (or calls).',
  }),
  createExtras: (fields: string): Why => ({
    message: `A create edit takes only path and new_text, but it also has ${fields}.`,
    next: 'Drop those fields, or edit the existing file without "create".',
  }),
  createNoText: (): Why => ({
    message: 'A create edit needs new_text (the whole content of the new file).',
    next: 'Add new_text; use "" for an empty file.',
  }),
  deleteExtras: (fields: string): Why => ({
    message: `A delete edit takes only path and revision, but it also has ${fields}.`,
    next: 'Drop those fields, or send the deletion and the other edit separately.',
  }),
  missingField: (field: string, what: string): Why => ({
    message: `The edit has no ${field}: ${what}.`,
    next: `Add ${field} to the edit.`,
  }),
  emptyOldText: (): Why => ({
    message: 'old_text is empty, so there is nothing to locate.',
    next: 'Quote the exact text to replace (a few whole lines work best), or use "create": true for a new file.',
  }),
  noMatch: (path: string, hint: string): Why => ({
    message: `old_text was not found in ${path}. ${hint}`,
    next: `Copy old_text exactly from a fresh read_file of ${path} (whitespace and indentation count).`,
  }),
  ambiguousMatch: (path: string, lines: number[], more: boolean): Why => ({
    message: more
      ? `old_text occurs more than ${lines.length} times in ${path} (starting at lines ${lines.join(', ')}, ...).`
      : `old_text occurs ${lines.length} times in ${path} (starting at lines ${lines.join(', ')}).`,
    next: 'Add neighbouring lines to old_text so that it occurs exactly once.',
  }),
  badRange: (path: string, start: number, end: number, lineCount: number): Why => ({
    message:
      start > end
        ? `start_line ${start} is after end_line ${end} in ${path}.`
        : `Lines ${start}-${end} are outside ${path}, which has ${lineCount} line${lineCount === 1 ? '' : 's'} (valid: 1 <= start_line <= end_line <= ${lineCount}).`,
    next:
      lineCount === 0
        ? `${path} is empty; give its whole content with write_file instead.`
        : `Re-read ${path} and send a range inside 1-${lineCount}; to insert, replace a neighbouring line and keep it in new_text.`,
  }),
  overlap: (path: string, index: number, span: string, otherIndex: number, otherSpan: string): Why => ({
    message: `Edit ${index} (${span}) overlaps edit ${otherIndex} (${otherSpan}) in ${path}; all edits of one call refer to the file as read.`,
    next: 'Merge the overlapping edits into one edit covering both spans.',
  }),
  pathConflict: (path: string, index: number, otherIndex: number): Why => ({
    message: `Edits ${otherIndex} and ${index} both create, delete or rewrite ${path}.`,
    next: 'Use one edit per created or deleted file, and do not edit a file that the same call creates or deletes.',
  }),
  // ---- patch ---------------------------------------------------------------------------------
  malformed: (line: number, problem: string, text: string): Why => ({
    message: `Malformed patch at line ${line} (${q(text)}): ${problem}.`,
    next: 'Resend the patch in the format: *** Begin Patch, then *** Add File/Delete File/Update File sections, then *** End Patch.',
  }),
  duplicatePath: (path: string): Why => ({
    message: `${path} appears in more than one section of the patch.`,
    next: 'Put all changes of one file into a single *** Update File section (several @@ chunks are fine).',
  }),
  moveTargetExists: (from: string, to: string): Why => ({
    message: `Cannot move ${from} to ${to}: ${to} already exists.`,
    next: `Choose another target, or delete ${to} first in a separate call.`,
  }),
  contextNotFound: (path: string, chunk: number, ctx: string, fromLine: number, hint: string): Why => ({
    message: `Chunk ${chunk} of ${path}: the @@ context ${q(ctx)} was not found at or after line ${fromLine}. ${hint}`,
    next: `Copy the @@ line exactly from a fresh read_file of ${path}; chunks must appear in file order.`,
  }),
  chunkNotFound: (path: string, chunk: number, fromLine: number, eof: boolean, hint: string): Why => ({
    message: eof
      ? `Chunk ${chunk} of ${path} is marked *** End of File, but its context and removed lines are not the last lines of the file. ${hint}`
      : `Chunk ${chunk} of ${path}: its context and removed lines were not found at or after line ${fromLine}. ${hint}`,
    next: `Copy the context (" ") and removed ("-") lines exactly from a fresh read_file of ${path}; chunks must appear in file order.`,
  }),
};

/** Human words for a matching tier (patch notes and hints). */
export const TIER_WORDS = [
  'exactly',
  'ignoring trailing whitespace',
  'ignoring leading and trailing whitespace',
  'after normalising Unicode punctuation',
] as const;
