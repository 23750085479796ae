// The unified diff (git's format, 3 lines of context) of a file's text before and after a run: what
// the run viewer shows per file. Pure. Built on the fewest changed runs (changedRuns), so its + and -
// lines are the counts diffStats gives.
import { changedRuns } from './line-diff.js';
import { splitLines } from './text.js';

const range = (start: number, count: number): string => (count === 1 ? `${start}` : `${count === 0 ? start - 1 : start},${count}`);

/**
 * `--- a/path`-less hunks (`@@ -a,n +b,m @@` and their lines) turning `before` into `after`
 * (null: the file did not exist or was deleted); null when more lines changed than lineDiff bounds.
 */
export function unifiedDiff(before: string | null, after: string | null, context = 3): string | null {
  const a = before === null ? [] : splitLines(before).lines;
  const b = after === null ? [] : splitLines(after).lines;
  const runs = changedRuns(a, b);
  if (!runs) return null;
  const groups: (typeof runs)[] = [];
  for (const r of runs) {
    const last = groups.at(-1);
    if (last && r.a0 - (last.at(-1)?.a1 ?? 0) <= 2 * context) last.push(r);
    else groups.push([r]);
  }
  const out: string[] = [];
  for (const g of groups) {
    const first = g[0]!;
    const end = g.at(-1)!;
    const lo = Math.max(0, first.a0 - context);
    const hiA = Math.min(a.length, end.a1 + context);
    const loB = first.b0 - (first.a0 - lo);
    const hiB = end.b1 + (hiA - end.a1);
    out.push(`@@ -${range(lo + 1, hiA - lo)} +${range(loB + 1, hiB - loB)} @@`);
    let i = lo;
    for (const r of g) {
      for (; i < r.a0; i++) out.push(` ${a[i]}`);
      for (let k = r.a0; k < r.a1; k++) out.push(`-${a[k]}`);
      for (let k = r.b0; k < r.b1; k++) out.push(`+${b[k]}`);
      i = r.a1;
    }
    for (; i < hiA; i++) out.push(` ${a[i]}`);
  }
  return out.join('\n');
}
