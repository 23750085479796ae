// Line diffs (Myers' O(ND) algorithm): the length of the shortest edit script for diff stats, and
// the script itself for carrying an edit through a change made outside the run (R-outside) and
// for telling a stale quote from a miscount (A8). Lines compare by text, without their endings.

import type { LineChange } from './types.js';

export type DiffHunk = LineChange;

/** Myers: the fewest insertions plus deletions turning `a` into `b` (linear memory). */
export function editLength(a: readonly string[], b: readonly string[]): number {
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

/** Lines outside the common prefix and suffix: [lo, hiA) of a and [lo, hiB) of b. */
export function trimmed(a: readonly string[], b: readonly string[]): { lo: number; hiA: number; hiB: number } {
  let lo = 0;
  while (lo < a.length && lo < b.length && a[lo] === b[lo]) lo++;
  let hiA = a.length;
  let hiB = b.length;
  while (hiA > lo && hiB > lo && a[hiA - 1] === b[hiB - 1]) {
    hiA--;
    hiB--;
  }
  return { lo, hiA, hiB };
}

/** Pairs of equal lines (0-based) on one shortest edit script of the middle parts, or null past `maxD`. */
function matchedPairs(
  a: readonly string[],
  b: readonly string[],
  lo: number,
  hiA: number,
  hiB: number,
  maxD: number,
): [number, number][] | null {
  const n = hiA - lo;
  const m = hiB - lo;
  const pairs: [number, number][] = [];
  if (n === 0 || m === 0) return pairs;
  const max = n + m;
  const off = max + 1;
  const v = new Int32Array(2 * max + 3);
  // The frontier of every step, kept for the way back: O(D^2) memory, bounded by maxD.
  const trace: Int32Array[] = [];
  let found = -1;
  outer: for (let d = 0; d <= Math.min(max, maxD); d++) {
    trace.push(v.slice(off - d - 1, off + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[off + k - 1] as number) < (v[off + k + 1] as number));
      let x = down ? (v[off + k + 1] as number) : (v[off + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[lo + x] === b[lo + y]) {
        x++;
        y++;
      }
      v[off + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break outer;
      }
    }
  }
  if (found < 0) return null;
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const prev = trace[d] as Int32Array; // frontier before step d, indexed k + d + 1
    const at = (k: number): number => prev[k + d + 1] as number;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const pk = down ? k + 1 : k - 1;
    const px = at(pk);
    const py = px - pk;
    const sx = down ? px : px + 1;
    // The diagonal run after the step is a run of equal lines.
    for (let i = x - 1, j = y - 1; i >= sx && j >= sx - k; i--, j--) pairs.push([lo + i, lo + j]);
    x = px;
    y = py;
  }
  for (let i = x - 1, j = y - 1; i >= 0 && j >= 0; i--, j--) pairs.push([lo + i, lo + j]);
  return pairs.reverse();
}

/**
 * The fewest changed runs turning `a` into `b` (0-based half-open in both numberings, not widened:
 * what a unified diff shows, and what diffStats counts); null when more than `maxD` lines differ.
 */
export function changedRuns(
  a: readonly string[],
  b: readonly string[],
  maxD = 2000,
): { a0: number; a1: number; b0: number; b1: number }[] | null {
  const { lo, hiA, hiB } = trimmed(a, b);
  const pairs = matchedPairs(a, b, lo, hiA, hiB, maxD);
  if (!pairs) return null;
  // Walk the equal lines: everything between two of them changed.
  const all: [number, number][] = [];
  for (let i = 0; i < lo; i++) all.push([i, i]);
  all.push(...pairs);
  for (let i = hiA, j = hiB; i < a.length; i++, j++) all.push([i, j]);
  const raw: { a0: number; a1: number; b0: number; b1: number }[] = [];
  let pa = 0;
  let pb = 0;
  for (const [i, j] of [...all, [a.length, b.length] as [number, number]]) {
    if (i > pa || j > pb) raw.push({ a0: pa, a1: i, b0: pb, b1: j });
    pa = i + 1;
    pb = j + 1;
  }
  return raw;
}

/**
 * The changed runs turning `a` into `b`, in `a`'s numbering; null when more than `maxD` lines
 * differ (the work would not be bounded). A pure insertion or deletion that could sit at another
 * place (the lines around it repeat its own lines, e.g. a blank line added next to a blank
 * line) is widened over every place it could sit, so a line next to it never maps by a guess.
 */
export function lineDiff(a: readonly string[], b: readonly string[], maxD = 2000): DiffHunk[] | null {
  const raw = changedRuns(a, b, maxD);
  if (!raw) return null;
  // Widen sliding insertions and deletions (0-based half-open runs).
  const wide = raw.map((h, idx) => {
    const prevEnd = idx === 0 ? 0 : (raw[idx - 1] as (typeof raw)[number]).a1;
    const nextStart = idx === raw.length - 1 ? a.length : (raw[idx + 1] as (typeof raw)[number]).a0;
    let { a0, a1, b0, b1 } = h;
    const lines = a1 === a0 ? b : b1 === b0 ? a : null;
    if (lines) {
      let [s, e] = lines === b ? [b0, b1] : [a0, a1];
      while (a0 > prevEnd && s > 0 && lines[s - 1] === lines[e - 1]) {
        a0--;
        b0--;
        s--;
        e--;
      }
      [s, e] = lines === b ? [h.b0, h.b1] : [h.a0, h.a1];
      while (a1 < nextStart && e < lines.length && lines[e] === lines[s]) {
        a1++;
        b1++;
        s++;
        e++;
      }
    }
    return { a0, a1, b0, b1 };
  });
  // Widened runs that meet become one run (the offset between them is the same on both sides).
  const merged: (typeof wide)[number][] = [];
  for (const h of wide) {
    const last = merged[merged.length - 1];
    if (last && h.a0 <= last.a1) {
      last.a1 = Math.max(last.a1, h.a1);
      last.b1 = Math.max(last.b1, h.b1);
    } else merged.push({ ...h });
  }
  return merged.map((h) => ({ start: h.a0 + 1, end: h.a1, newCount: h.b1 - h.b0 }));
}

/** Where 1-based line `n` of `a` is in `b` under `hunks`, or null when a hunk changed it. */
export function mapLine(hunks: readonly DiffHunk[], n: number): number | null {
  let shift = 0;
  for (const h of hunks) {
    if (n >= h.start && n <= h.end) return null;
    if (h.end < n) shift += h.newCount - (h.end - h.start + 1);
  }
  return n + shift;
}
