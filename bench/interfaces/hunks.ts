// From an intent's blocks to the smaller hunks a model would send when it cannot reference lines:
// lines copied unchanged inside a block are left out of the edit, insertion points keep one
// anchor line (every interface needs a line to hold on to); hunks can be widened by context.
import type { Block } from './model.js';

/** A span of the original file (1-based inclusive, at least one line) and its replacement. */
export interface Hunk {
  path: string;
  start: number;
  end: number;
  newLines: string[];
}

/** Splits a block at the lines it keeps verbatim in place; hunks closer than 2 lines merge. */
export function minimalHunks(block: Block, fileLines: readonly string[]): Hunk[] {
  // Kept pairs: new line j is original line `line` of the same block, in increasing order.
  const kept: { old: number; neu: number }[] = [];
  block.origins.forEach((o, j) => {
    const last = kept[kept.length - 1];
    if (o && o.path === block.path && o.line >= block.start && o.line <= block.end && (!last || o.line > last.old))
      kept.push({ old: o.line, neu: j });
  });
  const raw: Hunk[] = [];
  let prevOld = block.start - 1;
  let prevNew = -1;
  for (const k of [...kept, { old: block.end + 1, neu: block.newLines.length }]) {
    const oldCount = k.old - prevOld - 1;
    const newLines = block.newLines.slice(prevNew + 1, k.neu);
    if (oldCount > 0 || newLines.length > 0) raw.push({ path: block.path, start: prevOld + 1, end: k.old - 1, newLines });
    prevOld = k.old;
    prevNew = k.neu;
  }
  // Merge hunks separated by a single unchanged line (retyping it is cheaper than a second edit).
  const merged: Hunk[] = [];
  for (const h of raw) {
    const last = merged[merged.length - 1];
    if (last && h.start - last.end - 1 <= 1) {
      merged[merged.length - 1] = mergeHunks(last, h, fileLines);
    } else merged.push({ ...h, newLines: [...h.newLines] });
  }
  // Pure insertions get an anchor: the line before (or after, at the top of the file).
  return merged.map((h) => {
    if (h.end >= h.start) return h;
    if (h.start > 1) return { ...h, start: h.start - 1, newLines: [fileLines[h.start - 2] ?? '', ...h.newLines] };
    return { ...h, end: h.start, newLines: [...h.newLines, fileLines[h.start - 1] ?? ''] };
  });
}

/** One hunk covering a (earlier) and b, retyping the original lines between them. */
export function mergeHunks(a: Hunk, b: Hunk, fileLines: readonly string[]): Hunk {
  const between = fileLines.slice(a.end, b.start - 1);
  return { path: a.path, start: a.start, end: Math.max(a.end, b.end), newLines: [...a.newLines, ...between, ...b.newLines] };
}

/** Widens a hunk by one original line above or below (kept unchanged in the new text). */
export function widen(h: Hunk, fileLines: readonly string[], up: boolean): Hunk | null {
  if (up && h.start > 1) return { ...h, start: h.start - 1, newLines: [fileLines[h.start - 2] ?? '', ...h.newLines] };
  if (!up && h.end < fileLines.length) return { ...h, end: h.end + 1, newLines: [...h.newLines, fileLines[h.end] ?? ''] };
  return null;
}

export function hunkSort(hunks: readonly Hunk[]): Hunk[] {
  return [...hunks].sort((a, b) => a.start - b.start);
}
