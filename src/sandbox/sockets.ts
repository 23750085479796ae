// The Unix sockets a check could connect to: a socket is reached through the file system whatever
// the network namespace (docker.sock, a database's socket under /var/lib or /opt). Found once per
// run, as root, with `find -xdev -type s` over every file system that stays visible in the sandbox
// (the places that are hidden anyway are not entered); layout.ts hides each one's folder, or masks
// the socket where the folder must stay.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { alwaysHidden, toolDirsFrom, within } from './layout.js';
import { pattern } from './shell.js';

/** File systems that hold no sockets of services (or are replaced in the sandbox anyway). */
const PSEUDO = new Set([
  'proc',
  'sysfs',
  'cgroup',
  'cgroup2',
  'devpts',
  'mqueue',
  'debugfs',
  'tracefs',
  'securityfs',
  'pstore',
  'bpf',
  'configfs',
  'fusectl',
  'hugetlbfs',
  'autofs',
  'binfmt_misc',
  'efivarfs',
  'nsfs',
  'rpc_pipefs',
  'selinuxfs',
]);
const SCAN_TIMEOUT_MS = 300_000;

/** Mount points from /proc/self/mountinfo (octal escapes undone) with their file-system types. */
export function mounts(text = readFileSync('/proc/self/mountinfo', 'utf8')): { path: string; type: string }[] {
  const out: { path: string; type: string }[] = [];
  for (const line of text.split('\n')) {
    const [pre, post] = line.split(' - ');
    const path = pre?.split(' ')[4];
    const type = post?.split(' ')[0];
    if (path && type) out.push({ path: path.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8))), type });
  }
  return out;
}

/** Where the scan starts: visible mounts, and toolchain folders that are bound back from hidden places. */
export function scanRoots(env: NodeJS.ProcessEnv, mountList = mounts()): { roots: string[]; prune: string[] } {
  const prune = alwaysHidden({ home: env.HOME, runnerTemp: env.RUNNER_TEMP });
  const hidden = (p: string): boolean => prune.some((h) => within(p, h));
  const roots = new Set<string>();
  for (const m of mountList) if (!PSEUDO.has(m.type) && !hidden(m.path)) roots.add(m.path);
  const tools = new Set<string>();
  for (const dir of toolDirsFrom(env)) {
    if (!dir.startsWith('/')) continue;
    const top = /\/(?:bin|shims)$/.test(dir) ? dirname(dir) : dir;
    if (hidden(top)) tools.add(top);
  }
  // A toolchain folder inside another is walked with it.
  for (const t of tools) if (![...tools].some((o) => o !== t && within(t, o))) roots.add(t);
  return { roots: [...roots].sort(), prune };
}

/**
 * Every socket path under the roots, as root (`prefix`: [] or sudo -n --). Folders other users
 * cannot enter are not entered (the sandbox user cannot reach what is inside either).
 */
export function findSockets(prefix: readonly string[], env: NodeJS.ProcessEnv, find = 'find'): Promise<string[]> {
  const { roots, prune } = scanRoots(env);
  const pruned = prune.flatMap((p, i) => [...(i ? ['-o'] : []), '-path', pattern(p)]);
  // `-type d` first: only folders are pruned, so the name patterns are matched against the folders
  // (about 20,000 here), not against every entry (about 200,000); a non-folder goes on to `-type s`
  // from its directory entry alone. About a third less CPU a scan, the same sockets.
  const args = [...roots, '-xdev', '-type', 'd', '(', ...pruned, '-o', '!', '-perm', '-001', ')', '-prune', '-o', '-type', 's', '-print0'];
  const [cmd, ...rest] = [...prefix, find, ...args] as [string, ...string[]];
  return new Promise((resolve, reject) => {
    execFile(cmd, rest, { timeout: SCAN_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (err, stdout) => {
      // find exits 1 when a file vanished during the walk; what it printed still stands.
      if (err && (err.killed || typeof err.code !== 'number')) {
        reject(new Error(`cannot look for Unix sockets to hide (find: ${err.message.split('\n')[0]})`));
        return;
      }
      resolve(stdout.split('\0').filter(Boolean));
    });
  });
}
