// Test helpers written independently of the engine: snapshots from plain strings and a
// reference splice (top-down, on regex-split lines) to compare accepted plans against.
import { createHash } from 'node:crypto';
import type { FileSnapshot, Plan } from '../../src/edit/types.js';

export function snap(files: Record<string, string | null>): Map<string, FileSnapshot | null> {
  const m = new Map<string, FileSnapshot | null>();
  for (const [path, text] of Object.entries(files)) {
    m.set(path, text === null ? null : { path, text, bom: false, revision: createHash('sha256').update(text).digest('hex').slice(0, 12) });
  }
  return m;
}

export const revOf = (s: Map<string, FileSnapshot | null>, path: string): string => s.get(path)?.revision ?? 'none';

/** Line texts (no endings) of a text, split independently of src/edit/text.ts. */
export function textLines(text: string): string[] {
  return (text.match(/[^\n]*\n|[^\n]+$/g) ?? []).map((p) => p.replace(/\r?\n$/, ''));
}

/** Reference splice: replaces 1-based spans (original numbering, non-overlapping) top-down. */
export function refSplice(text: string, edits: { start: number; end: number; lines: string[] }[]): string {
  const parts = text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const crlf = parts.filter((p) => p.endsWith('\r\n')).length;
  const lf = parts.filter((p) => p.endsWith('\n') && !p.endsWith('\r\n')).length;
  const eol = crlf > lf ? '\r\n' : '\n';
  const finalNewline = text === '' || text.endsWith('\n');
  const out: [string, string][] = [];
  for (let i = 1; i <= parts.length;) {
    const e = edits.find((x) => x.start === i);
    if (e) {
      for (const l of e.lines) out.push([l, eol]);
      i = e.end + 1;
      continue;
    }
    const p = parts[i - 1] ?? '';
    const body = p.replace(/\r?\n$/, '');
    out.push([body, p.slice(body.length)]);
    i++;
  }
  return out
    .map(([body, end], i) => {
      if (i < out.length - 1) return body + (end === '' ? eol : end);
      return body + (finalNewline ? end || eol : '');
    })
    .join('');
}

/** The after-text of `path` in an accepted plan. */
export function afterOf(plan: Plan, path: string): string | null | undefined {
  return plan.changes.find((c) => c.path === path)?.after;
}

/** new_text for exactly these lines (E4: one trailing newline is dropped, "" is zero lines). */
export function newTextOf(lines: readonly string[], trailing = false): string {
  if (lines.length === 0) return '';
  const last = lines[lines.length - 1];
  return lines.join('\n') + (trailing || last === '' ? '\n' : '');
}
