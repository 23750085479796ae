// One place gives every git command its guards (src/sandbox/git.ts): the config first, then the
// subcommand's own flags right after the subcommand, wherever global options put it.
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

  it('the kept answer is for the same environment only, and changing a returned one changes no later one', () => {
    const first = gitEnv({ PATH: '/bin', GIT_CONFIG_GLOBAL: '/g' });
    first.GIT_DIR = '/elsewhere';
    expect(gitEnv({ PATH: '/bin', GIT_CONFIG_GLOBAL: '/g' })).toEqual({ PATH: '/bin', GIT_CONFIG_GLOBAL: '/g' });
    // One value changed, one name added, one removed: each is a new answer.
    expect(gitEnv({ PATH: '/bin', GIT_CONFIG_GLOBAL: '/h' })).toEqual({ PATH: '/bin', GIT_CONFIG_GLOBAL: '/h' });
    expect(gitEnv({ PATH: '/bin', GIT_CONFIG_GLOBAL: '/h', LANG: 'C' })).toEqual({ PATH: '/bin', GIT_CONFIG_GLOBAL: '/h', LANG: 'C' });
    expect(gitEnv({ PATH: '/usr/bin' })).toEqual({ PATH: '/usr/bin' });
  });
});
