// The verified-selection engine (spec §2-§6): checks every edit of a call against one snapshot,
// aligns small offsets, expands references, and either plans all changes or refuses the call,
// listing every refused edit (E6). Pure: text in, plan out.
import { placeSpan, type Candidate } from './align.js';
import { PlanBuilder } from './builder.js';
import type { VerifiedSelectionCall, VsEdit } from './call.js';
import { noteText, reasons, refusal, signedOffset, spanText, withHints, type Reason } from './messages.js';
import { expandRefs, type RefLine, type VerifiedSpan } from './refs.js';
import { quoteHints } from './similar.js';
import { linesOf } from './text.js';
import type { EngineOptions, FileSnapshot, Note, Plan, Refusal, Snapshot } from './types.js';

export const DEFAULT_ALIGN_WINDOW = 3;
/** The widest alignment window a run or `agent-fix apply` may ask for (A1). */
export const MAX_ALIGN_WINDOW = 20;

type Checked =
  | { kind: 'refused'; refusal: Refusal; stated?: { start: number; end: number } }
  | { kind: 'create'; path: string; newLines: RefLine[] }
  | { kind: 'delete'; path: string; span: VerifiedSpan }
  | { kind: 'update'; path: string; newLines: RefLine[]; span: VerifiedSpan; note?: Note };

function candidateText(c: Candidate): string {
  if (c.kind === 'aligned') return `${spanText(c.start, c.end)} (offset ${signedOffset(c.startShift)})`;
  return `${spanText(c.start, c.end)} (${c.startShift !== 0 ? 'start_line' : 'end_line'} moved across blank lines)`;
}

function moveNote(index: number, path: string, c: Candidate, start: number, end: number): Note {
  if (c.kind === 'aligned') return { index, path, kind: 'aligned', text: noteText.aligned(c.startShift, c.start, c.end, start, end) };
  const which = c.startShift !== 0 ? 'start_line' : 'end_line';
  const [from, to] = c.startShift !== 0 ? [start, c.start] : [end, c.end];
  return { index, path, kind: 'blank_move', text: noteText.blankMove(which, from, to, c.start, c.end) };
}

/** E5: a create or delete edit. */
function checkWholeFile(edit: VsEdit, index: number, file: FileSnapshot | null): Checked {
  const { path } = edit;
  const refused = (why: Reason): Checked => ({ kind: 'refused', refusal: refusal(index, path, why) });
  if (edit.create && edit.delete) return refused(reasons.createAndDelete(path));
  if (edit.create) {
    // E5: create takes path and new_text; other fields are ignored.
    if (edit.newLines === undefined) return refused(reasons.missingFields(path, ['new_text']));
    if (file) return refused(reasons.exists(path));
    return { kind: 'create', path, newLines: edit.newLines };
  }
  if (edit.revision === undefined) return refused(reasons.missingFields(path, ['revision']));
  if (!file) return refused(reasons.notFound(path));
  if (edit.revision !== file.revision) return refused(reasons.staleRevision(path, edit.revision, file.revision));
  // The revision verifies the whole file, so its lines may be referenced (a move by delete + create).
  const n = linesOf(file).length;
  return { kind: 'delete', path, span: { index, statedStart: 1, statedEnd: n, start: 1, end: n, startShift: 0, endShift: 0 } };
}

const SPAN_FIELDS = ['revision', 'start_line', 'end_line', 'first_line', 'last_line'] as const;

function checkEdit(edit: VsEdit, index: number, snapshot: Snapshot, window: number): Checked {
  const { path } = edit;
  const file = snapshot.get(path) ?? null;
  if (edit.create || edit.delete) return checkWholeFile(edit, index, file);
  const { revision, start_line: start, end_line: end, first_line: first, last_line: last, newLines } = edit;
  if (
    revision === undefined ||
    start === undefined ||
    end === undefined ||
    first === undefined ||
    last === undefined ||
    newLines === undefined
  ) {
    const missing = [...SPAN_FIELDS.filter((k) => edit[k] === undefined), ...(newLines === undefined ? ['new_text'] : [])];
    return { kind: 'refused', refusal: refusal(index, path, reasons.missingFields(path, missing)) };
  }
  if (!file) return { kind: 'refused', refusal: refusal(index, path, reasons.notFound(path)) };
  const lines = linesOf(file);
  const stated = { start, end };
  const oneLine = start === end && first.trimEnd() === last.trimEnd();
  const hints = (): string[] => [
    ...quoteHints(lines, start, first, 'first_line'),
    ...(oneLine ? [] : quoteHints(lines, end, last, 'last_line')),
  ];
  const refused = (why: Reason): Checked => ({ kind: 'refused', refusal: refusal(index, path, why), stated });
  if (revision !== file.revision) return refused(withHints(reasons.staleRevision(path, revision, file.revision), hints()));
  if (lines.length === 0) return refused(reasons.emptyFile(path));
  if (start > end) return refused(reasons.reversedRange(path, start, end));
  const placed = placeSpan(lines, start, end, first, last, window);
  if (placed.kind === 'exact') {
    return { kind: 'update', path, newLines, span: { index, statedStart: start, statedEnd: end, start, end, startShift: 0, endShift: 0 } };
  }
  if (placed.kind === 'moved') {
    const c = placed.candidate;
    const span = { index, statedStart: start, statedEnd: end, start: c.start, end: c.end, startShift: c.startShift, endShift: c.endShift };
    return { kind: 'update', path, newLines, span, note: moveNote(index, path, c, start, end) };
  }
  if (placed.kind === 'ambiguous')
    return refused(reasons.ambiguousAlignment(path, start, end, placed.candidates.map(candidateText), hints()));
  if (start < 1 || end > lines.length) return refused(reasons.outsideFile(path, start, end, lines.length, hints()));
  if (placed.weak) return refused(reasons.weakQuotes(path, start, end, hints()));
  return refused(reasons.boundaryMismatch(path, start, end, hints()));
}

/** F3: the spans references may copy from, and the stated spans of refused edits (references into them wait). */
function refContext(checked: readonly Checked[], snapshot: Snapshot) {
  const spans = new Map<string, VerifiedSpan[]>();
  const refused = new Map<string, { start: number; end: number }[]>();
  const created = new Set<string>();
  for (const c of checked) {
    if (c.kind === 'refused') {
      if (c.stated && c.refusal.path !== undefined) refused.set(c.refusal.path, [...(refused.get(c.refusal.path) ?? []), c.stated]);
    } else if (c.kind === 'create') created.add(c.path);
    else spans.set(c.path, [...(spans.get(c.path) ?? []), c.span]);
  }
  return { snapshot, spans, refused, created };
}

/** Plans one verified-selection call against `snapshot` (spec §2-§6). */
export function planVerifiedSelection(call: VerifiedSelectionCall, snapshot: Snapshot, opts: EngineOptions): Plan {
  const window = Number.isFinite(opts.alignWindow) && opts.alignWindow >= 0 ? Math.floor(opts.alignWindow) : DEFAULT_ALIGN_WINDOW;
  const checked = call.edits.map((edit, index) => checkEdit(edit, index, snapshot, window));
  // F1-F5: references resolve against every span the call verifies, before anything is applied.
  const ctx = refContext(checked, snapshot);
  const b = new PlanBuilder(snapshot, 'both');
  checked.forEach((c, index) => {
    if (c.kind === 'refused') return void b.refusals.push(c.refusal);
    if (c.kind === 'delete') return void b.deletes.push({ index, path: c.path });
    const expanded = expandRefs(c.newLines, c.path, ctx);
    if (expanded.ok === false) return b.refuse(index, c.path, reasons.badReferences(c.path, expanded.problems));
    if (expanded.ok === 'deferred') return;
    if (c.kind === 'update' && c.note) b.notes.push(c.note);
    if (expanded.refLines > 0) b.note(index, c.path, noteText.refCopied(expanded.refLines), 'ref');
    if (c.kind === 'create') return void b.creates.push({ index, path: c.path, newLines: expanded.lines });
    const s = c.span;
    b.updates.push({
      index,
      path: c.path,
      start: s.start,
      end: s.end,
      newLines: expanded.lines,
      startShift: s.startShift,
      endShift: s.endShift,
      refLines: expanded.refLines,
    });
  });
  return b.finish();
}
