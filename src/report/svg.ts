// Hand-written SVG primitives (no chart library), shared by the interface benchmark's chart and the
// eval's chart: escaped text, fixed-precision coordinates, and a bar with a 95% interval whisker.

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const f1 = (x: number): string => x.toFixed(1);

export interface TextOptions {
  size?: number;
  anchor?: string;
  rotate?: number;
  weight?: string;
  fill?: string;
}

export function text(x: number, y: number, s: string, opts: TextOptions = {}): string {
  const rot = opts.rotate ? ` transform="rotate(${opts.rotate} ${f1(x)} ${f1(y)})"` : '';
  return `<text x="${f1(x)}" y="${f1(y)}" font-size="${opts.size ?? 11}" text-anchor="${opts.anchor ?? 'start'}"${opts.weight ? ` font-weight="${opts.weight}"` : ''}${opts.fill ? ` fill="${opts.fill}"` : ''}${rot}>${esc(s)}</text>`;
}

export interface WhiskerBar {
  /** Left edge and width of the bar. */
  x: number;
  width: number;
  /** Screen y of the value, the interval's ends and the axis (bottom of the bar). */
  y: number;
  yLo: number;
  yHi: number;
  base: number;
  fill: string;
  /** Tooltip. */
  title: string;
  /** Printed above the whisker. */
  label: string;
}

/** A bar from the axis to the value, a whisker over its interval, and a label above the whisker. */
export function whiskerBar(b: WhiskerBar): string[] {
  const cx = b.x + b.width / 2;
  return [
    `<rect x="${f1(b.x)}" y="${f1(b.y)}" width="${f1(b.width)}" height="${f1(Math.max(0, b.base - b.y))}" fill="${b.fill}"><title>${esc(b.title)}</title></rect>`,
    `<line x1="${f1(cx)}" x2="${f1(cx)}" y1="${f1(b.yLo)}" y2="${f1(b.yHi)}" stroke="#333"/>`,
    text(cx, Math.min(b.yHi, b.y) - 3, b.label, { anchor: 'middle', size: 9 }),
  ];
}
