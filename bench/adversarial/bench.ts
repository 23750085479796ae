// Runs the adversary: draws from every family in turn, each from its own seeded stream (seed,
// family, draw number), so one family's figures do not move when another family changes.
import { Rng } from '../interfaces/prng.js';
import { loadCorpus } from './corpus.js';
import { FAMILIES, type Family } from './families.js';
import type { Judgement } from './oracle.js';

export interface FamilyResult {
  id: string;
  label: string;
  repair: string;
  draws: number;
  counts: Record<Judgement, number>;
  /** Draws the family could not set up (a span or change it needs does not exist there). */
  skipped: number;
  /** Refused calls whose meaning still applies, retried as the refusal says (re-read, quote anew), and how many of those retries failed. */
  retried: number;
  retryFailed: number;
  /** The first few silent wrong writes (wrong or guess), for the report. */
  examples: string[];
}

export interface AdversarialResult {
  seed: number;
  window: number;
  seconds: number;
  families: FamilyResult[];
}

export interface AdversarialOptions {
  seed: number;
  /** Draws per family (verdicts; a multi-edit draw judges both orders). */
  perFamily: number;
  window?: number;
  families?: readonly string[];
  /** Stop a family at its first silent wrong write (planted-fault checks). */
  untilWrong?: boolean;
  maxExamples?: number;
  /** Which outcomes to keep examples of (default: the silent wrong writes). */
  show?: readonly Judgement[];
}

const ZERO: Record<Judgement, number> = { exact: 0, refused: 0, refused_resolvable: 0, wrong: 0, guess: 0, literal: 0 };

export const silentOf = (r: FamilyResult): number => r.counts.wrong + r.counts.guess;

export function runFamily(family: Family, o: AdversarialOptions): FamilyResult {
  const corpus = loadCorpus();
  const window = o.window ?? 3;
  const counts = { ...ZERO };
  const examples: string[] = [];
  let draws = 0;
  let skipped = 0;
  let retried = 0;
  let retryFailed = 0;
  for (let i = 0; draws < o.perFamily && i < o.perFamily * 20; i++) {
    const rng = new Rng(o.seed, `${family.id}:${i}`);
    const verdicts = family.run(rng, corpus, window);
    if (!verdicts) {
      skipped++;
      continue;
    }
    for (const v of verdicts) {
      draws++;
      counts[v.judgement]++;
      if (v.retry) retried++;
      if (v.retry === 'failed') {
        retryFailed++;
        if (examples.length < (o.maxExamples ?? 5)) examples.push(`[draw ${i}] one retry after a re-read did not go through: ${v.detail}`);
      }
      if ((o.show ?? ['wrong', 'guess']).includes(v.judgement) && examples.length < (o.maxExamples ?? 5))
        examples.push(`[draw ${i}] ${v.detail}`);
    }
    if (o.untilWrong && counts.wrong + counts.guess > 0) break;
  }
  return { id: family.id, label: family.label, repair: family.repair, draws, counts, skipped, retried, retryFailed, examples };
}

export function runAdversarial(o: AdversarialOptions): AdversarialResult {
  const started = Date.now();
  const chosen = FAMILIES.filter((f) => !o.families || o.families.includes(f.id));
  const families = chosen.map((f) => runFamily(f, o));
  return { seed: o.seed, window: o.window ?? 3, seconds: (Date.now() - started) / 1000, families };
}
