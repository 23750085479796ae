// Small statistics shared by the interface benchmark and the eval: Wilson score intervals.

export interface Rate {
  k: number;
  n: number;
  /** k / n, 0 when n = 0. */
  p: number;
  /** 95% Wilson score interval. */
  lo: number;
  hi: number;
}

/** 95% Wilson score interval for k successes out of n (well-behaved at k = 0 and k = n). */
export function wilson(k: number, n: number, z = 1.959964): Rate {
  if (n === 0) return { k, n, p: 0, lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { k, n, p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** "1.2% [0.8–1.9]" */
export function formatRate(r: Rate, digits = 1): string {
  const pct = (x: number) => `${(100 * x).toFixed(digits)}%`;
  return `${pct(r.p)} [${pct(r.lo)}–${pct(r.hi)}]`;
}
