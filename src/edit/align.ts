// Alignment of small offsets (spec §4, A1-A4): where a span really is when its quotes do not
// match its stated boundaries. Every reading the evidence allows is collected; exactly one is
// applied, more than one is ambiguous, none is a mismatch. Never guesses.
import { blankOrMissing, isWeak, matchesAt } from './boundary.js';

export interface Candidate {
  start: number;
  end: number;
  /** held: one quote matched where stated and the other where the alignment puts it (A6); never applied. */
  kind: 'aligned' | 'blank_move' | 'held';
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
export function placeSpan(lines: readonly string[], start: number, end: number, first: string, last: string, window: number): Placement {
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
  if (found.length === 1 && only) {
    const rival =
      only.kind === 'aligned'
        ? rivalReading(lines, start, end, first, last, window, only, firstHere, lastHere)
        : blankMoveRival(lines, start, end, first, last, window, only);
    return rival ? { kind: 'ambiguous', candidates: [only, ...rival] } : { kind: 'moved', candidate: only };
  }
  if (found.length > 1) return { kind: 'ambiguous', candidates: found };
  return { kind: 'mismatch', weak: weakOnly };
}

/**
 * A3's rival: the boundary that moved across blank lines has its quote at another line within
 * twice the window too (across code, or onto the other boundary's line: A7's one miscount
 * further), or both quotes fit together one miscount further. The span may as well end there; a
 * repeated `pass` or `}` next to blank lines is not evidence of which.
 */
function blankMoveRival(
  lines: readonly string[],
  start: number,
  end: number,
  first: string,
  last: string,
  window: number,
  chosen: Candidate,
): Candidate[] | undefined {
  const movedStart = chosen.startShift !== 0;
  const d = movedStart ? chosen.startShift : chosen.endShift;
  // A7 for a boundary moved alone: both quotes one miscount further, beyond the window.
  for (let k = window + 1; k <= 2 * window; k++) {
    for (const e of [-k, k]) {
      if (matchesAt(lines, start + e, first) && matchesAt(lines, end + e, last) && !(isWeak(first) && isWeak(last)))
        return [{ start: start + e, end: end + e, kind: 'aligned', startShift: e, endShift: e }];
    }
  }
  // The moving quote elsewhere, within the window or one miscount further (A7).
  for (let e = -2 * window; e <= 2 * window; e++) {
    if (e === 0 || e === d) continue;
    if (movedStart && start + e <= end && matchesAt(lines, start + e, first))
      return [{ start: start + e, end, kind: 'held', startShift: e, endShift: 0 }];
    if (!movedStart && end + e >= start && matchesAt(lines, end + e, last))
      return [{ start, end: end + e, kind: 'held', startShift: 0, endShift: e }];
  }
  return undefined;
}

/**
 * Guards an A2 alignment against a second reading. The edit is then refused with the readings,
 * never applied to the wrong lines:
 * - A6: one quote already matched where it was stated (a blank one too: a blank line that holds
 *   where stated and also where the alignment puts it is two readings), so the span may as well
 *   keep that boundary and take the other where its quote fits;
 * - A7: the evidence is thin (a one-line span, or a quote of punctuation only) and the same quotes
 *   also fit at an offset just beyond the window (up to twice the window), where a miscount a
 *   little larger than the window would put a repeated line (a `}`, a `"""`).
 */
function rivalReading(
  lines: readonly string[],
  start: number,
  end: number,
  first: string,
  last: string,
  window: number,
  chosen: Candidate,
  firstHere: boolean,
  lastHere: boolean,
): Candidate[] | undefined {
  const d = chosen.startShift;
  if (firstHere) return end + d >= start ? [{ start, end: end + d, kind: 'held', startShift: 0, endShift: d }] : [];
  if (lastHere) return start + d <= end ? [{ start: start + d, end, kind: 'held', startShift: d, endShift: 0 }] : [];
  // A7: the same quotes one miscount further (thin evidence such as a `}`, or repeated code such
  // as two methods with the same body).
  for (let k = window + 1; k <= 2 * window; k++) {
    for (const e of [-k, k]) {
      if (matchesAt(lines, start + e, first) && matchesAt(lines, end + e, last) && e !== d) {
        return [{ start: start + e, end: end + e, kind: 'aligned', startShift: e, endShift: e }];
      }
    }
  }
  return undefined;
}
