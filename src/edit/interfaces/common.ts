// Shared checks of the comparison interfaces, so each one is held to the same rules as verified
// selection: revision (E1), create/delete (E5), atomicity (E6), overlap within one call (E7).
import type { ZodType } from 'zod';
import { buildChanges } from '../splice.js';
import { newTextLines } from '../text.js';
import type { FileChange, FileSnapshot, Note, Plan, Refusal, RefusalCode, ResolvedEdit, Snapshot } from '../types.js';
import { msg, type Why } from './messages.js';

/** A path the caller did not load counts as absent; callers load every path a call names. */
export function lookup(snapshot: Snapshot, path: string): FileSnapshot | null {
  return snapshot.get(path) ?? null;
}

/** Validates a call against its zod schema; the refusal lists the issues. */
export function parseCall<T>(schema: ZodType<T>, call: unknown): { ok: true; value: T } | { ok: false; refusal: Refusal } {
  const r = schema.safeParse(call);
  if (r.success) return { ok: true, value: r.data };
  const issues = r.error.issues.map((i) => `${i.path.map(String).join('.') || '(call)'}: ${i.message}`).join('; ');
  return { ok: false, refusal: { index: -1, code: 'malformed', ...msg.badCall(issues) } };
}

const spanText = (e: ResolvedEdit): string => (e.end < e.start ? `insertion before line ${e.start}` : `lines ${e.start}-${e.end}`);

/** Collects one call's outcome; `finish` enforces E6 (all or nothing) and E7 (no overlap). */
export class PlanBuilder {
  readonly updates: ResolvedEdit[] = [];
  readonly creates: { index: number; path: string; newLines: string[] }[] = [];
  readonly deletes: { index: number; path: string }[] = [];
  /** Changes built by the interface itself (patch moves, whole-file writes). */
  readonly extra: { index: number; change: FileChange }[] = [];
  readonly refusals: Refusal[] = [];
  readonly notes: Note[] = [];

  constructor(private readonly snapshot: Snapshot) {}

  refuse(index: number, path: string | undefined, code: RefusalCode, why: Why): void {
    this.refusals.push({ index, ...(path === undefined ? {} : { path }), code, message: why.message, next: why.next });
  }

  note(index: number, path: string, text: string, kind: Note['kind'] = 'info'): void {
    this.notes.push({ index, path, text, kind });
  }

  /** E1: refuses and returns false when `revision` is given and stale. */
  /** E1 for every interface (spec §9: the same checks): a revision is required and must be current. */
  checkRevision(index: number, file: FileSnapshot, revision: string | undefined): boolean {
    if (revision === undefined) {
      this.refuse(index, file.path, 'malformed', msg.missingRevision(file.path));
      return false;
    }
    if (revision === file.revision) return true;
    this.refuse(index, file.path, 'stale_revision', msg.staleRevision(file.path, revision, file.revision));
    return false;
  }

  exists(path: string): boolean {
    return Boolean(lookup(this.snapshot, path));
  }

  /** E5 create: refused when the file exists. */
  create(index: number, path: string, newLines: string[]): void {
    if (lookup(this.snapshot, path)) this.refuse(index, path, 'exists', msg.exists(path));
    else this.creates.push({ index, path, newLines });
  }

  /** E5 delete: refused when the file is absent or the given revision is stale. */
  delete(index: number, path: string, revision: string | undefined): void {
    const file = lookup(this.snapshot, path);
    if (!file) this.refuse(index, path, 'not_found', msg.notFound(path));
    else if (this.checkRevision(index, file, revision)) this.deletes.push({ index, path });
  }

  private checkConflicts(): void {
    // A path created, deleted or rewritten whole may not be touched by any other edit of the call.
    const whole = new Map<string, number>();
    const claim = (path: string, index: number): void => {
      const other = whole.get(path);
      if (other !== undefined) this.refuse(index, path, 'overlap', msg.pathConflict(path, index, other));
      else whole.set(path, index);
    };
    for (const c of this.creates) claim(c.path, c.index);
    for (const d of this.deletes) claim(d.path, d.index);
    for (const x of this.extra) claim(x.change.path, x.index);
    const byPath = new Map<string, ResolvedEdit[]>();
    for (const e of this.updates) {
      const other = whole.get(e.path);
      if (other !== undefined && other !== e.index) this.refuse(e.index, e.path, 'overlap', msg.pathConflict(e.path, e.index, other));
      byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
    }
    for (const [path, edits] of byPath) {
      const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
      for (let i = 1; i < sorted.length; i++) {
        const cur = sorted[i] as ResolvedEdit;
        for (let j = 0; j < i; j++) {
          const prev = sorted[j] as ResolvedEdit;
          if (spansOverlap(prev, cur) && prev.index !== cur.index) {
            const [first, second] = prev.index < cur.index ? [prev, cur] : [cur, prev];
            this.refuse(second.index, path, 'overlap', msg.overlap(path, second.index, spanText(second), first.index, spanText(first)));
            break;
          }
        }
      }
    }
  }

  finish(): Plan {
    this.checkConflicts();
    if (this.refusals.length > 0) {
      const refusals = [...this.refusals].sort((a, b) => a.index - b.index);
      return { ok: false, changes: [], refusals, notes: this.notes };
    }
    const changes = buildChanges(this.snapshot, { updates: this.updates, creates: this.creates, deletes: this.deletes });
    changes.push(...this.extra.map((x) => x.change));
    return { ok: true, changes, refusals: [], notes: this.notes };
  }
}

/**
 * Spans as half-open line intervals [start-1, end); an insertion (end = start-1) is an empty
 * interval. Two insertions at one point overlap (their order would be a guess).
 */
export function spansOverlap(a: ResolvedEdit, b: ResolvedEdit): boolean {
  const [alo, ahi, blo, bhi] = [a.start - 1, Math.max(a.start - 1, a.end), b.start - 1, Math.max(b.start - 1, b.end)];
  const aEmpty = alo === ahi;
  const bEmpty = blo === bhi;
  if (aEmpty && bEmpty) return alo === blo;
  if (aEmpty) return blo < alo && alo < bhi;
  if (bEmpty) return alo < blo && blo < ahi;
  return alo < bhi && blo < ahi;
}

/** Which of the named fields are set, as "a, b" (for create/delete refusals). */
export function presentFields(edit: Record<string, unknown>, names: readonly string[]): string {
  return names.filter((n) => edit[n] !== undefined).join(', ');
}

interface FileOp {
  path: string;
  revision?: string | undefined;
  new_text?: string | undefined;
  create?: boolean | undefined;
  delete?: boolean | undefined;
}

/**
 * E5 for the edit-list interfaces: handles a create or delete edit and returns true, or returns
 * false for an ordinary edit. `targetFields` are the interface's locating fields (old_text, ranges).
 */
export function createOrDelete(
  b: PlanBuilder,
  index: number,
  edit: FileOp,
  targetFields: readonly string[],
  opts: { requireRevision: boolean },
): boolean {
  if (!edit.create && !edit.delete) return false;
  const fields = edit as unknown as Record<string, unknown>;
  if (edit.create && edit.delete) {
    b.refuse(index, edit.path, 'malformed', msg.createAndDelete());
  } else if (edit.create) {
    const extras = presentFields(fields, [...targetFields, 'revision']);
    if (extras) b.refuse(index, edit.path, 'malformed', msg.createExtras(extras));
    else if (edit.new_text === undefined) b.refuse(index, edit.path, 'malformed', msg.createNoText());
    else b.create(index, edit.path, newTextLines(edit.new_text));
  } else {
    const extras = presentFields(fields, [...targetFields, 'new_text']);
    if (extras) b.refuse(index, edit.path, 'malformed', msg.deleteExtras(extras));
    // An absent file is not_found whatever else is missing: that is the more useful answer.
    else if (opts.requireRevision && edit.revision === undefined && b.exists(edit.path))
      b.refuse(index, edit.path, 'malformed', msg.missingRevision(edit.path));
    else b.delete(index, edit.path, edit.revision);
  }
  return true;
}
