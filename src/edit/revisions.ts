// I1 and I5 (spec §11): every edit is placed in the numbering of the revision it names, with that
// revision's own lines (its look-alikes, its rivals), and only then carried to the current file
// (guard.ts). For each path of a verified-selection call this finds that revision: the current
// file, or, when the call names an older one, its bytes as the run still holds them, with the line
// diff that carries spans from it to the current file. Bytes that are no longer held, or edits of
// one file naming different revisions, leave nothing to place in: the edits are stale_revision.
import type { VerifiedSelectionCall } from './call.js';
import { lineDiff, type DiffHunk } from './line-diff.js';
import { linesOf } from './text.js';
import type { FileSnapshot, LineageStep, RunMemory, Snapshot } from './types.js';

export interface Base {
  /** The revision every edit of the path names, as the engine reads it. */
  named: FileSnapshot;
  current: FileSnapshot;
  /** Line diff from `named` to `current`; null when they are the same revision. */
  diff: DiffHunk[] | null;
  /** How the file got from `named` to `current`: only this run's own edits (R-lineage), or not (R-outside). */
  lineage: 'same' | 'own' | 'outside';
}

export type BaseOf =
  | { ok: true; base: Base }
  /** not_held: the run no longer holds the named revision's bytes (or has no memory); mixed: edits name different revisions; too_large: the diff is unbounded. */
  | { ok: false; why: 'not_held' | 'mixed' | 'too_large' };

/** Whether this run's own accepted steps lead from `from` to `to` (breadth-first over the steps). */
export function ownSteps(steps: readonly LineageStep[], from: string, to: string): boolean {
  const seen = new Set([from]);
  const queue = [from];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    if (at === to) return true;
    for (const s of steps) {
      if (s.from === at && !seen.has(s.to)) {
        seen.add(s.to);
        queue.push(s.to);
      }
    }
  }
  return false;
}

/** The lines of a revision's text (R3), as a snapshot the rest of the engine reads like any file. */
function snapshotOf(current: FileSnapshot, revision: string, text: string): FileSnapshot {
  return { path: current.path, text, bom: current.bom, revision };
}

/**
 * Per path with an update edit: the revision its edits name, or why there is none. Paths that only
 * create or delete files are left out (E5 checks those against the current file).
 */
export function basesOf(call: VerifiedSelectionCall, snapshot: Snapshot, memory: RunMemory | undefined): Map<string, BaseOf> {
  const named = new Map<string, Set<string | undefined>>();
  for (const e of call.edits) {
    if (e.create || e.delete) continue;
    named.set(e.path, (named.get(e.path) ?? new Set()).add(e.revision));
  }
  const out = new Map<string, BaseOf>();
  for (const [path, revs] of named) {
    const current = snapshot.get(path);
    if (!current) continue;
    const same: BaseOf = { ok: true, base: { named: current, current, diff: null, lineage: 'same' } };
    // Edits naming the current revision are placed in it; one call is placed in one revision of a
    // file, so edits of it naming other revisions then have none to be placed in.
    if (revs.has(current.revision) || revs.has(undefined)) {
      out.set(path, same);
      continue;
    }
    const [rev] = [...revs] as string[];
    if (revs.size > 1 || rev === undefined) {
      out.set(path, { ok: false, why: 'mixed' });
      continue;
    }
    const text = memory?.textOf(path, rev);
    if (text === undefined) {
      out.set(path, { ok: false, why: 'not_held' });
      continue;
    }
    const base = snapshotOf(current, rev, text);
    const diff = lineDiff(linesOf(base), linesOf(current));
    if (!diff) {
      out.set(path, { ok: false, why: 'too_large' });
      continue;
    }
    const lineage = memory && ownSteps(memory.stepsOf(path), rev, current.revision) ? 'own' : 'outside';
    out.set(path, { ok: true, base: { named: base, current, diff, lineage } });
  }
  return out;
}
