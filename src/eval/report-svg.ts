// The eval's chart (eval.svg): left, the solve rate per interface; right, the routing measure (cost
// per solved task, or solved tasks per 1M output tokens when the model is not priced). Bars are the
// measured values, whiskers their 95% intervals. Pure: summary in, SVG text out.
import type { EditInterface } from '../edit/index.js';
import { countOf, formatUsd } from '../report/format.js';
import { f1, text, whiskerBar } from '../report/svg.js';
import type { EvalSummary } from './harness.js';
import type { InterfaceSummary, Interval } from './summary.js';

const COLORS: Record<EditInterface, string> = {
  verified_selection: '#1b7837',
  search_replace: '#4393c3',
  line_range: '#d6604d',
  patch: '#8073ac',
};

interface Bar {
  iface: EditInterface;
  value: number | null;
  lo: number | null;
  /** null: unbounded (drawn to the top of the panel). */
  hi: number | null;
  label: string;
  title: string;
}

function panel(
  title: string,
  bars: Bar[],
  max: number,
  tick: (v: number) => string,
  x0: number,
  y0: number,
  w: number,
  h: number,
): string[] {
  const y = (v: number): number => y0 + h - (Math.min(v, max) / max) * h;
  const out = [text(x0, y0 - 14, title, { size: 13, weight: 'bold' })];
  for (let i = 0; i <= 4; i++) {
    const v = (max * i) / 4;
    out.push(
      `<line x1="${x0}" x2="${x0 + w}" y1="${f1(y(v))}" y2="${f1(y(v))}" stroke="#ddd"/>`,
      text(x0 - 6, y(v) + 4, tick(v), { anchor: 'end', size: 10 }),
    );
  }
  const gw = w / Math.max(1, bars.length);
  bars.forEach((b, g) => {
    const bx = x0 + g * gw + gw * 0.2;
    const bw = gw * 0.6;
    if (b.value === null && b.lo === null) {
      out.push(text(bx + bw / 2, y0 + h - 4, b.label, { anchor: 'middle', size: 9 }));
    } else {
      out.push(
        ...whiskerBar({
          x: bx,
          width: bw,
          y: y(b.value ?? 0),
          yLo: y(b.lo ?? 0),
          yHi: b.hi === null ? y0 : y(b.hi),
          base: y0 + h,
          fill: COLORS[b.iface],
          title: b.title,
          label: b.label,
        }),
      );
    }
    out.push(text(x0 + g * gw + gw / 2, y0 + h + 14, b.iface.replace('_', ' '), { anchor: 'middle', size: 10 }));
  });
  return out;
}

/** A round top for the scale: the largest finite figure shown, with room above it. */
function scaleTop(values: (number | null)[], fallback: number): number {
  const finite = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const top = Math.max(0, ...finite);
  if (top === 0) return fallback;
  const mag = 10 ** Math.floor(Math.log10(top));
  return Math.ceil((top * 1.1) / mag) * mag;
}

function measureBars(s: EvalSummary): { title: string; bars: Bar[]; max: number; tick: (v: number) => string } {
  const cost = s.measure === 'cost_per_solved_task';
  const pick = (i: InterfaceSummary): Interval =>
    cost ? (i.costPerSolvedUsd ?? { value: null, lo: null, hi: null }) : i.solvedPer1MOutputTokens;
  const fmt = cost ? formatUsd : (v: number) => v.toFixed(1);
  const bars = s.byInterface.map((i): Bar => {
    const v = pick(i);
    const label = v.value === null ? (v.lo === null ? 'not run' : cost ? 'none solved' : '0') : fmt(v.value);
    return {
      iface: i.interface,
      value: v.value,
      lo: v.lo,
      hi: v.hi,
      label,
      title: `${i.interface}: ${label} [${v.lo === null ? '–' : fmt(v.lo)}–${v.hi === null ? '∞' : fmt(v.hi)}]`,
    };
  });
  const max = scaleTop(
    bars.flatMap((b) => [b.value, b.hi, b.lo]),
    cost ? 0.01 : 1,
  );
  return {
    title: cost ? 'Cost per solved task (lower is better)' : 'Solved tasks per 1M output tokens (higher is better)',
    bars,
    max,
    tick: cost ? formatUsd : (v) => v.toFixed(1),
  };
}

export function renderEvalChart(s: EvalSummary): string {
  const W = 900;
  const H = 380;
  const solved = s.byInterface.map((i): Bar => ({
    iface: i.interface,
    value: i.runs ? i.solvedRate.p : null,
    lo: i.runs ? i.solvedRate.lo : null,
    hi: i.runs ? i.solvedRate.hi : null,
    label: i.runs ? `${i.solved}/${i.runs}` : 'not run',
    title: `${i.interface}: ${i.solved}/${i.runs} solved`,
  }));
  const m = measureBars(s);
  const caption = `${s.scripted ? 'SCRIPTED REPLAY (no model called; scripted token estimates) · ' : ''}model ${s.model} · ${countOf(s.tasks.length, 'task')} × ${countOf(s.repeat, 'repeat')} · whiskers: 95% intervals`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Helvetica, Arial, sans-serif">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    ...panel('Solved (share of runs)', solved, 1, (v) => `${Math.round(v * 100)}%`, 60, 50, 360, 260),
    ...panel(m.title, m.bars, m.max, m.tick, 520, 50, 360, 260),
    text(W - 10, H - 10, caption, { anchor: 'end', size: 10, fill: '#666' }),
    '</svg>',
  ];
  return `${parts.join('\n')}\n`;
}
