// The verified-selection engine (spec §2-§6): checks every edit of a call against one snapshot,
// aligns small offsets, expands references, and either plans all changes or refuses the call,
// listing every refused edit (E6). Pure: text in, plan out.
import { placeSpan, type Candidate } from './align.js';
import { PlanBuilder } from './builder.js';
import type { VerifiedSelectionCall, VsEdit } from './call.js';
import { Diffs, guardEdit, guardRefs, offsetsOf, type PlacedEdit } from './guard.js';
import { noteText, reasons, readingText, refusal, withHints, workspaceReasons, type Reason } from './messages.js';
import { expandRefs, type RefLine, type VerifiedSpan } from './refs.js';
import { basesOf, type Base, type BaseOf } from './revisions.js';
import { describeIndent, quoteHints } from './similar.js';
import { linesOf } from './text.js';
import type { EngineOptions, FileSnapshot, Note, Plan, Refusal, RunMemory, Snapshot } from './types.js';
import { describeReindent, forward, indentOf, looseReading, looseRivals, type Reindent } from './whitespace.js';

export const DEFAULT_ALIGN_WINDOW = 3;
/** The widest alignment window a run or `agent-fix apply` may ask for (A1). */
export const MAX_ALIGN_WINDOW = 20;
export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;

type Checked =
  | { kind: 'refused'; refusal: Refusal; stated?: { start: number; end: number } }
  | { kind: 'create'; path: string; newLines: RefLine[] }
  | { kind: 'delete'; path: string; span: VerifiedSpan }
  | {
      kind: 'update';
      path: string;
      newLines: readonly RefLine[];
      span: VerifiedSpan;
      notes: Note[];
      /** B5: uniform indentation changes under which this edit's quotes look wholly shifted (B4 edits only). */
      shift?: Reindent[];
      /** The quoted lines as the file has them, for the call-wide B5 check. */
      quoted: { quote: string; line: string }[];
      /** What the guard checks before the write (spec §11), in the numbering of the named revision. */
      placed: PlacedEdit;
    };

function candidateText(c: Candidate): string {
  if (c.kind === 'aligned') return readingText.aligned(c.start, c.end, c.startShift);
  if (c.kind === 'held') {
    return c.startShift === 0
      ? readingText.held(c.start, c.end, 'start_line', c.endShift)
      : readingText.held(c.start, c.end, 'end_line', c.startShift);
  }
  return readingText.blankMove(c.start, c.end, c.startShift !== 0 ? 'start_line' : 'end_line');
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
    // E5: create takes path and new_text only; anything else means the model meant another edit.
    const extras = SPAN_FIELDS.filter((k) => edit[k] !== undefined);
    if (extras.length > 0) return refused(reasons.createExtras(extras.join(', ')));
    if (edit.newLines === undefined) return refused(reasons.missingFields(path, ['new_text']));
    if (file) return refused(reasons.exists(path));
    return { kind: 'create', path, newLines: edit.newLines };
  }
  const extras = [...SPAN_FIELDS.filter((k) => k !== 'revision' && edit[k] !== undefined), ...(edit.newLines ? ['new_text'] : [])];
  if (extras.length > 0) return refused(reasons.deleteExtras(extras.join(', ')));
  if (edit.revision === undefined) return refused(reasons.missingFields(path, ['revision']));
  if (!file) return refused(reasons.notFound(path));
  if (edit.revision !== file.revision) return refused(reasons.staleRevision(path, edit.revision, file.revision));
  // The revision verifies the whole file, so its lines may be referenced (a move by delete + create).
  const n = linesOf(file).length;
  return { kind: 'delete', path, span: { index, statedStart: 1, statedEnd: n, start: 1, end: n, startShift: 0, endShift: 0 } };
}

const SPAN_FIELDS = ['revision', 'start_line', 'end_line', 'first_line', 'last_line'] as const;

function checkEdit(edit: VsEdit, index: number, snapshot: Snapshot, bases: ReadonlyMap<string, BaseOf>, window: number): Checked {
  const { path } = edit;
  const current = snapshot.get(path) ?? null;
  if (edit.create || edit.delete) return checkWholeFile(edit, index, current);
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
  if (!current) return { kind: 'refused', refusal: refusal(index, path, reasons.notFound(path)) };
  const stated = { start, end };
  const oneLine = start === end && first.trimEnd() === last.trimEnd();
  const hintsIn = (lines: readonly string[]) => (): string[] => [
    ...quoteHints(lines, start, first, 'first_line'),
    ...(oneLine ? [] : quoteHints(lines, end, last, 'last_line')),
  ];
  const refused = (why: Reason): Checked => ({ kind: 'refused', refusal: refusal(index, path, why), stated });
  // I1, I5: the edit is placed in the revision it names, or nowhere.
  const found = bases.get(path);
  if (!found || !found.ok) {
    const why = found && !found.ok ? found.why : 'not_held';
    return refused(withHints(reasons.staleNotHeld(path, revision, current.revision, why), hintsIn(linesOf(current))()));
  }
  const file = found.base.named;
  const lines = linesOf(file);
  const hints = hintsIn(lines);
  if (revision !== file.revision) {
    return refused(withHints(reasons.staleNotHeld(path, revision, current.revision, 'mixed'), hintsIn(linesOf(current))()));
  }
  if (lines.length === 0) return refused(reasons.emptyFile(path));
  if (start > end) return refused(reasons.reversedRange(path, start, end));
  return placeEdit({ index, path, stated, start, end, first, last, newLines, lines, window, hints, refused });
}

/** An update edit with all its fields, in a revision that is held: what placing it in that revision needs. */
interface Placing {
  index: number;
  path: string;
  stated: { start: number; end: number };
  start: number;
  end: number;
  first: string;
  last: string;
  newLines: RefLine[];
  /** The lines of the revision the edit names. */
  lines: readonly string[];
  window: number;
  hints: () => string[];
  refused: (why: Reason) => Checked;
}

/** Places a checked update edit in the revision it names: as stated, aligned, or read loosely (B4); else refuses it. */
function placeEdit(p: Placing): Checked {
  const { index, path, stated, start, end, first, last, newLines, lines, window, hints, refused } = p;
  const asStated = { index, statedStart: start, statedEnd: end, start, end, startShift: 0, endShift: 0 };
  const quotedAt = (s: number, e: number) => [
    { quote: first, line: lines[s - 1] ?? '' },
    { quote: last, line: lines[e - 1] ?? '' },
  ];
  const placedAs = (span: VerifiedSpan, exact: boolean, nl: readonly RefLine[]): PlacedEdit => ({
    index,
    path,
    stated,
    first,
    last,
    span,
    asStated: exact,
    newLines: nl,
  });
  const placed = placeSpan(lines, start, end, first, last, window);
  if (placed.kind === 'exact')
    return {
      kind: 'update',
      path,
      newLines,
      span: asStated,
      notes: [],
      quoted: quotedAt(start, end),
      placed: placedAs(asStated, true, newLines),
    };
  if (placed.kind === 'moved') {
    const c = placed.candidate;
    // B1/B4: the quotes with their indentation ignored are a reading too: at the stated numbers
    // against an alignment (one mistake each), and anywhere up to twice the window against a
    // boundary moved alone across blank lines (A3 is the weaker reading).
    const rivals = looseRivals(lines, start, end, first, last, c.kind === 'aligned' ? 0 : 2 * window, NaN);
    if (rivals.length > 0)
      return refused(
        reasons.ambiguousAlignment(
          path,
          start,
          end,
          [candidateText(c), ...rivals.map((d) => readingText.loose(start + d, end + d, d))],
          hints(),
        ),
      );
    const span = { index, statedStart: start, statedEnd: end, start: c.start, end: c.end, startShift: c.startShift, endShift: c.endShift };
    return {
      kind: 'update',
      path,
      newLines,
      span,
      notes: [moveNote(index, path, c, start, end)],
      quoted: quotedAt(c.start, c.end),
      placed: placedAs(span, false, newLines),
    };
  }
  if (placed.kind === 'ambiguous')
    return refused(reasons.ambiguousAlignment(path, start, end, placed.candidates.map(candidateText), hints()));
  // B4: a quote that differs from its stated line in indentation only still names it.
  const loose = looseReading(lines, start, end, first, last, newLines, window);
  if (loose.kind === 'ok') {
    const notes: Note[] = loose.quotes.map((q) => ({
      index,
      path,
      kind: 'quote_whitespace',
      text: noteText.quoteWhitespace(q.field, q.line, describeIndent(q.fileIndent), describeIndent(q.quoteIndent)),
    }));
    // B5: the whole call was indented differently; its typed lines are shifted back.
    if (loose.reindent) notes.push({ index, path, kind: 'reindented', text: noteText.reindented(describeReindent(loose.reindent)) });
    const quoted = quotedAt(start, end);
    const place = placedAs(asStated, false, loose.newLines);
    const differing = quoted.filter((q) => q.quote.trim() !== '' && indentOf(q.quote) !== indentOf(q.line)).length;
    place.whitespace = { t: loose.reindent, shift: loose.shift, typed: newLines, edges: quoted, lines, differing };
    return { kind: 'update', path, newLines: loose.newLines, span: asStated, notes, shift: loose.shift, quoted, placed: place };
  }
  if (loose.kind === 'unsure') return refused(reasons.indentationUnsure(path, start, end, hints()));
  if (start < 1 || end > lines.length) return refused(reasons.outsideFile(path, start, end, lines.length, hints()));
  if (placed.weak) return refused(reasons.weakQuotes(path, start, end, hints()));
  return refused(reasons.boundaryMismatch(path, start, end, hints()));
}

/**
 * B5 across a call: when one edit's quotes show the whole call shifted in indentation, another
 * edit whose quotes matched exactly but would look the same under that shift (lines at column 0
 * under a lost level) does not show whether its typed lines carry the shift: it is refused, not
 * guessed. An edit with its own evidence (a B4 edit, or a quote the shift would have changed)
 * is left alone.
 */
function unsettledIndentation(checked: readonly Checked[]): Checked[] {
  const shifts = checked.flatMap((c) => (c.kind === 'update' ? (c.shift ?? []) : []));
  if (shifts.length === 0) return [...checked];
  return checked.map((c, index) => {
    if (c.kind !== 'update' || c.shift !== undefined) return c;
    const typed = c.newLines.some((l) => l.kind === 'text' && l.text.trim() !== '');
    const strong = c.quoted.filter((q) => q.quote.trim() !== '');
    const blind = shifts.some((t) => strong.every((q) => forward(t, indentOf(q.line)) === indentOf(q.line)));
    if (!typed || !blind) return c;
    const r = reasons.callIndentationUnsure(c.path, c.span.statedStart, c.span.statedEnd);
    return { kind: 'refused', refusal: refusal(index, c.path, r), stated: { start: c.span.statedStart, end: c.span.statedEnd } };
  });
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

/** Plans one verified-selection call against `snapshot` (spec §2-§6, §11); `memory` serves R-lineage, R-outside and A8. */
export function planVerifiedSelection(call: VerifiedSelectionCall, snapshot: Snapshot, opts: EngineOptions, memory?: RunMemory): Plan {
  const window = Number.isFinite(opts.alignWindow) && opts.alignWindow >= 0 ? Math.floor(opts.alignWindow) : DEFAULT_ALIGN_WINDOW;
  const found = basesOf(call, snapshot, memory);
  const checked = unsettledIndentation(call.edits.map((edit, index) => checkEdit(edit, index, snapshot, found, window)));
  // Spec §11, the one place before the write: each placed span carried to the current file (I2),
  // every revision the model was shown agreeing on it (A8), whitespace repairs settled (I3).
  const bases = new Map<string, Base>([...found].flatMap(([p, f]) => (f.ok ? [[p, f.base] as const] : [])));
  const diffs = new Diffs(memory);
  const carried = new Map<number, { start: number; end: number; notes: Note[] }>();
  const guarded = checked.map((c, index): Checked => {
    if (c.kind !== 'update') return c;
    const g = guardEdit(c.placed, { bases, memory, window }, diffs);
    if (!g.ok) {
      const hints = quoteHints(linesOf(snapshot.get(c.path) as FileSnapshot), c.placed.stated.start, c.placed.first, 'first_line');
      return { kind: 'refused', refusal: refusal(index, c.path, withHints(g.why, hints)), stated: c.placed.stated };
    }
    carried.set(index, { start: g.start, end: g.end, notes: g.notes });
    return { ...c, span: { ...c.span, refOffsets: g.refOffsets } };
  });
  // F1-F5: references resolve against every span the call verifies, numbered as the revisions the
  // edits name, before anything is applied.
  const named: Snapshot = new Map([...snapshot].map(([p, f]) => [p, bases.get(p)?.named ?? f]));
  const ctx = refContext(guarded, named);
  const b = new PlanBuilder(snapshot, 'both');
  // W2 before any copying: what a file's edits may add is bounded by the file size limit.
  const limit = opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const budget = new Map<string, number>();
  guarded.forEach((c, index) => {
    if (c.kind === 'refused') return void b.refusals.push(c.refusal);
    if (c.kind === 'delete') return void b.deletes.push({ index, path: c.path });
    // I4: a reference lies inside at most one stated span and reads the same at every offset it may carry.
    const offsets = c.kind === 'update' ? offsetsOf(c.span) : [0];
    const problems = guardRefs({ index, path: c.path, newLines: c.newLines, offsets }, ctx.spans, (p) => {
      const f = named.get(p);
      return f ? linesOf(f) : undefined;
    });
    if (problems.length > 0) return b.refuse(index, c.path, reasons.badReferences(c.path, problems));
    const left = budget.get(c.path) ?? limit;
    const expanded = expandRefs(c.newLines, c.path, ctx, left);
    if (expanded.ok === 'too_large') return b.refuse(index, c.path, workspaceReasons.writeTooLarge(c.path, limit));
    if (expanded.ok === false) return b.refuse(index, c.path, reasons.badReferences(c.path, expanded.problems));
    if (expanded.ok === 'deferred') return;
    budget.set(c.path, left - expanded.size);
    if (c.kind === 'update') b.notes.push(...(carried.get(index)?.notes ?? []), ...c.notes);
    if (expanded.refLines > 0) b.note(index, c.path, noteText.refCopied(expanded.refLines), 'ref');
    if (c.kind === 'create') return void b.creates.push({ index, path: c.path, newLines: expanded.lines });
    const s = c.span;
    const at = carried.get(index) as { start: number; end: number };
    b.updates.push({
      index,
      path: c.path,
      start: at.start,
      end: at.end,
      newLines: expanded.lines,
      startShift: s.startShift,
      endShift: s.endShift,
      refLines: expanded.refLines,
    });
  });
  return b.finish();
}
