// What the sandboxed process sees of the file system: which places are replaced (by an empty tmpfs,
// or by a folder of the check's one writable space), which paths are bound back into that view, and
// which Unix sockets are masked. Pure planning over an injected stat, so the rules can be tested
// without mounting anything.
import { dirname, isAbsolute, posix, resolve } from 'node:path';

export interface PathInfo {
  isDirectory: boolean;
  /** Permission bits (mode & 0o7777). */
  mode: number;
}

export type StatFn = (path: string) => PathInfo | null;

export interface LayoutInput {
  /** Absolute workspace root: the check sees a copy-on-write view of it at the same path. */
  workspace: string;
  /** The action's HOME: replaced by the sandbox's own empty HOME. */
  home?: string;
  /** $RUNNER_TEMP: hidden (the runner's file commands, the report, other steps' files live there). */
  runnerTemp?: string;
  /** Directories of toolchains (PATH entries, *_HOME/*_ROOT variables): bound back read-only when hidden. */
  toolDirs: string[];
  /** Unix sockets found once per run on what stays visible (sockets.ts). */
  sockets?: string[];
  stat: StatFn;
}

/**
 * `empty`: an empty tmpfs owned by root (0755), nothing writable. `shared`: a folder of the check's
 * writable space, world-writable and sticky (/tmp, /var/tmp, /dev/shm). `home`: the folder of that
 * space owned by the sandbox user (0700).
 */
export type HideKind = 'empty' | 'shared' | 'home';

export interface Layout {
  /** The workspace root (the view of it is the overlay). */
  workspace: string;
  /** Replaced places, parents before children. */
  hide: { path: string; kind: HideKind }[];
  /** Toolchains bound back read-only into the view after hiding, at the same path. */
  expose: { path: string; readOnly: true }[];
  /** Sockets whose folder must stay visible: each is covered by /dev/null. */
  mask: string[];
  /** The workspace's .git: an empty read-only directory, /dev/null for a gitfile, or nothing. */
  git: 'dir' | 'file' | 'none';
  /** The sandbox's HOME inside the view. */
  sandboxHome: string;
  /**
   * A root-only folder inside an `empty` hidden place, mounted first, where the workspace and
   * toolchains are bound (they may lie under places hidden later) and the check's writable space is
   * mounted. Null: no hidden place is free of them, and the sandbox cannot be built.
   */
  stage: string | null;
}

/**
 * Hidden always: temporary and runtime places (other processes' files and Unix sockets such as
 * docker.sock live there), /var whole (services keep sockets and state under /var/lib, /var/run),
 * every home directory, the runner's temp folder. Hiding a folder that the sandbox user could not
 * enter anyway costs nothing, so the top-most such ancestor of the workspace is hidden too, and the
 * path down to the workspace is recreated (root-owned, 0755) inside it.
 */
const ALWAYS_HIDDEN = ['/tmp', '/var', '/var/tmp', '/dev/shm', '/dev/mqueue', '/run', '/home', '/root', '/mnt', '/media', '/srv'];
/** Served by the check's writable space, world-writable and sticky as on the host. */
const SHARED = new Set(['/tmp', '/var/tmp', '/dev/shm']);

/**
 * Folders a check needs as they are: a socket inside one of these (or in a folder that holds one of
 * them) is masked by itself instead of hiding its folder. Toolchain folders are added per run.
 */
const SYSTEM_KEEP = [
  '/etc',
  '/dev',
  '/proc',
  '/sys',
  '/bin',
  '/sbin',
  '/lib',
  '/lib32',
  '/lib64',
  '/libx32',
  '/usr/bin',
  '/usr/sbin',
  '/usr/lib',
  '/usr/lib32',
  '/usr/lib64',
  '/usr/libx32',
  '/usr/libexec',
  '/usr/include',
  '/usr/share',
  '/usr/local/bin',
  '/usr/local/sbin',
  '/usr/local/lib',
  '/usr/local/include',
  '/usr/local/share',
];

export const within = (child: string, parent: string): boolean => parent === '/' || child === parent || child.startsWith(`${parent}/`);

/** Places the socket scan need not enter: hidden whatever the workspace is. */
export function alwaysHidden(input: Pick<LayoutInput, 'home' | 'runnerTemp'>): string[] {
  const out = [...ALWAYS_HIDDEN, '/proc', '/sys'];
  for (const p of [input.home, input.runnerTemp]) if (p && isAbsolute(p) && normal(p) !== '/') out.push(normal(p));
  return out;
}

export function planLayout(input: LayoutInput): Layout {
  const ws = normal(input.workspace);
  const kinds = new Map<string, HideKind>();
  for (const p of ALWAYS_HIDDEN) if (input.stat(p)?.isDirectory) kinds.set(p, SHARED.has(p) ? 'shared' : 'empty');
  const home = input.home && isAbsolute(input.home) ? normal(input.home) : undefined;
  // A HOME inside the workspace (or equal to it) cannot be replaced without hiding workspace files.
  const usableHome = home && home !== '/' && !within(home, ws) && !SHARED.has(home) ? home : undefined;
  if (usableHome) kinds.set(usableHome, 'home');
  if (input.runnerTemp && isAbsolute(input.runnerTemp) && !within(normal(input.runnerTemp), ws)) {
    const rt = normal(input.runnerTemp);
    if (!kinds.has(rt)) kinds.set(rt, 'empty');
  }
  const blocked = topBlockedAncestor(ws, input.stat);
  if (blocked && !kinds.has(blocked)) kinds.set(blocked, 'empty');

  // A hidden folder inside another hidden folder is already gone; keep the outer one, except the
  // check's writable folders (HOME, /var/tmp inside /var), which are mounted inside it.
  const hide: Layout['hide'] = [];
  const keepNested = (path: string, kind: HideKind): void => {
    if (kind === 'empty' && hide.some((h) => within(path, h.path))) return;
    if (kind !== 'empty' && hide.some((h) => h.kind !== 'empty' && within(path, h.path))) return;
    hide.push({ path, kind });
  };
  for (const p of [...kinds.keys()].sort(byDepth)) keepNested(p, kinds.get(p)!);
  const hidden = (p: string): boolean => hide.some((h) => within(p, h.path));

  const expose: Layout['expose'] = [];
  for (const raw of input.toolDirs) {
    if (!raw || !isAbsolute(raw)) continue;
    let dir = normal(raw);
    // A toolchain's bin/ or shims/ folder runs programs from its siblings (pyenv, cargo): bind the toolchain.
    if (/\/(?:bin|shims)$/.test(dir) && dirname(dir) !== home && !hide.some((h) => h.path === dirname(dir))) dir = dirname(dir);
    if (!input.stat(dir)?.isDirectory || !hidden(dir)) continue;
    // Never expose a folder that holds the workspace, the runner's temp or a whole home.
    if (within(ws, dir) || (input.runnerTemp && within(normal(input.runnerTemp), dir))) continue;
    if (hide.some((h) => h.path === dir) || dir === home) continue;
    if (expose.some((e) => e.path === dir)) continue;
    expose.push({ path: dir, readOnly: true });
  }
  const kept = expose.filter((e) => !expose.some((o) => o !== e && within(e.path, o.path)));

  // Sockets: hide the folder (a service's later sockets there are gone too), unless the check needs
  // that folder; then cover the socket itself. Sockets in the workspace are never reachable: a
  // socket seen through overlayfs is not the listener's (connect is refused).
  const keep = [...SYSTEM_KEEP, ...input.toolDirs.filter((d) => d && isAbsolute(d)).map(normal), ...kept.map((e) => e.path)];
  const mask: string[] = [];
  const visible = (p: string): boolean => !hidden(p) || kept.some((e) => within(p, e.path));
  for (const raw of [...new Set(input.sockets ?? [])].sort()) {
    if (!isAbsolute(raw)) continue;
    const sock = normal(raw);
    if (within(sock, ws) || !visible(sock)) continue;
    const folder = dirname(sock);
    const needed = within(ws, folder) || keep.some((k) => within(folder, k) || within(k, folder));
    if (needed) mask.push(sock);
    else if (!hide.some((h) => within(folder, h.path))) {
      // Folders already chosen inside this one are covered by it.
      for (let i = hide.length - 1; i >= 0; i--) if (hide[i]!.kind === 'empty' && within(hide[i]!.path, folder)) hide.splice(i, 1);
      hide.push({ path: folder, kind: 'empty' });
    }
  }
  hide.sort((a, b) => byDepth(a.path, b.path));

  const stageRoot = hide.find((h) => h.kind === 'empty' && !within(ws, h.path) && !kept.some((e) => within(e.path, h.path)));
  const git = input.stat(`${ws}/.git`);
  return {
    workspace: ws,
    hide,
    expose: kept,
    mask,
    git: git === null ? 'none' : git.isDirectory ? 'dir' : 'file',
    sandboxHome: usableHome ?? '/tmp/home',
    stage: stageRoot ? `${stageRoot.path}/.agent-fix-stage` : null,
  };
}

/** The outermost ancestor of `path` that other users cannot traverse (no o+x), if any. */
function topBlockedAncestor(path: string, stat: StatFn): string | undefined {
  const parts: string[] = [];
  for (let p = dirname(path); p !== '/'; p = dirname(p)) parts.unshift(p);
  for (const p of parts) {
    const info = stat(p);
    if (info && (info.mode & 0o001) === 0) return p;
  }
  return undefined;
}

/** Toolchain folders worth binding back: PATH entries and toolchain root variables. */
export function toolDirsFrom(env: NodeJS.ProcessEnv): string[] {
  const dirs = (env.PATH ?? '').split(':').filter(Boolean);
  for (const [k, v] of Object.entries(env)) {
    if (v && /^(?:[A-Z0-9]+_(?:HOME|ROOT)|GOROOT|GOPATH|NVM_DIR|PYENV_ROOT|VIRTUAL_ENV)$/.test(k)) dirs.push(v);
  }
  return dirs;
}

function normal(p: string): string {
  const r = posix.normalize(resolve(p));
  return r.length > 1 ? r.replace(/\/+$/, '') : r;
}

function depth(p: string): number {
  return p === '/' ? 0 : p.split('/').length - 1;
}

function byDepth(a: string, b: string): number {
  return depth(a) - depth(b) || a.localeCompare(b);
}
