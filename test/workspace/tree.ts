// Real temp trees for workspace tests, and a fingerprint of a whole tree (names, kinds, modes, bytes).
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export function makeTree(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(join(tmpdir(), 'af-ws-'));
  for (const [rel, content] of Object.entries(files)) {
    const abs = join(root, rel);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  return root;
}

export function removeTree(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

/** Hash of every entry below `root`: path, type, permission bits, content or link target. */
export function treeHash(root: string): string {
  const h = createHash('sha256');
  const walk = (dir: string, rel: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(abs);
      h.update(`${r}\0${st.mode.toString(8)}\0`);
      if (st.isSymbolicLink()) h.update(`link:${readlinkSync(abs)}\0`);
      else if (st.isDirectory()) walk(abs, r);
      else h.update(readFileSync(abs)).update('\0');
    }
  };
  walk(root, '');
  return h.digest('hex');
}

export const bytesOf = (root: string, rel: string): Buffer => readFileSync(join(root, rel));
export const textOf = (root: string, rel: string): string => readFileSync(join(root, rel), 'utf8');
