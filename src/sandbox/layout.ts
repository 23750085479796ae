// What the sandboxed process sees of the file system: which places are replaced by empty tmpfs,
// and which paths are bound back into that view. Pure planning over an injected stat, so the
// rules can be tested without mounting anything.
import { dirname, isAbsolute, posix, resolve } from 'node:path';

export interface PathInfo {
  isDirectory: boolean;
  /** Permission bits (mode & 0o7777). */
  mode: number;
}

export type StatFn = (path: string) => PathInfo | null;

export interface LayoutInput {
  /** Absolute workspace root: bound back read-write at the same path. */
  workspace: string;
  /** The action's HOME: replaced by the sandbox's own empty HOME. */
  home?: string;
  /** $RUNNER_TEMP: hidden (the runner's file commands, the report, other steps' files live there). */
  runnerTemp?: string;
  /** Directories of toolchains (PATH entries, *_HOME/*_ROOT variables): bound back read-only when hidden. */
  toolDirs: string[];
  stat: StatFn;
}

export interface Layout {
  /** Empty tmpfs mounts, parents before children. */
  hide: { path: string; home: boolean }[];
  /** Bound back into the view after hiding, at the same path. */
  expose: { path: string; readOnly: boolean }[];
  /** The workspace's .git: an empty read-only directory, /dev/null for a gitfile, or nothing. */
  git: 'dir' | 'file' | 'none';
  /** The sandbox's HOME inside the view. */
  sandboxHome: string;
  /**
   * A hidden tmpfs mounted first, where the workspace and toolchains are bound before the other
   * places are hidden (they may lie under them), then bound back from there. Null: no hidden place
   * is free of them, and the sandbox cannot be built.
   */
  stage: string | null;
}

/**
 * Hidden always: temporary and runtime places (other processes' files and Unix sockets such as
 * docker.sock live there), every home directory, the runner's temp folder. Hiding a folder that the
 * sandbox user could not enter anyway costs nothing, so the top-most such ancestor of the workspace
 * is hidden too, and the path down to the workspace is recreated (root-owned, 0755) inside it.
 */
const ALWAYS_HIDDEN = ['/tmp', '/var/tmp', '/dev/shm', '/dev/mqueue', '/run', '/var/run', '/home', '/root', '/mnt', '/media', '/srv'];

const within = (child: string, parent: string): boolean => parent === '/' || child === parent || child.startsWith(`${parent}/`);

export function planLayout(input: LayoutInput): Layout {
  const ws = normal(input.workspace);
  const candidates = new Set<string>();
  for (const p of ALWAYS_HIDDEN) if (input.stat(p)?.isDirectory) candidates.add(p);
  const home = input.home && isAbsolute(input.home) ? normal(input.home) : undefined;
  // A HOME inside the workspace (or equal to it) cannot be replaced without hiding workspace files.
  const usableHome = home && home !== '/' && !within(home, ws) ? home : undefined;
  if (usableHome) candidates.add(usableHome);
  if (input.runnerTemp && isAbsolute(input.runnerTemp) && !within(normal(input.runnerTemp), ws)) candidates.add(normal(input.runnerTemp));
  const blocked = topBlockedAncestor(ws, input.stat);
  if (blocked) candidates.add(blocked);

  // A hidden folder inside another hidden folder is already gone; keep the outer one, except the
  // sandbox's HOME, which gets a tmpfs of its own (owned by the sandbox user).
  const sorted = [...candidates].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
  const hide: Layout['hide'] = [];
  for (const p of sorted) {
    const isHome = p === usableHome;
    if (!isHome && hide.some((h) => within(p, h.path))) continue;
    hide.push({ path: p, home: isHome });
  }
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
  // The workspace last, so nothing bound later can cover it; a read-only folder inside another is bound with it.
  expose.push({ path: ws, readOnly: false });
  const kept = expose.filter((e) => !expose.some((o) => o !== e && o.readOnly && e.readOnly && within(e.path, o.path)));
  const stageRoot = hide.find((h) => !h.home && !kept.some((e) => within(e.path, h.path)));
  const git = input.stat(`${ws}/.git`);
  return {
    hide,
    expose: kept,
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
