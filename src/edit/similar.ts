// A5: when a quote does not match its stated line, say where its text really is, or which nearby
// line is most similar and how it differs, so the model can fix the call without re-reading.
import { quoteMatches } from './boundary.js';
import { diffWords, hintText } from './messages.js';
import { similarity } from './similarity.js';

const NEAREST = 3;
const SIMILAR_RADIUS = 12;
const MIN_SIMILARITY = 0.5;
const NUMBER_PREFIX = /^\s*\d+\s*[|:]\s?/;

/** "8 spaces", "1 tab", "1 tab + 2 spaces", "no indentation". */
export function describeIndent(ws: string): string {
  const tabs = [...ws].filter((c) => c === '\t').length;
  const spaces = ws.length - tabs;
  const parts: string[] = [];
  if (tabs > 0) parts.push(`${tabs} tab${tabs === 1 ? '' : 's'}`);
  if (spaces > 0) parts.push(`${spaces} space${spaces === 1 ? '' : 's'}`);
  return parts.length === 0 ? 'no indentation' : parts.join(' + ');
}

/** A short character-level difference between a file line and a quote. */
/** Characters that print as nothing, named for A5 hints. */
const INVISIBLE: Record<string, string> = {
  '\uFEFF': 'byte-order mark (U+FEFF)',
  '\u200B': 'zero-width space (U+200B)',
  '\u200C': 'zero-width non-joiner (U+200C)',
  '\u200D': 'zero-width joiner (U+200D)',
  '\u2060': 'word joiner (U+2060)',
  '\u00AD': 'soft hyphen (U+00AD)',
};
const INVISIBLE_RE = new RegExp(`[${Object.keys(INVISIBLE).join('')}]`);

export function describeDifference(fileLine: string, quote: string): string {
  const f = fileLine.trimEnd();
  const q = quote.trimEnd();
  // An invisible character is not indentation or spacing: say what it is and where.
  for (const [who, text, other] of [
    ['quote', q, f],
    ['file line', f, q],
  ] as const) {
    const m = INVISIBLE_RE.exec(text);
    if (m && !other.includes(m[0])) return diffWords.invisible(who, INVISIBLE[m[0]] ?? 'character', m.index + 1);
  }
  const fIndent = /^[ \t]*/.exec(f)?.[0] ?? '';
  const qIndent = /^[ \t]*/.exec(q)?.[0] ?? '';
  if (f.slice(fIndent.length) === q.slice(qIndent.length)) return diffWords.indentation(describeIndent(fIndent), describeIndent(qIndent));
  if (f.replace(/\s+/g, '') === q.replace(/\s+/g, '')) return diffWords.innerSpacing;
  if (f.toLowerCase() === q.toLowerCase()) return diffWords.letterCase;
  // Same text in another Unicode form (e.g. é as one code point vs e + accent) looks identical.
  if (f.normalize('NFC') === q.normalize('NFC')) return diffWords.unicodeForm;
  let i = 0;
  while (i < f.length && i < q.length && f[i] === q[i]) i++;
  return diffWords.column(i + 1, f.slice(i, i + 16), q.slice(i, i + 16));
}

/** 1-based lines matching `quote`, nearest to `stated` first. */
export function matchingLines(lines: readonly string[], quote: string, stated: number): number[] {
  const out: number[] = [];
  lines.forEach((l, i) => {
    if (quoteMatches(quote, l)) out.push(i + 1);
  });
  return out.sort((a, b) => Math.abs(a - stated) - Math.abs(b - stated) || a - b);
}

/**
 * A5 for one boundary: empty when the quote matches its stated line, else sentences naming the
 * stated line's real text and where the quote is (or the most similar nearby line and the diff).
 */
export function quoteHints(lines: readonly string[], stated: number, quote: string, field: 'first_line' | 'last_line'): string[] {
  const here = stated >= 1 ? lines[stated - 1] : undefined;
  if (here !== undefined && quoteMatches(quote, here)) return [];
  const label = field === 'first_line' ? 'start_line' : 'end_line';
  const out = [hintText.statedLine(label, stated, here, lines.length)];
  if (quote.includes('\n')) return [...out, hintText.multiline(field)];
  const found = matchingLines(lines, quote, stated);
  if (found.length > 0) return [...out, hintText.foundAt(field, quote, found.slice(0, NEAREST), found.length - NEAREST)];
  const stripped = quote.replace(NUMBER_PREFIX, '');
  if (stripped !== quote && matchingLines(lines, stripped, stated).length > 0) return [...out, hintText.numberPrefix(field)];
  const best = mostSimilar(lines, stated, quote);
  if (!best) return [...out, hintText.nowhere(field)];
  return [...out, hintText.similar(field, best.line, lines[best.line - 1] ?? '', describeDifference(lines[best.line - 1] ?? '', quote))];
}

function mostSimilar(lines: readonly string[], stated: number, quote: string): { line: number } | null {
  if (lines.length === 0 || quote.trim() === '') return null;
  const centre = Math.min(Math.max(stated, 1), lines.length);
  let best: { line: number; score: number } | null = null;
  for (let n = Math.max(1, centre - SIMILAR_RADIUS); n <= Math.min(lines.length, centre + SIMILAR_RADIUS); n++) {
    const text = lines[n - 1] ?? '';
    if (text.trim() === '') continue;
    // The measure ignores indentation, so a line that differs only in its indentation is found.
    const score = similarity(text, quote);
    const better = !best || score > best.score || (score === best.score && Math.abs(n - stated) < Math.abs(best.line - stated));
    if (better) best = { line: n, score };
  }
  return best && best.score >= MIN_SIMILARITY ? { line: best.line } : null;
}
