// Number formatting for reports. Fixed locale so output does not depend on the runner.

const INT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatInt(n: number): string {
  return INT.format(n);
}

/** Dollars for display: 4 decimals below $10 (runs are often cents), 2 above. */
export function formatUsd(v: number | null): string {
  if (v === null) return 'not priced';
  if (v === 0) return '$0.00';
  if (v < 0.0001) return '<$0.0001';
  if (v < 10) return `$${v.toFixed(4)}`;
  return `$${v.toFixed(2)}`;
}

export function formatPercent(part: number, whole: number): string {
  if (whole <= 0) return '–';
  return `${Math.round((part / whole) * 100)}%`;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const totalSeconds = Math.round(s);
  const m = Math.floor(totalSeconds / 60);
  const rest = totalSeconds % 60;
  if (m < 60) return `${m} min ${String(rest).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

/** "1 repeat", "3 repeats". */
export function countOf(n: number, word: string): string {
  return `${formatInt(n)} ${word}${n === 1 ? '' : 's'}`;
}
