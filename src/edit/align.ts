// Alignment of small offsets (spec §4, A1-A4): where a span really is when its quotes do not
// match its stated boundaries. Every reading the evidence allows is collected; exactly one is
// applied, more than one is ambiguous, none is a mismatch. Never guesses.
import { blankOrMissing, isWeak, matchesAt } from './boundary.js';

export interface Candidate {
  start: number;
  end: number;
  kind: 'aligned' | 'blank_move';
  /** How far each boundary moved. */
  startShift: number;
  endShift: number;
}

export type Placement =
  | { kind: 'exact'; start: number; end: number }
  | { kind: 'moved'; candidate: Candidate }
  | { kind: 'ambiguous'; candidates: Candidate[] }
  | { kind: 'mismatch'; weak: boolean };

/** A3: the boundary crosses its stated line and every line up to (not including) its match. */
function crossesOnlyBlank(lines: readonly string[], from: number, to: number): boolean {
  const step = to > from ? 1 : -1;
  for (let n = from; n !== to; n += step) if (!blankOrMissing(lines, n)) return false;
  return true;
}

/**
 * Places a stated span [start, end] (start <= end) by its quotes, B2 first, then A2/A3 within
 * `window` lines. Lines outside the file never match.
 */
export function placeSpan(
  lines: readonly string[],
  start: number,
  end: number,
  first: string,
  last: string,
  window: number,
): Placement {
  const firstHere = matchesAt(lines, start, first);
  const lastHere = matchesAt(lines, end, last);
  if (firstHere && lastHere) return { kind: 'exact', start, end };

  const weakFirst = isWeak(first);
  const weakLast = isWeak(last);
  const found: Candidate[] = [];
  let weakOnly = false;
  for (let d = -window; d <= window; d++) {
    if (d === 0) continue;
    // A2: both boundaries agree on one offset; never on two weak quotes (B3).
    if (matchesAt(lines, start + d, first) && matchesAt(lines, end + d, last)) {
      if (weakFirst && weakLast) weakOnly = true;
      else found.push({ start: start + d, end: end + d, kind: 'aligned', startShift: d, endShift: d });
    }
    // A3: one boundary holds, the other moves alone across blank lines, on a strong quote.
    if (firstHere && !weakLast && end + d >= start && matchesAt(lines, end + d, last) && crossesOnlyBlank(lines, end, end + d)) {
      found.push({ start, end: end + d, kind: 'blank_move', startShift: 0, endShift: d });
    }
    if (lastHere && !weakFirst && start + d <= end && matchesAt(lines, start + d, first) && crossesOnlyBlank(lines, start, start + d)) {
      found.push({ start: start + d, end, kind: 'blank_move', startShift: d, endShift: 0 });
    }
  }
  const only = found[0];
  if (found.length === 1 && only) return { kind: 'moved', candidate: only };
  if (found.length > 1) return { kind: 'ambiguous', candidates: found };
  return { kind: 'mismatch', weak: weakOnly };
}
