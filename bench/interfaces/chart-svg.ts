// Hand-written SVG chart (no chart library): left, output tokens per edit kind as a ratio to
// search/replace; right, how many injected addressing mistakes each interface lets through.
import type { BenchResult } from './bench.js';
import { ARM_LABEL, type Arm } from './model.js';
import { cellsOf, KINDS, summarise, tokenRatio } from './summary.js';
import type { Rate } from '../../src/report/stats.js';
import { esc, f1, text, whiskerBar } from '../../src/report/svg.js';

const COLORS: Record<Arm, string> = {
  vs_ref: '#1b7837',
  vs: '#7fbf7b',
  line_range: '#d6604d',
  sr_short: '#4393c3',
  sr_block: '#92c5de',
  patch: '#8073ac',
  write_file: '#999999',
};

function tokenPanel(r: BenchResult, x0: number, y0: number, w: number, h: number): string[] {
  const arms: Arm[] = (['vs_ref', 'vs', 'line_range', 'sr_block', 'patch'] as Arm[]).filter((a) => r.meta.arms.includes(a));
  const max = 2;
  const out: string[] = [
    text(x0, y0 - 14, 'Output tokens per edit ÷ search/replace (shortest unique), by edit kind', { size: 13, weight: 'bold' }),
  ];
  const y = (v: number) => y0 + h - (Math.min(v, max) / max) * h;
  for (const v of [0, 0.2, 0.5, 1, 1.5, 2]) {
    out.push(
      `<line x1="${x0}" x2="${x0 + w}" y1="${f1(y(v))}" y2="${f1(y(v))}" stroke="${v === 1 ? '#4393c3' : v === 0.2 ? '#1b7837' : '#ddd'}"${v === 1 || v === 0.2 ? ' stroke-dasharray="4 3"' : ''}/>`,
    );
    out.push(text(x0 - 6, y(v) + 4, `${v}×`, { anchor: 'end', size: 10 }));
  }
  const gw = w / KINDS.length;
  const bw = (gw - 10) / arms.length;
  KINDS.forEach((kind, g) => {
    arms.forEach((arm, i) => {
      const v = tokenRatio(r, arm, kind);
      if (v === 0) return;
      const bx = x0 + g * gw + 5 + i * bw;
      out.push(
        `<rect x="${f1(bx)}" y="${f1(y(v))}" width="${f1(bw - 1)}" height="${f1(y0 + h - y(v))}" fill="${COLORS[arm]}"><title>${esc(`${ARM_LABEL[arm]}, ${kind}: ${v.toFixed(2)}×`)}</title></rect>`,
      );
      if (v > max) out.push(text(bx + bw / 2, y0 - 2, `${v.toFixed(1)}`, { anchor: 'middle', size: 8 }));
    });
    // Two-line labels so neighbouring kinds do not overlap.
    const words = kind.split('_');
    const cut = Math.ceil(words.length / 2);
    out.push(text(x0 + g * gw + gw / 2, y0 + h + 13, words.slice(0, cut).join(' '), { anchor: 'middle', size: 10 }));
    if (words.length > 1) out.push(text(x0 + g * gw + gw / 2, y0 + h + 25, words.slice(cut).join(' '), { anchor: 'middle', size: 10 }));
  });
  arms.forEach((arm, i) => {
    const lx = x0 + (i % 3) * 190;
    const ly = y0 + h + 46 + Math.floor(i / 3) * 16;
    out.push(
      `<rect x="${lx}" y="${ly - 9}" width="10" height="10" fill="${COLORS[arm]}"/>`,
      text(lx + 14, ly, ARM_LABEL[arm], { size: 10 }),
    );
  });
  return out;
}

function ratePanel(r: BenchResult, x0: number, y0: number, w: number, h: number): string[] {
  const arms = r.meta.arms;
  const rows = arms.map((arm) => {
    const cells = [
      ...cellsOf(r, { arm, group: 'boundary' }),
      ...cellsOf(r, { arm, group: 'evidence' }),
      ...cellsOf(r, { arm, group: 'revision' }),
    ];
    const s = summarise(cells);
    return { arm, silent: s.silent, broken: s.brokenOff };
  });
  // The scale follows the targeted edits; a whole-file write (every stale file overwritten) is clipped and labelled.
  const top = Math.max(0.05, ...rows.filter((x) => x.arm !== 'write_file').flatMap((x) => [x.silent.hi, x.broken.hi]));
  const max = Math.ceil(top * 10) / 10;
  const y = (v: number) => y0 + h - (Math.min(v, max) / max) * h;
  const out: string[] = [text(x0, y0 - 14, 'Mistakes let through (boundary, quote, stale file)', { size: 13, weight: 'bold' })];
  for (let v = 0; v <= max + 1e-9; v += max / 5) {
    out.push(
      `<line x1="${x0}" x2="${x0 + w}" y1="${f1(y(v))}" y2="${f1(y(v))}" stroke="#ddd"/>`,
      text(x0 - 6, y(v) + 4, `${Math.round(v * 100)}%`, { anchor: 'end', size: 10 }),
    );
  }
  const gw = w / rows.length;
  const bar = (bx: number, bw: number, rate: Rate, fill: string, label: string): string[] =>
    whiskerBar({
      x: bx,
      width: bw,
      y: y(rate.p),
      yLo: y(rate.lo),
      yHi: y(rate.hi),
      base: y0 + h,
      fill,
      title: `${label}: ${rate.k}/${rate.n}`,
      label: rate.p > max ? `${rate.k} (${Math.round(rate.p * 100)}%)` : `${rate.k}`,
    });
  rows.forEach((row, g) => {
    const bx = x0 + g * gw + 6;
    const bw = (gw - 12) / 2;
    out.push(...bar(bx, bw, row.silent, COLORS[row.arm], `${ARM_LABEL[row.arm]} silent errors (parse check on)`));
    out.push(...bar(bx + bw, bw, row.broken, '#444', `${ARM_LABEL[row.arm]} broken files (parse check off)`));
    out.push(text(x0 + g * gw + gw / 2, y0 + h + 13, row.arm.replace('_', ' '), { anchor: 'middle', size: 10 }));
  });
  const ly = y0 + h + 46;
  out.push(
    `<rect x="${x0}" y="${ly - 9}" width="10" height="10" fill="#1b7837"/>`,
    text(x0 + 14, ly, 'silent error: accepted, wrong bytes, still parses', { size: 10 }),
  );
  out.push(
    `<rect x="${x0}" y="${ly + 7}" width="10" height="10" fill="#444"/>`,
    text(x0 + 14, ly + 16, 'broken file, parse check off (the gate refuses these)', { size: 10 }),
  );
  out.push(text(x0, ly + 32, 'numbers: counts; whiskers: 95% Wilson intervals', { size: 10, fill: '#666' }));
  return out;
}

export function renderChart(r: BenchResult): string {
  const W = 1100;
  const H = 440;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Helvetica, Arial, sans-serif">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    ...tokenPanel(r, 50, 50, 560, 260),
    ...ratePanel(r, 680, 50, 400, 260),
    text(W - 10, H - 8, `seed ${r.meta.seed}, ${r.meta.cases} intended edits, ${r.manifest.length} files`, {
      anchor: 'end',
      size: 9,
      fill: '#666',
    }),
    '</svg>',
  ];
  return `${parts.join('\n')}\n`;
}
