// Which error after a change is new (C2 shows its line), and the numbered excerpt around it.
import { splitLines } from '../edit/index.js';
import type { ErrorCount } from './count-errors.js';
import type { TextEdit } from './text-edit.js';

/**
 * 1-based line of the first error in `after` that is not one of `before`'s errors carried
 * through the edit (rows above the change stay, rows below shift by the line delta; errors
 * inside the changed rows are not carried). Null when nothing new can be found.
 */
export function findNewError(before: ErrorCount, after: ErrorCount, edit: TextEdit | null): number | null {
  if (after.count === 0) return null;
  const carried = new Map<number, number>();
  for (const site of before.sites) {
    let row: number | null = site.row;
    if (edit) {
      if (site.row > edit.oldEndPosition.row) row = site.row + edit.newEndPosition.row - edit.oldEndPosition.row;
      else if (site.row >= edit.startPosition.row) row = null;
    }
    if (row !== null) carried.set(row, (carried.get(row) ?? 0) + 1);
  }
  for (const site of after.sites) {
    const left = carried.get(site.row) ?? 0;
    if (left === 0) return site.row + 1;
    carried.set(site.row, left - 1);
  }
  if (after.count <= before.count) return null;
  // More errors than before, but every listed site matched (sites are capped, or errors moved
  // within a line): point at the changed region, else at the first error.
  const inChange = edit ? after.sites.find((s) => s.row >= edit.startPosition.row && s.row <= edit.newEndPosition.row) : undefined;
  const fallback = inChange ?? after.sites[0];
  return fallback ? fallback.row + 1 : null;
}

/** Lines `line-radius`..`line+radius` of `text` as "<n>| text" (line numbers 1-based). */
export function numberedExcerpt(text: string, line: number, radius = 2): string {
  const { lines } = splitLines(text);
  const from = Math.max(1, line - radius);
  const to = Math.min(lines.length, line + radius);
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(`${n}| ${lines[n - 1] ?? ''}`);
  return out.join('\n');
}
