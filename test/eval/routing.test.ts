// The routing rule over measured results: the best interface by cost per solved task (by solved tasks
// per 1M output tokens when unpriced) replaces verified_selection only when the intervals do not
// overlap; the file format is validated.
import { describe, expect, it } from 'vitest';
import type { EditInterface } from '../../src/edit/index.js';
import { EVAL_RUN_FORMAT, type EvalRunResult } from '../../src/eval/results.js';
import {
  decideRouting,
  describe as describeCandidate,
  parseRoutingFile,
  routeFor,
  RoutingFile,
  withEntry,
} from '../../src/eval/routing.js';
import { summarizeInterface } from '../../src/eval/summary.js';
import { wilson } from '../../src/report/stats.js';

const CTX = { tasks: 10, repeat: 1, scripted: false, measuredAt: '2025-09-01T12:00:00.000Z', tool: 'agent-fix test' };

/** n runs of one interface, `solved` of them solved, each costing `cost` and writing `output` tokens. */
function runs(iface: EditInterface, n: number, solved: number, cost: number | null, output = 1000): EvalRunResult[] {
  return Array.from({ length: n }, (_, i) => ({
    format: EVAL_RUN_FORMAT,
    id: `t${i}.${iface}.1`,
    task: `t${i}`,
    interface: iface,
    repeat: 1,
    model: 'm',
    baseUrlHost: 'example.com',
    scripted: false,
    pricingSource: cost === null ? 'unknown' : 'user',
    solved: i < solved,
    verdict: i < solved ? 'solved' : 'hidden_tests_failed',
    visible: { exitCode: 0, timedOut: false },
    hidden: { exitCode: i < solved ? 0 : 1, timedOut: false, passed: 3, failed: i < solved ? 0 : 1, expected: 3 },
    removed: [],
    stopReason: { code: 'done', detail: 'the model finished' },
    totals: {
      modelCalls: 4,
      toolCalls: 3,
      inputTokens: 20_000,
      cachedInputTokens: 10_000,
      outputTokens: output,
      reasoningTokens: 0,
      costBilledUsd: cost,
      costPerfectCachingUsd: cost,
      durationMs: 1000,
    },
    editMetrics: { firstTargetedEditAccepted: true, attempted: 1, accepted: 1, refusedByCode: {}, brokenWritesCaught: 0, rereads: 0 },
    judgeMs: 100,
    finishedAt: '2025-09-01T12:00:00.000Z',
  }));
}

const summaries = (...sets: EvalRunResult[][]) => {
  const all = sets.flat();
  return [...new Set(all.map((r) => r.interface))].map((i) => summarizeInterface(i, all));
};

describe('the per-interface figures', () => {
  it('cost per solved task and solved per 1M output tokens carry the Wilson interval of the solve rate', () => {
    const [s] = summaries(runs('patch', 20, 10, 0.05, 2000));
    const rate = wilson(10, 20);
    expect(s!.costBilledUsd).toBeCloseTo(1, 12);
    const cost = s!.costBilledUsd!;
    expect(s!.costPerSolvedUsd).toEqual({ value: cost / 10, lo: cost / (20 * rate.hi), hi: cost / (20 * rate.lo) });
    expect(s!.solvedPer1MOutputTokens).toEqual({ value: 10 / 0.04, lo: (20 * rate.lo) / 0.04, hi: (20 * rate.hi) / 0.04 });
  });

  it('an unpriced model has no cost figures; nothing solved has no cost per solved task and an unbounded interval', () => {
    const [unpriced] = summaries(runs('patch', 5, 2, null));
    expect(unpriced!.costBilledUsd).toBeNull();
    expect(unpriced!.costPerSolvedUsd).toBeNull();
    const [none] = summaries(runs('patch', 5, 0, 0.01));
    expect(none!.costPerSolvedUsd?.value).toBeNull();
    expect(none!.costPerSolvedUsd?.hi).toBeNull();
    expect(none!.costPerSolvedUsd?.lo).toBeGreaterThan(0);
  });
});

describe('the routing rule', () => {
  it('overlapping intervals keep verified_selection even when another interface measured better', () => {
    // search_replace is cheaper per solved task on these runs, but 10 runs each cannot tell them apart.
    const d = decideRouting(summaries(runs('verified_selection', 10, 6, 0.01), runs('search_replace', 10, 8, 0.01)), CTX);
    if (!d.ok) throw new Error(d.error);
    const [vs, sr] = d.entry.candidates;
    expect(sr!.value!).toBeLessThan(vs!.value!);
    expect(sr!.high!).toBeGreaterThanOrEqual(vs!.low!);
    expect(d.entry.interface).toBe('verified_selection');
    expect(d.entry.reason).toMatch(/^search_replace measured best by cost per solved task, but its interval overlaps/);
  });

  it('switches only when the intervals do not overlap', () => {
    const d = decideRouting(summaries(runs('verified_selection', 40, 10, 0.01), runs('line_range', 40, 38, 0.01)), CTX);
    if (!d.ok) throw new Error(d.error);
    const [vs, lr] = d.entry.candidates;
    expect(lr!.high!).toBeLessThan(vs!.low!);
    expect(d.entry.interface).toBe('line_range');
    expect(d.entry.reason).toMatch(/^line_range measured best by cost per solved task and its interval does not overlap/);
    expect(d.entry.measure).toBe('cost_per_solved_task');
  });

  it('compares dollars, not only the solve rate: a costlier interface that solves more can lose', () => {
    const d = decideRouting(summaries(runs('verified_selection', 40, 20, 0.01), runs('patch', 40, 30, 0.1)), CTX);
    if (!d.ok) throw new Error(d.error);
    expect(d.entry.interface).toBe('verified_selection');
    expect(d.entry.reason).toMatch(/^verified_selection measured best/);
  });

  it('an unpriced model is routed by solved tasks per 1M output tokens', () => {
    const d = decideRouting(summaries(runs('verified_selection', 40, 10, null, 1000), runs('patch', 40, 38, null, 1000)), CTX);
    if (!d.ok) throw new Error(d.error);
    expect(d.entry.measure).toBe('solved_per_1m_output_tokens');
    expect(d.entry.interface).toBe('patch');
    const sameRateMoreTokens = decideRouting(
      summaries(runs('verified_selection', 40, 30, null, 1000), runs('patch', 40, 30, null, 4000)),
      CTX,
    );
    expect(sameRateMoreTokens.ok && sameRateMoreTokens.entry.interface).toBe('verified_selection');
  });

  it('needs verified_selection measured to compare against', () => {
    const d = decideRouting(summaries(runs('patch', 5, 5, 0.01)), CTX);
    expect(!d.ok && d.error).toMatch(/verified_selection, which this eval did not measure/);
  });

  it('states intervals without dollar signs (GitHub renders text between two of them as math)', () => {
    const d = decideRouting(summaries(runs('verified_selection', 10, 6, 0.01), runs('search_replace', 10, 8, 0.01)), CTX);
    expect(d.ok && d.entry.reason).not.toMatch(/\$/);
    expect(describeCandidate({ value: 0.0123, low: 0.01, high: null, solved: 3, runs: 5 }, 'cost_per_solved_task')).toBe(
      '0.0123 USD [0.0100 USD–∞] (3/5 solved)',
    );
  });
});

describe('the routing file', () => {
  const entry = () => {
    const d = decideRouting(summaries(runs('verified_selection', 10, 6, 0.01)), CTX);
    if (!d.ok) throw new Error(d.error);
    return d.entry;
  };

  it('round-trips through its schema and keeps other models', () => {
    const file = withEntry(withEntry(undefined, 'other-model', entry()), 'gpt-5-mini', entry());
    const parsed = parseRoutingFile(JSON.stringify(file));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(Object.keys(parsed.file.models).sort()).toEqual(['gpt-5-mini', 'other-model']);
    expect(RoutingFile.parse(file)).toEqual(file);
  });

  it('finds a dated snapshot by its base id', () => {
    const file = withEntry(undefined, 'gpt-5-mini', entry());
    expect(routeFor(file, 'gpt-5-mini-2025-08-07')?.interface).toBe('verified_selection');
    expect(routeFor(file, 'gpt-5')).toBeUndefined();
  });

  it('refuses invalid files with the field named', () => {
    expect(parseRoutingFile('{').ok).toBe(false);
    const bad = parseRoutingFile(JSON.stringify({ format: 'agent-fix-routing/1', models: { m: { ...entry(), interface: 'vibes' } } }));
    expect(!bad.ok && bad.error).toMatch(/models\.m\.interface/);
    const extra = parseRoutingFile(JSON.stringify({ format: 'agent-fix-routing/1', models: {}, note: 'x' }));
    expect(extra.ok).toBe(false);
  });
});
