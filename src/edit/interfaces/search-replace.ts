// search_replace (spec §9): old_text must occur exactly once in the file, as whole lines unless it
// lies within one line. The match is made on the file with line endings normalised to \n, then
// widened to whole lines so the shared splice keeps every untouched byte, the file's EOL style and
// its final-newline state (W1, E4).
import { createOrDelete, lookup, PlanBuilder } from '../builder.js';
import type { SearchReplaceCall } from '../call.js';
import { reasons, seekText, type Reason } from '../messages.js';
import { splitLines } from '../text.js';
import type { EngineOptions, FileSnapshot, Plan, ResolvedEdit, Snapshot } from '../types.js';
import { endOfFileQuote } from './end-of-file.js';
import { whereIsIt } from './similar.js';

// Enough line numbers to disambiguate; more would only bloat the answer.
const MAX_LISTED = 20;

export function planSearchReplace(call: SearchReplaceCall, snapshot: Snapshot, _opts: EngineOptions): Plan {
  const b = new PlanBuilder(snapshot);
  call.edits.forEach((edit, index) => {
    if (createOrDelete(b, index, edit, ['old_text'])) return;
    const file = lookup(snapshot, edit.path);
    if (!file) return b.refuse(index, edit.path, reasons.notFound(edit.path, call.iface));
    if (!b.checkRevision(index, file, edit.revision)) return;
    if (edit.old_text === undefined) return b.refuse(index, edit.path, reasons.missingField('old_text', 'the exact text to replace'));
    if (edit.new_text === undefined) return b.refuse(index, edit.path, reasons.missingField('new_text', 'the replacement ("" deletes)'));
    if (edit.old_text === '') return b.refuse(index, edit.path, reasons.emptyOldText());
    const found = locate(file, index, edit.old_text, edit.new_text);
    if ('edit' in found) b.updates.push(found.edit);
    else b.refuse(index, edit.path, found);
  });
  return b.finish();
}

interface Indexed {
  lines: string[];
  /** The file with every line ending as \n. */
  norm: string;
  /** Offset in `norm` where each line starts; one extra entry for the end of the text. */
  starts: number[];
}

function indexFile(text: string): Indexed {
  const { lines, endings } = splitLines(text);
  const starts: number[] = [];
  let norm = '';
  lines.forEach((line, i) => {
    starts.push(norm.length);
    norm += line + (endings[i] === '' ? '' : '\n');
  });
  starts.push(norm.length);
  return { lines, norm, starts };
}

/** 0-based line holding `offset` (binary search over line starts). */
function lineOf(ix: Indexed, offset: number): number {
  let lo = 0;
  let hi = ix.lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((ix.starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const at = (xs: readonly number[], i: number): number => xs[i] as number;

type Located = { edit: ResolvedEdit } | Reason;

/** Offset `o` sits at a line boundary: the start of a line, or the end of one (before its \n, or the text's end). */
function atBoundary(ix: Indexed, o: number): boolean {
  return o === 0 || o === ix.norm.length || ix.norm[o - 1] === '\n' || ix.norm[o] === '\n';
}

/**
 * Whole lines (spec §9): an old text that spans lines must start where a line starts (or, when it
 * begins with a line break, where one ends) and end where a line ends; one within a line may match
 * inside it, but not from the middle of its indentation (a quote with a tab too few).
 */
function wholeLines(ix: Indexed, o: number, oldN: string, newN: string): boolean {
  const end = o + oldN.length;
  const startsLine = o === 0 || ix.norm[o - 1] === '\n';
  if (!oldN.includes('\n')) {
    if (startsLine) return true;
    if (/^[ \t]/.test(oldN)) return false;
    // Quoted from where the line's text starts, without its indentation, but replaced by text
    // that has indentation: the line would keep its own and get the new one too.
    const before = ix.norm.slice(ix.starts[lineOf(ix, o)], o);
    return !(before.trim() === '' && /^[ \t]/.test(newN));
  }
  return (startsLine || (oldN.startsWith('\n') && atBoundary(ix, o))) && atBoundary(ix, end);
}

function locate(file: FileSnapshot, index: number, oldText: string, newText: string): Located {
  const ix = indexFile(file.text);
  let oldN = oldText.replace(/\r\n/g, '\n');
  const newN = newText.replace(/\r\n/g, '\n');
  const hits: number[] = [];
  let inside = -1;
  for (let p = ix.norm.indexOf(oldN); p !== -1 && hits.length <= MAX_LISTED; p = ix.norm.indexOf(oldN, p + 1)) {
    if (wholeLines(ix, p, oldN, newN)) hits.push(p);
    else if (inside < 0) inside = p;
  }
  // §9: a quote of the file's last lines with a newline the file does not have means the end of the file.
  const atEnd = hits.length === 0 ? endOfFileQuote(ix.norm, oldN) : null;
  if (atEnd !== null) {
    oldN = atEnd;
    hits.push(ix.norm.length - oldN.length);
    inside = -1;
  }
  if (hits.length === 0) {
    if (inside >= 0) return reasons.noMatch(file.path, seekText.insideLine(lineOf(ix, inside) + 1));
    const pattern = oldN.endsWith('\n') ? oldN.slice(0, -1).split('\n') : oldN.split('\n');
    return reasons.noMatch(file.path, whereIsIt(ix.lines, pattern, 0, { partial: true }));
  }
  if (hits.length > 1)
    return reasons.ambiguousMatch(
      file.path,
      hits.slice(0, MAX_LISTED).map((h) => lineOf(ix, h) + 1),
      hits.length > MAX_LISTED,
    );
  const o = at(hits, 0);
  const s = lineOf(ix, o);
  let e = lineOf(ix, o + oldN.length - 1);
  // Replace inside the enclosing whole lines, so a partial-line match still applies exactly.
  let rep = ix.norm.slice(at(ix.starts, s), o) + newN + ix.norm.slice(o + oldN.length, at(ix.starts, e + 1));
  // If the replacement swallowed a line break, the next line joins it: widen the span to keep exactness.
  while (rep !== '' && !rep.endsWith('\n') && e + 1 < ix.lines.length) {
    e++;
    rep += ix.norm.slice(at(ix.starts, e), at(ix.starts, e + 1));
  }
  const newLines = rep === '' ? [] : (rep.endsWith('\n') ? rep.slice(0, -1) : rep).split('\n');
  return { edit: { index, path: file.path, start: s + 1, end: e + 1, newLines, startShift: 0, endShift: 0, refLines: 0 } };
}
