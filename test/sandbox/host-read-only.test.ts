// Everything a check can see outside its own writable places (the workspace's view, its /tmp,
// /var/tmp, /dev/shm and HOME) is read-only in the sandbox, whatever the host's permissions say.
// GitHub's images leave /usr/local/bin, /opt and /usr/share world-writable (`chmod -R 777`,
// actions/runner-images): a check that could write there would plant programs the action or root
// runs later (issue 21's red team: `git`, `unshare`, `ip` in /usr/local/bin). Here folders and a
// file other users may write are made on the host for the test; the control runs the same check
// with the read-only step left out and shows every plant lands on the host.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRunner } from '../../src/sandbox/index.js';
import { IS_ROOT, NEEDS_ROOT } from '../support/root.js';

/** World-writable places on the host, in folders the view keeps (not hidden ones). */
const PLACES = ['/opt', '/usr/local/share', '/etc'];
let base = '';
let ws = '';
let open: string[] = [];

beforeAll(() => {
  if (!IS_ROOT) return;
  base = mkdtempSync('/var/lib/agent-fix-ro-');
  chmodSync(base, 0o755);
  ws = join(base, 'ws');
  execFileSync('git', ['init', '-q', ws]);
  writeFileSync(join(ws, 'a.js'), 'console.log(1);\n');
  open = PLACES.map((p) => {
    const d = mkdtempSync(join(p, 'agent-fix-ww-'));
    chmodSync(d, 0o777);
    writeFileSync(join(d, 'tool'), '#!/bin/sh\necho original\n');
    chmodSync(join(d, 'tool'), 0o777);
    return d;
  });
});
afterAll(() => {
  for (const d of [...open, base]) if (d) rmSync(d, { recursive: true, force: true });
});

/** One line per place: `WROTE <path>` when the write worked. */
const plantScript = (dirs: string[]): string =>
  dirs
    .flatMap((d) => [`${d}/git`, `${d}/tool`])
    .map((f) => `if (printf '#!/bin/sh\\necho planted\\n' > '${f}') 2>/dev/null; then echo "WROTE ${f}"; else echo "refused ${f}"; fi`)
    .join('\n');

describe.skipIf(!IS_ROOT)(`the host's file system is read-only for a check (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  it('a check cannot write into world-writable host folders or files; its own places stay writable', async () => {
    const sandbox = await sandboxRunner({ ...process.env, HOME: '/root' });
    // A name no bound-back folder takes: a checkout at /tmp/x puts its node_modules/.bin (on PATH
    // under npm) at /tmp/x in the view.
    const name = 'agent-fix-own-place';
    const own = [
      'echo w > mine.js && echo OWN ws',
      `echo w > /tmp/${name} && echo OWN tmp`,
      `echo w > /var/tmp/${name} && echo OWN var-tmp`,
      `echo w > /dev/shm/${name} && echo OWN dev-shm`,
      `echo w > "$HOME/${name}" && echo OWN home`,
      'echo w > /dev/null && echo OWN dev-null',
    ].join('\n');
    // A user namespace of the check's own cannot lift the read-only flag (the kernel locks it).
    const remount = `unshare -Urm sh -c "mount -o remount,bind,rw '${open[0]}' 2>/dev/null && echo REMOUNTED; echo x > '${open[0]}/git' 2>/dev/null && echo WROTE-IN-USERNS; echo userns=\\$(id -u)"`;
    const r = await sandbox.run(
      `${plantScript(open)}\n${own}\n${remount}\nerr=$(touch /usr/local/bin/x /usr/bin/x /etc/x 2>&1); echo "$err" | grep -c 'Read-only file system'`,
      ws,
      60_000,
    );
    expect(r.exitCode, r.output).toBe(0);
    expect(r.output).not.toContain('WROTE');
    expect(r.output).not.toContain('REMOUNTED');
    for (const place of ['ws', 'tmp', 'var-tmp', 'dev-shm', 'home', 'dev-null']) expect(r.output).toContain(`OWN ${place}`);
    expect(r.output).toMatch(/^3$/m);
    for (const d of open) {
      expect(readdirSync(d)).toEqual(['tool']);
      expect(readFileSync(join(d, 'tool'), 'utf8')).toContain('original');
    }
  });

  it('control: without the read-only step the same check plants a program in every one of those places on the host', async () => {
    const sandbox = await sandboxRunner({ ...process.env, HOME: '/root' }, { readOnlyHost: false });
    const r = await sandbox.run(plantScript(open), ws, 60_000);
    for (const d of open) {
      expect(r.output).toContain(`WROTE ${d}/git`);
      expect(existsSync(join(d, 'git'))).toBe(true);
      expect(readFileSync(join(d, 'tool'), 'utf8')).toContain('planted');
      rmSync(join(d, 'git'));
      writeFileSync(join(d, 'tool'), '#!/bin/sh\necho original\n');
    }
  });

  it('a toolchain folder bound back from a hidden place is read-only by its own mount, even without the read-only step', async () => {
    // A world-writable folder on PATH inside HOME (hidden): the view binds its toolchain folder back at the same path.
    const tools = mkdtempSync('/root/agent-fix-tools-');
    const bin = join(tools, 'bin');
    try {
      chmodSync(tools, 0o755);
      mkdirSync(bin, { mode: 0o777 });
      chmodSync(bin, 0o777);
      writeFileSync(join(bin, 'tool'), '#!/bin/sh\necho original\n', { mode: 0o777 });
      const env = { ...process.env, HOME: '/root', PATH: `${bin}:${process.env.PATH ?? ''}` };
      const sandbox = await sandboxRunner(env, { readOnlyHost: false });
      const r = await sandbox.run(`tool; ${plantScript([bin])}`, ws, 60_000);
      expect(r.output).toContain('original');
      expect(r.output).not.toContain('WROTE');
      expect(readdirSync(bin)).toEqual(['tool']);
      expect(readFileSync(join(bin, 'tool'), 'utf8')).toContain('original');
    } finally {
      rmSync(tools, { recursive: true, force: true });
    }
  });
});

// The sandbox user's kernel keyrings are per uid, not per namespace: emptied before and after each
// call, so nothing a check stores there reaches the next call (issue 21's red team: a key added in
// one call was read in the next).
/** perl: add_key (248) to the user (-4) and user-session (-5) keyrings; keyctl (250) SEARCH (10) and READ (11). */
const KEY_ADD = `perl -e 'for my $r (-4,-5) { my ($t,$d,$p)=("user","afkey$r","left by call one"); print "add$r=", syscall(248,$t,$d,$p,length($p),$r+0) > 0 ? "ok" : "failed: $!", "\\n" }'`;
const KEY_READ = `perl -e 'for my $r (-4,-5) { my ($t,$d)=("user","afkey$r"); my $id=syscall(250,10,$r+0,$t,$d,0); my $b="\\0" x 64; my $n=$id>0 ? syscall(250,11,$id,$b,64) : -1; print "read$r=", ($n>0 ? substr($b,0,$n) : "none"), "\\n" }'`;
const X86 = process.arch === 'x64';

describe.skipIf(!IS_ROOT || !X86)("the sandbox user's kernel keyring does not outlive a call", () => {
  it('a key stored by one call is gone in the next (control: within the call it is there)', async () => {
    mkdirSync(ws, { recursive: true });
    const sandbox = await sandboxRunner({ ...process.env, HOME: '/root' });
    const one = await sandbox.run(`${KEY_ADD}; ${KEY_READ}`, ws, 30_000);
    for (const r of ['-4', '-5']) {
      expect(one.output).toContain(`add${r}=ok`);
      expect(one.output).toContain(`read${r}=left by call one`);
    }
    const two = await sandbox.run(KEY_READ, ws, 30_000);
    expect(two.output).toContain('read-4=none');
    expect(two.output).toContain('read-5=none');
  });
});
