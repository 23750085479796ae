// Once per `npm test`: the e2e tests run the committed bundle, so it is rebuilt first when its
// inputs changed since the last build; afterwards, users the sandbox tests created are removed.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildInputsHash, recordedBuildHash } from '../scripts/build-hash.mjs';
import { TEST_USERS } from './support/root.js';

const ROOT = join(import.meta.dirname, '..');

export function setup(): void {
  if (recordedBuildHash(ROOT) !== buildInputsHash(ROOT)) {
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  }
}

export function teardown(): void {
  if (process.getuid?.() !== 0) return;
  for (const name of [...TEST_USERS, 'agent-fix-sandbox']) {
    try {
      execFileSync('userdel', ['--remove', name], { stdio: 'ignore' });
    } catch {
      /* not created by this run */
    }
    const sudoers = `/etc/sudoers.d/${name}`;
    if (existsSync(sudoers)) rmSync(sudoers);
  }
}
