// Bytes <-> lines, exactly as spec R3 and W1 define them. Pure: no I/O.
import { createHash } from 'node:crypto';
import { notTextWhy } from './messages.js';
import type { FileSnapshot } from './types.js';

export type Eol = '\n' | '\r\n';

export interface SplitText {
  /** Line texts without their endings (R3: a trailing \r belongs to the ending). */
  lines: string[];
  /** Ending of each line: '\n', '\r\n', or '' for a last line without a final newline. */
  endings: string[];
}

/** R3: split on \n; "" has 0 lines; a file without a final newline still numbers its last line. */
export function splitLines(text: string): SplitText {
  const lines: string[] = [];
  const endings: string[] = [];
  let pos = 0;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    if (nl === -1) {
      lines.push(text.slice(pos));
      endings.push('');
      break;
    }
    const cr = nl > pos && text.charCodeAt(nl - 1) === 13;
    lines.push(text.slice(pos, cr ? nl - 1 : nl));
    endings.push(cr ? '\r\n' : '\n');
    pos = nl + 1;
  }
  return { lines, endings };
}

const snapshotLines = new WeakMap<FileSnapshot, readonly string[]>();

/** R3: the line texts of a snapshot, split once per snapshot (a call reads one file many times). */
export function linesOf(file: FileSnapshot): readonly string[] {
  let lines = snapshotLines.get(file);
  if (!lines) {
    lines = splitLines(file.text).lines;
    snapshotLines.set(file, lines);
  }
  return lines;
}

/** The file's line-ending style: CRLF when most line endings are CRLF, else LF. */
export function dominantEol(endings: readonly string[]): Eol {
  let crlf = 0;
  let lf = 0;
  for (const e of endings) {
    if (e === '\r\n') crlf++;
    else if (e === '\n') lf++;
  }
  return crlf > lf ? '\r\n' : '\n';
}

/** E4: new_text is split on \n; one trailing newline is ignored; "" is zero lines. */
export function newTextLines(newText: string): string[] {
  if (newText === '') return [];
  const body = newText.endsWith('\n') ? newText.slice(0, -1) : newText;
  // A model may send CRLF text; the file's own ending is applied on write (W1).
  return body.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
}

export const BINARY_PROBE_BYTES = 8192;

export type Decoded = { ok: true; text: string; bom: boolean } | { ok: false; reason: string };

/** W2: a NUL byte in the first 8 KiB, or bytes that are not UTF-8, make a file "not text". */
export function decodeBytes(bytes: Uint8Array): Decoded {
  const probe = bytes.subarray(0, BINARY_PROBE_BYTES);
  if (probe.includes(0)) return { ok: false, reason: notTextWhy.binary };
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    // ignoreBOM: a second byte-order mark is text (part of line 1), so it is written back (W1).
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bom ? bytes.subarray(3) : bytes);
    return { ok: true, text, bom };
  } catch {
    return { ok: false, reason: notTextWhy.notUtf8 };
  }
}

const BOM_BYTES = new Uint8Array([0xef, 0xbb, 0xbf]);

export function encodeText(text: string, bom: boolean): Uint8Array {
  const body = new TextEncoder().encode(text);
  if (!bom) return body;
  const out = new Uint8Array(body.length + 3);
  out.set(BOM_BYTES, 0);
  out.set(body, 3);
  return out;
}

/** R1: a short content hash of the file's bytes (BOM included); never depends on time. */
export function revisionOf(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 12);
}
