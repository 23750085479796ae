// A reduced run of the interface benchmark (bench/interfaces) on the real corpus and the real
// engine: regressions in silent errors or refusals fail CI. Targets from the issue:
// verified selection lets no boundary mistake through (silent or broken), refuses at most 0.1%
// of clean edits, and bare line ranges on the same draws do let mistakes through.
import { beforeAll, describe, expect, it } from 'vitest';
import { runBench, type BenchResult } from '../../bench/interfaces/bench.js';
import { cellsOf, shiftRepair, summarise } from '../../bench/interfaces/summary.js';

let r: BenchResult;

beforeAll(async () => {
  r = await runBench({ seed: 11, cases: 200, perLanguage: 6, arms: ['vs_ref', 'vs', 'line_range', 'sr_short', 'patch'] });
}, 120_000);

describe('reduced interface benchmark', () => {
  it('draws edits from more than one language of the real corpus', () => {
    expect(new Set(r.manifest.map((m) => m.language)).size).toBeGreaterThanOrEqual(2);
    expect(Object.keys(r.meta.intents.byKind).length).toBeGreaterThanOrEqual(6);
  });

  it('applies every clean edit in every interface to exactly the intended bytes, or refuses it', () => {
    for (const arm of r.meta.arms) {
      const clean = summarise(cellsOf(r, { arm, group: 'clean' }));
      expect(clean.n, arm).toBe(r.meta.cases);
      expect(clean.silent.k + clean.brokenOff.k, `${arm}: clean edits applied to the wrong bytes`).toBe(0);
    }
  });

  it('verified selection wrongly refuses at most 0.1% of clean edits', () => {
    for (const arm of ['vs_ref', 'vs'] as const) {
      const clean = summarise(cellsOf(r, { arm, group: 'clean' }));
      expect(clean.refused.p, `${arm}: ${clean.refused.k}/${clean.n} refused`).toBeLessThanOrEqual(0.001);
    }
  });

  it('verified selection lets no boundary mistake through: no silent error, no broken file after the gate', () => {
    for (const arm of ['vs_ref', 'vs'] as const) {
      const b = summarise(cellsOf(r, { arm, group: 'boundary' }));
      expect(b.n).toBeGreaterThan(400);
      const through = r.examples.filter((e) => e.arm === arm && e.group === 'boundary').map((e) => `${e.detail}: ${e.call.slice(0, 300)}`);
      expect(b.silent.k, `${arm} silent errors:\n${through.join('\n')}`).toBe(0);
      expect(b.brokenOn.k, `${arm} broken after the parse gate`).toBe(0);
    }
  });

  it('verified selection lets no quote mistake through', () => {
    for (const arm of ['vs_ref', 'vs'] as const) {
      const ev = summarise(cellsOf(r, { arm, group: 'evidence' }));
      expect(ev.n).toBeGreaterThan(0);
      expect(ev.silent.k + ev.brokenOff.k).toBe(0);
    }
  });

  // The full run (npm run bench:interfaces, 667 shifts) measures 94.9% [93.0%-96.3%]; the losses are
  // one-line spans quoting a repeated `}` or `"""`, refused on purpose (src/edit/align.ts,
  // rivalReading) because a look-alike just beyond the window would otherwise be a silent error.
  // On this small sample (about 127 shifts) the guard is a floor well above what a regression
  // (an alignment that stops working) would give.
  it('repairs at least 90% of consistent shifts within the window to the exact bytes (full run: 94.9%)', () => {
    for (const arm of ['vs_ref', 'vs'] as const) {
      const rep = shiftRepair(r, arm);
      expect(rep.n).toBeGreaterThan(50);
      expect(rep.p, `${arm}: ${rep.k}/${rep.n}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('bare line ranges let boundary mistakes through on the same draws, and the gate catches only the broken ones', () => {
    const lr = summarise(cellsOf(r, { arm: 'line_range', group: 'boundary' }));
    expect(lr.silent.k).toBeGreaterThan(0);
    expect(lr.brokenOff.k).toBeGreaterThan(0);
    expect(lr.brokenOn.k).toBe(0);
  });

  it('refuses every stale revision in every interface that sends one', () => {
    for (const arm of r.meta.arms) {
      const s = summarise(cellsOf(r, { arm, mistake: 'outside_change' }));
      expect(s.refused.k, arm).toBe(s.n);
    }
  });
});
