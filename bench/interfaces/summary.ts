// Turns raw benchmark counts into the figures the report shows: rates with Wilson intervals per
// interface and mistake group, token ratios to search/replace, and the target checks.
import type { BenchResult, Cell, Counts } from './bench.js';
import { EDIT_KINDS, FAMILIES, type Arm, type EditKind, type Family, type Group, type Mistake } from './model.js';
import { wilson, type Rate } from '../../src/report/stats.js';
import { equalWeightMean } from './stats.js';

export { GROUPS, type Group } from './model.js';

export interface GroupSummary {
  n: number;
  /** Accepted with the intended bytes (as stated or after alignment), parse check on. */
  exact: Rate;
  /** Of those, repaired by alignment / fuzzy matching. */
  aligned: Rate;
  /** Accepted, wrong bytes, still parses (parse check on; the gate cannot see these). */
  silent: Rate;
  /** Accepted and no longer parses, parse check off. */
  brokenOff: Rate;
  /** Accepted and no longer parses, parse check on (reject). */
  brokenOn: Rate;
  /** Refused (engine or gate), parse check on. */
  refused: Rate;
}

function add(a: Counts, b: Counts): Counts {
  return {
    exact: a.exact + b.exact,
    exact_aligned: a.exact_aligned + b.exact_aligned,
    silent: a.silent + b.silent,
    broken: a.broken + b.broken,
    refused: a.refused + b.refused,
  };
}
const zero = (): Counts => ({ exact: 0, exact_aligned: 0, silent: 0, broken: 0, refused: 0 });

export function summarise(cells: readonly Cell[]): GroupSummary {
  let n = 0;
  let off = zero();
  let on = zero();
  for (const c of cells) {
    n += c.n;
    off = add(off, c.off);
    on = add(on, c.on);
  }
  return {
    n,
    exact: wilson(on.exact + on.exact_aligned, n),
    aligned: wilson(on.exact_aligned, n),
    silent: wilson(on.silent, n),
    brokenOff: wilson(off.broken, n),
    brokenOn: wilson(on.broken, n),
    refused: wilson(on.refused, n),
  };
}

export function cellsOf(r: BenchResult, f: { arm?: Arm; kind?: EditKind; mistake?: Mistake; group?: Group }): Cell[] {
  return r.cells.filter(
    (c) =>
      (f.arm === undefined || c.arm === f.arm) &&
      (f.kind === undefined || c.kind === f.kind) &&
      (f.mistake === undefined || c.mistake === f.mistake) &&
      (f.group === undefined || c.group === f.group),
  );
}

/** Mean output tokens per edit of `arm` for `kind` (all kinds when undefined), optionally one size bucket. */
export function meanTokens(r: BenchResult, arm: Arm, kind?: EditKind, bucket?: string): number {
  const t = r.tokens.filter(
    (x) => x.arm === arm && (kind === undefined || x.kind === kind) && (bucket === undefined || x.bucket === bucket),
  );
  const n = t.reduce((s, x) => s + x.n, 0);
  return n === 0 ? 0 : t.reduce((s, x) => s + x.sum, 0) / n;
}

/** Ratio of mean tokens to search/replace (shortest unique old text), the usual trained format. */
export function tokenRatio(r: BenchResult, arm: Arm, kind?: EditKind, bucket?: string): number {
  const base = meanTokens(r, 'sr_short', kind, bucket);
  return base === 0 ? 0 : meanTokens(r, arm, kind, bucket) / base;
}

/**
 * One mistake family for one interface, parse check on. Draws whose wrong numbers land on lines
 * holding the quoted text are left out (boundary_same_text: reported apart, invisible to quotes).
 */
export function familySummary(r: BenchResult, arm: Arm, family: Family): GroupSummary {
  const mistakes: readonly Mistake[] = family.mistakes;
  return summarise(r.cells.filter((c) => c.arm === arm && mistakes.includes(c.mistake) && c.group !== 'boundary_same_text'));
}

/** Families that apply to `arm` (some need line numbers or quotes). */
export function familiesOf(r: BenchResult, arm: Arm): Family[] {
  return FAMILIES.filter((f) => familySummary(r, arm, f).n > 0);
}

/** The headline: mistaken calls applied to exactly the intended bytes, the families weighted equally. */
export function mistakenApplied(r: BenchResult, arm: Arm): Rate & { families: number } {
  const parts = familiesOf(r, arm).map((f) => familySummary(r, arm, f).exact);
  return { ...equalWeightMean(parts), families: parts.length };
}

export interface TargetCheck {
  name: string;
  ok: boolean;
  value: string;
}

/** Consistent shifts within the alignment window, for verified selection arms. */
export function shiftRepair(r: BenchResult, arm: Arm): Rate {
  const ds = r.details.filter(
    (d) =>
      d.arm === arm && d.mistake === 'shift' && d.group === 'boundary' && Math.abs(Number(d.detail.split(':')[1])) <= r.meta.alignWindow,
  );
  const n = ds.reduce((s, d) => s + d.n, 0);
  const k = ds.reduce((s, d) => s + d.on.exact + d.on.exact_aligned, 0);
  return wilson(k, n);
}

export function targets(r: BenchResult): TargetCheck[] {
  const out: TargetCheck[] = [];
  for (const arm of ['vs_ref', 'vs'] as const) {
    const b = summarise(cellsOf(r, { arm, group: 'boundary' }));
    out.push({ name: `${arm}: boundary mistakes injected >= 3000`, ok: b.n >= 3000, value: String(b.n) });
    out.push({ name: `${arm}: silent errors among boundary mistakes == 0`, ok: b.silent.k === 0, value: String(b.silent.k) });
    out.push({
      name: `${arm}: broken files among boundary mistakes, parse check on == 0`,
      ok: b.brokenOn.k === 0,
      value: String(b.brokenOn.k),
    });
    out.push({
      name: `${arm}: broken files among boundary mistakes, parse check off == 0`,
      ok: b.brokenOff.k === 0,
      value: String(b.brokenOff.k),
    });
    const clean = summarise(cellsOf(r, { arm, group: 'clean' }));
    out.push({ name: `${arm}: wrongly refused clean edits <= 0.1%`, ok: clean.refused.p <= 0.001, value: `${clean.refused.k}/${clean.n}` });
    const rep = shiftRepair(r, arm);
    out.push({
      name: `${arm}: consistent shifts within the window repaired exactly >= 95%`,
      ok: rep.n > 0 && rep.p >= 0.95,
      value: `${rep.k}/${rep.n}`,
    });
  }
  // Issue #11: the six mistake families, parse check on.
  for (const arm of (['vs_ref', 'vs'] as const).filter((a) => r.meta.arms.includes(a))) {
    for (const f of FAMILIES) {
      const s = familySummary(r, arm, f);
      out.push({
        name: `${arm}: silent errors, ${f.label} == 0 (95% upper bound)`,
        ok: s.n > 0 && s.silent.k === 0,
        value: `${s.silent.k}/${s.n} (≤ ${(100 * s.silent.hi).toFixed(2)}%)`,
      });
    }
    const m = mistakenApplied(r, arm);
    out.push({
      name: `${arm}: mistaken calls applied exactly, ${m.families} families weighted equally >= 50%`,
      ok: m.p >= 0.5,
      value: `${(100 * m.p).toFixed(1)}% [${(100 * m.lo).toFixed(1)}–${(100 * m.hi).toFixed(1)}]`,
    });
  }
  for (const arm of (['sr_short', 'sr_block', 'patch'] as const).filter((a) => r.meta.arms.includes(a))) {
    for (const f of familiesOf(r, arm)) {
      const s = familySummary(r, arm, f);
      out.push({
        name: `${arm}: silent wrong, ${f.label} <= 0.5%`,
        ok: s.silent.p <= 0.005,
        value: `${s.silent.k}/${s.n} (${(100 * s.silent.p).toFixed(2)}%)`,
      });
    }
  }
  for (const arm of r.meta.arms.filter((a) => a !== 'vs_ref' && a !== 'vs')) {
    const clean = summarise(cellsOf(r, { arm, group: 'clean' }));
    out.push({ name: `${arm}: clean edits refused == 0`, ok: clean.refused.k === 0, value: `${clean.refused.k}/${clean.n}` });
  }
  const lr = summarise(cellsOf(r, { arm: 'line_range', group: 'boundary' }));
  out.push({
    name: 'line_range: boundary mistakes let through (silent + broken, parse check off) > 0',
    ok: lr.silent.k + lr.brokenOff.k > 0,
    value: `${lr.silent.k} silent, ${lr.brokenOff.k} broken`,
  });
  for (const kind of ['move_same_file', 'move_cross_file'] as const) {
    const ratio = tokenRatio(r, 'vs_ref', kind);
    out.push({ name: `vs_ref: ${kind} tokens / search-replace < 0.2`, ok: ratio > 0 && ratio < 0.2, value: ratio.toFixed(3) });
  }
  return out;
}

export const KINDS: readonly EditKind[] = EDIT_KINDS;
