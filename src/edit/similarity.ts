// The engine's one similarity measure: the Dice coefficient of two lines' character bigrams, with
// ends trimmed and inner whitespace runs collapsed. It serves both A5 hints: the most similar line
// near a quote (verified selection) and the most similar region of a whole file (comparison
// interfaces). Linear in the line length, so a whole-file scan stays cheap; indentation does not
// hide a line that differs only in its indentation (the hint then says so).

/** Interns bigrams as small integers, so a comparison is one merge pass over sorted ids. */
export class Bigrams {
  private readonly ids = new Map<string, number>();

  /** A line's bigrams as sorted ids (a multiset). */
  of(s: string): Int32Array {
    const t = s.trim().replace(/\s+/g, ' ');
    const out = new Int32Array(Math.max(0, t.length - 1));
    for (let i = 0; i + 1 < t.length; i++) {
      const g = t.slice(i, i + 2);
      let id = this.ids.get(g);
      if (id === undefined) this.ids.set(g, (id = this.ids.size));
      out[i] = id;
    }
    return out.sort();
  }
}

/** Dice coefficient of two bigram multisets of lines `sa` and `sb` (1 = same text, 0 = nothing shared). */
export function dice(a: Int32Array, b: Int32Array, sa: string, sb: string): number {
  if (a.length === 0 || b.length === 0) return sa.trim() === sb.trim() ? 1 : 0;
  let i = 0;
  let j = 0;
  let both = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      both++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return (2 * both) / (a.length + b.length);
}

/** Similarity of two lines, 0..1. */
export function similarity(a: string, b: string): number {
  const grams = new Bigrams();
  return dice(grams.of(a), grams.of(b), a, b);
}
