// The action takes its programs (git, git-lfs, sudo, unshare, useradd, find) only from PATH folders
// no other user can write: a `git` planted in a world-writable folder ahead of /usr/bin in PATH
// (GitHub's images: /usr/local/bin is 0777) is never run. The control starts the same name with
// the plain PATH and shows the planted program is what runs there.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitEnv } from '../../src/sandbox/index.js';
import { isTrustedDir, trustedPath, trustedProgram } from '../../src/sandbox/trusted.js';

let base = '';
let open = '';
let marker = '';
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'agent-fix-trusted-'));
  chmodSync(base, 0o755);
  open = join(base, 'bin');
  mkdirSync(open);
  chmodSync(open, 0o777);
  marker = join(base, 'planted-ran');
  for (const name of ['git', 'unshare', 'sudo', 'find']) {
    writeFileSync(join(open, name), `#!/bin/sh\necho ${name} >> ${marker}\necho planted\n`);
    chmodSync(join(open, name), 0o755);
  }
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('programs come only from folders no other user can write', () => {
  it('a world-writable PATH folder is left out, and git is the system one', () => {
    const path = `${open}:/usr/sbin:/usr/bin:/sbin:/bin`;
    expect(isTrustedDir(open)).toBe(false);
    expect(isTrustedDir('/usr/bin')).toBe(true);
    expect(trustedPath(path).split(':')).not.toContain(open);
    const env = gitEnv({ PATH: path });
    expect(execFileSync('git', ['--version'], { env, encoding: 'utf8' })).toMatch(/^git version/);
    for (const name of ['unshare', 'find']) expect(trustedProgram(name, path)).toMatch(/^\/(usr\/)?s?bin\//);
    expect(existsSync(marker)).toBe(false);
  });

  it('a folder under a world-writable one is not trusted either', () => {
    const inner = join(open, 'inner');
    mkdirSync(inner, { recursive: true });
    chmodSync(inner, 0o755);
    expect(isTrustedDir(inner)).toBe(false);
  });

  it('control: with the plain PATH the planted git is what runs', () => {
    const out = execFileSync('git', ['--version'], { env: { PATH: `${open}:/usr/bin:/bin` }, encoding: 'utf8' });
    expect(out).toBe('planted\n');
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);
  });
});
