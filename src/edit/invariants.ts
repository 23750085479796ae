// The predicates of the invariants (spec §11), each a pure function of lines and numbers. guard.ts
// applies them to every edit just before the write; they live apart from it so that a test can
// plant a fault in one of them (a module mock) and show that the adversary catches it.
import { isWeak, matchesAt } from './boundary.js';
import { mapLine, type DiffHunk } from './line-diff.js';
import { forward, indentOf, inverse, type Reindent } from './whitespace.js';

/**
 * I2: where lines start..end of a revision are in the current file, through the line diff between
 * them (null diff: the same file). Every line must be one the diff leaves unchanged (a line it
 * cannot place counts as changed, lineDiff widens those), and they must stay together. Otherwise
 * the first line that changed (or after which lines were inserted).
 */
export function carrySpan(
  diff: readonly DiffHunk[] | null,
  start: number,
  end: number,
): { start: number; end: number } | { changed: number } {
  if (!diff) return { start, end };
  const first = mapLine(diff, start);
  if (first === null) return { changed: start };
  for (let n = start + 1; n <= end; n++) {
    const at = mapLine(diff, n);
    if (at !== first + (n - start)) return { changed: n };
  }
  return { start: first, end: first + (end - start) };
}

/**
 * A8: the spans of a revision the model was shown that its numbers and quotes could have come
 * from: the stated span when the quotes hold there (B2), else, unless `asStatedOnly`, every span
 * within the window where both quotes hold (A2; never on two weak quotes, B3).
 */
export function readingsIn(
  lines: readonly string[],
  start: number,
  end: number,
  first: string,
  last: string,
  window: number,
  asStatedOnly: boolean,
): { start: number; end: number }[] {
  if (matchesAt(lines, start, first) && matchesAt(lines, end, last)) return [{ start, end }];
  if (asStatedOnly) return [];
  const out: { start: number; end: number }[] = [];
  for (let d = -window; d <= window; d++) {
    if (d === 0 || (isWeak(first) && isWeak(last))) continue;
    if (matchesAt(lines, start + d, first) && matchesAt(lines, end + d, last)) out.push({ start: start + d, end: end + d });
  }
  return out;
}

/** I4: the stated spans (the model's numbering) that hold lines a..b. */
export function refHomes<S extends { statedStart: number; statedEnd: number }>(spans: readonly S[], a: number, b: number): S[] {
  return spans.filter((s) => s.statedStart <= a && b <= s.statedEnd);
}

/**
 * I4 (F3): what lines a..b copy at each offset their numbers may carry (0: as stated); null for an
 * offset whose lines lie in no verified span (nothing may be copied from there).
 */
export function refReadings(
  lines: readonly string[],
  placed: readonly { start: number; end: number }[],
  a: number,
  b: number,
  offsets: readonly number[],
): (string | null)[] {
  return offsets.map((d) => {
    const [x, y] = [a + d, b + d];
    if (!placed.some((s) => s.start <= x && y <= s.end)) return null;
    return lines.slice(x - 1, y).join('\n');
  });
}

/**
 * I3: the indentations of the file (its alphabet) that the shift `t` turns into `typed`, plus the
 * shift's own inverse of it. A repair may shift a typed line back only when this is exactly one
 * indentation: on a file that mixes tabs and spaces, `\t    ` and `\t\t` both become 8 spaces.
 */
export function preimages(t: Reindent, typed: string, alphabet: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const a of alphabet) if (forward(t, a) === typed) out.add(a);
  const inv = inverse(t, typed);
  if (inv !== null && forward(t, inv) === typed) out.add(inv);
  return [...out];
}

/** I3: a typed edge line taken as typed carries the indentation difference of the quote at that edge. */
export function edgeCarriesSlip(typed: string, quote: string, fileLine: string): boolean {
  const q = indentOf(quote);
  return typed.trim() !== '' && q !== indentOf(fileLine) && indentOf(typed) === q;
}

/** Whether some indentation becomes `w` under the view shift `t` (a line typed in that view can have it). */
export function inViewOf(t: Reindent, w: string): boolean {
  switch (t.kind) {
    case 'add':
      return w.startsWith(t.d);
    case 'remove':
      return true;
    case 'tabs_as_spaces':
      return !w.includes('\t');
    case 'spaces_as_tabs':
      return !w.includes(' '.repeat(t.n));
  }
}

/**
 * I3: new_text may be taken as typed (the file's indentation) while the quotes read as the whole
 * call shifted (`shift`: the changes under which no quote they would alter was quoted exactly)
 * only when the typed lines themselves could not have been typed in that shifted view (a tab typed
 * by a call that sees tabs as spaces). Typed edges that match the file are no evidence: a call
 * that re-indents its lines by exactly the shift it sees reads the same.
 */
export function typedAsFileAllowed(shift: readonly Reindent[], typedIndents: readonly string[]): boolean {
  return shift.every((t) => typedIndents.some((w) => !inViewOf(t, w)));
}

/**
 * I3: a whole call is read as shifted only when the shift shows in at least two quoted lines
 * (first_line and last_line, or a patch's context and removed lines; two quotes of one line count
 * twice, each was written out): in one line alone it reads the same as a slip of that line, and
 * new_text re-indented on it, or taken as typed, would be a guess.
 */
export const shiftShown = (differingQuotes: number): boolean => differingQuotes >= 2;
