// Builds edit calls the way a careful model would: revision and quotes taken from the real file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { revisionOf, splitLines, decodeBytes } from '../../src/edit/text.js';

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
