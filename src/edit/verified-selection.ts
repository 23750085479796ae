// The verified-selection engine (spec §2-§6): checks every edit of a call against one snapshot,
// aligns small offsets, expands references, and either plans all changes or refuses the call,
// listing every refused edit (E6). Pure: text in, plan out.
import { placeSpan, type Candidate } from './align.js';
import { noteText, signedOffset, spanText, vsText, type Why } from './messages.js';
import { expandRefs, type VerifiedSpan } from './refs.js';
import { quoteHints } from './similar.js';
import { buildChanges, type ChangeRequest } from './splice.js';
import { newTextLines, splitLines } from './text.js';
import type {
  EngineOptions,
  FileSnapshot,
  Note,
  Plan,
  Refusal,
  RefusalCode,
  ResolvedEdit,
  Snapshot,
  VerifiedEdit,
  VerifiedSelectionCall,
} from './types.js';

export const DEFAULT_ALIGN_WINDOW = 3;

type Checked =
  | { kind: 'refused'; refusal: Refusal; stated?: { start: number; end: number } }
  | { kind: 'create'; path: string; newText: string }
  | { kind: 'delete'; path: string; span: VerifiedSpan }
  | { kind: 'update'; path: string; newText: string; span: VerifiedSpan; note?: Note };

const refuse = (index: number, path: string, code: RefusalCode, why: Why): Refusal => ({
  index,
  path,
  code,
  message: why.message,
  next: why.next,
});

function linesOf(cache: Map<FileSnapshot, string[]>, file: FileSnapshot): string[] {
  let lines = cache.get(file);
  if (!lines) {
    lines = splitLines(file.text).lines;
    cache.set(file, lines);
  }
  return lines;
}

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

function checkEdit(edit: VerifiedEdit, index: number, snapshot: Snapshot, window: number, cache: Map<FileSnapshot, string[]>): Checked {
  const { path } = edit;
  const file = snapshot.get(path) ?? null;
  if (edit.create && edit.delete) return { kind: 'refused', refusal: refuse(index, path, 'malformed', vsText.createAndDelete(path)) };
  if (edit.create) {
    // E5: create takes path and new_text; other fields are ignored.
    if (edit.new_text === undefined)
      return { kind: 'refused', refusal: refuse(index, path, 'malformed', vsText.missingFields(path, ['new_text'])) };
    if (file) return { kind: 'refused', refusal: refuse(index, path, 'exists', vsText.exists(path)) };
    return { kind: 'create', path, newText: edit.new_text };
  }
  if (edit.delete) {
    if (edit.revision === undefined)
      return { kind: 'refused', refusal: refuse(index, path, 'malformed', vsText.missingFields(path, ['revision'])) };
    if (!file) return { kind: 'refused', refusal: refuse(index, path, 'not_found', vsText.notFound(path)) };
    if (edit.revision !== file.revision)
      return { kind: 'refused', refusal: refuse(index, path, 'stale_revision', vsText.staleRevision(path, edit.revision, file.revision)) };
    // The revision verifies the whole file, so its lines may be referenced (a move by delete + create).
    const n = linesOf(cache, file).length;
    return { kind: 'delete', path, span: { index, statedStart: 1, statedEnd: n, start: 1, end: n, startShift: 0, endShift: 0 } };
  }
  const { revision, start_line: start, end_line: end, first_line: first, last_line: last, new_text: newText } = edit;
  if (
    revision === undefined ||
    start === undefined ||
    end === undefined ||
    first === undefined ||
    last === undefined ||
    newText === undefined
  ) {
    const missing = (['revision', 'start_line', 'end_line', 'first_line', 'last_line', 'new_text'] as const).filter(
      (k) => edit[k] === undefined,
    );
    return { kind: 'refused', refusal: refuse(index, path, 'malformed', vsText.missingFields(path, [...missing])) };
  }
  if (!file) return { kind: 'refused', refusal: refuse(index, path, 'not_found', vsText.notFound(path)) };
  const lines = linesOf(cache, file);
  const stated = { start, end };
  const oneLine = start === end && first.trimEnd() === last.trimEnd();
  const hints = (): string[] => [
    ...quoteHints(lines, start, first, 'first_line'),
    ...(oneLine ? [] : quoteHints(lines, end, last, 'last_line')),
  ];
  const refused = (code: RefusalCode, why: Why): Checked => ({ kind: 'refused', refusal: refuse(index, path, code, why), stated });
  if (revision !== file.revision) {
    const why = vsText.staleRevision(path, revision, file.revision);
    return refused('stale_revision', { ...why, message: [why.message, ...hints()].join(' ') });
  }
  if (lines.length === 0) return refused('bad_range', vsText.emptyFile(path));
  if (start > end) return refused('bad_range', vsText.reversedRange(path, start, end));
  const placed = placeSpan(lines, start, end, first, last, window);
  if (placed.kind === 'exact') {
    return { kind: 'update', path, newText, span: { index, statedStart: start, statedEnd: end, start, end, startShift: 0, endShift: 0 } };
  }
  if (placed.kind === 'moved') {
    const c = placed.candidate;
    const span = { index, statedStart: start, statedEnd: end, start: c.start, end: c.end, startShift: c.startShift, endShift: c.endShift };
    return { kind: 'update', path, newText, span, note: moveNote(index, path, c, start, end) };
  }
  if (placed.kind === 'ambiguous')
    return refused('ambiguous_alignment', vsText.ambiguous(path, start, end, placed.candidates.map(candidateText), hints()));
  if (start < 1 || end > lines.length) return refused('bad_range', vsText.outsideFile(path, start, end, lines.length, hints()));
  if (placed.weak) return refused('boundary_mismatch', vsText.weakQuotes(path, start, end, hints()));
  return refused('boundary_mismatch', vsText.boundaryMismatch(path, start, end, hints()));
}

type Claim = { index: number; path: string; whole: boolean; start: number; end: number };

/** E7 and E5: overlapping spans, and a created or deleted file claimed by more than one edit. */
function conflicts(claims: readonly Claim[]): Refusal[] {
  const out = new Map<number, Refusal>();
  const byPath = new Map<string, Claim[]>();
  for (const c of claims) byPath.set(c.path, [...(byPath.get(c.path) ?? []), c]);
  for (const [path, list] of byPath) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i];
        const b = list[j];
        if (!a || !b) continue;
        if (a.whole || b.whole) {
          if (!out.has(a.index)) out.set(a.index, refuse(a.index, path, 'overlap', vsText.pathConflict(path, a.index, b.index)));
          if (!out.has(b.index)) out.set(b.index, refuse(b.index, path, 'overlap', vsText.pathConflict(path, b.index, a.index)));
        } else if (a.start <= b.end && b.start <= a.end) {
          const sa = spanText(a.start, a.end);
          const sb = spanText(b.start, b.end);
          if (!out.has(a.index)) out.set(a.index, refuse(a.index, path, 'overlap', vsText.overlap(path, a.index, sa, b.index, sb)));
          if (!out.has(b.index)) out.set(b.index, refuse(b.index, path, 'overlap', vsText.overlap(path, b.index, sb, a.index, sa)));
        }
      }
    }
  }
  return [...out.values()];
}

/** Plans one verified-selection call against `snapshot` (spec §2-§6). */
export function planVerifiedSelection(call: VerifiedSelectionCall, snapshot: Snapshot, opts: EngineOptions): Plan {
  const window = Number.isFinite(opts.alignWindow) && opts.alignWindow >= 0 ? Math.floor(opts.alignWindow) : DEFAULT_ALIGN_WINDOW;
  const cache = new Map<FileSnapshot, string[]>();
  const checked = call.edits.map((edit, index) => checkEdit(edit, index, snapshot, window, cache));

  const refusals: Refusal[] = [];
  const spans = new Map<string, VerifiedSpan[]>();
  const refused = new Map<string, { start: number; end: number }[]>();
  const created = new Set<string>();
  for (const c of checked) {
    if (c.kind === 'refused') {
      refusals.push(c.refusal);
      if (c.stated && c.refusal.path !== undefined) refused.set(c.refusal.path, [...(refused.get(c.refusal.path) ?? []), c.stated]);
    } else if (c.kind === 'create') created.add(c.path);
    else spans.set(c.path, [...(spans.get(c.path) ?? []), c.span]);
  }

  // F1-F5: references resolve against every span the call verifies, before anything is applied.
  const ctx = { snapshot, spans, refused, created };
  const notes: Note[] = [];
  const req: ChangeRequest = { updates: [], creates: [], deletes: [] };
  const claims: Claim[] = [];
  checked.forEach((c, index) => {
    if (c.kind === 'refused') return;
    if (c.kind === 'delete') {
      req.deletes.push({ index, path: c.path });
      claims.push({ index, path: c.path, whole: true, start: 0, end: 0 });
      return;
    }
    const expanded = expandRefs(newTextLines(c.newText), c.path, ctx);
    if (expanded.ok === false) {
      refusals.push(refuse(index, c.path, 'bad_reference', vsText.badReferences(c.path, expanded.problems)));
      return;
    }
    if (expanded.ok === 'deferred') return;
    if (c.kind === 'update' && c.note) notes.push(c.note);
    if (expanded.refLines > 0) notes.push({ index, path: c.path, kind: 'ref', text: noteText.refCopied(expanded.refLines) });
    if (c.kind === 'create') {
      req.creates.push({ index, path: c.path, newLines: expanded.lines });
      claims.push({ index, path: c.path, whole: true, start: 0, end: 0 });
      return;
    }
    const s = c.span;
    const edit: ResolvedEdit = {
      index,
      path: c.path,
      start: s.start,
      end: s.end,
      newLines: expanded.lines,
      startShift: s.startShift,
      endShift: s.endShift,
      refLines: expanded.refLines,
    };
    req.updates.push(edit);
    claims.push({ index, path: c.path, whole: false, start: s.start, end: s.end });
  });
  refusals.push(...conflicts(claims));

  if (refusals.length > 0) {
    refusals.sort((a, b) => a.index - b.index);
    return { ok: false, changes: [], refusals, notes: [] };
  }
  notes.sort((a, b) => a.index - b.index);
  return { ok: true, changes: buildChanges(snapshot, req), refusals: [], notes };
}
