// Which folders the action takes programs from (git, git-lfs, sudo, unshare, useradd, find). A
// program found first in a folder another user can write is that user's program: GitHub's images
// leave /usr/local/bin, /opt and /usr/share world-writable (`chmod -R 777`, actions/runner-images),
// and /usr/local/bin comes before /usr/bin in PATH and in sudo's secure_path. So every program the
// action starts is looked up in the PATH entries that only root or the action's own user can change
// (the folder and every folder above it), and sudo is handed an absolute path, never a name.
import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

/** System folders, used when PATH is unset or none of its entries can be trusted. */
const SYSTEM_PATH = ['/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** True when `dir` and every folder above it are owned by root or `uid` and writable by nobody else. */
export function isTrustedDir(dir: string, uid = process.getuid?.() ?? 0): boolean {
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return false;
  }
  for (let p = real; ; p = p.slice(0, p.lastIndexOf('/')) || '/') {
    let s;
    try {
      s = statSync(p);
    } catch {
      return false;
    }
    if (!s.isDirectory() || (s.uid !== 0 && s.uid !== uid)) return false;
    // Group-writable only for root's group; never other-writable (the sticky bit does not protect
    // against new names).
    if (s.mode & 0o002 || (s.mode & 0o020 && s.gid !== 0)) return false;
    if (p === '/') return true;
  }
}

/** The trusted entries of `path` (a PATH value), in order; the system folders when none is. */
export function trustedPath(path: string | undefined, uid = process.getuid?.() ?? 0): string {
  const entries = (path ?? '').split(':').filter((d) => d && isAbsolute(d));
  const kept = [...new Set(entries)].filter((d) => isTrustedDir(d, uid));
  return (kept.length ? kept : SYSTEM_PATH.filter((d) => isTrustedDir(d, uid))).join(':');
}

/** The absolute path of `name` in the trusted part of `path`; throws when it is in none. */
export function trustedProgram(name: string, path: string | undefined): string {
  const dirs = trustedPath(path).split(':');
  // Root's own PATH may lack the sbin folders (useradd, ip).
  for (const dir of [...dirs, ...SYSTEM_PATH.filter((d) => !dirs.includes(d))]) {
    const file = join(dir, name);
    try {
      const s = statSync(file);
      if (s.isFile() && s.mode & 0o111 && !(s.mode & 0o022) && (s.uid === 0 || s.uid === process.getuid?.()) && isTrustedDir(dir))
        return file;
    } catch {
      /* not here */
    }
  }
  throw new Error(`${name} was not found in a folder only root or the action's user can write (PATH: ${path ?? ''})`);
}
