// R-lineage and R-outside (spec §6): an edit that names an older revision of a file is carried to
// the current revision when its span and references lie in lines that nothing changed since:
// through this run's own accepted edits (R-lineage), or, when something else changed the file
// and the run still holds the bytes of the named revision, through a line diff (R-outside).
// Anything else stays stale and is refused as before. Pure: numbers in, numbers out, on the
// typed call; the quotes are still checked against the current file afterwards.
import type { VerifiedSelectionCall, VsEdit } from './call.js';
import { lineDiff } from './line-diff.js';
import { noteText } from './messages.js';
import type { RefLine, RefTarget } from './refs.js';
import { linesOf, splitLines } from './text.js';
import type { LineageStep, Note, RunMemory, Snapshot } from './types.js';

export type { LineageStep };

/** The chain of own steps from `from` to `to` (breadth-first), or null when something else changed the file. */
function chain(steps: readonly LineageStep[], from: string, to: string): LineageStep[] | null {
  const real = steps.filter((s) => s.from !== s.to); // a no-op edit changes no numbering
  const queue: { at: string; path: LineageStep[] }[] = [{ at: from, path: [] }];
  const seen = new Set([from]);
  for (let q = queue.shift(); q; q = queue.shift()) {
    if (q.at === to) return q.path;
    for (const next of real.filter((s) => s.from === q.at && !seen.has(s.to))) {
      seen.add(next.to);
      queue.push({ at: next.to, path: [...q.path, next] });
    }
  }
  return null;
}

/** Maps a span through the steps; null when any step changed or inserted lines inside it. */
function mapSpan(path: readonly LineageStep[], start: number, end: number): [number, number] | null {
  let s = start;
  let t = end;
  for (const step of path) {
    let shift = 0;
    for (const e of step.edits) {
      const insertion = e.end < e.start;
      if (insertion ? s < e.start && e.start <= t : e.start <= t && s <= e.end) return null;
      // Not overlapping: the change lies wholly above the span (shifts it) or below (does not).
      if (e.end < s) shift += e.newCount - (e.end - e.start + 1);
    }
    s += shift;
    t += shift;
  }
  return [s, t];
}

interface Lineage {
  from: string;
  to: string;
  path: LineageStep[];
  /** R-outside: the steps are a line diff of a change made outside the run. */
  outside: boolean;
}

/** The file a reference line reads from (F1: the edit's own file unless it names another). */
const targetOf = (ref: RefTarget, edit: VsEdit): string => ref.path ?? edit.path;

/**
 * Per path: the steps from the one older revision all its edits name to the current one: the
 * run's own (R-lineage), else a line diff from the named revision's bytes when the run holds them.
 */
function lineagesOf(call: VerifiedSelectionCall, snapshot: Snapshot, memory: RunMemory): Map<string, Lineage> {
  const byPath = new Map<string, VsEdit[]>();
  for (const e of call.edits) if (!e.create) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
  const lineages = new Map<string, Lineage>();
  for (const [p, es] of byPath) {
    const file = snapshot.get(p);
    const revs = new Set(es.map((e) => e.revision));
    const [from] = [...revs];
    if (!file || revs.size !== 1 || from === undefined || from === file.revision) continue;
    const path = chain(memory.stepsOf(p), from, file.revision);
    if (path) {
      lineages.set(p, { from, to: file.revision, path, outside: false });
      continue;
    }
    const old = memory.textOf(p, from);
    const edits = old === undefined ? null : lineDiff(splitLines(old).lines, linesOf(file));
    if (edits) lineages.set(p, { from, to: file.revision, path: [{ from, to: file.revision, edits }], outside: true });
  }
  return lineages;
}

/** Paths that cannot be rebased completely: a span or a reference of them does not map. */
function unmappable(call: VerifiedSelectionCall, lineages: ReadonlyMap<string, Lineage>): Set<string> {
  const failed = new Set<string>();
  for (const e of call.edits) {
    const l = e.create ? undefined : lineages.get(e.path);
    if (l && (e.delete || e.start_line === undefined || e.end_line === undefined || !mapSpan(l.path, e.start_line, e.end_line)))
      failed.add(e.path);
    // References are rebased in every edit, a created file's included (F2: a move into a new file).
    for (const ref of refsOf(e)) {
      const rl = lineages.get(targetOf(ref, e));
      if (rl && !mapSpan(rl.path, ref.a, ref.b)) failed.add(targetOf(ref, e));
    }
  }
  return failed;
}

/**
 * Rewrites stale revisions, line numbers and @@ref numbers through this run's own steps. A path
 * is rebased only when every edit of it names one and the same older revision, and every span
 * and reference of it maps; otherwise its edits are left as sent (and refused as stale).
 */
export function rebaseCall(
  call: VerifiedSelectionCall,
  snapshot: Snapshot,
  memory: RunMemory,
): { call: VerifiedSelectionCall; notes: Note[] } {
  const lineages = lineagesOf(call, snapshot, memory);
  if (lineages.size === 0) return { call, notes: [] };
  const failed = unmappable(call, lineages);
  const live = (p: string): Lineage | undefined => (failed.has(p) ? undefined : lineages.get(p));
  const notes: Note[] = [];
  const edits = call.edits.map((e, index): VsEdit => {
    let next = e;
    const l = e.create ? undefined : live(e.path);
    if (l && e.start_line !== undefined && e.end_line !== undefined) {
      const [s, t] = mapSpan(l.path, e.start_line, e.end_line) as [number, number];
      next = { ...next, revision: l.to, start_line: s, end_line: t };
      notes.push(
        l.outside
          ? { index, path: e.path, kind: 'outside_change', text: noteText.carriedOutside(l.from, e.start_line, e.end_line, s, t) }
          : { index, path: e.path, kind: 'info', text: noteText.rebased(l.from, e.start_line, e.end_line, s, t) },
      );
    }
    if (e.newLines && refsOf(e).some((ref) => live(targetOf(ref, e)))) {
      const newLines = e.newLines.map((line): RefLine => {
        const rl = line.kind === 'ref' ? live(targetOf(line, e)) : undefined;
        if (line.kind !== 'ref' || !rl) return line;
        const [a, b] = mapSpan(rl.path, line.a, line.b) as [number, number];
        return { ...line, a, b, raw: `@@ref${line.path !== null ? `${line.path}:` : ''}${a}-${b}@@` };
      });
      next = { ...next, newLines };
    }
    return next;
  });
  return { call: { ...call, edits }, notes };
}

const refsOf = (e: VsEdit): RefTarget[] => (e.newLines ?? []).filter((l): l is RefTarget => l.kind === 'ref');
