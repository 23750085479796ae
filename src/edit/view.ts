// What read_file shows the model (spec R1-R3): a header with path, revision and line count, then
// numbered lines. The same line format numbers changed regions in edit answers (S2).
import { splitLines } from './text.js';
import type { FileSnapshot } from './types.js';

export const DEFAULT_MAX_LINES = 2000;

export interface ReadView {
  path: string;
  revision: string;
  lineCount: number;
  /** Shown window, 1-based inclusive; 0-0 for an empty file. */
  startLine: number;
  endLine: number;
  lines: string[];
  /** True when maxLines cut the window short. */
  truncated: boolean;
  /** Exactly what the model sees. */
  text: string;
}

export interface ViewOptions {
  start?: number;
  end?: number;
  maxLines?: number;
}

/** Numbered lines "  9| text", the number right-aligned to the widest number shown. */
export function numberLines(firstLine: number, lines: readonly string[], width?: number): string[] {
  const w = width ?? String(firstLine + lines.length - 1).length;
  return lines.map((l, i) => `${String(firstLine + i).padStart(w)}| ${l}`);
}

const linesWord = (n: number): string => `${n} line${n === 1 ? '' : 's'}`;

/** R1/R2: a window of the file (or all of it) with the snapshot's revision. */
export function renderView(file: FileSnapshot, opts: ViewOptions = {}): ReadView {
  const all = splitLines(file.text).lines;
  const n = all.length;
  const head = `${file.path} · revision ${file.revision} · ${linesWord(n)}`;
  if (n === 0) {
    return {
      path: file.path,
      revision: file.revision,
      lineCount: 0,
      startLine: 0,
      endLine: 0,
      lines: [],
      truncated: false,
      text: `${head} (empty file)`,
    };
  }
  const askedStart = opts.start ?? 1;
  const askedEnd = opts.end ?? n;
  const start = Math.min(Math.max(askedStart, 1), n);
  let end = Math.min(Math.max(askedEnd, start), n);
  const clamped = start !== askedStart || (opts.end !== undefined && end !== askedEnd);
  const max = Math.max(1, opts.maxLines ?? DEFAULT_MAX_LINES);
  const truncated = end - start + 1 > max;
  if (truncated) end = start + max - 1;
  const lines = all.slice(start - 1, end);
  const out = [`${head} (showing ${start}-${end})`];
  if (clamped)
    out.push(`(asked for lines ${askedStart} to ${opts.end ?? 'end'}; the file has ${linesWord(n)}, so showing ${start}-${end})`);
  out.push(...numberLines(start, lines));
  if (truncated) out.push(`(${linesWord(n - end)} more; read on with start_line=${end + 1})`);
  return { path: file.path, revision: file.revision, lineCount: n, startLine: start, endLine: end, lines, truncated, text: out.join('\n') };
}
