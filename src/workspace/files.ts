// Reads one confined file into the engine's FileSnapshot. Missing files are null (the engine
// decides whether that is fine, e.g. create); what cannot be edited as text is a refusal (W2).
import { readFile, stat } from 'node:fs/promises';
import {
  DEFAULT_MAX_FILE_BYTES,
  decodeBytes,
  refusal,
  revisionOf,
  workspaceReasons as why,
  type FileSnapshot,
  type Reason,
  type Refusal,
} from '../edit/index.js';

export { DEFAULT_MAX_FILE_BYTES };

export type Loaded = { ok: true; file: FileSnapshot | null; bytes: Uint8Array | null } | { ok: false; refusal: Refusal };

/** `path` is the name the model used (kept in the snapshot); `abs` the confined location. */
export async function loadFile(abs: string, path: string, maxFileBytes: number, index = -1): Promise<Loaded> {
  const refused = (reason: Reason): Loaded => ({ ok: false, refusal: refusal(index, path, reason) });
  let info;
  try {
    info = await stat(abs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: true, file: null, bytes: null };
    return refused(why.cannotRead(path, code ?? 'error'));
  }
  if (info.isDirectory()) return refused(why.isDirectory(path));
  if (!info.isFile()) return refused(why.notRegularFile(path));
  if (info.size > maxFileBytes) return refused(why.tooLarge(path, info.size, maxFileBytes));
  const bytes = new Uint8Array(await readFile(abs));
  // The file may have grown between stat and read.
  if (bytes.length > maxFileBytes) return refused(why.tooLarge(path, bytes.length, maxFileBytes));
  const decoded = decodeBytes(bytes);
  if (!decoded.ok) return refused(why.notText(path, decoded.reason));
  return { ok: true, file: { path, text: decoded.text, bom: decoded.bom, revision: revisionOf(bytes) }, bytes };
}
