// S2: where a change landed, in the NEW numbering, so the answer can show it with context.
import { splitLines } from './text.js';
import type { FileChange } from './types.js';

/** A changed region, 1-based inclusive in the new text. end = start - 1 marks a pure deletion before line `start`. */
export interface Region {
  start: number;
  end: number;
}

/**
 * Regions of the new text that differ from the old, one per edit (lines an edit retyped
 * unchanged at its edges are trimmed), merged when they touch or overlap.
 */
export function changedRegions(change: FileChange): Region[] {
  if (change.kind === 'delete' || change.after === null) return [];
  const count = splitLines(change.after).lines.length;
  if (change.kind === 'create' || !change.before) return count === 0 ? [] : [{ start: 1, end: count }];
  const old = splitLines(change.before.text).lines;
  const edits = [...change.edits].sort((a, b) => a.start - b.start);
  const regions: Region[] = [];
  let shift = 0;
  for (const e of edits) {
    const removed = old.slice(e.start - 1, Math.max(e.start - 1, e.end));
    const added = e.newLines;
    let head = 0;
    while (head < removed.length && head < added.length && removed[head] === added[head]) head++;
    let tail = 0;
    while (
      tail < removed.length - head &&
      tail < added.length - head &&
      removed[removed.length - 1 - tail] === added[added.length - 1 - tail]
    )
      tail++;
    const at = e.start + shift;
    if (head + tail < removed.length || head + tail < added.length) regions.push({ start: at + head, end: at + added.length - tail - 1 });
    shift += added.length - removed.length;
  }
  const merged: Region[] = [];
  for (const r of regions) {
    const prev = merged[merged.length - 1];
    if (prev && r.start <= prev.end + 1) prev.end = Math.max(prev.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}
