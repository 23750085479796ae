// Line-based added/removed counts between two texts (the length of Myers' shortest edit script).
import { editLength, trimmed } from './line-diff.js';
import { splitLines } from './text.js';

export interface DiffStats {
  added: number;
  removed: number;
}

/** Lines compare by text, without their endings; null is an absent file (create / delete). */
export function diffStats(before: string | null, after: string | null): DiffStats {
  const a = before === null ? [] : splitLines(before).lines;
  const b = after === null ? [] : splitLines(after).lines;
  const { lo, hiA, hiB } = trimmed(a, b);
  const n = hiA - lo;
  const m = hiB - lo;
  const d = editLength(a.slice(lo, hiA), b.slice(lo, hiB));
  // d = added + removed and m - n = added - removed.
  return { added: (d + m - n) / 2, removed: (d - m + n) / 2 };
}
