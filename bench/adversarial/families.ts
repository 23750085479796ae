// The adversary's families: each crosses one repair of the engine with the mistakes and changes
// that strain it (a miscount, a change made outside the run, the run's own earlier edit, quotes
// from memory of an older revision, a whitespace view, the order of edits in a call), and the
// other interfaces' repairs (patch re-indentation, search_replace's end of file). A draw sets up a
// run in memory (session.ts), decides what the model means and the call it sends, computes the
// oracle's verdict inputs, and only then runs the engine.
import type { Rng } from '../interfaces/prng.js';
import { outsideChange, ownEdit } from './changes.js';
import type { CorpusFile } from './corpus.js';
import { makeRepl, newText, pickSpan, replLines, vsEdit, type Intent, type Mistakes, type VsEditArgs } from './intent.js';
import { ambiguity, cheapestOf, judge, literalOf, placeable, REFUSE, truthOf, type Judgement, type World } from './oracle.js';
import { Session } from './session.js';
import { exactView, faithful, slip, unitOf, wholeCallView } from './view.js';
import { carry, Rev, spliceText } from './world.js';

export interface Verdict {
  judgement: Judgement;
  /** For the report: the file, what was sent and what the engine said. */
  detail: string;
  /**
   * A refused call whose meaning still applies to the current file, retried as its refusal says
   * (re-read, then quote the current lines): 'ok' when that one retry wrote the intended bytes.
   */
  retry?: 'ok' | 'failed';
}

export interface Family {
  id: string;
  label: string;
  /** The repair (or rule) the family strains. */
  repair: string;
  run(rng: Rng, corpus: readonly CorpusFile[], window: number): Verdict[] | null;
}

// ---- shared pieces ------------------------------------------------------------------------

function pickFile(rng: Rng, corpus: readonly CorpusFile[], mixedBias = 0): CorpusFile {
  const mixed = corpus.filter((f) => f.mixed);
  if (mixed.length > 0 && rng.bool(mixedBias)) return rng.pick(mixed);
  return rng.pick(corpus);
}

/** A miscount: 1-3 lines (80%), or 4-6 (20%, past the default window), either way. */
function miscount(rng: Rng): number {
  const k = rng.bool(0.8) ? rng.int(1, 3) : rng.int(4, 6);
  return rng.bool() ? k : -k;
}

type Context = 'plain' | 'outside' | 'outside_reread' | 'own' | 'memory_own' | 'memory_outside';

interface Setup {
  s: Session;
  path: string;
  /** The revision the model read first (its view unless the family says otherwise). */
  first: Rev;
  firstRevision: string;
  unit: string;
}

function start(file: CorpusFile, window: number, finalNewline?: boolean): Setup {
  const s = new Session(window);
  const path = file.path;
  const rev0 = Rev.of(file.text);
  const rev = finalNewline === undefined ? rev0 : rev0.withFinalNewline(finalNewline);
  s.put(path, rev);
  const firstRevision = s.read(path);
  return { s, path, first: rev, firstRevision, unit: unitOf(rev.lines.map((l) => l.text)) };
}

/** Brings about `ctx` after the read, near lines a..b of the first revision. */
function bringAbout(rng: Rng, st: Setup, ctx: Context, a: number, b: number): boolean {
  const { s, path, unit } = st;
  switch (ctx) {
    case 'plain':
      return true;
    case 'outside':
    case 'memory_outside':
    case 'outside_reread': {
      const c = outsideChange(rng, s.current(path), a, b, unit);
      if (c.rev.text === s.current(path).text) return false;
      s.outside(path, c.rev);
      if (ctx !== 'outside') s.read(path);
      return true;
    }
    case 'own':
    case 'memory_own':
      return ownEdit(rng, s, path, a, b);
  }
}

/** The oracle's world of a file: the named revision, the others the model was shown, the current one. */
function worldOf(s: Session, path: string, named: string, window: number): World | null {
  const shown = s.shown(path);
  const current = s.current(path);
  const namedRev = named === s.revision(path) ? current : shown.find((x) => x.revision === named)?.rev;
  if (!namedRev) return null;
  const others = shown.filter((x) => x.rev !== namedRev && x.revision !== named).map((x) => x.rev);
  return { named: namedRev, shown: others, current, window };
}

/** Runs one verified-selection call of intents and judges it; `perm` sends the edits in another order. */
function judgeVs(
  st: Setup,
  intents: readonly Intent[],
  edits: readonly VsEditArgs[],
  miscounted: boolean,
  window: number,
  label: string,
  /** Mistakes the model made (a miscount, a whitespace slip or view: one each); null: no cheapest-reading exemption. */
  mistakes: number | null = null,
): Verdict {
  const { s, path } = st;
  const current = s.current(path);
  const world = worldOf(s, path, edits[0]?.revision ?? '', window);
  if (!world) throw new Error('adversary: a call names a revision the run never showed');
  const worlds = new Map([[path, world]]);
  // The oracle, before the engine runs.
  const truth = truthOf(intents, current);
  const why = ambiguity({ edits, worlds });
  const literals = miscounted
    ? [literalOf({ edits, worlds }, current), literalOf({ edits, worlds }, current, new Map([[path, intents[0]?.view ?? world.named]]))]
    : [];
  const cheapest = mistakes !== null && edits.length === 1 && edits[0] ? cheapestOf(edits[0], world) : null;
  if (cheapest && mistakes !== null && cheapest.cost < mistakes) literals.push(cheapest.text);
  const out = s.edit('verified_selection', { edits }, [path]);
  const written = out.plan.ok ? (out.after.get(path) ?? current.text) : null;
  const j = judge(written, truth, why.length > 0, literals, placeable({ edits, worlds }));
  const detail = detailOf(label, path, edits, out.plan, truth, why, written);
  return written === null && truth !== REFUSE
    ? { judgement: j, detail, retry: retryAfterReread(st, intents, truth) }
    : { judgement: j, detail };
}

/** The one-retry fix every refusal names: read the file again, then send the edit numbered and quoted as that read shows it. */
function retryAfterReread(st: Setup, intents: readonly Intent[], truth: string): 'ok' | 'failed' {
  const { s, path } = st;
  const revision = s.read(path);
  const current = s.current(path);
  const edits: VsEditArgs[] = [];
  for (const it of intents) {
    const at = carry(it.view, current, it.a, it.b);
    if (!at) return 'failed';
    edits.push({
      path,
      revision,
      start_line: at[0],
      end_line: at[1],
      first_line: current.at(at[0]) ?? '',
      last_line: current.at(at[1]) ?? '',
      new_text: newText(replLines(it)),
    });
  }
  const out = s.edit('verified_selection', { edits }, [path]);
  return out.plan.ok && out.after.get(path) === truth ? 'ok' : 'failed';
}

function detailOf(
  label: string,
  path: string,
  edits: readonly unknown[],
  plan: { ok: boolean; refusals: { code: string; message: string }[]; notes: { text: string }[] },
  truth: string,
  why: readonly string[],
  written: string | null,
): string {
  const said = plan.ok
    ? `accepted (${plan.notes.map((n) => n.text).join('; ')})`
    : plan.refusals.map((r) => `${r.code}: ${r.message}`).join(' | ');
  const diff = written !== null && truth !== REFUSE ? firstDifference(written, truth) : '';
  return [
    `${label} ${path}`,
    `call: ${JSON.stringify(edits).slice(0, 1200)}`,
    `engine: ${said.slice(0, 600)}`,
    `oracle: ${truth === REFUSE ? 'refuse (a meant line changed since)' : 'write'}${why.length > 0 ? `; ambiguous: ${why.join('; ')}` : ''}`,
    ...(diff ? [`first difference: ${diff}`] : []),
  ].join('\n  ');
}

function firstDifference(a: string, b: string): string {
  const x = a.split('\n');
  const y = b.split('\n');
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if (x[i] !== y[i]) return `line ${i + 1}: wrote ${JSON.stringify(x[i])}, meant ${JSON.stringify(y[i])}`;
  return '';
}

// ---- verified selection: one edit -----------------------------------------------------------

interface OneEdit {
  ctx: (rng: Rng) => Context;
  /** Which revision the call names: the first read, or the current one. */
  names: 'first' | 'current';
  miscount: (rng: Rng) => { dStart: number; dEnd: number };
  whitespace?: boolean;
  mixedBias?: number;
}

function oneEdit(o: OneEdit, label: string) {
  return (rng: Rng, corpus: readonly CorpusFile[], window: number): Verdict[] | null => {
    const file = pickFile(rng, corpus, o.mixedBias ?? 0.3);
    const st = start(file, window);
    const span = pickSpan(rng, st.first);
    if (!span) return null;
    const [a, b] = span;
    const ctx = o.ctx(rng);
    if (!bringAbout(rng, st, ctx, a, b)) return null;
    const repl = makeRepl(rng, st.first, a, b, { refs: rng.bool(0.4), unit: st.unit });
    const it: Intent = { path: st.path, view: st.first, a, b, repl };
    if (newText(replLines(it)) === newText(st.first.lines.slice(a - 1, b).map((l) => l.text))) return null;
    const { dStart, dEnd } = o.miscount(rng);
    const m: Mistakes = { dStart, dEnd, refsShift: dStart === dEnd && rng.bool(), view: exactView };
    if (o.whitespace) {
      const shownLines = [st.first.at(a) ?? '', st.first.at(b) ?? '', ...replLines(it)];
      if (rng.bool(0.6)) {
        const v = wholeCallView(
          rng,
          shownLines,
          st.first.lines.map((l) => l.text),
        );
        const quoted = [st.first.at(a) ?? '', st.first.at(b) ?? ''];
        if (!v || !faithful(v.view, quoted, [...st.first.lines.slice(a - 1, b).map((l) => l.text), ...replLines(it)])) return null;
        m.view = v.view;
      } else {
        const which = rng.bool() ? 'first' : 'last';
        const line = st.first.at(which === 'first' ? a : b) ?? '';
        if (line.trim() === '') return null;
        m.slip = { which, text: slip(rng, line, st.unit), typedToo: rng.bool() };
      }
    }
    const named = o.names === 'first' ? st.firstRevision : st.s.revision(st.path);
    const edit = vsEdit(it, named, m);
    const mistakes = (dStart !== 0 || dEnd !== 0 ? 1 : 0) + (o.whitespace ? 1 : 0);
    return [judgeVs(st, [it], [edit], dStart !== 0 || dEnd !== 0, window, `${label} (${ctx})`, mistakes)];
  };
}

const fixed = (c: Context) => (): Context => c;
const noMiscount = () => ({ dStart: 0, dEnd: 0 });
const consistent = (rng: Rng) => {
  const d = miscount(rng);
  return { dStart: d, dEnd: d };
};
/** Mostly both boundaries off together; sometimes one alone (A3 across blank lines, or a mismatch). */
const anyMiscount = (rng: Rng) => {
  if (rng.bool(0.7)) return consistent(rng);
  const d = miscount(rng);
  return rng.bool() ? { dStart: d, dEnd: 0 } : { dStart: 0, dEnd: d };
};

// ---- verified selection: several edits in one call, in both orders ----------------------------

function multiEdit(rng: Rng, corpus: readonly CorpusFile[], window: number): Verdict[] | null {
  const file = pickFile(rng, corpus);
  const st = start(file, window);
  const rev = st.first;
  const lenA = rng.int(2, 5);
  const lenB = rng.int(2, 5);
  const gap = rng.int(0, 2);
  const a1 = rng.int(1, Math.max(1, rev.length - lenA - lenB - gap - 1));
  const b1 = a1 + lenA - 1;
  const a2 = b1 + 1 + gap;
  const b2 = a2 + lenB - 1;
  if (b2 > rev.length) return null;
  for (const n of [a1, b1, a2, b2]) if ((rev.at(n) ?? '').trim() === '') return null;
  const ctx: Context = rng.bool(0.7) ? 'plain' : 'outside';
  if (!bringAbout(rng, st, ctx, a1, b2)) return null;
  const A: Intent = {
    path: st.path,
    view: rev,
    a: a1,
    b: b1,
    repl: makeRepl(rng, rev, a1, b1, { refs: true, unit: st.unit, kinds: ['tweak', 'append_ref', 'insert'] }),
  };
  // B copies some of A's lines next to its own (a copy or the second half of a move).
  const x = rng.int(a1, b1);
  const y = rng.int(x, b1);
  const bLines = rev.lines.slice(a2 - 1, b2).map((l) => l.text);
  const B: Intent = {
    path: st.path,
    view: rev,
    a: a2,
    b: b2,
    repl: rng.bool()
      ? [{ kind: 'ref', a: x, b: y }, ...bLines.map((text) => ({ kind: 'text' as const, text }))]
      : [...bLines.map((text) => ({ kind: 'text' as const, text })), { kind: 'ref', a: x, b: y }],
  };
  // Most calls have one edit miscounted, half the time B pulled onto A's stated lines (spans stated
  // overlapping); the rest are clean, so both orders must apply them alike.
  const onB = rng.bool();
  const d = rng.bool(0.3) ? 0 : onB && rng.bool() ? -(gap + rng.int(1, 2)) : miscount(rng);
  const mA: Mistakes = { dStart: onB ? 0 : d, dEnd: onB ? 0 : d, refsShift: rng.bool(), view: exactView };
  const mB: Mistakes = { dStart: onB ? d : 0, dEnd: onB ? d : 0, refsShift: rng.bool(), view: exactView };
  const named = ctx === 'plain' ? st.s.revision(st.path) : st.firstRevision;
  const eA = vsEdit(A, named, mA);
  const eB = vsEdit(B, named, mB);
  // Each order in a fresh run from the same state, so the first call cannot change the second.
  const verdicts: Verdict[] = [];
  for (const order of [
    [eA, eB],
    [eB, eA],
  ]) {
    const copy = cloneSetup(st);
    verdicts.push(judgeVs(copy, [A, B], order, d !== 0, window, `multi-edit order ${order[0] === eA ? 'A,B' : 'B,A'} (${ctx})`));
  }
  return verdicts;
}

/** A second run in the same state (same file, same shown revisions), so both orders meet the same engine state. */
function cloneSetup(st: Setup): Setup {
  const s = new Session(st.s.alignWindow);
  const shown = st.s.shown(st.path);
  for (const x of shown) {
    s.put(st.path, x.rev);
    s.read(st.path);
  }
  s.put(st.path, st.s.current(st.path));
  return { ...st, s };
}

// ---- patch: chunks matched ignoring indentation -----------------------------------------------

function patchWhitespace(rng: Rng, corpus: readonly CorpusFile[], window: number): Verdict[] | null {
  const file = pickFile(rng, corpus, 0.7);
  const st = start(file, window);
  const rev = st.first;
  const span = pickSpan(rng, rev, { weak: 0 });
  if (!span) return null;
  const [a, b] = span;
  const it: Intent = { path: st.path, view: rev, a, b, repl: makeRepl(rng, rev, a, b, { refs: false, unit: st.unit }) };
  const added = replLines(it);
  const k1 = Math.min(a - 1, rng.int(0, 2));
  const k2 = Math.min(rev.length - b, rng.int(0, 2));
  const old = rev.lines.slice(a - 1 - k1, b + k2).map((l) => l.text);
  const shownLines = [...old, ...added];
  let view = exactView;
  let slipAt = -1;
  let slipText = '';
  if (rng.bool(0.6)) {
    const v = wholeCallView(
      rng,
      shownLines,
      rev.lines.map((l) => l.text),
    );
    if (!v || !faithful(v.view, old, shownLines)) return null;
    view = v.view;
  } else {
    slipAt = rng.int(0, old.length - 1);
    if ((old[slipAt] ?? '').trim() === '') return null;
    slipText = slip(rng, old[slipAt] ?? '', st.unit);
  }
  const body: string[] = [];
  old.forEach((l, i) => {
    const shown = i === slipAt ? slipText : view(l);
    const removed = i >= k1 && i < k1 + (b - a + 1);
    if (removed && i === k1) for (const x of added) body.push(`+${view(x)}`);
    body.push(`${removed ? '-' : ' '}${shown}`);
  });
  const patch = ['*** Begin Patch', `*** Update File: ${st.path}`, '@@', ...body, '*** End Patch'].join('\n');
  const current = st.s.current(st.path);
  const truth = spliceText(current, [{ start: a, end: b, lines: added }]);
  // Literal: the chunk's context and removed lines found as sent (tiers 0-1) at exactly one place.
  const sent = old.map((l, i) => (i === slipAt ? slipText : view(l)));
  const places = (eq: (x: string, y: string) => boolean): number[] => {
    const out: number[] = [];
    for (let p = 0; p + sent.length <= current.length; p++) if (sent.every((t, i) => eq(t, current.at(p + i + 1) ?? ''))) out.push(p);
    return out;
  };
  const exact = places((x, y) => x.trimEnd() === y.trimEnd());
  const loose = places((x, y) => x.trim() === y.trim());
  const literal =
    exact.length === 1
      ? spliceText(current, [{ start: (exact[0] ?? 0) + k1 + 1, end: (exact[0] ?? 0) + k1 + (b - a + 1), lines: added.map(view) }])
      : null;
  const ambiguous = exact.length === 0 && loose.length > 1;
  const out = st.s.edit('patch', { patch, revisions: { [st.path]: st.firstRevision } }, [st.path]);
  const written = out.plan.ok ? (out.after.get(st.path) ?? current.text) : null;
  const j = judge(written, truth, ambiguous, [literal]);
  return [
    {
      judgement: j,
      detail: detailOf('patch re-indent', st.path, [patch], out.plan, truth, ambiguous ? ['context fits several places'] : [], written),
    },
  ];
}

// ---- search_replace: the end-of-file repair ----------------------------------------------------

function searchReplaceEof(rng: Rng, corpus: readonly CorpusFile[], window: number): Verdict[] | null {
  const file = pickFile(rng, corpus);
  const st = start(file, window, false);
  const rev = st.first;
  const k = Math.min(rev.length, rng.int(1, 3));
  const a = rev.length - k + 1;
  const b = rev.length;
  if ((rev.at(b) ?? '').trim() === '') return null;
  const it: Intent = {
    path: st.path,
    view: rev,
    a,
    b,
    repl: makeRepl(rng, rev, a, b, { refs: false, unit: st.unit, kinds: ['tweak', 'insert', 'delete'] }),
  };
  const oldLines = rev.lines.slice(a - 1, b).map((l) => l.text);
  // Blank lines at the edges read differently as strings and as lines: not this family's question.
  const edgesBlank = (xs: readonly string[]): boolean =>
    xs.length === 0 || (xs[0] ?? '').trim() === '' || (xs[xs.length - 1] ?? '').trim() === '';
  if (edgesBlank(oldLines) || edgesBlank(replLines(it))) return null;
  const withNewline = rng.bool(0.8);
  const oldText = oldLines.join('\n') + (withNewline ? '\n' : '');
  const newLines = replLines(it);
  const newTextSent = newLines.join('\n') + (rng.bool() ? '\n' : '');
  const current = st.s.current(st.path);
  const truth = spliceText(current, [{ start: a, end: b, lines: newLines }]);
  // Literal: old_text found as it is, at exactly one place that starts a line: plain string
  // replacement there (a newline it quotes and new_text lacks joins the next line, as sent).
  const text = current.text;
  const places: number[] = [];
  for (let p = text.indexOf(oldText); p !== -1; p = text.indexOf(oldText, p + 1)) if (p === 0 || text[p - 1] === '\n') places.push(p);
  // A quote with a newline found as it is elsewhere is the literal path, not the repair: not this family's.
  if (withNewline && places.length > 0) return null;
  const literal = places.length === 1 ? literalReplace(text, places[0] ?? 0, oldText, newTextSent) : null;
  const out = st.s.edit(
    'search_replace',
    { edits: [{ path: st.path, revision: st.firstRevision, old_text: oldText, new_text: newTextSent }] },
    [st.path],
  );
  const written = out.plan.ok ? (out.after.get(st.path) ?? current.text) : null;
  const j = judge(written, truth, places.length > 1, [literal]);
  return [
    { judgement: j, detail: detailOf('search_replace end of file', st.path, [{ oldText, newTextSent }], out.plan, truth, [], written) },
  ];
}

/** search_replace as sent at offset `p`, widened to whole lines, the final-newline state kept (E4). */
function literalReplace(text: string, p: number, oldText: string, newTextSent: string): string {
  let end = p + oldText.length;
  let rep = newTextSent;
  // The replacement swallowed a line break: the next line joins it (whole lines are replaced).
  if (oldText.endsWith('\n') && !rep.endsWith('\n') && end < text.length) {
    const nl = text.indexOf('\n', end);
    const upTo = nl === -1 ? text.length : nl + 1;
    rep += text.slice(end, upTo);
    end = upTo;
  }
  const out = text.slice(0, p) + rep + text.slice(end);
  return text.endsWith('\n') || out === '' ? out : out.replace(/\n$/, '');
}

// ---- clean calls in every context --------------------------------------------------------------

function clean(rng: Rng, corpus: readonly CorpusFile[], window: number): Verdict[] | null {
  const file = pickFile(rng, corpus);
  const st = start(file, window);
  const ctx = rng.pick<Context>(['plain', 'outside', 'own', 'outside_reread']);
  const span0 = pickSpan(rng, st.first);
  if (!span0) return null;
  if (!bringAbout(rng, st, ctx, span0[0], span0[1])) return null;
  // The model's view is the revision it names: the first read after an outside change it did not
  // see, else the current one (it read it, or its own edit's answer showed it).
  const viewRev = ctx === 'outside' ? st.first : st.s.current(st.path);
  const named = ctx === 'outside' ? st.firstRevision : st.s.revision(st.path);
  const span = ctx === 'outside' ? span0 : pickSpan(rng, viewRev);
  if (!span) return null;
  const [a, b] = span;
  const it: Intent = { path: st.path, view: viewRev, a, b, repl: makeRepl(rng, viewRev, a, b, { refs: rng.bool(0.4), unit: st.unit }) };
  if (newText(replLines(it)) === newText(viewRev.lines.slice(a - 1, b).map((l) => l.text))) return null;
  const edit = vsEdit(it, named, { dStart: 0, dEnd: 0, refsShift: false, view: exactView });
  return [judgeVs(st, [it], [edit], false, window, `clean (${ctx})`)];
}

// ---- the table ---------------------------------------------------------------------------------

export const FAMILIES: readonly Family[] = [
  {
    id: 'outside_miscount',
    label: 'outside change × miscount',
    repair: 'R-outside + A2',
    run: oneEdit(
      { ctx: (r) => (r.bool(0.8) ? 'outside' : 'outside_reread'), names: 'first', miscount: consistent },
      'outside change × miscount',
    ),
  },
  {
    id: 'outside_exact',
    label: 'outside change × exact numbers',
    repair: 'R-outside',
    run: oneEdit({ ctx: (r) => (r.bool(0.8) ? 'outside' : 'outside_reread'), names: 'first', miscount: noMiscount }, 'outside change'),
  },
  {
    id: 'own_miscount',
    label: 'own earlier edit × miscount',
    repair: 'R-lineage + A2',
    run: oneEdit({ ctx: fixed('own'), names: 'first', miscount: consistent }, 'own edit × miscount'),
  },
  {
    id: 'own_exact',
    label: 'own earlier edit × exact numbers',
    repair: 'R-lineage',
    run: oneEdit({ ctx: fixed('own'), names: 'first', miscount: noMiscount }, 'own edit'),
  },
  {
    id: 'memory_exact',
    label: 'memory quotes × exact numbers',
    repair: 'A8 (B2 as stated)',
    run: oneEdit({ ctx: (r) => (r.bool() ? 'memory_own' : 'memory_outside'), names: 'current', miscount: noMiscount }, 'memory quotes'),
  },
  {
    id: 'memory_miscount',
    label: 'memory quotes × miscount',
    repair: 'A8 + A2',
    run: oneEdit(
      { ctx: (r) => (r.bool() ? 'memory_own' : 'memory_outside'), names: 'current', miscount: consistent },
      'memory quotes × miscount',
    ),
  },
  {
    id: 'miscount',
    label: 'miscount',
    repair: 'A2, A3, A6, A7',
    run: oneEdit({ ctx: fixed('plain'), names: 'current', miscount: anyMiscount }, 'miscount'),
  },
  {
    id: 'whitespace',
    label: 'whitespace view',
    repair: 'B4, B5',
    run: oneEdit(
      { ctx: (r) => (r.bool(0.75) ? 'plain' : 'outside'), names: 'first', miscount: noMiscount, whitespace: true, mixedBias: 0.7 },
      'whitespace view',
    ),
  },
  {
    id: 'whitespace_miscount',
    label: 'whitespace view × miscount',
    repair: 'B4, B5 + A2',
    run: oneEdit(
      { ctx: (r) => (r.bool(0.75) ? 'plain' : 'outside'), names: 'first', miscount: consistent, whitespace: true, mixedBias: 0.7 },
      'whitespace view × miscount',
    ),
  },
  { id: 'multi_edit', label: 'multi-edit order', repair: 'S1, E7, F3', run: multiEdit },
  { id: 'patch_whitespace', label: 'patch × whitespace view', repair: 'patch re-indent (B5)', run: patchWhitespace },
  { id: 'sr_eof', label: 'search_replace × end of file', repair: 'search_replace end-of-file', run: searchReplaceEof },
  { id: 'clean', label: 'clean calls', repair: 'every context', run: clean },
];
