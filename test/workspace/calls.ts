// Builds edit calls the way a careful model would: revision and quotes taken from the real file;
// and sends raw arguments through the same single check the edit tool uses (normalizeCall).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeBytes, normalizeCall, revisionOf, splitLines } from '../../src/edit/index.js';
import { refusedResult, type ApplyResult, type Workspace } from '../../src/workspace/workspace.js';

/** One edit call as the model sends it, in the workspace's configured interface. */
export async function applyCall(ws: Workspace, args: unknown): Promise<ApplyResult> {
  const n = normalizeCall(ws.settings.editInterface, args);
  return n.ok ? ws.applyEdit(n.call) : refusedResult([n.refusal]);
}

export function revisionOnDisk(root: string, rel: string): string {
  return revisionOf(readFileSync(join(root, rel)));
}

/** A verified-selection edit of lines start..end; `shift` states the range that many lines off. */
export function vsEdit(root: string, rel: string, start: number, end: number, newText: string, shift = 0) {
  const bytes = readFileSync(join(root, rel));
  const decoded = decodeBytes(bytes);
  if (!decoded.ok) throw new Error(decoded.reason);
  const { lines } = splitLines(decoded.text);
  return {
    path: rel,
    revision: revisionOf(bytes),
    start_line: start + shift,
    end_line: end + shift,
    first_line: lines[start - 1] ?? '',
    last_line: lines[end - 1] ?? '',
    new_text: newText,
  };
}
