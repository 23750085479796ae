// A repository's own git settings are repository code: the core.fsmonitor command runs even on
// `git ls-files`. Listing, instruction reads and the eval's git must run none of it (and a control
// shows that plain git in the same repository does).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git as evalGit } from '../../src/eval/git.js';
import { readCommitFile } from '../../src/workspace/instructions.js';
import { listAllFiles } from '../../src/workspace/listing.js';

let root = '';
let marker = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'agent-fix-git-settings-'));
  marker = join(root, '..', `${root.split('/').pop()}-ran`);
  const g = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root, stdio: 'ignore' });
  g('init', '-q');
  writeFileSync(join(root, 'AGENTS.md'), 'Be brief.\n');
  g('add', '-A');
  g('commit', '-qm', 'init');
  // What a check could leave in .git/config when it runs unsandboxed: a command git runs by itself.
  const hook = join(root, '..', `${root.split('/').pop()}-hook.sh`);
  writeFileSync(hook, `#!/bin/sh\nenv > '${marker}'\n`);
  chmodSync(hook, 0o755);
  g('config', 'core.fsmonitor', hook);
  writeFileSync(join(root, 'untracked.txt'), 'x\n');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(marker, { force: true });
  rmSync(`${marker.slice(0, -'-ran'.length)}-hook.sh`, { force: true });
});

describe("a repository's git settings run nothing", () => {
  it('control: plain git ls-files in this repository runs the fsmonitor command', () => {
    execFileSync('git', ['ls-files', '-z', '--others', '--exclude-standard'], { cwd: root, stdio: 'ignore' });
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);
  });

  it('the listing, instruction reads and the eval git do not', async () => {
    expect(await listAllFiles(root)).toEqual(['AGENTS.md', 'untracked.txt']);
    expect(String(await readCommitFile(root, 'HEAD', 'AGENTS.md'))).toBe('Be brief.\n');
    await evalGit(root, ['add', '-A']);
    await evalGit(root, ['status', '--porcelain']);
    expect(existsSync(marker)).toBe(false);
  });
});
