// The sandbox's file-system view is built by many small steps (a tmpfs here, a bind there, folders on
// the way); each used to be its own mount(8), mkdir(1) or chown(1), about 30 programs per check. Here
// a run of steps is one perl program over the kernel's mount API (fsopen, fsconfig, fsmount,
// open_tree, mount_setattr, move_mount: the same syscall numbers on every architecture but alpha,
// as IDMAP_PERL and READ_ONLY_PERL already use). Starting a program is the dear part on small runners,
// so a check starts about 25 fewer. Each step fails with the text the caller gives it, on the
// script's control channel, and the script stops there (SETUP_FAILED).
import { q, SETUP_FAILED, SETUP_PREFIX } from './shell.js';

/** MOUNT_ATTR_* bits (linux/mount.h) a mount is made with. */
export const ATTR = { rdonly: 0x1, nosuid: 0x2, nodev: 0x4, noexec: 0x8 } as const;

export type MountStep =
  /** An empty tmpfs on `target`; `options` are tmpfs's own, comma-separated: key=value (size, mode) or a bare flag (ro). */
  | { step: 'tmpfs'; target: string; attrs: number; options: string; fail: string; unlessGone?: boolean }
  /** `source` bound at `target` (that mount only, not what is mounted below it); attrs 0: as the source's. */
  | { step: 'bind'; source: string; target: string; attrs: number; fail: string; unlessGone?: boolean }
  /** One folder, with exactly this mode (its parent exists). */
  | { step: 'mkdir'; path: string; mode: number; fail: string }
  /** A folder and the folders on the way, as mkdir -p. */
  | { step: 'mkdirp'; path: string; fail: string }
  | { step: 'chown'; path: string; uid: number; gid: number; fail: string }
  /** A folder of the workspace (not a link) bound onto itself read-only, nosuid, nodev. */
  | { step: 'rodir'; path: string; fail: string };

/**
 * The program. Arguments: the steps, each its name and fixed fields. A mount that fails fails the
 * script with the kernel's reason after the given text, except with `unlessGone` where nothing is at
 * the target any more (ENOENT: a socket's folder removed since the scan), so nothing is left to hide.
 */
export const MOUNT_PERL = [
  // perl's syscall wants writable strings: names and paths go through variables, never literals.
  '$|=1; my $AT=-100;',
  `sub fail { print "${SETUP_PREFIX} error $_[0]\\n"; exit ${SETUP_FAILED} }`,
  // open_tree(OPEN_TREE_CLONE|O_CLOEXEC); move_mount(MOVE_MOUNT_F_EMPTY_PATH|MOVE_MOUNT_T_SYMLINKS, as mount(8) follows the target's links).
  'sub tree { my $p=$_[0]; syscall(428,$AT,$p,1|0x80000) }',
  'sub attach { my ($e,$t)=("",$_[1]); syscall(429,$_[0]+0,$e,$AT,$t,0x14)==0 }',
  'sub setattr { my ($e,$a)=("",pack("QQQQ",$_[1],0,0,0)); syscall(442,$_[0]+0,$e,0x1000,$a,32)==0 }',
  // fsopen(FSOPEN_CLOEXEC); per option fsconfig FSCONFIG_SET_STRING (key=value) or FSCONFIG_SET_FLAG (a bare key); FSCONFIG_CMD_CREATE; fsmount(FSMOUNT_CLOEXEC, attrs).
  'sub fs { my ($type,$attrs,@o)=@_; my $f=syscall(430,$type,1); $f>=0 or return -1; ' +
    'for my $kv (@o) { my ($k,$v)=split(/=/,$kv,2); (defined $v ? syscall(431,$f,1,$k,$v,0) : syscall(431,$f,0,$k,0,0))==0 or return -1 } ' +
    'syscall(431,$f,6,0,0,0)==0 or return -1; syscall(432,$f,1,$attrs+0) }',
  'sub done { my ($ok,$t,$gone,$msg)=@_; return if $ok; my $e="$!"; return if $gone && !lstat($t) && $!{ENOENT}; fail("$msg: $e") }',
  'while (@ARGV) { my $s=shift @ARGV;',
  ' if ($s eq "tmpfs") { my ($t,$a,$o,$g,$m)=splice(@ARGV,0,5); my $fd=fs(my $ty="tmpfs",$a,"source=agent-fix-sandbox",split(/,/,$o)); done($fd>=0 && attach($fd,$t),$t,$g,$m) }',
  ' elsif ($s eq "bind") { my ($src,$t,$a,$g,$m)=splice(@ARGV,0,5); my $fd=tree($src); done($fd>=0 && ($a==0 || setattr($fd,$a+0)) && attach($fd,$t),$t,$g,$m) }',
  ' elsif ($s eq "mkdir") { my ($p,$mode,$m)=splice(@ARGV,0,3); mkdir($p,0700) && chmod(oct($mode),$p) or fail("$m: $!") }',
  ' elsif ($s eq "mkdirp") { my ($p,$m)=splice(@ARGV,0,2); my $w=""; for my $c (grep { length } split(m{/},$p)) { $w.="/$c"; -d $w or mkdir($w) or -d $w or fail("$m: $!") } }',
  ' elsif ($s eq "chown") { my ($p,$u,$g,$m)=splice(@ARGV,0,4); chown($u+0,$g+0,$p)==1 or fail("$m: $!") }',
  ' elsif ($s eq "rodir") { my ($p,$m)=splice(@ARGV,0,2); -d $p && !-l $p or fail($m); my $fd=tree($p); done($fd>=0 && setattr($fd,7) && attach($fd,$p),$p,0,$m) }',
  ' else { fail("unknown step $s") } }',
].join('\n');

function fields(s: MountStep): (string | number)[] {
  switch (s.step) {
    case 'tmpfs':
      return ['tmpfs', s.target, s.attrs, s.options, s.unlessGone ? 1 : 0, s.fail];
    case 'bind':
      return ['bind', s.source, s.target, s.attrs, s.unlessGone ? 1 : 0, s.fail];
    case 'mkdir':
      return ['mkdir', s.path, s.mode.toString(8), s.fail];
    case 'mkdirp':
      return ['mkdirp', s.path, s.fail];
    case 'chown':
      return ['chown', s.path, s.uid, s.gid, s.fail];
    case 'rodir':
      return ['rodir', s.path, s.fail];
  }
}

/** One script line that runs `steps` in order; the script stops at the first that fails. */
export function mountLine(steps: readonly MountStep[]): string {
  if (steps.length === 0) return ':';
  const args = steps.flatMap(fields).map((f) => q(String(f)));
  // Exit 125: the step said what failed. Anything else (perl itself could not run) is said here.
  return `perl -e ${q(MOUNT_PERL)} ${args.join(' ')} || { s=$?; [ $s = ${SETUP_FAILED} ] && exit ${SETUP_FAILED}; fail "cannot build the check's file-system view (perl exited $s)"; }`;
}
