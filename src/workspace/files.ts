// Reads one confined file into the engine's FileSnapshot. Missing files are null (the engine
// decides whether that is fine, e.g. create); what cannot be edited as text is a refusal (W2).
import { readFile, stat } from 'node:fs/promises';
import type { FileSnapshot, Refusal } from '../edit/types.js';
import { decodeBytes, revisionOf } from '../edit/text.js';

export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;

export type Loaded = { ok: true; file: FileSnapshot | null; bytes: Uint8Array | null } | { ok: false; refusal: Refusal };

function refusal(index: number, path: string, code: Refusal['code'], message: string, next: string): Loaded {
  return { ok: false, refusal: { index, path, code, message, next } };
}

function sizeLabel(n: number): string {
  return n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MiB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${n} bytes`;
}

/** `path` is the name the model used (kept in the snapshot); `abs` the confined location. */
export async function loadFile(abs: string, path: string, maxFileBytes: number, index = -1): Promise<Loaded> {
  let info;
  try {
    info = await stat(abs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: true, file: null, bytes: null };
    return refusal(index, path, 'path_refused', `cannot read ${path} (${code ?? 'error'})`, 'Choose another file.');
  }
  if (info.isDirectory()) {
    return refusal(
      index,
      path,
      'path_refused',
      `${path} is a directory`,
      'Name a file inside it, e.g. by listing files or reading a known file path.',
    );
  }
  if (!info.isFile()) return refusal(index, path, 'path_refused', `${path} is not a regular file`, 'Choose a regular text file.');
  if (info.size > maxFileBytes) {
    return refusal(
      index,
      path,
      'not_text',
      `${path} is ${sizeLabel(info.size)}, over the ${sizeLabel(maxFileBytes)} limit for files the agent may read or edit`,
      'Work on smaller files; this one cannot be edited here.',
    );
  }
  const bytes = new Uint8Array(await readFile(abs));
  // The file may have grown between stat and read.
  if (bytes.length > maxFileBytes) {
    return refusal(
      index,
      path,
      'not_text',
      `${path} is ${sizeLabel(bytes.length)}, over the ${sizeLabel(maxFileBytes)} limit for files the agent may read or edit`,
      'Work on smaller files; this one cannot be edited here.',
    );
  }
  const decoded = decodeBytes(bytes);
  if (!decoded.ok)
    return refusal(
      index,
      path,
      'not_text',
      `${path} is not editable text: ${decoded.reason}`,
      'Leave this file alone; only UTF-8 text files can be read or edited.',
    );
  return { ok: true, file: { path, text: decoded.text, bom: decoded.bom, revision: revisionOf(bytes) }, bytes };
}
