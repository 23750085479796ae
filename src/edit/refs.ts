// References instead of retyping (spec §5, F1-F5): a new_text line "@@refA-B@@" or
// "@@refPATH:A-B@@" stands for lines A..B as the model read them. Lines are parsed once, when the
// call is normalized (call.ts); here they are copied from the snapshot (F4), only from spans
// this call verifies (F3), shifted with their span's alignment.
import { refProblem, spanText } from './messages.js';
import { linesOf } from './text.js';
import type { Snapshot } from './types.js';

export type RefLine = { kind: 'text'; text: string } | RefTarget | { kind: 'bad'; raw: string };
/** A reference line: `path` null means the edit's own file (F1); `raw` is the line as sent. */
export interface RefTarget {
  kind: 'ref';
  path: string | null;
  a: number;
  b: number;
  raw: string;
}

const REF = /^@@ref(?:(.+?)\s*:)?\s*(\d+)\s*(?:-\s*(\d+)\s*)?@@$/;

/** F1/F2: a whole line (surrounding whitespace allowed) is a reference, or plain text. */
export function parseRefLine(line: string): RefLine {
  const t = line.trim();
  if (!t.startsWith('@@ref')) return { kind: 'text', text: line };
  const m = REF.exec(t);
  if (!m) return t.endsWith('@@') ? { kind: 'bad', raw: line } : { kind: 'text', text: line };
  const a = Number(m[2]);
  const b = m[3] === undefined ? a : Number(m[3]);
  const path = m[1] === undefined ? null : m[1].trim();
  return { kind: 'ref', path: path === '' ? null : path, a, b, raw: line };
}

/** A span that an edit of this call verifies: as sent (model numbering) and as placed. */
export interface VerifiedSpan {
  index: number;
  statedStart: number;
  statedEnd: number;
  start: number;
  end: number;
  startShift: number;
  endShift: number;
  /**
   * I4: the offsets (from the stated numbers, in this numbering) at which the edit's numbers may be
   * read: moved with the span, and as stated in each revision that reads it with the fewest
   * mistakes (the named one, or one shown earlier: a real shift, A8). Unset: as stated and moved.
   */
  refOffsets?: readonly number[];
}

export interface RefContext {
  snapshot: Snapshot;
  /** Verified spans per path (placed updates, and whole files that a delete verifies). */
  spans: ReadonlyMap<string, readonly VerifiedSpan[]>;
  /** Stated spans of refused edits: a reference into them waits for that edit to be fixed. */
  refused: ReadonlyMap<string, readonly { start: number; end: number }[]>;
  /** Paths this call creates. */
  created: ReadonlySet<string>;
}

export type Expansion =
  | { ok: true; lines: string[]; refLines: number; size: number }
  | { ok: false; problems: string[] }
  | { ok: 'deferred' }
  | { ok: 'too_large' };

/** F3: a line in the model's numbering, moved with its span's alignment. */
function mapLine(s: VerifiedSpan, n: number): number {
  if (s.startShift === s.endShift) return n + s.startShift;
  // A3 moved one boundary alone: the boundary line moves, the lines inside did not.
  if (n === s.statedStart) return s.start;
  if (n === s.statedEnd) return s.end;
  return n;
}

type Resolved = { ok: true; lines: string[] } | { ok: false; problem: string } | { ok: 'deferred' };

function resolveOne(ref: RefTarget, editPath: string, ctx: RefContext): Resolved {
  const path = ref.path ?? editPath;
  if (ref.a > ref.b) return { ok: false, problem: refProblem.reversed(ref.raw, ref.a, ref.b) };
  const file = ctx.snapshot.get(path);
  if (!file) {
    if (ctx.created.has(path)) return { ok: false, problem: refProblem.newFile(ref.raw) };
    return { ok: false, problem: refProblem.unknownFile(ref.raw, path) };
  }
  const spans = ctx.spans.get(path) ?? [];
  const home = spans.find((s) => s.statedStart <= ref.a && ref.b <= s.statedEnd);
  if (!home) {
    const waiting = (ctx.refused.get(path) ?? []).some((r) => r.start <= ref.a && ref.b <= r.end);
    if (waiting) return { ok: 'deferred' };
    return {
      ok: false,
      problem: refProblem.outsideSpans(
        ref.raw,
        path,
        spans.map((s) => spanText(s.statedStart, s.statedEnd)),
      ),
    };
  }
  // A3 moved one boundary alone across blank lines: which lines a reference touching that
  // boundary meant is not known, so it is refused rather than guessed (it could duplicate a line).
  const movedBoundary = (home.startShift !== 0 && ref.a <= home.statedStart) || (home.endShift !== 0 && ref.b >= home.statedEnd);
  if (home.startShift !== home.endShift && movedBoundary)
    return { ok: false, problem: refProblem.movedBoundary(ref.raw, path, spanText(home.start, home.end)) };
  const a = mapLine(home, ref.a);
  const b = mapLine(home, ref.b);
  if (a > b || a < home.start || b > home.end)
    return { ok: false, problem: refProblem.movedOut(ref.raw, path, spanText(home.start, home.end)) };
  return { ok: true, lines: linesOf(file).slice(a - 1, b) };
}

/**
 * Expands every reference line of one edit's new_text lines (F1-F5). `budget` bounds the size of
 * the result (characters plus line breaks): copying stops past it, before memory grows with it.
 */
export function expandRefs(newLines: readonly RefLine[], editPath: string, ctx: RefContext, budget = Infinity): Expansion {
  const out: string[] = [];
  const problems: string[] = [];
  let refLines = 0;
  let deferred = false;
  let size = 0;
  for (const parsed of newLines) {
    if (parsed.kind === 'text') {
      out.push(parsed.text);
      size += parsed.text.length + 1;
      if (size > budget) return { ok: 'too_large' };
      continue;
    }
    if (parsed.kind === 'bad') {
      problems.push(refProblem.malformed(parsed.raw));
      continue;
    }
    const r = resolveOne(parsed, editPath, ctx);
    if (r.ok === 'deferred') deferred = true;
    else if (r.ok) {
      for (const line of r.lines) {
        size += line.length + 1;
        if (size > budget) return { ok: 'too_large' };
        out.push(line);
      }
      refLines += r.lines.length;
    } else problems.push(r.problem);
  }
  if (problems.length > 0) return { ok: false, problems };
  if (deferred) return { ok: 'deferred' };
  return { ok: true, lines: out, refLines, size };
}
