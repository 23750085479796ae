// The boundary check (spec §3): how one quoted line is compared with one file line.

/** B1: trailing whitespace is ignored; leading whitespace (indentation) counts. */
export function quoteMatches(quote: string, line: string): boolean {
  return quote.trimEnd() === line.trimEnd();
}

/** B3: an empty or whitespace-only quote is weak evidence. */
export function isWeak(quote: string): boolean {
  return quote.trim() === '';
}

/** True when 1-based line `n` exists and matches `quote`. */
export function matchesAt(lines: readonly string[], n: number, quote: string): boolean {
  const line = n >= 1 ? lines[n - 1] : undefined;
  return line !== undefined && quoteMatches(quote, line);
}

/** A3: a line that is blank, or that does not exist (a range reaching past the file). */
export function blankOrMissing(lines: readonly string[], n: number): boolean {
  const line = n >= 1 ? lines[n - 1] : undefined;
  return line === undefined || line.trim() === '';
}
