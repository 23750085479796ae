// Line-based added/removed counts between two texts (Myers' O(ND) shortest edit script length).
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

/** Myers: the fewest insertions plus deletions turning `a` into `b`. */
function editLength(a: readonly string[], b: readonly string[]): number {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return n + m;
  const max = n + m;
  const v = new Int32Array(2 * max + 2);
  for (let d = 0; d <= max; d++) {
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[max + k - 1] ?? 0) < (v[max + k + 1] ?? 0));
      let x = down ? (v[max + k + 1] ?? 0) : (v[max + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[max + k] = x;
      if (x >= n && y >= m) return d;
    }
  }
  return max;
}
