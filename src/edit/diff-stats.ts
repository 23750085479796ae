// Line-based added/removed counts between two texts (the length of Myers' shortest edit script).
import { editLength } from './line-diff.js';
import { splitLines } from './text.js';

export interface DiffStats {
  added: number;
  removed: number;
}

/** Lines compare by text, without their endings; null is an absent file (create / delete). */
export function diffStats(before: string | null, after: string | null): DiffStats {
  const a = before === null ? [] : splitLines(before).lines;
  const b = after === null ? [] : splitLines(after).lines;
  let lo = 0;
  while (lo < a.length && lo < b.length && a[lo] === b[lo]) lo++;
  let hiA = a.length;
  let hiB = b.length;
  while (hiA > lo && hiB > lo && a[hiA - 1] === b[hiB - 1]) {
    hiA--;
    hiB--;
  }
  const n = hiA - lo;
  const m = hiB - lo;
  const d = editLength(a.slice(lo, hiA), b.slice(lo, hiB));
  // d = added + removed and m - n = added - removed.
  return { added: (d + m - n) / 2, removed: (d - m + n) / 2 };
}
