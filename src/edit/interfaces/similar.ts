// Locating quoted lines in a file, and saying where the text really is when it is not (spec A5,
// applied to the comparison interfaces). Matching tiers follow the Codex apply_patch seek:
// exact, then ignoring trailing whitespace, then ignoring both ends, then Unicode punctuation.
import { seekText } from '../messages.js';
import { describeDifference } from '../similar.js';
import { Bigrams, dice } from '../similarity.js';

export type Tier = 0 | 1 | 2 | 3;

// Typographic punctuation and odd spaces that models and editors swap for ASCII.
const PUNCT: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u00A0': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2007': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ',
  '\u205F': ' ',
  '\u3000': ' ',
};
const PUNCT_RE = new RegExp(`[${Object.keys(PUNCT).join('')}]`, 'g');

const NORMALISE: readonly ((s: string) => string)[] = [
  (s) => s,
  (s) => s.trimEnd(),
  (s) => s.trim(),
  (s) => s.replace(PUNCT_RE, (c) => PUNCT[c] ?? c).trim(),
];

/** How a pattern line may sit in a file line: whole, or (search_replace) a fragment at one end. */
export type Fit = 'whole' | 'suffix' | 'prefix' | 'inside';

function fits(fileLine: string, pat: string, fit: Fit, norm: (s: string) => string): boolean {
  const a = norm(fileLine);
  const b = norm(pat);
  if (fit === 'whole') return a === b;
  if (fit === 'suffix') return a.endsWith(b);
  if (fit === 'prefix') return a.startsWith(b);
  return a.includes(b);
}

function fitOf(k: number, n: number, partial: boolean): Fit {
  if (!partial) return 'whole';
  if (n === 1) return 'inside';
  return k === 0 ? 'suffix' : k === n - 1 ? 'prefix' : 'whole';
}

export interface SeekOptions {
  /** Anchor the pattern at the end of the file (patch `*** End of File`). */
  eof?: boolean;
  /** Lowest tier to try (hints skip the exact tier they already know failed). */
  minTier?: Tier;
  /** First and last pattern lines may be fragments of file lines (search_replace hints). */
  partial?: boolean;
}

/** First position >= from (0-based) where `pattern` matches, trying tiers in order; null if none. */
export function seekLines(
  lines: readonly string[],
  pattern: readonly string[],
  from: number,
  opts: SeekOptions = {},
): { at: number; tier: Tier } | null {
  if (pattern.length === 0) return { at: from, tier: 0 };
  const last = lines.length - pattern.length;
  if (last < from) return null;
  const first = opts.eof ? last : from;
  for (let tier = opts.minTier ?? 0; tier < NORMALISE.length; tier++) {
    const norm = NORMALISE[tier] as (s: string) => string;
    for (let at = first; at <= last; at++) {
      let ok = true;
      for (let k = 0; k < pattern.length && ok; k++) {
        ok = fits(lines[at + k] ?? '', pattern[k] ?? '', fitOf(k, pattern.length, opts.partial ?? false), norm);
      }
      if (ok) return { at, tier: tier };
    }
  }
  return null;
}

/** Every position >= from (0-based) where `pattern` matches at exactly `tier`, at most `max` of them. */
export function matchesAtTier(lines: readonly string[], pattern: readonly string[], from: number, tier: Tier, max: number): number[] {
  const norm = NORMALISE[tier] as (s: string) => string;
  const out: number[] = [];
  for (let at = from; at + pattern.length <= lines.length && out.length < max; at++) {
    let ok = true;
    for (let k = 0; k < pattern.length && ok; k++) ok = norm(lines[at + k] ?? '') === norm(pattern[k] ?? '');
    if (ok) out.push(at);
  }
  return out;
}

/** What the file has at a line and how the quote differs from it: the one describer every interface uses (A5). */
export function describeLineDiff(quoted: string, actual: string, lineNo: number): string {
  if (quoted.trimEnd() === actual.trimEnd()) return seekText.trailing(lineNo);
  return seekText.lineDiffers(lineNo, actual, describeDifference(actual, quoted));
}

// Bounds the work of a hint on large files: pattern lines compared per position.
const HINT_BUDGET = 300_000;
// Below this mean similarity a region is no hint at all.
const MIN_REGION_SIMILARITY = 0.3;

/** The region (0-based start) most similar to `pattern`, by the mean similarity of its lines. */
export function mostSimilarRegion(lines: readonly string[], pattern: readonly string[]): { at: number; score: number } | null {
  if (lines.length === 0 || pattern.length === 0) return null;
  const span = Math.min(pattern.length, lines.length);
  const used = Math.max(1, Math.min(span, Math.floor(HINT_BUDGET / lines.length)));
  const grams = new Bigrams();
  const pat = pattern.slice(0, used).map((p) => ({ p, g: grams.of(p) }));
  const fileGrams = lines.map((l) => grams.of(l));
  let best: { at: number; score: number } | null = null;
  for (let at = 0; at + span <= lines.length; at++) {
    let sum = 0;
    for (let k = 0; k < pat.length; k++) {
      const { p, g } = pat[k] as { p: string; g: Int32Array };
      sum += dice(g, fileGrams[at + k] as Int32Array, p, lines[at + k] ?? '');
    }
    const score = sum / pat.length;
    if (!best || score > best.score) best = { at, score };
  }
  return best;
}

/**
 * A5-style hint for text that was not found: where it matches with looser whitespace, where it
 * matches before the search start, or the most similar region with its first differing line.
 */
export function whereIsIt(lines: readonly string[], pattern: readonly string[], from: number, opts: { partial?: boolean } = {}): string {
  const partial = opts.partial ?? false;
  const loose = seekLines(lines, pattern, from, { minTier: 1, partial });
  if (loose) return seekText.looser(loose.at, pattern.length, loose.tier as 1 | 2 | 3, firstDiff(lines, pattern, loose.at, partial));
  if (from > 0) {
    const earlier = seekLines(lines, pattern, 0, { partial });
    if (earlier && earlier.at < from) return seekText.earlier(earlier.at, pattern.length, from);
  }
  const best = mostSimilarRegion(lines, pattern);
  if (!best || best.score < MIN_REGION_SIMILARITY) return seekText.nothing;
  return seekText.similar(best.at, pattern.length, firstDiff(lines, pattern, best.at, partial));
}

function firstDiff(lines: readonly string[], pattern: readonly string[], at: number, partial: boolean): string {
  for (let k = 0; k < pattern.length; k++) {
    const actual = lines[at + k];
    if (actual === undefined) return seekText.fileEnds(at + k + 1);
    const quoted = pattern[k] ?? '';
    if (!fits(actual, quoted, fitOf(k, pattern.length, partial), NORMALISE[0] as (s: string) => string)) {
      return describeLineDiff(quoted, actual, at + k + 1);
    }
  }
  return seekText.line(at + 1);
}
