// One place gives every git command its guards (src/sandbox/git.ts): the config first, then the
// subcommand's own flags right after the subcommand, wherever global options put it.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitEnv, safeGitArgs, SAFE_GIT_CONFIG } from '../../src/sandbox/index.js';

describe('safeGitArgs', () => {
  it('puts the config first and the guards right after the subcommand', () => {
    expect(safeGitArgs(['status', '--porcelain'])).toEqual([...SAFE_GIT_CONFIG, 'status', '--ignore-submodules=all', '--porcelain']);
    expect(safeGitArgs(['-C', '/w', '-c', 'a.b=c', 'diff', 'HEAD'])).toEqual([
      ...SAFE_GIT_CONFIG,
      '-C',
      '/w',
      '-c',
      'a.b=c',
      'diff',
      '--no-ext-diff',
      '--no-textconv',
      '--ignore-submodules=all',
      'HEAD',
    ]);
    expect(safeGitArgs(['--no-pager', 'log', '-1'])).toEqual([
      ...SAFE_GIT_CONFIG,
      '--no-pager',
      'log',
      '--no-ext-diff',
      '--no-textconv',
      '--ignore-submodules=all',
      '-1',
    ]);
    expect(safeGitArgs(['cat-file', 'blob', 'x'])).toEqual([...SAFE_GIT_CONFIG, 'cat-file', 'blob', 'x']);
  });

  it('turns off hooks, fsmonitor, every kind of submodule recursion, external diff, ext:: remotes and housekeeping', () => {
    const config = SAFE_GIT_CONFIG.filter((_, i) => i % 2 === 1);
    expect(config).toEqual(
      expect.arrayContaining([
        'core.hooksPath=/dev/null',
        'core.fsmonitor=false',
        'submodule.recurse=false',
        'diff.ignoreSubmodules=all',
        'status.submoduleSummary=false',
        'diff.external=',
        'protocol.ext.allow=never',
        'maintenance.auto=false',
        'gc.auto=0',
      ]),
    );
  });

  it('the environment keeps git config locations but no credentials and no external diff', () => {
    const env = gitEnv({ PATH: '/bin', GIT_CONFIG_GLOBAL: '/g', INPUT_API_KEY: 'k', GH_TOKEN: 't', GIT_EXTERNAL_DIFF: '/x' });
    expect(env).toEqual({ PATH: '/bin', GIT_CONFIG_GLOBAL: '/g' });
  });

  it('the PATH check is kept for the same PATH only: every call still filters, and an untrusted folder stays out', () => {
    const open = mkdtempSync(join(tmpdir(), 'agent-fix-gitenv-'));
    chmodSync(open, 0o777);
    try {
      const env: NodeJS.ProcessEnv = { PATH: `${open}:/usr/bin`, GIT_CONFIG_GLOBAL: '/g', GH_TOKEN: 't' };
      for (let call = 0; call < 2; call++) expect(gitEnv(env)).toEqual({ PATH: '/usr/bin', GIT_CONFIG_GLOBAL: '/g' });
      // The same object changed in place: the answer follows it.
      env.INPUT_API_KEY = 'k';
      env.GIT_CONFIG_GLOBAL = '/h';
      env.LANG = 'C';
      expect(gitEnv(env)).toEqual({ PATH: '/usr/bin', GIT_CONFIG_GLOBAL: '/h', LANG: 'C' });
      env.PATH = '/bin';
      expect(gitEnv(env).PATH).toBe('/bin');
      // A returned object changed by its caller changes no later answer.
      gitEnv(env).PATH = open;
      expect(gitEnv(env).PATH).toBe('/bin');
    } finally {
      rmSync(open, { recursive: true, force: true });
    }
  });
});
