// Applies resolved edits to one snapshot (S1: bottom-up, so no edit shifts another's numbers),
// keeping each untouched line's exact bytes, the file's line-ending style for new lines, and the
// final-newline state (E4, W1). Shared by every edit interface.
import type { FileChange, FileSnapshot, ResolvedEdit, Snapshot } from './types.js';
import { dominantEol, splitLines } from './text.js';

/** Applies non-overlapping resolved edits (numbered in `file`'s snapshot) and returns the new text. */
export function applyResolved(file: FileSnapshot, edits: readonly ResolvedEdit[]): string {
  const old = splitLines(file.text);
  const eol = dominantEol(old.endings);
  const hadFinalNewline = old.lines.length === 0 || old.endings[old.endings.length - 1] !== '';
  // Built forward in one pass (no spread of a large new_text into splice: that overflows the stack).
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const lines: string[] = [];
  const endings: string[] = [];
  let next = 1;
  const keep = (upTo: number): void => {
    for (; next <= upTo; next++) {
      lines.push(old.lines[next - 1] as string);
      endings.push(old.endings[next - 1] as string);
    }
  };
  for (const e of sorted) {
    keep(e.start - 1);
    for (const l of e.newLines) {
      lines.push(l);
      endings.push(eol);
    }
    next = Math.max(next, e.end + 1);
  }
  keep(old.lines.length);
  // A former last line without newline may now sit in the middle: give it the file's ending.
  for (let i = 0; i < endings.length - 1; i++) if (endings[i] === '') endings[i] = eol;
  if (endings.length > 0) {
    const last = endings.length - 1;
    if (!hadFinalNewline) endings[last] = '';
    else if (endings[last] === '') endings[last] = eol;
  }
  let out = '';
  for (let i = 0; i < lines.length; i++) out += `${lines[i] ?? ''}${endings[i] ?? ''}`;
  return out;
}

/** Text of a newly created file: LF endings, a final newline, no BOM. */
export function createdText(newLines: readonly string[]): string {
  return newLines.map((l) => `${l}\n`).join('');
}

export interface ChangeRequest {
  updates: ResolvedEdit[];
  creates: { index: number; path: string; newLines: string[] }[];
  deletes: { index: number; path: string }[];
}

/** Builds the file changes of a fully verified call. The caller guarantees no overlap. */
export function buildChanges(snapshot: Snapshot, req: ChangeRequest): FileChange[] {
  const changes: FileChange[] = [];
  const byPath = new Map<string, ResolvedEdit[]>();
  for (const e of req.updates) {
    const list = byPath.get(e.path) ?? [];
    list.push(e);
    byPath.set(e.path, list);
  }
  for (const [path, edits] of byPath) {
    const before = snapshot.get(path);
    if (!before) throw new Error(`internal: no snapshot for ${path}`);
    changes.push({ path, kind: 'update', before, after: applyResolved(before, edits), bom: before.bom, edits });
  }
  for (const c of req.creates) {
    changes.push({
      path: c.path,
      kind: 'create',
      before: null,
      after: createdText(c.newLines),
      bom: false,
      edits: [{ index: c.index, path: c.path, start: 1, end: 0, newLines: c.newLines, startShift: 0, endShift: 0, refLines: 0 }],
    });
  }
  for (const d of req.deletes) {
    const before = snapshot.get(d.path) ?? null;
    changes.push({ path: d.path, kind: 'delete', before, after: null, bom: before?.bom ?? false, edits: [] });
  }
  return changes;
}
