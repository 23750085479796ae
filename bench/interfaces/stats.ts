// Order statistics for the benchmark report. Wilson intervals are shared with the eval: src/report/stats.ts.
import type { Rate } from '../../src/report/stats.js';

/**
 * The mean of several rates with equal weights (one per mistake family), and a 95% interval from
 * the families' Agresti-Coull variances (independent samples); a rate with n = 0 is left out.
 */
export function equalWeightMean(rates: readonly Rate[], z = 1.959964): Rate {
  const used = rates.filter((r) => r.n > 0);
  if (used.length === 0) return { k: 0, n: 0, p: 0, lo: 0, hi: 1 };
  const m = used.length;
  const p = used.reduce((s, r) => s + r.p, 0) / m;
  const variance = used.reduce((s, r) => {
    const n = r.n + z * z;
    const q = (r.k + (z * z) / 2) / n;
    return s + (q * (1 - q)) / n;
  }, 0);
  const half = (z * Math.sqrt(variance)) / m;
  const k = used.reduce((s, r) => s + r.k, 0);
  const n = used.reduce((s, r) => s + r.n, 0);
  return { k, n, p, lo: Math.max(0, p - half), hi: Math.min(1, p + half) };
}

/** Quantile by nearest rank on a copy (q in [0, 1]); 0 for an empty list. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[idx] ?? 0;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}
