// The one place where the invariants of spec §11 are checked, just before the write: every edit
// has been placed (in the revision it names, I1), its references and whitespace repairs are
// settled, and nothing has been copied or spliced yet. Each check is a predicate of invariants.ts.
// A refusal here names its rule and the one-retry fix (re-read, then quote the current lines).
import type { VerifiedSpan, RefLine } from './refs.js';
import { carrySpan, edgeCarriesSlip, preimages, readingsIn, refHomes, refReadings, shiftShown, typedAsFileAllowed } from './invariants.js';
import { lineDiff, type DiffHunk } from './line-diff.js';
import { noteText, reasons, refProblem, spanText, type Reason } from './messages.js';
import type { Base } from './revisions.js';
import { linesOf, splitLines } from './text.js';
import type { FileSnapshot, Note, RunMemory } from './types.js';
import { describeReindent, indentOf, type Reindent } from './whitespace.js';

/** What a whitespace repair (B4, B5, patch) rests on, for I3. */
export interface WhitespaceRepair {
  /** new_text taken as typed (the file's indentation), or shifted back by `t`. */
  t: Reindent | null;
  /** Uniform changes under which the quotes read as the whole call shifted (none quoted exactly that they would alter). */
  shift: readonly Reindent[];
  /** The lines as sent (references not expanded). */
  typed: readonly RefLine[];
  /** The quote (or patch line) at each edge of the span and the file line it stands for: first, then last. */
  edges: readonly { quote: string; line: string }[];
  /** The lines of the file the repair writes into. */
  lines: readonly string[];
  /** How many quoted (or patch context and removed) lines differ from the file in indentation. */
  differing: number;
}

/** One placed update of a verified-selection call, in the numbering of the revision it names. */
export interface PlacedEdit {
  index: number;
  path: string;
  stated: { start: number; end: number };
  first: string;
  last: string;
  span: VerifiedSpan;
  /** B2: the quotes held at the stated numbers of the named revision. */
  asStated: boolean;
  newLines: readonly RefLine[];
  whitespace?: WhitespaceRepair;
}

/** `refOffsets`: where the edit's numbers may be read (I4, see VerifiedSpan). */
export type Guarded = { ok: true; start: number; end: number; notes: Note[]; refOffsets: number[] } | { ok: false; why: Reason };

const alphabets = new WeakMap<readonly string[], Set<string>>();

/** I3: the file's own indentation alphabet: the leading whitespace of its non-blank lines. */
function alphabetOf(lines: readonly string[]): Set<string> {
  let a = alphabets.get(lines);
  if (!a) {
    a = new Set(lines.flatMap((l) => (l.trim() === '' ? [] : [indentOf(l)])));
    alphabets.set(lines, a);
  }
  return a;
}

/** I3 for one repair: the reason it may not be written, or null. */
export function guardWhitespace(w: WhitespaceRepair): string | null {
  // Lines copied by @@ref are the file's own; with nothing typed there is nothing to settle.
  if (!w.typed.some((l) => l.kind === 'text' && l.text.trim() !== '')) return null;
  if (w.t) {
    if (!shiftShown(w.differing))
      return `only one quoted line shows the shift (${describeReindent(w.t)}), and a slip of that one line reads the same`;
    const alphabet = alphabetOf(w.lines);
    for (const l of w.typed) {
      if (l.kind !== 'text' || l.text.trim() === '') continue;
      const from = preimages(w.t, indentOf(l.text), alphabet);
      if (from.length !== 1)
        return `shifting new_text back (${describeReindent(w.t)}) is not one certain indentation for a line typed with ${JSON.stringify(indentOf(l.text))}: this file's own indentation has ${from.length === 0 ? 'none' : from.map((x) => JSON.stringify(x)).join(' and ')} for it`;
    }
    return null;
  }
  const indents = w.typed.flatMap((l) => (l.kind === 'text' && l.text.trim() !== '' ? [indentOf(l.text)] : []));
  if (!typedAsFileAllowed(w.shift, indents))
    return `the quotes read as the whole call shifted (${describeReindent(w.shift[0] as Reindent)}) and nothing in the call shows new_text is not: typed lines that match the file's indentation are what a call re-indented by that shift looks like too`;
  const typed = w.typed;
  const ends = [typed[0], typed[typed.length - 1]];
  for (const [k, edge] of ends.entries()) {
    const q = w.edges[k];
    if (!q || edge?.kind !== 'text') continue;
    if (edgeCarriesSlip(edge.text, q.quote, q.line))
      return `new_text's ${k === 0 ? 'first' : 'last'} line has the indentation of the ${k === 0 ? 'first_line' : 'last_line'} quote, not of the file line it stands for`;
  }
  return null;
}

/** Diffs from each revision the model was shown to the current file, computed once per call. */
class Diffs {
  private readonly cache = new Map<string, DiffHunk[] | null>();

  constructor(private readonly memory: RunMemory | undefined) {}

  /** The lines of `revision` of `path` and the diff to `current`; undefined when not held. */
  of(path: string, revision: string, current: FileSnapshot): { lines: string[]; diff: DiffHunk[] | null } | undefined {
    if (revision === current.revision) return { lines: [...linesOf(current)], diff: null };
    const text = this.memory?.textOf(path, revision);
    if (text === undefined) return undefined;
    const key = `${path}\u0000${revision}`;
    const lines = splitLines(text).lines;
    if (!this.cache.has(key)) this.cache.set(key, lineDiff(lines, linesOf(current)));
    return { lines, diff: this.cache.get(key) ?? null };
  }

  /** Whether the diff of a held revision exists (null diff for a held, different revision means unbounded). */
  bounded(path: string, revision: string, current: FileSnapshot): boolean {
    return revision === current.revision || this.cache.get(`${path}\u0000${revision}`) !== null;
  }
}

export interface GuardContext {
  bases: ReadonlyMap<string, Base>;
  memory: RunMemory | undefined;
  window: number;
}

/**
 * I1-I3 for one placed update: its span carried to the current file (I2), every revision the
 * model was shown that could have supplied its numbers and quotes agreeing on the lines written
 * (A8), and its whitespace repair (I3). The span it returns is in the current numbering.
 */
export function guardEdit(e: PlacedEdit, ctx: GuardContext, diffs: Diffs): Guarded {
  const base = ctx.bases.get(e.path);
  if (!base) throw new Error(`internal: no base for ${e.path}`);
  const { named, current } = base;
  const carried = carrySpan(base.diff, e.span.start, e.span.end);
  if ('changed' in carried)
    return {
      ok: false,
      why: reasons.changedSince(
        e.path,
        named.revision,
        current.revision,
        e.span,
        carried.changed,
        base.lineage === 'own' ? 'own' : 'outside',
      ),
    };
  // A8: any other revision the model was shown may have supplied the numbers and quotes; when the
  // quotes hold as stated in the named revision, only its stated numbers (a miscount onto lines
  // holding the quotes cannot be told from them). Each such reading must name the lines written.
  // Every reading that names the lines written, with the mistakes it needs (a miscount: one): its
  // numbers read as stated there are this many lines from the stated ones here (I4).
  const d = e.span.startShift === e.span.endShift ? e.span.startShift : 0;
  const readings = [{ asStated: 0, cost: d === 0 ? 0 : 1 }];
  for (const rev of ctx.memory?.seen(e.path) ?? []) {
    if (rev === named.revision) continue;
    const held = diffs.of(e.path, rev, current);
    if (!held) continue;
    // Up to twice the window, as A7 looks for a look-alike one miscount further in the named revision.
    for (const r of readingsIn(held.lines, e.stated.start, e.stated.end, e.first, e.last, 2 * ctx.window, e.asStated)) {
      const now = !diffs.bounded(e.path, rev, current) ? null : carrySpan(held.diff, r.start, r.end);
      const at = now && 'start' in now ? now : null;
      if (at && at.start === carried.start && at.end === carried.end) {
        const dX = r.start - e.stated.start;
        readings.push({ asStated: d - dX, cost: dX === 0 ? 0 : 1 });
        continue;
      }
      return { ok: false, why: reasons.memoryReading(e.path, rev, r, at, carried, current.revision, []) };
    }
  }
  if (e.whitespace) {
    const why = guardWhitespace(e.whitespace);
    if (why) return { ok: false, why: reasons.indentationNotCertain(e.path, e.stated.start, e.stated.end, why) };
  }
  const notes: Note[] = [];
  if (base.diff) {
    const text =
      base.lineage === 'own'
        ? noteText.rebased(named.revision, e.span.start, e.span.end, carried.start, carried.end)
        : noteText.carriedOutside(named.revision, e.span.start, e.span.end, carried.start, carried.end);
    notes.push({ index: e.index, path: e.path, kind: base.lineage === 'own' ? 'info' : 'outside_change', text });
  }
  const least = Math.min(...readings.map((r) => r.cost));
  const refOffsets = [...new Set([d, ...readings.filter((r) => r.cost === least).map((r) => r.asStated)])];
  return { ok: true, start: carried.start, end: carried.end, notes, refOffsets };
}

export interface RefOwner {
  index: number;
  path: string;
  newLines: readonly RefLine[];
  /** Where the edit's own numbers may be read (its span's refOffsets; [0] for a created file). */
  offsets: readonly number[];
}

/**
 * I4 for one edit's references: each lies inside the stated span of at most one edit of its
 * file, and copies the same lines as stated and moved by every offset its numbers may carry (its
 * home span's alignment, and the alignment of the edit that holds it). Problems, or none.
 */
export function guardRefs(
  owner: RefOwner,
  spans: ReadonlyMap<string, readonly VerifiedSpan[]>,
  namedLines: (path: string) => readonly string[] | undefined,
): string[] {
  const problems: string[] = [];
  for (const l of owner.newLines) {
    if (l.kind !== 'ref') continue;
    const path = l.path ?? owner.path;
    const list = spans.get(path) ?? [];
    const homes = refHomes(list, l.a, l.b);
    if (homes.length > 1) {
      problems.push(
        refProblem.twoHomes(
          l.raw,
          path,
          homes.map((h) => spanText(h.statedStart, h.statedEnd)),
        ),
      );
      continue;
    }
    const home = homes[0];
    const lines = namedLines(path);
    if (!home || !lines) continue;
    // The numbers are read where their span's readings put them (moved with it, or as stated in
    // each revision read with the fewest mistakes), or carry the offset of the edit holding them.
    const offsets = [...new Set([...offsetsOf(home), ...(path === owner.path ? owner.offsets : [])])];
    if (offsets.length === 1) continue;
    // Offsets at which no verified span holds the lines are no reading (nothing may be copied from
    // there); those that can be read must agree. Moved with its span it must be readable (F3).
    const texts = refReadings(lines, list, l.a, l.b, offsets).filter((t): t is string => t !== null);
    if (new Set(texts).size > 1) problems.push(refProblem.readsDifferently(l.raw, path, offsets));
  }
  return problems;
}

/** Where a span's numbers may be read: as the guard found (updates), else as stated and moved by its alignment. */
export function offsetsOf(s: VerifiedSpan): readonly number[] {
  if (s.refOffsets) return s.refOffsets;
  const d = s.startShift === s.endShift ? s.startShift : 0;
  return d === 0 ? [0] : [0, d];
}

export { Diffs };
