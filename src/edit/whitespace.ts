// Quotes that differ from their lines in indentation only (spec B4, B5). At the stated numbers (never
// together with an alignment) such a quote still names its line; what must be settled is whether
// new_text carries the same indentation difference (the whole call is shifted: B5 re-indents it)
// or was typed in the file's own indentation (one quote slipped: B4 takes new_text as it is).
// When the call does not show which, the edit is refused: a guess would write wrong indentation.
import { describeIndent } from './similar.js';
import { reindentText } from './messages.js';
import type { RefLine } from './refs.js';

/** One uniform way the model's indentation can come from the file's. */
export type Reindent =
  | { kind: 'add'; d: string }
  | { kind: 'remove'; d: string }
  | { kind: 'tabs_as_spaces'; n: number }
  | { kind: 'spaces_as_tabs'; n: number };

const TAB_WIDTHS = [2, 4, 8] as const;

/** Leading blanks: spaces and tabs only (a BOM or another invisible character is not indentation). */
export const indentOf = (line: string): string => /^[ \t]*/.exec(line)?.[0] ?? '';
const body = (line: string): string => line.replace(/^[ \t]+/, '').replace(/[ \t]+$/, '');

/** The model's indentation for a line the file indents with `ws`. */
export function forward(t: Reindent, ws: string): string {
  switch (t.kind) {
    case 'add':
      return t.d + ws;
    case 'remove':
      return ws.startsWith(t.d) ? ws.slice(t.d.length) : ws;
    case 'tabs_as_spaces':
      return ws.replace(/\t/g, ' '.repeat(t.n));
    case 'spaces_as_tabs':
      return ws.replace(new RegExp(` {${t.n}}`, 'g'), '\t');
  }
}

/** The file's indentation for a line the model indented with `ws`, or null when `t` cannot have produced it. */
export function inverse(t: Reindent, ws: string): string | null {
  switch (t.kind) {
    case 'add':
      return ws.startsWith(t.d) ? ws.slice(t.d.length) : null;
    case 'remove':
      // A line the model wrote without the lost level may have had it or not (a line at column 0
      // is left at column 0 by a lost level): only a line that still starts with it is certain.
      return ws.startsWith(t.d) ? t.d + ws : null;
    case 'tabs_as_spaces':
      return ws.includes('\t') ? null : ws.replace(new RegExp(` {${t.n}}`, 'g'), '\t');
    case 'spaces_as_tabs':
      return ws.replace(/\t/g, ' '.repeat(t.n));
  }
}

/** Every uniform change that turns the file's indentation `f` into the quote's `q` (f !== q). */
export function reindentsOf(f: string, q: string): Reindent[] {
  const out: Reindent[] = [];
  if (q.length > f.length && q.endsWith(f)) out.push({ kind: 'add', d: q.slice(0, q.length - f.length) });
  if (f.length > q.length && f.endsWith(q)) out.push({ kind: 'remove', d: f.slice(0, f.length - q.length) });
  // Tabs and spaces swapped, on indentation that mixes them too (`\t    ` seen as `\t\t`): the
  // reading exists; whether it can be undone is I3's question (guard.ts), never assumed here.
  for (const n of TAB_WIDTHS) {
    if (f.includes('\t') && f.replace(/\t/g, ' '.repeat(n)) === q) out.push({ kind: 'tabs_as_spaces', n });
    if (f.includes(' '.repeat(n)) && f.replace(new RegExp(` {${n}}`, 'g'), '\t') === q) out.push({ kind: 'spaces_as_tabs', n });
  }
  return out;
}

const key = (t: Reindent): string => `${t.kind}:${'d' in t ? t.d : t.n}`;

export function describeReindent(t: Reindent): string {
  switch (t.kind) {
    case 'add':
      return reindentText.add(describeIndent(t.d));
    case 'remove':
      return reindentText.remove(describeIndent(t.d));
    case 'tabs_as_spaces':
      return reindentText.tabsAsSpaces(t.n);
    case 'spaces_as_tabs':
      return reindentText.spacesAsTabs(t.n);
  }
}

/** The uniform changes that explain every pair (file line, model line) at once; pairs that agree are skipped. */
export function commonReindents(pairs: readonly { file: string; model: string }[]): Reindent[] {
  let common: Reindent[] | null = null;
  for (const { file, model } of pairs) {
    const f = indentOf(file);
    const q = indentOf(model);
    if (f === q) continue;
    const ts = reindentsOf(f, q);
    common = common === null ? ts : common.filter((t) => ts.some((u) => key(u) === key(t)));
  }
  return common ?? [];
}

/** A text line re-indented from the model's indentation to the file's; null when `t` cannot explain it. */
export function reindentLine(t: Reindent, line: string): string | null {
  if (line.trim() === '') return line;
  const ws = indentOf(line);
  const fixed = inverse(t, ws);
  return fixed === null ? null : fixed + line.slice(ws.length);
}

/**
 * Whose indentation typed new lines are in, when lines the call locates by (quotes; a patch's
 * context and removed lines) differ from the file's lines in indentation. `file`: take them as
 * they are (some lines slipped). `shifted`: the whole call is shifted by `t`; shift them back.
 * `unsure`: the call does not show which, so applying it would be a guess.
 * - pairs: (file line, model line) for each locating line;
 * - typed: the new lines the model typed (references copy the file's own lines);
 * - edges: the file's indentation of the first and last line the new lines replace, when the
 *   typed lines are new_text's own edges: the first and last typed lines are compared with them
 *   (an edit usually keeps the indentation at its edges), and with them shifted.
 * `shift` lists the changes under which the locating lines look wholly shifted (no line the
 * change would alter was written as the file has it): other edits of the call must agree (B5).
 */
export type Frame = { kind: 'file'; shift: Reindent[] } | { kind: 'shifted'; t: Reindent; shift: Reindent[] } | { kind: 'unsure' };

export function settleFrame(
  pairs: readonly { file: string; model: string }[],
  typed: readonly string[],
  edges: { first: string; last: string } | null,
): Frame {
  const used = pairs.filter((p) => p.model.trim() !== '');
  const differing = used.filter((p) => indentOf(p.file) !== indentOf(p.model));
  if (differing.length === 0) return { kind: 'file', shift: [] };
  const ts = commonReindents(differing);
  const strict = used.filter((p) => indentOf(p.file) === indentOf(p.model));
  // A line the change would have altered but the model wrote as the file has it.
  const fileEvidence = (t: Reindent): boolean => strict.some((p) => forward(t, indentOf(p.file)) !== indentOf(p.file));
  const shift = ts.filter((t) => !fileEvidence(t));
  const newLines = typed.filter((l) => l.trim() !== '');
  if (newLines.length === 0) return { kind: 'file', shift };
  const n1 = indentOf(newLines[0] ?? '');
  const nl = indentOf(newLines[newLines.length - 1] ?? '');
  // Quotes that differ in no uniform way are slips, not a shifted call: new lines that start in
  // the file's indentation are taken as they are.
  if (ts.length === 0) return edges && n1 === edges.first ? { kind: 'file', shift } : { kind: 'unsure' };
  // Two quotes of one line are one piece of evidence.
  const differingLines = new Set(differing.map((p) => p.file)).size;
  const verdicts = ts.map((t): { frame: 'file' | 'shifted' | 'unsure'; t: Reindent } => {
    const votes = new Set<'file' | 'shifted'>();
    const compared: [string, string][] = edges
      ? [
          [n1, edges.first],
          [nl, edges.last],
        ]
      : [];
    for (const [n, f] of compared) {
      const tf = forward(t, f);
      if (tf === f) continue;
      if (n === f) votes.add('file');
      else if (n === tf) votes.add('shifted');
    }
    if (votes.size === 2) return { frame: 'unsure', t };
    if (votes.has('file')) return { frame: 'file', t };
    if (votes.has('shifted')) {
      const whole = !fileEvidence(t) && (strict.length === 0 || differingLines >= 2);
      return { frame: whole && newLines.every((l) => reindentLine(t, l) !== null) ? 'shifted' : 'unsure', t };
    }
    return { frame: fileEvidence(t) ? 'file' : 'unsure', t };
  });
  if (verdicts.every((v) => v.frame === 'file')) return { kind: 'file', shift };
  if (!verdicts.every((v) => v.frame === 'shifted')) return { kind: 'unsure' };
  const t = (verdicts[0] as { t: Reindent }).t;
  // Different readings of the difference must agree on the result.
  for (const v of verdicts.slice(1)) if (newLines.some((l) => reindentLine(v.t, l) !== reindentLine(t, l))) return { kind: 'unsure' };
  return { kind: 'shifted', t, shift };
}

type QuoteState = 'strict' | 'loose' | 'no';

function stateOf(quote: string, line: string): QuoteState {
  if (quote.trimEnd() === line.trimEnd()) return 'strict';
  if (quote.trim() !== '' && body(quote) === body(line) && indentOf(quote) !== indentOf(line)) return 'loose';
  return 'no';
}

/**
 * A4 with B4: lines start+d..end+d hold the quotes' text with other indentation (at least one quote
 * differs in indentation only, none differs otherwise). Then an alignment elsewhere has a rival
 * reading, that span with its indentation ignored. Even for a `}`: a miscount onto a `}` of another
 * depth and a whole call shifted by one level onto a `}` nearby read the same, quotes and new_text
 * alike, so neither is applied.
 */
export function looseAt(lines: readonly string[], start: number, end: number, first: string, last: string): boolean {
  if (start < 1 || end > lines.length || start > end) return false;
  const states = [stateOf(first, lines[start - 1] ?? ''), stateOf(last, lines[end - 1] ?? '')];
  return !states.includes('no') && states.includes('loose');
}

/** The offsets within the window (0 included, `except` not) at which the quotes fit with indentation ignored only. */
export function looseRivals(
  lines: readonly string[],
  start: number,
  end: number,
  first: string,
  last: string,
  window: number,
  except: number,
): number[] {
  const out: number[] = [];
  for (let d = -window; d <= window; d++) if (d !== except && looseAt(lines, start + d, end + d, first, last)) out.push(d);
  return out;
}

export interface LooseQuote {
  field: 'first_line' | 'last_line';
  line: number;
  fileIndent: string;
  quoteIndent: string;
}

export type Loose =
  | { kind: 'none' }
  | { kind: 'unsure' }
  | { kind: 'ok'; quotes: LooseQuote[]; reindent: Reindent | null; newLines: readonly RefLine[]; shift: Reindent[] };

const NONE: Loose = { kind: 'none' };
const UNSURE: Loose = { kind: 'unsure' };

/**
 * B4/B5: the reading of a span at its stated numbers when a quote matches its line only if
 * indentation is ignored. `none`: no such reading. `unsure`: the reading exists but cannot be
 * applied safely (the exact quote is also near, or the indentation of new_text is not settled).
 */
export function looseReading(
  lines: readonly string[],
  start: number,
  end: number,
  first: string,
  last: string,
  newLines: readonly RefLine[],
  window: number,
): Loose {
  if (start < 1 || end > lines.length || start > end) return NONE;
  const fileFirst = lines[start - 1] ?? '';
  const fileLast = lines[end - 1] ?? '';
  const quotes = [
    { field: 'first_line' as const, line: start, quote: first, file: fileFirst, state: stateOf(first, fileFirst) },
    { field: 'last_line' as const, line: end, quote: last, file: fileLast, state: stateOf(last, fileLast) },
  ];
  if (quotes.some((q) => q.state === 'no') || !quotes.some((q) => q.state === 'loose')) return NONE;
  const loose = quotes.filter((q) => q.state === 'loose');
  // The quote's exact text on a line nearby (up to twice the window, as A7 looks) may be a
  // miscount instead: two readings, no guess.
  for (const q of loose) {
    for (let n = Math.max(1, q.line - 2 * window); n <= Math.min(lines.length, q.line + 2 * window); n++) {
      if (q.quote.trimEnd() === (lines[n - 1] ?? '').trimEnd()) return UNSURE;
    }
  }

  const found: LooseQuote[] = [];
  for (const q of loose) {
    if (found.some((f) => f.line === q.line && f.quoteIndent === indentOf(q.quote))) continue;
    found.push({ field: q.field, line: q.line, fileIndent: indentOf(q.file), quoteIndent: indentOf(q.quote) });
  }
  // Typed lines are compared at the edges only when they are new_text's edges: a line copied
  // there (@@ref) says nothing about the indentation the model typed in.
  const typed = newLines.flatMap((l) => (l.kind === 'text' ? [l.text] : []));
  const typedEdges = newLines[0]?.kind === 'text' && newLines[newLines.length - 1]?.kind === 'text';
  const span = lines.slice(start - 1, end).filter((l) => l.trim() !== '');
  const frame = settleFrame(
    quotes.map((q) => ({ file: q.file, model: q.quote })),
    typed,
    typedEdges ? { first: indentOf(span[0] ?? fileFirst), last: indentOf(span[span.length - 1] ?? fileLast) } : null,
  );
  if (frame.kind === 'unsure') return UNSURE;
  if (frame.kind === 'file') return { kind: 'ok', quotes: found, reindent: null, newLines, shift: frame.shift };
  // A re-indentation rests on the quotes reading as the whole call shifted. When the same quotes
  // fit with indentation ignored one miscount away (up to twice the window, as A7 looks), the
  // difference may as well be numbers off onto lines of another depth: two readings, no guess.
  for (let d = -2 * window; d <= 2 * window; d++) if (d !== 0 && looseAt(lines, start + d, end + d, first, last)) return UNSURE;
  const t = frame.t;
  const moved = newLines.map((l): RefLine => (l.kind === 'text' ? { kind: 'text', text: reindentLine(t, l.text) ?? l.text } : l));
  return { kind: 'ok', quotes: found, reindent: t, newLines: moved, shift: frame.shift };
}
