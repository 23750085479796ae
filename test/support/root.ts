// Sandbox tests need root (CI runs as root). Elsewhere they are skipped and say why; on a root
// machine a missing mechanism fails instead of being skipped.
import { execFileSync } from 'node:child_process';

export const IS_ROOT = process.getuid?.() === 0;
export const NEEDS_ROOT = 'skipped: needs root';

/** Creates a local user (idempotent); `sudo` adds a passwordless sudoers entry like GitHub's runner user. */
export function ensureUser(name: string, opts: { sudo?: boolean } = {}): { uid: number; gid: number; home: string } {
  try {
    execFileSync('getent', ['passwd', name]);
  } catch {
    try {
      execFileSync('useradd', ['--create-home', '--shell', '/bin/sh', name], { stdio: 'ignore' });
    } catch {
      execFileSync('getent', ['passwd', name]); // created meanwhile by another test file
    }
  }
  if (opts.sudo)
    execFileSync('sh', [
      '-c',
      `printf '%s ALL=(ALL) NOPASSWD:ALL\\n' ${name} > /etc/sudoers.d/${name} && chmod 440 /etc/sudoers.d/${name}`,
    ]);
  const [, , uid, gid, , home] = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).trim().split(':');
  return { uid: Number(uid), gid: Number(gid), home: home ?? `/home/${name}` };
}

/** Test users and the sandbox user are removed after the run (global teardown). */
export const TEST_USERS = ['agent-fix-runner', 'agent-fix-nosudo'];
