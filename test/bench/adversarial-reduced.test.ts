// A reduced, seeded run of the adversary (bench/adversarial) against the real engine: any silent
// wrong write in any family fails CI, with the draw that made it. The repairs must still work, so
// each family also keeps a floor of calls applied exactly, far below what the full run measures
// (README: bench:adversarial), so that a change of the draws cannot trip it while a repair that
// stops working does.
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdversarial, silentOf, type AdversarialResult } from '../../bench/adversarial/bench.js';
import { loadCorpus } from '../../bench/adversarial/corpus.js';
import { FAMILIES } from '../../bench/adversarial/families.js';

const PER_FAMILY = 300;
/** The run's budget, in CPU seconds: wall-clock time on a shared machine says more about the load than about the run. */
const CPU_BUDGET_S = 60;
let r: AdversarialResult;
let cpuSeconds = 0;

beforeAll(() => {
  const before = process.cpuUsage();
  r = runAdversarial({ seed: 11, perFamily: PER_FAMILY });
  const used = process.cpuUsage(before);
  cpuSeconds = (used.user + used.system) / 1e6;
  console.log(
    `reduced adversarial run: ${r.families.reduce((s, f) => s + f.draws, 0)} draws in ${r.seconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s)`,
  );
  // The time-out only catches a run that hangs; the budget is checked below, in CPU time.
}, 600_000);

describe('reduced adversarial run (issue 22)', () => {
  it('draws from a real corpus of at least 8 languages, each file with its origin and licence', () => {
    const corpus = loadCorpus();
    expect(new Set(corpus.map((f) => f.language)).size).toBeGreaterThanOrEqual(8);
    for (const lang of ['c', 'perl', 'make', 'shell'])
      expect(
        corpus.some((f) => f.language === lang && f.mixed),
        lang,
      ).toBe(true);
    for (const f of corpus) expect(f.origin.length * f.license.length * f.licenseFile.length, f.path).toBeGreaterThan(0);
    expect(corpus.reduce((s, f) => s + f.bytes, 0)).toBeLessThanOrEqual(5 * 1024 * 1024);
  });

  it(`stays within its budget of ${CPU_BUDGET_S} s of CPU`, () => {
    expect(cpuSeconds).toBeLessThanOrEqual(CPU_BUDGET_S);
  });

  it('runs every family to its draws', () => {
    expect(r.families.map((f) => f.id)).toEqual(FAMILIES.map((f) => f.id));
    for (const f of r.families) expect(f.draws, f.id).toBeGreaterThanOrEqual(PER_FAMILY);
  });

  it('writes nothing wrong in any family', () => {
    for (const f of r.families) expect(silentOf(f), `${f.label}: silent wrong writes\n${f.examples.join('\n\n')}`).toBe(0);
  });

  it('every refusal is fixed by the one retry it names: re-read, then quote the current lines', () => {
    const retried = r.families.reduce((s, f) => s + f.retried, 0);
    expect(retried).toBeGreaterThan(500);
    for (const f of r.families) expect(f.retryFailed, `${f.label}\n${f.examples.join('\n\n')}`).toBe(0);
  });

  // Floors well below the full runs (README), one per family: the repairs still repair.
  it('still applies mistaken calls exactly', () => {
    const floors: Record<string, number> = {
      outside_miscount: 0.25,
      outside_exact: 0.55,
      own_miscount: 0.25,
      own_exact: 0.55,
      memory_exact: 0.5,
      memory_miscount: 0.25,
      miscount: 0.25,
      whitespace: 0.2,
      multi_edit: 0.1,
      patch_whitespace: 0.4,
      sr_eof: 0.8,
      clean: 0.85,
    };
    for (const f of r.families) {
      const floor = floors[f.id];
      if (floor === undefined) continue;
      expect(f.counts.exact / f.draws, `${f.label}: ${f.counts.exact}/${f.draws}`).toBeGreaterThanOrEqual(floor);
    }
  });
});
