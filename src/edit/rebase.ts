// R-lineage (spec §6): an edit that names an older revision of a file which only this run's own
// accepted edits have changed since is rebased through those edits when its span does not
// overlap any of them. Anything else stays stale and is refused as before. Pure: numbers in,
// numbers out; the quotes are still checked against the current file afterwards.
import { parseRefLine } from './refs.js';
import type { Note, Snapshot } from './types.js';

/** One accepted change of one file by this run: spans in the `from` numbering and their new sizes. */
export interface LineageStep {
  from: string;
  to: string;
  /** Replaced spans (end = start - 1 for a pure insertion before `start`). */
  edits: { start: number; end: number; newCount: number }[];
}

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

interface EditArgs {
  path?: unknown;
  revision?: unknown;
  start_line?: unknown;
  end_line?: unknown;
  new_text?: unknown;
  create?: unknown;
  delete?: unknown;
}

interface Lineage {
  from: string;
  to: string;
  path: LineageStep[];
}

/** Each line of new_text, with a reference's target path and range when it is one (parsed as refs.ts does). */
function refsOf(e: EditArgs): { line: string; ref?: { target: string; named: string | null; a: number; b: number } }[] {
  if (typeof e.new_text !== 'string' || typeof e.path !== 'string') return [];
  const editPath = e.path;
  return e.new_text.split('\n').map((line) => {
    const r = parseRefLine(line);
    if (r.kind !== 'ref') return { line };
    return { line, ref: { target: r.path ?? editPath, named: r.path, a: r.a, b: r.b } };
  });
}

/**
 * Rewrites stale revisions, line numbers and @@ref numbers through this run's own steps. A path
 * is rebased only when every edit of it names one and the same older revision, and every span
 * and reference of it maps; otherwise its edits are left as sent (and refused as stale).
 */
export function rebaseCall(
  args: unknown,
  snapshot: Snapshot,
  stepsOf: (path: string) => readonly LineageStep[],
): { args: unknown; notes: Note[] } {
  const edits = (args as { edits?: unknown } | null)?.edits;
  if (!Array.isArray(edits)) return { args, notes: [] };
  const list = edits as EditArgs[];

  const byPath = new Map<string, EditArgs[]>();
  for (const e of list) if (typeof e.path === 'string' && !e.create) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
  const lineages = new Map<string, Lineage>();
  for (const [p, es] of byPath) {
    const file = snapshot.get(p);
    const revs = new Set(es.map((e) => e.revision));
    const [from] = [...revs];
    if (!file || revs.size !== 1 || typeof from !== 'string' || from === file.revision) continue;
    const path = chain(stepsOf(p), from, file.revision);
    if (path) lineages.set(p, { from, to: file.revision, path });
  }
  if (lineages.size === 0) return { args, notes: [] };

  // Pass 1: which paths cannot be rebased completely.
  const failed = new Set<string>();
  for (const e of list) {
    if (typeof e.path !== 'string') continue;
    const l = e.create ? undefined : lineages.get(e.path);
    if (l && (e.delete || typeof e.start_line !== 'number' || typeof e.end_line !== 'number' || !mapSpan(l.path, e.start_line, e.end_line)))
      failed.add(e.path);
    // References are rebased in every edit, a created file's included (F2: a move into a new file).
    for (const { ref } of refsOf(e)) {
      const rl = ref && lineages.get(ref.target);
      if (ref && rl && !mapSpan(rl.path, ref.a, ref.b)) failed.add(ref.target);
    }
  }
  const live = (p: string): Lineage | undefined => (failed.has(p) ? undefined : lineages.get(p));

  // Pass 2: rewrite what can be rebased.
  const notes: Note[] = [];
  const out = list.map((e, index) => {
    if (typeof e.path !== 'string') return e;
    let next: EditArgs = e;
    const l = e.create ? undefined : live(e.path);
    if (l && typeof e.start_line === 'number' && typeof e.end_line === 'number') {
      const [s, t] = mapSpan(l.path, e.start_line, e.end_line) as [number, number];
      next = { ...next, revision: l.to, start_line: s, end_line: t };
      notes.push({
        index,
        path: e.path,
        kind: 'info',
        text: `rebased from revision ${l.from} through this run's own edits: lines ${e.start_line}-${e.end_line} are now ${s}-${t}`,
      });
    }
    const lines = refsOf(e);
    if (lines.some((x) => x.ref && live(x.ref.target))) {
      const text = lines.map(({ line, ref }) => {
        const rl = ref && live(ref.target);
        if (!ref || !rl) return line;
        const [a, b] = mapSpan(rl.path, ref.a, ref.b) as [number, number];
        return `@@ref${ref.named ? `${ref.named}:` : ''}${a}-${b}@@`;
      });
      next = { ...next, new_text: text.join('\n') };
    }
    return next;
  });
  return { args: { ...(args as object), edits: out }, notes };
}
