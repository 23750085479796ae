// patch (spec §9): the context-addressed `*** Begin Patch` format. Chunks are applied in order,
// each sought forward from the previous one with the Codex matching tiers; every chunk becomes one
// ResolvedEdit in the snapshot's numbering, so the answer can show the changed regions.
// Context lines keep the file's own text: a fuzzy match never rewrites lines the patch left alone.
// Unlike Codex, a chunk that fits more than one place is refused (ambiguous_match), and a chunk
// matched only when indentation is ignored has its added lines re-indented with a note when the
// whole chunk is shifted, taken as they are when a few lines slipped, and refused otherwise.
import { lookup, PlanBuilder } from '../builder.js';
import type { PatchCall } from '../call.js';
import { noteText, reasons, type Reason } from '../messages.js';
import { guardWhitespace } from '../guard.js';
import type { RefLine } from '../refs.js';
import { describeReindent, indentOf, reindentLine, settleFrame } from '../whitespace.js';
import { applyResolved } from '../splice.js';
import { linesOf, splitLines } from '../text.js';
import type { EngineOptions, FileSnapshot, Plan, ResolvedEdit, Snapshot } from '../types.js';
import type { PatchChunk, PatchHunk } from './patch-parse.js';
import { matchesAtTier, seekLines, whereIsIt, type Tier } from './similar.js';

// Enough candidate lines to show where a chunk fits; more would only bloat the answer.
const MAX_LISTED = 20;

/** Plans a patch whose sections normalizeCall has already parsed. */
export function planPatch(call: PatchCall, snapshot: Snapshot, _opts: EngineOptions): Plan {
  const b = new PlanBuilder(snapshot);
  const seen = new Set<string>();
  call.hunks.forEach((hunk, index) => {
    // One snapshot per call (P4): a file may appear in one section only.
    for (const p of new Set(hunk.kind === 'update' && hunk.moveTo !== undefined ? [hunk.path, hunk.moveTo] : [hunk.path])) {
      if (seen.has(p)) return b.refuse(index, p, reasons.duplicatePath(p));
      seen.add(p);
    }
    planHunk(b, snapshot, index, hunk, call.revisions[hunk.path]);
  });
  return b.finish();
}

function planHunk(b: PlanBuilder, snapshot: Snapshot, index: number, hunk: PatchHunk, revision: string | undefined): void {
  if (hunk.kind === 'add') return b.create(index, hunk.path, hunk.lines);
  if (hunk.kind === 'delete') return b.delete(index, hunk.path, revision, reasons.notFound(hunk.path, 'patch'));
  const file = lookup(snapshot, hunk.path);
  if (!file) return b.refuse(index, hunk.path, reasons.notFound(hunk.path, 'patch'));
  if (!b.checkRevision(index, file, revision)) return;
  const lines = linesOf(file);
  const edits: ResolvedEdit[] = [];
  let pos = 0;
  for (const [j, chunk] of hunk.chunks.entries()) {
    const r = resolveChunk(lines, chunk, pos);
    if ('why' in r) return b.refuse(index, hunk.path, r.why(hunk.path, j + 1));
    for (const n of r.notes) b.note(index, hunk.path, noteText.chunk(j + 1, n));
    if (r.reindented) b.note(index, hunk.path, noteText.chunk(j + 1, r.reindented), 'reindented');
    const edit: ResolvedEdit = {
      index,
      path: hunk.path,
      start: r.at + 1,
      end: r.at + r.oldCount,
      newLines: r.newLines,
      startShift: 0,
      endShift: 0,
      refLines: 0,
    };
    // Two insertions at one point would be spliced in reverse order: join them.
    const twin = r.oldCount === 0 ? edits.find((e) => e.end < e.start && e.start === edit.start) : undefined;
    if (twin) twin.newLines.push(...edit.newLines);
    else edits.push(edit);
    pos = r.next;
  }
  if (hunk.moveTo === undefined || hunk.moveTo === hunk.path) {
    b.updates.push(...edits);
    return;
  }
  if (lookup(snapshot, hunk.moveTo)) return b.refuse(index, hunk.moveTo, reasons.moveTargetExists(hunk.path, hunk.moveTo));
  b.deletes.push({ index, path: hunk.path });
  b.extra.push({ index, change: movedChange(file, hunk.moveTo, index, edits) });
  b.note(index, hunk.moveTo, noteText.movedFrom(hunk.path));
}

/** The moved file keeps its BOM, EOL style and final-newline state; it shows as a whole new file. */
function movedChange(file: FileSnapshot, to: string, index: number, edits: ResolvedEdit[]) {
  const after = applyResolved(file, edits);
  const newLines = splitLines(after).lines;
  return {
    path: to,
    kind: 'create' as const,
    before: null,
    after,
    bom: file.bom,
    edits: [{ index, path: to, start: 1, end: 0, newLines, startShift: 0, endShift: 0, refLines: 0 }],
  };
}

/** `next`: where the following chunk's search starts. */
type Resolved =
  | { at: number; oldCount: number; newLines: string[]; notes: string[]; next: number; reindented?: string }
  | { why: (path: string, chunk: number) => Reason };

function resolveChunk(lines: readonly string[], chunk: PatchChunk, from: number): Resolved {
  const notes: string[] = [];
  let pos = from;
  for (const ctx of chunk.contexts) {
    const hit = seekLines(lines, [ctx], pos);
    if (!hit) return { why: (path, n) => reasons.contextNotFound(path, n, ctx, pos + 1, whereIsIt(lines, [ctx], pos)) };
    if (hit.tier > 0) notes.push(noteText.contextFound(hit.at + 1, hit.tier));
    pos = hit.at + 1;
  }
  let ops = chunk.lines;
  if (!ops.some((l) => l.op !== '+')) {
    // Pure addition: after the @@ context if there is one, else at the end of the file without
    // moving the search position (as Codex does).
    const anchored = chunk.contexts.length > 0 && !chunk.eof;
    const at = anchored ? pos : lines.length;
    return { at, oldCount: 0, newLines: ops.map((l) => l.text), notes, next: pos };
  }
  let hit = seek(lines, ops, pos, chunk.eof);
  // Codex retry: blank lines at a chunk's end are often separators, not empty context lines.
  while (!hit && ops.length > 0 && ops[ops.length - 1]?.bare) {
    ops = ops.slice(0, -1);
    hit = seek(lines, ops, pos, chunk.eof);
  }
  if (!hit) {
    const old = chunk.lines.filter((l) => l.op !== '+').map((l) => l.text);
    return { why: (path, n) => reasons.chunkNotFound(path, n, pos + 1, chunk.eof, whereIsIt(lines, old, pos)) };
  }
  const { at, tier, oldCount } = hit;
  if (hit.others.length > 0) {
    const where = [at, ...hit.others].slice(0, MAX_LISTED).map((x) => x + 1);
    const more = hit.others.length + 1 > MAX_LISTED;
    return { why: (path, n) => reasons.ambiguousContext(path, n, pos + 1, where, more) };
  }
  if (tier > 0) notes.push(noteText.chunkMatched(at, oldCount, tier));
  // Matched ignoring indentation (tiers 2-3): whose indentation are the added lines in?
  let shift: ((line: string) => string) | null = null;
  let reindented: string | undefined;
  if (tier >= 2) {
    // The added lines' edges are compared with the file lines they replace (or, for a pure
    // addition, the nearest line above that is not blank).
    const pairs: { file: string; model: string }[] = [];
    let first: string | undefined;
    let last: string | undefined;
    let k = at;
    for (const l of ops) {
      if (l.op === '+') {
        let above = k - 1;
        while (above > 0 && (lines[above] ?? '').trim() === '') above--;
        first ??= indentOf(lines[above] ?? '');
        last ??= first;
        continue;
      }
      if (l.op === '-' && (lines[k] ?? '').trim() !== '') {
        first ??= indentOf(lines[k] ?? '');
        last = indentOf(lines[k] ?? '');
      }
      pairs.push({ file: lines[k] ?? '', model: l.text });
      k++;
    }
    const frame = settleFrame(
      pairs,
      ops.filter((l) => l.op === '+').map((l) => l.text),
      first === undefined ? null : { first, last: last ?? first },
    );
    if (frame.kind === 'unsure') return { why: (path, n) => reasons.patchIndentation(path, n, at + 1, oldCount) };
    // I3, checked here as for verified selection: a certain shift, typed edges that do not carry a slip.
    const removed = pairs.filter((_, i) => ops.filter((l) => l.op !== '+')[i]?.op === '-');
    const edgePairs =
      removed.length === 0 ? [] : [removed[0], removed[removed.length - 1]].map((p) => ({ quote: p?.model ?? '', line: p?.file ?? '' }));
    const typed = ops.filter((l) => l.op === '+').map((l): RefLine => ({ kind: 'text', text: l.text }));
    const differing = pairs.filter((p) => p.model.trim() !== '' && indentOf(p.model) !== indentOf(p.file)).length;
    const unsafe = guardWhitespace({
      t: frame.kind === 'shifted' ? frame.t : null,
      shift: frame.shift,
      typed,
      edges: edgePairs,
      lines,
      differing,
    });
    if (unsafe) return { why: (path, n) => reasons.patchIndentationNotCertain(path, n, at + 1, oldCount, unsafe) };
    if (frame.kind === 'shifted') {
      const t = frame.t;
      shift = (line) => reindentLine(t, line) ?? line;
      reindented = noteText.patchReindented(describeReindent(t));
    }
  }
  const newLines: string[] = [];
  let k = at;
  for (const l of ops) {
    if (l.op === '+') newLines.push(shift ? shift(l.text) : l.text);
    else if (l.op === ' ') newLines.push(lines[k++] ?? l.text);
    else k++;
  }
  return { at, oldCount, newLines, notes, next: at + oldCount, ...(reindented ? { reindented } : {}) };
}

/** Where the chunk's old lines are from `from` on: the first match, and the other places it fits at that tier. */
function seek(
  lines: readonly string[],
  ops: readonly { op: string; text: string }[],
  from: number,
  eof: boolean,
): { at: number; tier: Tier; oldCount: number; others: number[] } | null {
  const old = ops.filter((l) => l.op !== '+').map((l) => l.text);
  if (old.length === 0) return null;
  const hit = seekLines(lines, old, from, { eof });
  if (!hit) return null;
  const others = eof ? [] : matchesAtTier(lines, old, hit.at + 1, hit.tier, MAX_LISTED);
  return { ...hit, oldCount: old.length, others };
}
