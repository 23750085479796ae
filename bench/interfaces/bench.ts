// The benchmark loop: draw intents, encode each in every interface, inject each mistake class,
// run the real engine and parse gate, and count outcomes. Pure of file output (see run.ts).
import { revisionOf, type ParseOutcome } from '../../src/edit/index.js';
import { ParseChecker } from '../../src/parse/checker.js';
import { loadCorpus, manifestOf, type ManifestEntry } from './corpus.js';
import { encode, serialise, type Files } from './encode.js';
import { evaluate, snapshotOf, ALIGN_WINDOW, type Evaluation } from './evaluate.js';
import { makeIntent, type IntentContext } from './intents.js';
import { inject, type Injected } from './mistakes.js';
import { ARMS, MISTAKES, MISTAKE_GROUP, type Arm, type EditKind, type Group, type Intent, type Mistake, type Outcome } from './model.js';
import { Rng } from './prng.js';
import { quantile } from './stats.js';
import { callTokens } from './tokens.js';
import { analyse, type FileUnits } from './units.js';

export interface BenchOptions {
  seed: number;
  cases: number;
  /** Corpus files per language. */
  perLanguage: number;
  arms?: readonly Arm[];
  mistakes?: readonly Mistake[];
  log?: (line: string) => void;
}

/**
 * The parse gate's verdict on a change depends only on (path, text before, text after). The arms
 * and the mistakes of one draw repeat the same changes (a clean edit is the same bytes in every
 * interface; about 70% of the gate's checks in the reduced run), so each distinct change is parsed
 * once. Gate time is not in any figure (planMs times the engine alone).
 */
class OnceChecker extends ParseChecker {
  /** path -> before (null: a new file) -> after -> the outcome. Map keys, not digests: the same before string recurs. */
  private readonly seen = new Map<string, Map<string | null, Map<string, Promise<ParseOutcome>>>>();
  override async check(path: string, before: string | null, after: string): Promise<ParseOutcome> {
    let byBefore = this.seen.get(path);
    if (!byBefore) this.seen.set(path, (byBefore = new Map()));
    let byAfter = byBefore.get(before);
    if (!byAfter) byBefore.set(before, (byAfter = new Map()));
    let outcome = byAfter.get(after);
    if (!outcome) byAfter.set(after, (outcome = super.check(path, before, after)));
    return structuredClone(await outcome);
  }
}

export type Counts = Record<Outcome, number>;
const zero = (): Counts => ({ exact: 0, exact_aligned: 0, silent: 0, broken: 0, refused: 0 });

export interface Cell {
  arm: Arm;
  kind: EditKind;
  mistake: Mistake;
  group: Group;
  n: number;
  off: Counts;
  on: Counts;
  codes: Record<string, number>;
}
export interface DetailCell {
  arm: Arm;
  mistake: Mistake;
  group: Group;
  detail: string;
  n: number;
  off: Counts;
  on: Counts;
}
export interface TokenCell {
  arm: Arm;
  kind: EditKind;
  bucket: string;
  n: number;
  sum: number;
  median: number;
}
export interface TimingCell {
  arm: Arm;
  n: number;
  medianMs: number;
  p95Ms: number;
  meanMs: number;
}
export interface Example {
  arm: Arm;
  kind: EditKind;
  mistake: Mistake;
  group: Group;
  detail: string;
  outcome: Outcome;
  files: string[];
  codes: string[];
  /** Engine notes of the accepted plan (alignment, blank-line moves, references). */
  notes: string[];
  call: string;
}

export interface BenchResult {
  meta: {
    seed: number;
    cases: number;
    perLanguage: number;
    alignWindow: number;
    arms: Arm[];
    mistakes: Mistake[];
    corpusNotes: string[];
    intents: { byKind: Record<string, number>; byBucket: Record<string, number>; byLanguage: Record<string, number> };
    /** Mistake classes that do not apply to an arm (no line numbers, no quotes ...), counted per arm. */
    notApplicable: Record<string, number>;
    /** Boundary mistakes verified selection let through, by the engine step that accepted them ("arm|cause"). */
    leaks: Record<string, number>;
    seconds: number;
  };
  manifest: ManifestEntry[];
  cells: Cell[];
  details: DetailCell[];
  tokens: TokenCell[];
  timing: TimingCell[];
  examples: Example[];
}

const MAX_EXAMPLES_PER_KEY = 2;
const MAX_CALL_CHARS = 700;

function bump(r: Record<string, number>, k: string, by = 1): void {
  r[k] = (r[k] ?? 0) + by;
}

/** Worth keeping as an example: what verified selection lets through, clean failures, a few misses of the other arms. */
/** Which engine step accepted a wrong span: the notes of the plan say how it was placed. */
function leakCause(ev: Evaluation): string {
  const kinds = ev.notes.map((n) => n.split(':')[0]);
  const refs = kinds.includes('ref');
  if (kinds.includes('aligned')) return refs ? 'A2 alignment onto a repeated line (with @@ref)' : 'A2 alignment onto a repeated line';
  if (kinds.includes('blank_move')) return refs ? 'A3 blank-line move, @@ref through the moved boundary' : 'A3 blank-line move';
  return 'verified as stated';
}

function exampleKey(arm: Arm, mistake: Mistake, group: Group, ev: Evaluation): string | null {
  const wrong = ev.off === 'silent' || ev.off === 'broken';
  if (mistake === 'none' && (wrong || ev.on === 'refused')) return `${arm}:clean:${ev.on}`;
  if ((arm === 'vs' || arm === 'vs_ref') && wrong && group !== 'content') return `${arm}:${group}:${mistake}:${ev.off}`;
  if (arm === 'line_range' && wrong && group === 'boundary') return `${arm}:${mistake}:${ev.off}`;
  if ((arm === 'sr_short' || arm === 'sr_block' || arm === 'patch') && wrong && group === 'evidence') return `${arm}:${mistake}:${ev.off}`;
  return null;
}

export async function runBench(opts: BenchOptions): Promise<BenchResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const arms = [...(opts.arms ?? ARMS)];
  const mistakes = [...(opts.mistakes ?? MISTAKES)];
  const corpus = loadCorpus({ perLanguage: opts.perLanguage });
  const analysed: FileUnits[] = [];
  for (const f of corpus.files) analysed.push(await analyse(f));
  log(`corpus: ${analysed.length} files, ${analysed.reduce((s, f) => s + f.lines.length, 0)} lines`);

  const checker = new OnceChecker({ cachePaths: corpus.files.length + 8 });
  const baseErrors = new Map<string, number>();
  for (const f of corpus.files) baseErrors.set(f.path, (await checker.countErrors(f.path, f.text)).errors);
  const ctx: IntentContext = {
    files: analysed,
    parsesAsBefore: async (fu, text) => (await checker.countErrors(fu.file.path, text)).errors <= (baseErrors.get(fu.file.path) ?? 0),
  };
  const files: Files = new Map(
    corpus.files.map((f) => [f.path, { text: f.text, lines: analysed.find((a) => a.file === f)!.lines, revision: f.revision }]),
  );
  const base = snapshotOf(corpus.files);

  const parsesCache = new Map<string, boolean>();
  const intendedParses = async (v: Injected): Promise<boolean> => {
    if (!v.disk || v.mustRefuse) return true;
    for (const [path, text] of v.disk) {
      const want = v.expected.get(path);
      if (want === undefined) continue;
      const key = `${path}:${revisionOf(text)}:${revisionOf(want)}`;
      let ok = parsesCache.get(key);
      if (ok === undefined) {
        ok = (await checker.countErrors(path, want)).errors <= (await checker.countErrors(path, text)).errors;
        parsesCache.set(key, ok);
      }
      if (!ok) return false;
    }
    return true;
  };
  const cells = new Map<string, Cell>();
  const details = new Map<string, DetailCell>();
  const tokenValues = new Map<string, number[]>();
  const timeValues = new Map<Arm, number[]>();
  const examples: Example[] = [];
  const exampleCount = new Map<string, number>();
  const notApplicable: Record<string, number> = {};
  const leaks: Record<string, number> = {};
  const byKind: Record<string, number> = {};
  const byBucket: Record<string, number> = {};
  const byLanguage: Record<string, number> = {};

  for (let id = 0; id < opts.cases; id++) {
    const intent: Intent = await makeIntent(ctx, opts.seed, id);
    bump(byKind, intent.kind);
    bump(byBucket, intent.bucket);
    bump(byLanguage, intent.language);
    for (const arm of arms) {
      const enc = encode(arm, intent, files);
      const tk = `${arm}|${intent.kind}|${intent.bucket}`;
      const tokens = serialise(enc).reduce((s, c) => s + callTokens(c.args), 0);
      tokenValues.set(tk, [...(tokenValues.get(tk) ?? []), tokens]);
      for (const mistake of mistakes) {
        // Same label for every arm: vs and line_range (same hunks) get the same mistake draw.
        const rng = new Rng(opts.seed, `mistake:${id}:${mistake}`);
        const variant: Injected | null = inject(mistake, arm, enc, intent, files, rng);
        // A changed file on disk must leave the intended result parsing no worse than the file
        // (as every intent does): else the parse gate, not the interface, decides the outcome.
        if (!variant || !(await intendedParses(variant))) {
          bump(notApplicable, `${arm}|${mistake}`);
          continue;
        }
        const ev = await evaluate(arm, variant, base, checker);
        const group: Group = variant.sameText ? 'boundary_same_text' : MISTAKE_GROUP[mistake];
        const key = `${arm}|${intent.kind}|${mistake}|${group}`;
        const cell = cells.get(key) ?? { arm, kind: intent.kind, mistake, group, n: 0, off: zero(), on: zero(), codes: {} };
        cell.n++;
        cell.off[ev.off]++;
        cell.on[ev.on]++;
        for (const c of ev.codes) bump(cell.codes, c);
        cells.set(key, cell);
        if (MISTAKE_GROUP[mistake] === 'boundary') {
          const dk = `${arm}|${group}|${variant.detail}`;
          const d = details.get(dk) ?? { arm, mistake, group, detail: variant.detail, n: 0, off: zero(), on: zero() };
          d.n++;
          d.off[ev.off]++;
          d.on[ev.on]++;
          details.set(dk, d);
        }
        if ((arm === 'vs' || arm === 'vs_ref') && group === 'boundary' && (ev.off === 'silent' || ev.off === 'broken'))
          bump(leaks, `${arm}|${leakCause(ev)}`);
        if (mistake === 'none') timeValues.set(arm, [...(timeValues.get(arm) ?? []), ev.planMs]);
        const ek = exampleKey(arm, mistake, group, ev);
        if (ek && (exampleCount.get(ek) ?? 0) < MAX_EXAMPLES_PER_KEY) {
          exampleCount.set(ek, (exampleCount.get(ek) ?? 0) + 1);
          const call = JSON.stringify(variant.calls.map((c) => c.args));
          examples.push({
            arm,
            kind: intent.kind,
            mistake,
            group,
            detail: variant.detail,
            outcome: mistake === 'none' ? ev.on : ev.off,
            files: [...intent.expected.keys()],
            codes: ev.codes,
            notes: ev.notes,
            call: call.length > MAX_CALL_CHARS ? `${call.slice(0, MAX_CALL_CHARS)}...` : call,
          });
        }
      }
    }
    if ((id + 1) % 100 === 0) log(`${id + 1}/${opts.cases} cases, ${Math.round((Date.now() - started) / 1000)} s`);
  }
  checker.dispose();

  const tokens: TokenCell[] = [...tokenValues].map(([k, v]) => {
    const [arm, kind, bucket] = k.split('|') as [Arm, EditKind, string];
    return { arm, kind, bucket, n: v.length, sum: v.reduce((s, x) => s + x, 0), median: quantile(v, 0.5) };
  });
  const timing: TimingCell[] = [...timeValues].map(([arm, v]) => ({
    arm,
    n: v.length,
    medianMs: round3(quantile(v, 0.5)),
    p95Ms: round3(quantile(v, 0.95)),
    meanMs: round3(v.reduce((s, x) => s + x, 0) / Math.max(1, v.length)),
  }));
  return {
    meta: {
      seed: opts.seed,
      cases: opts.cases,
      perLanguage: opts.perLanguage,
      alignWindow: ALIGN_WINDOW,
      arms,
      mistakes,
      corpusNotes: corpus.notes,
      intents: { byKind, byBucket, byLanguage },
      notApplicable,
      leaks,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    },
    manifest: manifestOf(corpus),
    cells: [...cells.values()],
    details: [...details.values()],
    tokens,
    timing,
    examples,
  };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
