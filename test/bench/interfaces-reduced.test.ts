// A reduced run of the interface benchmark (bench/interfaces) on the real corpus and the real
// engine: regressions in silent errors or refusals fail CI. Targets from the issues: verified
// selection lets no boundary mistake through (silent or broken), refuses no clean edit, and bare
// line ranges on the same draws do let mistakes through; over issue #11's six mistake families it
// writes no wrong bytes and applies most mistaken calls exactly; search/replace and patch stay
// about as safe. The run is deterministic (fixed seed): zero checks are exact, rates have floors
// well below what the full run measures, so an unrelated change of the draws cannot trip them.
import { beforeAll, describe, expect, it } from 'vitest';
import { runBench, type BenchResult } from '../../bench/interfaces/bench.js';
import { FAMILIES } from '../../bench/interfaces/model.js';
import { cellsOf, familySummary, mistakenApplied, shiftRepair, summarise } from '../../bench/interfaces/summary.js';

let r: BenchResult;
const started = Date.now();
let seconds = 0;

beforeAll(async () => {
  r = await runBench({ seed: 11, cases: 160, perLanguage: 6, arms: ['vs_ref', 'vs', 'line_range', 'sr_short', 'patch'] });
  seconds = (Date.now() - started) / 1000;
}, 120_000);

const VS = ['vs_ref', 'vs'] as const;

describe('reduced interface benchmark', () => {
  it('draws edits from more than one language of the real corpus', () => {
    expect(new Set(r.manifest.map((m) => m.language)).size).toBeGreaterThanOrEqual(2);
    expect(Object.keys(r.meta.intents.byKind).length).toBeGreaterThanOrEqual(6);
    // Printed, not asserted: the machine may be shared (the budget is the beforeAll timeout).
    console.log(`reduced interface benchmark: ${seconds.toFixed(1)} s`);
  });

  it('applies every clean edit in every interface to exactly the intended bytes, and refuses none', () => {
    for (const arm of r.meta.arms) {
      const clean = summarise(cellsOf(r, { arm, group: 'clean' }));
      expect(clean.n, arm).toBe(r.meta.cases);
      expect(clean.silent.k + clean.brokenOff.k, `${arm}: clean edits applied to the wrong bytes`).toBe(0);
      expect(clean.refused.k, `${arm}: clean edits refused`).toBe(0);
    }
  });

  it('verified selection lets no boundary mistake through: no silent error, no broken file even without the gate', () => {
    for (const arm of VS) {
      const b = summarise(cellsOf(r, { arm, group: 'boundary' }));
      expect(b.n).toBeGreaterThan(400);
      const through = r.examples.filter((e) => e.arm === arm && e.group === 'boundary').map((e) => `${e.detail}: ${e.call.slice(0, 300)}`);
      expect(b.silent.k, `${arm} silent errors:\n${through.join('\n')}`).toBe(0);
      expect(b.brokenOff.k, `${arm} broken with the parse check off`).toBe(0);
    }
  });

  it('verified selection lets no quote mistake through', () => {
    for (const arm of VS) {
      const ev = summarise(cellsOf(r, { arm, group: 'evidence' }));
      expect(ev.n).toBeGreaterThan(0);
      expect(ev.silent.k + ev.brokenOff.k).toBe(0);
    }
  });

  it('verified selection writes no wrong bytes in any of the six mistake families (issue #11)', () => {
    for (const arm of VS) {
      for (const f of FAMILIES) {
        const s = familySummary(r, arm, f);
        expect(s.n, `${arm}: ${f.label}`).toBeGreaterThan(100);
        const wrong = r.examples
          .filter((e) => e.arm === arm && (f.mistakes as readonly string[]).includes(e.mistake))
          .map((e) => e.call.slice(0, 300));
        expect(s.silent.k, `${arm}: silent errors, ${f.label}\n${wrong.join('\n')}`).toBe(0);
      }
    }
  });

  // Full run (seed 7, 1,100 edits): see docs/interfaces-results.md. Floors sit well below it.
  it('verified selection applies most mistaken calls exactly: at least 60% over the six families, per-family floors', () => {
    const floors: Record<string, number> = { outside_change: 0.95, indent_slip: 0.9, indent_call: 0.5, stale_line: 0.4, dup_text: 0.95 };
    for (const arm of VS) {
      const m = mistakenApplied(r, arm);
      expect(m.families).toBe(6);
      expect(m.p, `${arm}: ${(100 * m.p).toFixed(1)}%`).toBeGreaterThanOrEqual(0.6);
      for (const f of FAMILIES) {
        const floor = floors[f.id];
        if (floor === undefined) continue;
        const s = familySummary(r, arm, f);
        expect(s.exact.p, `${arm}: ${f.label} ${s.exact.k}/${s.n}`).toBeGreaterThanOrEqual(floor);
      }
    }
  });

  it('search/replace and patch write wrong bytes in at most 1% of any family (full run: <= 0.5%)', () => {
    for (const arm of ['sr_short', 'patch'] as const) {
      for (const f of FAMILIES) {
        const s = familySummary(r, arm, f);
        if (s.n === 0) continue;
        expect(s.silent.p, `${arm}: ${f.label} ${s.silent.k}/${s.n}`).toBeLessThanOrEqual(0.01);
      }
    }
  });

  // The full run measures about 93-95% without @@ref (667 shifts); the losses are one-line spans
  // quoting a repeated `}` or `"""` and spans whose quotes also hold where stated, refused on purpose
  // (src/edit/align.ts). With @@ref, a shift of one line also refuses a wrap whose reference, read
  // as stated, would copy other lines of the same span (spec I4, issue 22): that floor is lower.
  it('repairs most consistent shifts within the window to the exact bytes', () => {
    const floors = { vs: 0.85, vs_ref: 0.75 } as const;
    for (const arm of VS) {
      const rep = shiftRepair(r, arm);
      expect(rep.n).toBeGreaterThan(50);
      expect(rep.p, `${arm}: ${rep.k}/${rep.n}`).toBeGreaterThanOrEqual(floors[arm]);
    }
  });

  it('bare line ranges let boundary mistakes through on the same draws, and the gate catches only the broken ones', () => {
    const lr = summarise(cellsOf(r, { arm: 'line_range', group: 'boundary' }));
    expect(lr.silent.k).toBeGreaterThan(0);
    expect(lr.brokenOff.k).toBeGreaterThan(0);
    expect(lr.brokenOn.k).toBe(0);
  });

  it('interfaces that do not carry edits forward refuse every outside change (E1)', () => {
    for (const arm of ['line_range', 'sr_short', 'patch'] as const) {
      const s = summarise(cellsOf(r, { arm, mistake: 'outside_change' }));
      expect(s.refused.k, arm).toBe(s.n);
    }
  });
});
