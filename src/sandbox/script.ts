// The root-side program of the sandbox, as one POSIX shell script. `unshare` starts it as PID 1 of
// fresh mount, PID, network, IPC and UTS namespaces; it builds the file-system view, brings up
// loopback, hands the workspace to the sandbox user, runs the command as that user with no
// privileges, then kills everything left in the namespace and hands the workspace back.
import type { Layout } from './layout.js';

export interface Ids {
  uid: number;
  gid: number;
}

export interface ScriptInput {
  layout: Layout;
  /** The unprivileged user the command runs as. */
  sandbox: Ids & { name: string };
  /** Who owns the workspace outside the sandbox (the action's own user). */
  owner: Ids;
  command: string;
  /** The command's whole environment (already allowlisted). */
  env: Record<string, string>;
  timeoutMs: number;
  /** Most processes the sandbox user may have at once (fork bombs). */
  maxProcesses: number;
}

/** Exit status of the script when the sandbox itself could not be built (the command never ran). */
export const SETUP_FAILED = 125;
/** Prefix of the script's own error lines, so they can be told apart from the command's output. */
export const SETUP_PREFIX = 'agent-fix-sandbox:';

/** Printed once the sandbox stands, right before the command starts: everything after it is the command's. */
export const READY = `${SETUP_PREFIX} ready`;

/** Single-quoted for sh. */
export function q(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A literal path as a find(1) -path pattern. */
function pattern(path: string): string {
  return path.replace(/[\\*?[]/g, (c) => `\\${c}`);
}

export function buildScript(s: ScriptInput): string {
  const { layout } = s;
  if (!layout.stage) throw new Error('no hidden place is free to stage the workspace');
  const stage = layout.stage;
  const stageRoot = stage.slice(0, stage.lastIndexOf('/'));
  const ws = layout.expose[layout.expose.length - 1]!.path;
  const tmpfs = (path: string, opts: string): string =>
    `mount -t tmpfs -o ${opts} agent-fix-sandbox ${q(path)} || fail ${q(`cannot hide ${path}`)}`;
  const hideOpts = (h: Layout['hide'][number]): string =>
    h.home
      ? `nosuid,nodev,size=1g,mode=700,uid=${s.sandbox.uid},gid=${s.sandbox.gid}`
      : `nosuid,nodev,size=1g,mode=${h.path === '/tmp' || h.path === '/var/tmp' || h.path === '/dev/shm' ? '1777' : '755'}`;
  const wsPattern = `${pattern(ws)}/.git`;
  // Only the workspace's own files, never through a link, never a file with a second name (a hard
  // link the sandbox made to a file elsewhere), never inside .git.
  const walk = `find -P ${q(ws)} -xdev -path ${q(wsPattern)} -prune -o \\( -type d -o -links 1 \\)`;
  const envArgs = Object.entries(s.env)
    .map(([k, v]) => q(`${k}=${v}`))
    .join(' ');
  const lines = [
    // One stream, in order: the caller splits setup lines from the command's output at READY.
    'exec 2>&1',
    'export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LC_ALL=C',
    `fail() { echo "${SETUP_PREFIX} $*" >&2; exit ${SETUP_FAILED}; }`,
    'mount --make-rprivate / || fail "cannot make the mount namespace private"',
    // 1. Stage what must stay reachable in a hidden place that holds none of it.
    tmpfs(stageRoot, hideOpts(layout.hide.find((h) => h.path === stageRoot)!)),
    `mkdir -p ${q(stage)} || fail "cannot stage"`,
    ...layout.expose.map(
      (e, i) => `mkdir ${q(`${stage}/${i}`)} && mount --bind ${q(e.path)} ${q(`${stage}/${i}`)} || fail ${q(`cannot bind ${e.path}`)}`,
    ),
    // 2. Hide.
    // (HOME may lie in a folder hidden a line earlier: its mount point is made in that tmpfs.)
    ...layout.hide
      .filter((h) => h.path !== stageRoot)
      .map((h) => `${h.home ? `mkdir -p ${q(h.path)} && ` : ''}${tmpfs(h.path, hideOpts(h))}`),
    // 3. Bind back at the same paths (the folders on the way are made root-owned 0755 in the tmpfs).
    ...layout.expose.flatMap((e, i) => [
      `mkdir -p ${q(e.path)} && mount --bind ${q(`${stage}/${i}`)} ${q(e.path)} || fail ${q(`cannot bind back ${e.path}`)}`,
      ...(e.readOnly ? [`mount -o remount,bind,ro,nosuid,nodev ${q(e.path)} || fail ${q(`cannot make ${e.path} read-only`)}`] : []),
      `umount -l ${q(`${stage}/${i}`)}`,
    ]),
    `rm -rf ${q(stage)}`,
    // 4. The workspace's .git is not there for the sandbox: no hooks, no config, no objects to read.
    ...(layout.git === 'dir' ? [tmpfs(`${ws}/.git`, 'ro,nosuid,nodev,noexec,size=4k,mode=755')] : []),
    ...(layout.git === 'file' ? [`mount --bind /dev/null ${q(`${ws}/.git`)} || fail "cannot hide .git"`] : []),
    `mkdir -p ${q(s.layout.sandboxHome)} && chown ${s.sandbox.uid}:${s.sandbox.gid} ${q(s.layout.sandboxHome)} || fail "cannot make HOME"`,
    // 5. Only this namespace's processes are visible; loopback is up and is the only interface.
    'mount -t proc -o nosuid,nodev,noexec agent-fix-sandbox /proc || fail "cannot mount /proc (PID namespace)"',
    'ip link set lo up || fail "cannot bring up loopback in the network namespace (is iproute2 installed?)"',
    // 6. The workspace belongs to the sandbox user while the command runs.
    `${walk} -uid ${s.owner.uid} -exec chown -h ${s.sandbox.uid} {} + || fail "cannot hand the workspace to the sandbox user"`,
    // A closed stdin means the caller gave up (cancelled or timed out): kill everything but PID 1.
    // (A background list's stdin is /dev/null, so the pipe is passed on fd 3, closed again for the command.)
    'exec 3<&0',
    '( cat <&3 >/dev/null 2>&1; kill -KILL -1 2>/dev/null ) &',
    'exec 3<&- </dev/null',
    `cd ${q(ws)} || fail "cannot enter the workspace"`,
    `echo ${q(READY)}`,
    `timeout -s KILL ${(s.timeoutMs / 1000).toFixed(3)} prlimit --nproc=${s.maxProcesses}:${s.maxProcesses} ` +
      `setpriv --reuid=${s.sandbox.uid} --regid=${s.sandbox.gid} --clear-groups --no-new-privs --inh-caps=-all --bounding-set=-all ` +
      `-- env -i ${envArgs} /bin/sh -c ${q(s.command)} </dev/null`,
    'status=$?',
    // 7. Nothing may outlive the command: not a daemon, not a process that left its group.
    'kill -KILL -1 2>/dev/null',
    'alive() { for d in /proc/[0-9]*; do [ "$d" = /proc/1 ] && continue; st=; while IFS=: read -r k v; do [ "$k" = State ] && st=$v && break; done < "$d/status" 2>/dev/null; case "$st" in *Z*|"") ;; *) return 0 ;; esac; done; return 1; }',
    'n=0; while alive && [ $n -lt 100 ]; do kill -KILL -1 2>/dev/null; sleep 0.1; n=$((n+1)); done',
    // 8. Hand back: no set-id bit survives, new files belong to the owner.
    `${walk} -type f -uid ${s.sandbox.uid} -perm /6000 -exec chmod ug-s {} + 2>/dev/null`,
    `${walk} -uid ${s.sandbox.uid} -exec chown -h ${s.owner.uid} {} +`,
    `${walk} -gid ${s.sandbox.gid} -exec chgrp -h ${s.owner.gid} {} +`,
    'exit $status',
  ];
  return `${lines.join('\n')}\n`;
}
