// Test helpers: snapshots built the way the workspace builds them (revision from the bytes).
import { encodeText, revisionOf } from '../../../src/edit/text.js';
import type { EngineOptions, FileSnapshot, Plan, Snapshot } from '../../../src/edit/types.js';

export const OPTS: EngineOptions = { alignWindow: 3 };

export function file(path: string, text: string, bom = false): FileSnapshot {
  return { path, text, bom, revision: revisionOf(encodeText(text, bom)) };
}

/** A snapshot of the given files; `absent` paths are named but do not exist. */
export function snap(files: FileSnapshot[], absent: string[] = []): Snapshot {
  const m = new Map<string, FileSnapshot | null>();
  for (const f of files) m.set(f.path, f);
  for (const p of absent) m.set(p, null);
  return m;
}

/** The bytes a plan would write for `path` (BOM included), null for a deletion, undefined if untouched. */
export function bytesAfter(plan: Plan, path: string): Uint8Array | null | undefined {
  const c = plan.changes.find((x) => x.path === path);
  if (!c) return undefined;
  return c.after === null ? null : encodeText(c.after, c.bom);
}

export function textAfter(plan: Plan, path: string): string | null | undefined {
  const c = plan.changes.find((x) => x.path === path);
  return c ? c.after : undefined;
}

export const codes = (plan: Plan): string[] => plan.refusals.map((r) => `${r.index}:${r.code}`);
