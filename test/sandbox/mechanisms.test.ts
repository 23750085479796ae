// Each mechanism the sandbox is built from, probed on its own. On a root machine (CI) a missing one
// FAILS here: the other sandbox tests would otherwise say little about why checks stopped running.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDMAP_PERL } from '../../src/sandbox/script.js';
import { q } from '../../src/sandbox/shell.js';
import { IS_ROOT, NEEDS_ROOT } from '../support/root.js';

const sh = (script: string): string => execFileSync('sh', ['-c', script], { encoding: 'utf8', timeout: 20_000 }).trim();

describe.skipIf(!IS_ROOT)(`sandbox mechanisms on this machine (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  it('user: a second account can be made and commands can drop to it (useradd, setpriv)', () => {
    expect(sh('command -v useradd && command -v setpriv && command -v prlimit && command -v timeout').split('\n')).toHaveLength(4);
    expect(sh('setpriv --reuid=65534 --regid=65534 --clear-groups --no-new-privs -- id -u')).toBe('65534');
  });

  it('mount namespace: a tmpfs mounted inside is invisible outside', () => {
    const inside = sh('unshare --mount -- sh -c "mount -t tmpfs probe /mnt && touch /mnt/probe && ls /mnt"');
    expect(inside).toBe('probe');
    expect(sh('ls /mnt')).not.toContain('probe');
  });

  it('PID namespace: the first process is PID 1 and sees only its own processes', () => {
    expect(sh('unshare --pid --fork --mount-proc -- sh -c "echo \\$\\$; ls /proc | grep -c \'^[0-9]\'"').split('\n')[0]).toBe('1');
  });

  it('overlayfs: a copy-on-write view whose writes stay in the upper layer (metacopy=on)', () => {
    const out = sh(
      'd=$(mktemp -d) && mkdir $d/l $d/u $d/w $d/m && echo base > $d/l/f && ' +
        'unshare --mount -- sh -c "mount -t overlay -o lowerdir=$d/l,upperdir=$d/u,workdir=$d/w,metacopy=on x $d/m && echo changed > $d/m/f && cat $d/m/f" && ' +
        'cat $d/l/f; rm -rf $d',
    );
    expect(out).toBe('changed\nbase');
  });

  it('id-mapped mounts: the perl program the sandbox uses (open_tree, mount_setattr, move_mount) maps an owner', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-fix-idmap-'));
    try {
      mkdirSync(join(dir, 'src'));
      mkdirSync(join(dir, 'dst'));
      writeFileSync(join(dir, 'src', 'f'), '');
      writeFileSync(
        join(dir, 'probe.sh'),
        [
          'unshare --user -- sleep 30 & u=$!',
          `perl -e ${q(IDMAP_PERL)} "$1/src" "$1/dst" "$u" 0 65534 0 65534 && stat -c %u "$1/dst/f"`,
          'kill $u',
        ].join('\n'),
      );
      expect(sh(`unshare --mount --pid --fork --mount-proc -- sh ${dir}/probe.sh ${dir}`)).toBe('65534');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('network namespace: loopback comes up and is the only interface', () => {
    const links = sh('unshare --net -- sh -c "ip link set lo up && ip -o link show"').split('\n');
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^1: lo: .*UP/);
  });
});
