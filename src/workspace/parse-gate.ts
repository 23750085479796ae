// C1-C3 around a plan: parse each changed file before and after, refuse (reject mode) files that
// gained syntax errors, and find the one-line boundary move that would have parsed (C2).
import {
  applyResolved,
  parseRefusal,
  parseText,
  splitLines,
  spansOverlap,
  type FileChange,
  type ParseCheckMode,
  type ParseOutcome,
  type Refusal,
  type ResolvedEdit,
} from '../edit/index.js';
import type { ParseChecker } from '../parse/checker.js';

export type ParseCheckerLike = Pick<ParseChecker, 'check' | 'wouldParse'> & Partial<Pick<ParseChecker, 'prime'>>;

export interface GateResult {
  parse: ParseOutcome[];
  /** Refusals for files that gained errors (only in reject mode). */
  refusals: Refusal[];
}

/** Edits of one file whose boundaries are tried for the C2 hint; beyond this, no hint (cost). */
const MAX_EDITS_FOR_HINT = 4;

/** The edit whose new text covers `line` of the new file (or the nearest one). */
export function editAtNewLine(edits: readonly ResolvedEdit[], line: number): number {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let offset = 0;
  let best = sorted[0]?.index ?? -1;
  let bestDistance = Infinity;
  for (const e of sorted) {
    const start = e.start + offset;
    const end = start + Math.max(e.newLines.length, 1) - 1;
    const distance = line < start ? start - line : line > end ? line - end : 0;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = e.index;
    }
    offset += e.newLines.length - Math.max(0, e.end - e.start + 1);
  }
  return best;
}

/**
 * C2: tries moving one boundary of one edit by one line, widening first (end+1, start-1, then
 * end-1, start+1), and returns a hint in the file's own numbering (the revision the model read,
 * so an alignment is not carried over) with the quotes the corrected edit needs.
 */
async function boundaryHint(checker: ParseCheckerLike, change: FileChange, baseline: number): Promise<string | undefined> {
  const before = change.before;
  if (!before || change.kind !== 'update' || change.edits.length > MAX_EDITS_FOR_HINT) return undefined;
  const lines = splitLines(before.text).lines;
  for (const edit of change.edits) {
    const moves: { start: number; end: number; moved: 'start_line' | 'end_line' }[] = [
      { start: edit.start, end: edit.end + 1, moved: 'end_line' },
      { start: edit.start - 1, end: edit.end, moved: 'start_line' },
      { start: edit.start, end: edit.end - 1, moved: 'end_line' },
      { start: edit.start + 1, end: edit.end, moved: 'start_line' },
    ];
    for (const m of moves) {
      if (m.start < 1 || m.end > lines.length || m.start > m.end) continue;
      const moved: ResolvedEdit = { ...edit, start: m.start, end: m.end };
      if (change.edits.some((o) => o.index !== edit.index && spansOverlap(o, moved))) continue;
      const others = change.edits.filter((e) => e !== edit);
      const text = applyResolved(before, [...others, moved]);
      if (!(await checker.wouldParse(change.path, text, baseline))) continue;
      const value = m.moved === 'end_line' ? m.end : m.start;
      return parseText.wouldParse(m.moved, value, edit.index, m.start, m.end, lines[m.start - 1] ?? '', lines[m.end - 1] ?? '');
    }
  }
  return undefined;
}

export async function gateChanges(
  checker: ParseCheckerLike,
  changes: readonly FileChange[],
  mode: ParseCheckMode,
  opts: { hints: boolean },
): Promise<GateResult> {
  const parse: ParseOutcome[] = [];
  const refusals: Refusal[] = [];
  if (mode === 'off') return { parse, refusals };
  for (const change of changes) {
    if (change.after === null) continue;
    const outcome = await checker.check(change.path, change.before?.text ?? null, change.after);
    if (outcome.language !== null && outcome.errorsAfter > outcome.errorsBefore) {
      if (opts.hints && outcome.suggestion === undefined) {
        const hint = await boundaryHint(checker, change, outcome.errorsBefore);
        if (hint !== undefined) outcome.suggestion = hint;
      }
      if (mode === 'reject') {
        const line = outcome.firstNewError?.line ?? 1;
        refusals.push(parseRefusal(outcome, editAtNewLine(change.edits, line)));
      }
    }
    parse.push(outcome);
  }
  return { parse, refusals };
}
