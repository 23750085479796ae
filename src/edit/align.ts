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
    // A blank quote that "holds" as stated is no evidence (B3): only a strong one counts here.
    const held = (firstHere && !weakFirst) || (lastHere && !weakLast);
    const rival = only.kind === 'aligned' ? rivalReading(lines, start, end, first, last, window, only, held) : undefined;
    return rival ? { kind: 'ambiguous', candidates: [only, rival] } : { kind: 'moved', candidate: only };
  }
  if (found.length > 1) return { kind: 'ambiguous', candidates: found };
  return { kind: 'mismatch', weak: weakOnly };
}

/** Quotes that say little about where they are: blank, or punctuation and symbols only (`}`, `"""`, `);`). */
export function lowInformation(quote: string): boolean {
  return /^[\s\p{P}\p{S}]*$/u.test(quote);
}

/**
 * Guards an A2 alignment against landing on a look-alike: a miscount a little larger than the
 * window can put a repeated line (a `}`, a `"""`) inside it. Two readings make it ambiguous:
 * - one quote already matched where it was stated, so moving both contradicts that evidence;
 * - the evidence is thin (a one-line span, or a quote of punctuation only) and the same quotes
 *   also fit at an offset just beyond the window (up to twice the window).
 * Either way the edit is refused with the candidates, never applied to the wrong lines.
 */
function rivalReading(
  lines: readonly string[],
  start: number,
  end: number,
  first: string,
  last: string,
  window: number,
  chosen: Candidate,
  quoteHeldAsStated: boolean,
): Candidate | undefined {
  if (quoteHeldAsStated) return { start, end, kind: 'aligned', startShift: 0, endShift: 0 };
  const thin = start === end || lowInformation(first) || lowInformation(last);
  if (!thin) return undefined;
  for (let k = window + 1; k <= 2 * window; k++) {
    for (const d of [-k, k]) {
      if (matchesAt(lines, start + d, first) && matchesAt(lines, end + d, last) && d !== chosen.startShift) {
        return { start: start + d, end: end + d, kind: 'aligned', startShift: d, endShift: d };
      }
    }
  }
  return undefined;
}
