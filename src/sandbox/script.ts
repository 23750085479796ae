// The root-side program of the sandbox, as one POSIX shell script. `unshare` starts it as PID 1 of
// fresh mount, PID, network, IPC and UTS namespaces; it builds the file-system view (the workspace
// as a copy-on-write overlay on one size-capped tmpfs, which also serves /tmp, /var/tmp, /dev/shm
// and HOME), brings up loopback, caps memory, runs the command as the sandbox user with no
// privileges, then kills everything left in the namespace. Nothing is handed back: what the check
// wrote lives only in the tmpfs, which is gone with the namespace.
//
// Two channels: the command's stdout and stderr go to the script's stdout (fd 3 inside), and
// nothing else does; the script's own lines (`agent-fix-sandbox: <word> ...`) go to its stderr,
// which the command cannot reach. So any output, of any size, never hides or fakes a marker.
import type { CheckBounds } from './policy.js';
import type { Layout } from './layout.js';
import { mountLine } from './mounts.js';
import { places, stageSteps, viewSteps } from './view-steps.js';
import { pattern, q, SETUP_FAILED, SETUP_PREFIX } from './shell.js';

export interface Ids {
  uid: number;
  gid: number;
}

/**
 * How the workspace's files become the sandbox user's in the view. `idmap`: the overlay's lower
 * layer is an id-mapped mount (the owner's uid and gid shown as the sandbox user's), so nothing is
 * copied up, whatever the workspace's size; where the kernel or file system cannot, `metacopy`: a
 * chown walk in the overlay that copies only metadata up. `copy` (a naive hand-over, without
 * metacopy) exists only so the benchmark can show what the others save.
 */
export type HandOver = 'idmap' | 'metacopy' | 'copy';

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
  bounds: CheckBounds;
  /** Top-level workspace folders bound read-only in the view (the eval's hidden tests). */
  readOnly: readonly string[];
  handOver: HandOver;
  /**
   * Everything outside the command's writable places read-only (default). False only in tests,
   * as the control that shows what a check could write without it.
   */
  readOnlyHost?: boolean;
  /** Unique per call: names the memory cgroup. */
  id: string;
  /** The workspace root's permission bits (its root in the view gets them). */
  workspaceMode: number;
}

/**
 * The id-mapped lower layer, in perl (perl-base is essential on Debian and Ubuntu; mount(8) learnt
 * X-mount.idmap only in util-linux 2.39). Arguments: source, target, the PID of a process that
 * is entering a fresh user namespace, owner uid, sandbox uid, owner gid, sandbox gid. It waits until
 * that process is in its namespace, writes the maps (owner -> sandbox user), then open_tree
 * (OPEN_TREE_CLONE), mount_setattr (MOUNT_ATTR_IDMAP with that namespace) and move_mount. These
 * syscall numbers are the same on every architecture but alpha.
 */
export const IDMAP_PERL =
  'my ($s,$d,$p,$ou,$su,$og,$sg)=@ARGV; my $me=readlink("/proc/self/ns/user"); my $ns=$me; ' +
  'for (1..3000) { $ns=readlink("/proc/$p/ns/user") // $me; last if $ns ne $me; select(undef,undef,undef,0.001) } ' +
  '$ns ne $me or die "no user namespace\\n"; ' +
  'for (["uid_map","$ou $su 1"],["gid_map","$og $sg 1"]) { my $w; open($w,">","/proc/$p/$_->[0]") and print $w "$_->[1]\\n" and close($w) or die "$_->[0]: $!\\n" } ' +
  'open(my $u,"<","/proc/$p/ns/user") or die "ns: $!\\n"; my $e=""; ' +
  'my $t=syscall(428,-100,$s,1|0x80000); $t>=0 or die "open_tree: $!\\n"; ' +
  'my $attr=pack("QQQQ",0x100000,0,0,fileno($u)); syscall(442,$t,$e,0x1000,$attr,32)==0 or die "mount_setattr: $!\\n"; ' +
  'syscall(429,$t,$e,-100,$d,4)==0 or die "move_mount: $!\\n";';

/**
 * Run between unshare --mount and the command: mount_setattr(2) (442 on every architecture but
 * alpha) with AT_RECURSIVE and MOUNT_ATTR_RDONLY on /, then MOUNT_ATTR_RDONLY cleared on each
 * writable path given before `--` (that mount only, not what is mounted below it: the hidden .git
 * and the eval's read-only folders stay read-only), then exec of what follows `--`. A mount that
 * is read-only in a namespace the command later creates stays locked read-only there (the kernel
 * sets MNT_LOCK_READONLY when it copies mounts into a less privileged namespace).
 */
export const READ_ONLY_PERL =
  'open(my $c, ">&=4") or die "no control channel\\n"; ' +
  `sub fail { print $c "${SETUP_PREFIX} error $_[0]\\n"; exit ${SETUP_FAILED} } ` +
  'my @w; while (@ARGV && $ARGV[0] ne "--") { push @w, shift @ARGV } shift @ARGV; ' +
  'my ($root,$ro,$rw)=("/",pack("QQQQ",1,0,0,0),pack("QQQQ",0,1,0,0)); ' +
  'syscall(442,-100,$root,0x8000,$ro,32)==0 or fail("cannot make the file system read-only for the check: $!"); ' +
  'for my $p (@w) { syscall(442,-100,$p,0,$rw,32)==0 or fail("cannot make $p writable for the check: $!") } ' +
  `print $c "${SETUP_PREFIX} read-only\\n"; close($c); exec { $ARGV[0] } @ARGV; exit 127;`;

/**
 * `clear_keys`: empties the sandbox user's user and user-session keyrings (keyctl KEYCTL_CLEAR on
 * KEY_SPEC_USER_KEYRING and KEY_SPEC_USER_SESSION_KEYRING), as that user. keyctl's number differs
 * per architecture; on one not listed the function fails (the sandbox is then not built).
 */
function keyringLines(sandbox: Ids): string[] {
  // Clear (7) both, then link (8) the user keyring into the user-session one again, as login does.
  const perl =
    'my $n=shift; for my $k (-4,-5) { syscall($n+0,7,$k+0)==0 or die "keyctl clear $k: $!\\n" } syscall($n+0,8,-4,-5)==0 or die "keyctl link: $!\\n"';
  return [
    'case $(uname -m) in x86_64) keyctl=250 ;; aarch64|riscv64) keyctl=219 ;; i?86) keyctl=288 ;; armv7l|armv8l) keyctl=311 ;; *) keyctl= ;; esac',
    `clear_keys() { [ -n "$keyctl" ] || { say keyring not-cleared "$(uname -m)"; return 0; }; setpriv --reuid=${sandbox.uid} --regid=${sandbox.gid} --clear-groups -- perl -e ${q(perl)} "$keyctl" 3>&-; }`,
  ];
}

const MB = 1024 * 1024;

export function buildScript(s: ScriptInput): string {
  const { stage, ws, T, nested } = places(s.layout);
  const memBytes = s.bounds.memoryMb === null ? null : s.bounds.memoryMb * MB;
  const cgName = `agent-fix-${s.id}`;
  /** The only mounts the command may write through (everything else it sees is read-only). */
  const writable = [ws, ...nested.map((h) => h.path)];
  const lines = [
    // fd 3: the command's output (the caller's stdout); fd 1 and 2: this script's own lines.
    // (unshare made the mounts private and mounted this namespace's /proc.)
    'exec 3>&1 1>&2',
    // System folders only: /usr/local/bin is world-writable on GitHub's images (trusted.ts).
    'export PATH=/usr/sbin:/usr/bin:/sbin:/bin LC_ALL=C',
    `say() { echo "${SETUP_PREFIX} $*"; }`,
    `fail() { say error "$*"; exit ${SETUP_FAILED}; }`,
    // 1-2. The stage and the check's writable space (view-steps.ts).
    mountLine(stageSteps(s)),
    // 3. The workspace's view: the real workspace is the read-only lower layer.
    'handover=',
    ...(s.handOver === 'idmap' ? idmapLines(s, stage, ws) : []),
    `[ -n "$handover" ] || { mount --bind ${q(ws)} ${q(`${stage}/lower`)} || fail "cannot bind the workspace"; handover=${s.handOver === 'copy' ? 'copy' : 'metacopy'}; }`,
    `mount -t overlay -o nosuid,nodev,lowerdir=${q(`${stage}/lower`)},upperdir=${q(`${T}/upper`)},workdir=${q(`${T}/work`)}${s.handOver === 'copy' ? '' : ',metacopy=on'} agent-fix-sandbox ${q(`${stage}/ws`)} || fail "cannot mount the workspace's copy-on-write view (overlayfs is needed)"`,
    // Without id-mapping: hand the view over file by file; with metacopy only metadata is copied up.
    `[ "$handover" = idmap ] || find -P ${q(`${stage}/ws`)} -xdev -path ${q(`${pattern(`${stage}/ws`)}/.git`)} -prune -o -uid ${s.owner.uid} -exec chown -h ${s.sandbox.uid} {} + || fail "cannot hand the view to the sandbox user"`,
    'say hand-over "$handover"',
    // 4-7. Hide, bind back, hide .git, mask sockets (view-steps.ts).
    mountLine(viewSteps(s)),
    // The stage's own mounts are not needed any more (they lie under the hidden stage anyway).
    `umount -l ${[`${stage}/lower`, `${stage}/ws`, ...s.layout.expose.map((_, i) => `${stage}/${i}`)].map(q).join(' ')}`,
    // 8. Loopback is up and is the only interface.
    'ip link set lo up || fail "cannot bring up loopback in the network namespace (is iproute2 installed?)"',
    // 9. Memory: a cgroup (v2, else v1) the command joins, else a data-segment limit.
    ...memoryLines(memBytes, cgName),
    // A closed stdin means the caller gave up (cancelled or timed out): kill everything but PID 1.
    // (A background list's stdin is /dev/null, so the pipe is passed on fd 4, closed again for the command.)
    'exec 4<&0',
    '( cat <&4 >/dev/null 2>&1; kill -KILL -1 2>/dev/null ) 3>&- &',
    'exec 4<&- </dev/null',
    // The writable space is full: a write failed with ENOSPC (or is about to). Checked while the
    // command runs and once after.
    `full() { set -- $(stat -f -c '%a %S %d' ${q(T)}); [ $(($1 * $2)) -lt 65536 ] || [ "$3" = 0 ]; }`,
    '( while :; do if full; then say disk-full; break; fi; sleep 0.5; done ) 3>&- &',
    `( sleep ${(s.timeoutMs / 1000).toFixed(3)}; say timed-out; kill -KILL -1 2>/dev/null ) 3>&- &`,
    `cd ${q(ws)} || fail "cannot enter the workspace"`,
    // The sandbox user's kernel keyrings are per uid, not per namespace: emptied before and after.
    ...keyringLines(s.sandbox),
    'clear_keys || fail "cannot empty the sandbox user\'s kernel keyrings"',
    'say ready',
    '( if [ -n "$cg" ]; then echo 0 > "$cg/cgroup.procs" || fail "cannot join the memory cgroup"; fi',
    // 11. Everything the command can see is read-only but its own writable places: a mount
    // namespace of its own (this script still removes the cgroup afterwards) in which every mount
    // is made read-only recursively, then the workspace's view and the scratch folders writable again.
    commandLine(s, writable),
    ...afterLines(T),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The command's own line, in a subshell that joins the memory cgroup first: as the sandbox user,
 * without privileges, with only `s.env`, its output on fd 3.
 */
function commandLine(s: ScriptInput, writable: readonly string[]): string {
  const envArgs = Object.entries(s.env)
    .map(([k, v]) => q(`${k}=${v}`))
    .join(' ');
  return (
    `  exec ${s.readOnlyHost === false ? '' : `unshare --mount --propagation unchanged -- perl -e ${q(READ_ONLY_PERL)} ${writable.map(q).join(' ')} -- `}` +
    `prlimit --nproc=${s.maxProcesses}:${s.maxProcesses} $datalimit ` +
    `setpriv --reuid=${s.sandbox.uid} --regid=${s.sandbox.gid} --clear-groups --no-new-privs --inh-caps=-all --bounding-set=-all ` +
    `-- env -i ${envArgs} /bin/sh -c ${q(s.command)} 4>&2 </dev/null >&3 2>&3 3>&- )`
  );
}

/** After the command: everything left is killed, then what it used is reported and the cgroup removed. `T` is the writable space. */
function afterLines(T: string): string[] {
  return [
    'status=$?',
    // 10. Nothing may outlive the command: not a daemon, not a process that left its group.
    'kill -KILL -1 2>/dev/null',
    'alive() { for d in /proc/[0-9]*; do [ "$d" = /proc/1 ] && continue; st=; { while IFS=: read -r k v; do [ "$k" = State ] && st=$v && break; done < "$d/status"; } 2>/dev/null; case "$st" in *Z*|"") ;; *) return 0 ;; esac; done; return 1; }',
    'n=0; while alive && [ $n -lt 500 ]; do kill -KILL -1 2>/dev/null; sleep 0.02; n=$((n+1)); done',
    'clear_keys || say keyring-left',
    `set -- $(stat -f -c '%b %f %a %S %d' ${q(T)}); say disk-used $((($1 - $2) * $4))`,
    'if [ $(($3 * $4)) -lt 65536 ] || [ "$5" = 0 ]; then say disk-full; fi',
    'if [ -n "$cg" ]; then',
    '  kills=0; while read -r k v; do [ "$k" = oom_kill ] && kills=$v; done < "$cg/$oomfile"; say oom-kills "$kills"',
    '  n=0; while ! rmdir "$cg" 2>/dev/null && [ $n -lt 50 ]; do sleep 0.1; n=$((n+1)); done',
    '  [ -d "$cg" ] && say left-cgroup "$cg"',
    'fi',
    'say exit $status',
    'exit $status',
  ];
}

/** The lower layer as an id-mapped mount; `handover` stays empty when that is not possible here. */
function idmapLines(s: ScriptInput, stage: string, ws: string): string[] {
  const ids = [s.owner.uid, s.sandbox.uid, s.owner.gid, s.sandbox.gid].join(' ');
  return [
    'if command -v perl >/dev/null; then',
    '  unshare --user -- sleep 60 </dev/null >/dev/null 3>&- & u=$!',
    `  perl -e ${q(IDMAP_PERL)} ${q(ws)} ${q(`${stage}/lower`)} "$u" ${ids} && handover=idmap`,
    '  kill -KILL "$u" 2>/dev/null',
    'fi',
  ];
}

function memoryLines(bytes: number | null, name: string): string[] {
  if (bytes === null) return ['cg=', 'datalimit=', 'say memory none'];
  return [
    'cg=; datalimit=; oomfile=; c=; p=',
    '{ read -r c < /sys/fs/cgroup/cgroup.subtree_control; } 2>/dev/null',
    'case " $c " in',
    // v2: at the root (below it, a cgroup that holds processes cannot pass the memory controller on).
    '*" memory "*)',
    `  cg=/sys/fs/cgroup/${name}; oomfile=memory.events`,
    `  if mkdir "$cg" && echo ${bytes} > "$cg/memory.max"; then`,
    '    [ ! -f "$cg/memory.swap.max" ] || echo 0 > "$cg/memory.swap.max"; say memory cgroup-v2',
    '  else rmdir "$cg" 2>/dev/null; cg=; fi ;;',
    '*)',
    '  if [ -f /sys/fs/cgroup/memory/memory.limit_in_bytes ]; then',
    // A child of this process's own memory cgroup, so the runner's own limits still hold.
    '    while IFS=: read -r _ ctl path; do case ",$ctl," in *,memory,*) p=$path; break ;; esac; done < /proc/self/cgroup',
    `    cg=/sys/fs/cgroup/memory\${p%/}/${name}; oomfile=memory.oom_control`,
    `    if mkdir "$cg" && echo ${bytes} > "$cg/memory.limit_in_bytes"; then`,
    `      [ ! -f "$cg/memory.memsw.limit_in_bytes" ] || echo ${bytes} > "$cg/memory.memsw.limit_in_bytes" 2>/dev/null; say memory cgroup-v1`,
    '    else rmdir "$cg" 2>/dev/null; cg=; fi',
    '  fi ;;',
    'esac',
    `[ -n "$cg" ] || { datalimit=--data=${bytes}:${bytes}; say memory prlimit; }`,
  ];
}
