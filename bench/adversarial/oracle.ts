// The oracle, decided before the engine runs. From the ground truth (what the model meant, the
// line identities of every revision) it computes:
// - truth: the intended bytes of the current file, or REFUSE when a line the model meant has
//   changed since the revision it had in view (writing would lose that change);
// - ambiguity: the readings an edit's evidence allows. Every revision the model was shown could
//   have supplied its numbers and quotes: at the stated numbers when the quotes hold there, else
//   at any offset within the alignment window (only in the named revision, or anywhere when the
//   quotes do not hold as stated in the named revision: a call whose stated numbers hold its
//   quotes is taken at its word, since no quote can tell a miscount onto identical text). A quote
//   that matches only if indentation is ignored is one more reading, at the stated numbers of the
//   named revision. @@ref numbers shift with the span or are right as stated. When the readings
//   name different lines of the current file (or one names lines that changed since), or copy
//   different lines, the call is ambiguous and must be refused;
// - the literal result: the named revision's stated span replaced as sent, for the one exemption
//   (a miscount onto lines that hold the quotes exactly is not a clear wrong write).
// Written without src/edit: it sees only texts and identities.
import { replLines, type Intent, type VsEditArgs } from './intent.js';
import { carry, spliceText, type Rev } from './world.js';

export const REFUSE = 'REFUSE' as const;
export type Truth = string | typeof REFUSE;

/** B1 as the contract states it: equal after trailing whitespace is removed from each. */
const fits = (quote: string, line: string | undefined): boolean => line !== undefined && quote.trimEnd() === line.trimEnd();
const fitsLoose = (quote: string, line: string | undefined): boolean =>
  line !== undefined && quote.trim() !== '' && quote.trim() === line.trim();
const weak = (s: string): boolean => s.trim() === '';

/** The intended text of the current file, or REFUSE. */
export function truthOf(intents: readonly Intent[], current: Rev): Truth {
  const spans: { start: number; end: number; lines: string[] }[] = [];
  for (const it of intents) {
    const at = carry(it.view, current, it.a, it.b);
    if (!at) return REFUSE;
    spans.push({ start: at[0], end: at[1], lines: replLines(it) });
  }
  return spliceText(current, spans);
}

type Ref = { a: number; b: number };
const REF = /^\s*@@ref\s*(\d+)\s*(?:-\s*(\d+)\s*)?@@\s*$/;

function refsOf(args: VsEditArgs): Ref[] {
  const out: Ref[] = [];
  for (const l of newLinesOf(args)) {
    const m = REF.exec(l);
    if (m) out.push({ a: Number(m[1]), b: Number(m[2] ?? m[1]) });
  }
  return out;
}

/** E4: new_text as lines (one trailing newline dropped, "" is none). */
function newLinesOf(args: VsEditArgs): string[] {
  const t = args.new_text;
  if (t === '') return [];
  return (t.endsWith('\n') ? t.slice(0, -1) : t).split('\n');
}

export interface Reading {
  source: Rev;
  /** Offset from the stated numbers. */
  d: number;
  /** The quotes fit only with their indentation ignored. */
  loose: boolean;
  /** Mistakes the reading needs the model to have made: a miscount and an indentation slip count one each; quoting a revision it was shown, none. */
  cost: number;
  start: number;
  end: number;
  /** Where those lines are in the current file; null when any of them changed since. */
  now: [number, number] | null;
}

export interface World {
  named: Rev;
  /** Every other revision of the file the model was shown. */
  shown: readonly Rev[];
  current: Rev;
  window: number;
}

/**
 * The readings of one edit's numbers and quotes that need the fewest mistakes (see the header):
 * in every revision the model was shown, at the stated numbers or one miscount away within the
 * window; in the named revision also with indentation ignored.
 */
export function readingsOf(args: VsEditArgs, w: World): Reading[] {
  const { start_line: s, end_line: e, first_line: q1, last_line: q2 } = args;
  const all: Reading[] = [];
  const push = (source: Rev, d: number, loose: boolean): void => {
    const cost = (d === 0 ? 0 : 1) + (loose ? 1 : 0);
    all.push({ source, d, loose, cost, start: s + d, end: e + d, now: carry(source, w.current, s + d, e + d) });
  };
  for (const source of [w.named, ...w.shown]) {
    for (let d = -w.window; d <= w.window; d++) {
      if (s + d < 1) continue;
      const [x, y] = [source.at(s + d), source.at(e + d)];
      if (fits(q1, x) && fits(q2, y)) {
        if (d === 0 || !(weak(q1) && weak(q2))) push(source, d, false);
      } else if (source === w.named && (fits(q1, x) || fitsLoose(q1, x)) && (fits(q2, y) || fitsLoose(q2, y))) push(source, d, true);
    }
  }
  const least = Math.min(...all.map((r) => r.cost));
  return all.filter((r) => r.cost === least);
}

/**
 * The call read the cheapest way, when that is one placement: the bytes written then (typed lines
 * as typed, references copied at the reading's offset), and how many mistakes that reading needs.
 * A model that made more mistakes than this gets this, and no quote could have told.
 */
export function cheapestOf(args: VsEditArgs, w: World): { text: string; cost: number } | null {
  const rs = readingsOf(args, w);
  const r = rs[0];
  if (!r || rs.some((x) => spanKey(x) !== spanKey(r) || x.d !== r.d) || !r.now) return null;
  const lines = newLinesOf(args).flatMap((l) => {
    const m = REF.exec(l);
    if (!m) return [l];
    const a = Number(m[1]) + r.d;
    const b = Number(m[2] ?? m[1]) + r.d;
    return r.source.lines.slice(a - 1, b).map((x) => x.text);
  });
  return { text: spliceText(w.current, [{ start: r.now[0], end: r.now[1], lines }]), cost: r.cost };
}

const spanKey = (r: Reading): string => (r.now ? `${r.now[0]}-${r.now[1]}` : REFUSE);

export interface CallVerdictInput {
  edits: readonly VsEditArgs[];
  /** The world of each edit's file (by path). */
  worlds: ReadonlyMap<string, World>;
}

/** Whether every edit has at least one reading (else nothing may be written: a refusal is needed). */
export function placeable(input: CallVerdictInput): boolean {
  return input.edits.every((e) => readingsOf(e, input.worlds.get(e.path) as World).length > 0);
}

/** Why a call is ambiguous (empty: it is not), for the report. */
export function ambiguity(input: CallVerdictInput): string[] {
  const why: string[] = [];
  const readings = input.edits.map((e) => readingsOf(e, input.worlds.get(e.path) as World));
  input.edits.forEach((e, i) => {
    const keys = new Set((readings[i] ?? []).map(spanKey));
    if (keys.size > 1) why.push(`edit ${i}: readings name ${[...keys].join(' / ')}`);
  });
  // @@ref lines: each reading of the edit whose stated span holds a reference (its home) reads it
  // in that reading's revision, moved with the span or as stated; the edit holding it may carry a
  // miscount of its own too (read in the same revision). Every way that lands in a span some
  // reading of the call verifies in that revision must copy the same lines; numbers that land in
  // no span copy nothing and are no reading (F3 lets a reference copy only lines a call verifies).
  input.edits.forEach((e, i) => {
    for (const ref of refsOf(e)) {
      const texts = new Set<string>();
      const readAt = (source: Rev, a: number, b: number): void => {
        const held = input.edits.some(
          (h, j) => h.path === e.path && (readings[j] ?? []).some((r) => r.source === source && r.start <= a && b <= r.end),
        );
        if (held)
          texts.add(
            source.lines
              .slice(a - 1, b)
              .map((l) => l.text)
              .join('\n'),
          );
      };
      input.edits.forEach((h, j) => {
        if (h.path !== e.path || ref.a < h.start_line || ref.b > h.end_line) return;
        for (const r of readings[j] ?? []) {
          readAt(r.source, ref.a + r.d, ref.b + r.d);
          readAt(r.source, ref.a, ref.b);
          for (const o of readings[i] ?? []) if (o.source === r.source) readAt(r.source, ref.a + o.d, ref.b + o.d);
        }
      });
      if (texts.size > 1) why.push(`edit ${i}: @@ref${ref.a}-${ref.b} may copy ${texts.size} different texts`);
    }
  });
  return why;
}

/**
 * The literal result: each stated span of the named revision replaced as sent (references copied
 * at their stated numbers), carried to the current file; null when the quotes do not hold as
 * stated or a stated span changed since.
 */
export function literalOf(input: CallVerdictInput, current: Rev, inView?: ReadonlyMap<string, Rev>): string | null {
  const spans: { start: number; end: number; lines: string[] }[] = [];
  for (const e of input.edits) {
    const w = input.worlds.get(e.path) as World;
    const rev = inView?.get(e.path) ?? w.named;
    if (!fits(e.first_line, rev.at(e.start_line)) || !fits(e.last_line, rev.at(e.end_line))) return null;
    const at = carry(rev, current, e.start_line, e.end_line);
    if (!at) return null;
    const lines = newLinesOf(e).flatMap((l) => {
      const m = REF.exec(l);
      if (!m) return [l];
      const a = Number(m[1]);
      const b = Number(m[2] ?? m[1]);
      return rev.lines.slice(a - 1, b).map((x) => x.text);
    });
    spans.push({ start: at[0], end: at[1], lines });
  }
  return spliceText(current, spans);
}

export type Judgement = 'exact' | 'refused' | 'refused_resolvable' | 'wrong' | 'guess' | 'literal';

/**
 * One outcome against the oracle. `written`: the text the engine would write (null: refused).
 * wrong: accepted, and the truth was to refuse or the bytes differ; guess: accepted an ambiguous
 * call and happened to write the truth; literal: one of the `literal` results (the exemption: a
 * miscount onto lines that hold the quotes, written as the numbers say; or the call's one
 * cheapest reading when the model made more mistakes than it); refused_resolvable: refused though the call was
 * unambiguous, placeable and its truth writable (a cost, never a wrong write).
 */
export function judge(
  written: string | null,
  truth: Truth,
  ambiguous: boolean,
  literal: readonly (string | null)[],
  resolvable = true,
): Judgement {
  if (written === null) return truth !== REFUSE && !ambiguous && resolvable ? 'refused_resolvable' : 'refused';
  if (written !== truth && literal.includes(written)) return 'literal';
  if (truth === REFUSE || written !== truth) return 'wrong';
  return ambiguous ? 'guess' : 'exact';
}
