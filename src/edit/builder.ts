// Collects one call's outcome for every interface's planner, so each is held to the same rules:
// revision (E1), create/delete (E5), atomicity (E6) and no overlap within one call (E7, the one
// overlap check of the engine).
import { reasons, refusal, type Reason } from './messages.js';
import { buildChanges } from './splice.js';
import { newTextLines } from './text.js';
import type { FileChange, FileSnapshot, Note, Plan, Refusal, ResolvedEdit, Snapshot } from './types.js';

/** A path the caller did not load counts as absent; callers load every path a call names. */
export function lookup(snapshot: Snapshot, path: string): FileSnapshot | null {
  return snapshot.get(path) ?? null;
}

/**
 * Who is refused when two edits of a call collide. `both`: each of them (verified selection: either
 * may be the mis-numbered one). `later`: the edit with the higher index, or the edit of a span
 * when the other claims the whole file (the comparison interfaces).
 */
export type Blame = 'both' | 'later';

/** What one edit claims of a file: all of it (create, delete, rewrite) or a span (start..end, 1-based). */
interface Claim {
  index: number;
  path: string;
  whole: boolean;
  start: number;
  end: number;
}

/**
 * Spans as half-open line intervals [start-1, end); an insertion (end = start-1) is an empty
 * interval. Two insertions at one point overlap (their order would be a guess).
 */
export function spansOverlap(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  const [alo, ahi, blo, bhi] = [a.start - 1, Math.max(a.start - 1, a.end), b.start - 1, Math.max(b.start - 1, b.end)];
  const aEmpty = alo === ahi;
  const bEmpty = blo === bhi;
  if (aEmpty && bEmpty) return alo === blo;
  if (aEmpty) return blo < alo && alo < bhi;
  if (bEmpty) return alo < blo && blo < ahi;
  return alo < bhi && blo < ahi;
}

/** E5 + E7: a file claimed whole by one edit and touched by another, or two spans that overlap. */
function conflicts(claims: readonly Claim[], blame: Blame): Refusal[] {
  const out = new Map<number, Refusal>();
  const byPath = new Map<string, Claim[]>();
  for (const c of claims) byPath.set(c.path, [...(byPath.get(c.path) ?? []), c]);
  for (const [path, list] of byPath) {
    list.sort((x, y) => x.index - y.index);
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i] as Claim;
        const b = list[j] as Claim;
        if (a.index === b.index) continue;
        const whole = a.whole || b.whole;
        if (!whole && !spansOverlap(a, b)) continue;
        const blamed: [Claim, Claim][] =
          blame === 'both'
            ? [
                [a, b],
                [b, a],
              ]
            : [a.whole !== b.whole ? (a.whole ? [b, a] : [a, b]) : [b, a]];
        for (const [x, y] of blamed) {
          if (out.has(x.index)) continue;
          out.set(
            x.index,
            refusal(x.index, path, whole ? reasons.pathConflict(path, x.index, y.index) : reasons.overlap(path, x.index, x, y.index, y)),
          );
        }
      }
    }
  }
  return [...out.values()];
}

export class PlanBuilder {
  readonly updates: ResolvedEdit[] = [];
  readonly creates: { index: number; path: string; newLines: string[] }[] = [];
  readonly deletes: { index: number; path: string }[] = [];
  /** Changes built by the interface itself (patch moves, whole-file writes). */
  readonly extra: { index: number; change: FileChange }[] = [];
  readonly refusals: Refusal[] = [];
  readonly notes: Note[] = [];

  constructor(
    private readonly snapshot: Snapshot,
    private readonly blame: Blame = 'later',
  ) {}

  refuse(index: number, path: string | undefined, why: Reason): void {
    this.refusals.push(refusal(index, path, why));
  }

  note(index: number, path: string, text: string, kind: Note['kind'] = 'info'): void {
    this.notes.push({ index, path, text, kind });
  }

  /** E1 for every interface (spec §9: the same checks): a revision is required and must be current. */
  checkRevision(index: number, file: FileSnapshot, revision: string | undefined): boolean {
    if (revision === undefined) {
      this.refuse(index, file.path, reasons.missingRevision(file.path));
      return false;
    }
    if (revision === file.revision) return true;
    this.refuse(index, file.path, reasons.staleRevision(file.path, revision, file.revision));
    return false;
  }

  exists(path: string): boolean {
    return Boolean(lookup(this.snapshot, path));
  }

  /** E5 create: refused when the file exists. */
  create(index: number, path: string, newLines: string[]): void {
    if (lookup(this.snapshot, path)) this.refuse(index, path, reasons.exists(path));
    else this.creates.push({ index, path, newLines });
  }

  /** E5 delete: refused when the file is absent or the given revision is stale. */
  delete(index: number, path: string, revision: string | undefined, notFound: Reason = reasons.notFound(path)): void {
    const file = lookup(this.snapshot, path);
    if (!file) this.refuse(index, path, notFound);
    else if (this.checkRevision(index, file, revision)) this.deletes.push({ index, path });
  }

  private claims(): Claim[] {
    const whole = (index: number, path: string): Claim => ({ index, path, whole: true, start: 0, end: 0 });
    return [
      ...this.creates.map((c) => whole(c.index, c.path)),
      ...this.deletes.map((d) => whole(d.index, d.path)),
      ...this.extra.map((x) => whole(x.index, x.change.path)),
      ...this.updates.map((e) => ({ index: e.index, path: e.path, whole: false, start: e.start, end: e.end })),
    ];
  }

  /** E6: every refusal of the call at once, or the changes; a refused call has no changes and no notes. */
  finish(): Plan {
    this.refusals.push(...conflicts(this.claims(), this.blame));
    if (this.refusals.length > 0) {
      const refusals = [...this.refusals].sort((a, b) => a.index - b.index);
      return { ok: false, changes: [], refusals, notes: [] };
    }
    const changes = buildChanges(this.snapshot, { updates: this.updates, creates: this.creates, deletes: this.deletes });
    changes.push(...this.extra.map((x) => x.change));
    const notes = [...this.notes].sort((a, b) => a.index - b.index);
    return { ok: true, changes, refusals: [], notes };
  }
}

/** Which of the named fields are set, as "a, b" (for create/delete refusals). */
function presentFields(edit: object, names: readonly string[]): string {
  return names.filter((n) => (edit as Record<string, unknown>)[n] !== undefined).join(', ');
}

interface FileOp {
  path: string;
  revision?: string | undefined;
  new_text?: string | undefined;
  create?: boolean | undefined;
  delete?: boolean | undefined;
}

/**
 * E5 for the edit-list comparison interfaces: handles a create or delete edit and returns true,
 * or returns false for an ordinary edit. `targetFields` are the interface's locating fields.
 */
export function createOrDelete(b: PlanBuilder, index: number, edit: FileOp, targetFields: readonly string[]): boolean {
  if (!edit.create && !edit.delete) return false;
  if (edit.create && edit.delete) {
    b.refuse(index, edit.path, reasons.createAndDelete(edit.path));
  } else if (edit.create) {
    const extras = presentFields(edit, [...targetFields, 'revision']);
    if (extras) b.refuse(index, edit.path, reasons.createExtras(extras));
    else if (edit.new_text === undefined) b.refuse(index, edit.path, reasons.createNoText());
    else b.create(index, edit.path, newTextLines(edit.new_text));
  } else {
    const extras = presentFields(edit, [...targetFields, 'new_text']);
    if (extras) b.refuse(index, edit.path, reasons.deleteExtras(extras));
    // An absent file is not_found whatever else is missing: that is the more useful answer.
    else b.delete(index, edit.path, edit.revision);
  }
  return true;
}
