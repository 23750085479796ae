// The action's git starts no housekeeping (src/sandbox/git.ts): a fetch into a repository whose own
// config asks `gc --auto` to repack as soon as it holds two packs leaves both packs. The control,
// the same fetch through plain git, repacks them into one: the repository does ask for it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGit } from '../../src/github/git-run.js';

const tmp = mkdtempSync(join(tmpdir(), 'agent-fix-housekeeping-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' });

/** A source with three commits, and a clone of its first that asks gc to repack at two packs (in the foreground, so it is done when fetch returns). */
function pair(name: string): { source: string; target: string } {
  const source = join(tmp, `${name}-source`);
  const target = join(tmp, `${name}-target`);
  git(tmp, 'init', '-q', '-b', 'main', source);
  for (const n of [1, 2, 3]) {
    writeFileSync(join(source, `f${n}.txt`), `${n}\n`);
    git(source, 'add', '.');
    git(source, 'commit', '-q', '-m', `c${n}`);
    if (n === 1) git(tmp, 'clone', '-q', '--no-local', source, target);
  }
  for (const [k, v] of [
    ['gc.autoPackLimit', '1'],
    ['gc.autoDetach', 'false'],
    ['maintenance.auto', 'true'],
    // What a fetch brings is kept as a pack of its own: the clone's pack and this one make two.
    ['fetch.unpackLimit', '1'],
  ])
    git(target, 'config', k!, v!);
  return { source, target };
}

const packs = (repo: string): number => readdirSync(join(repo, '.git', 'objects', 'pack')).filter((f) => f.endsWith('.pack')).length;

describe("the action's git starts no housekeeping", () => {
  it('a fetch through runGit leaves its pack beside the first; the same fetch through plain git repacks them into one', async () => {
    const ours = pair('ours');
    expect(packs(ours.target)).toBe(1);
    await runGit(['fetch', '--quiet', ours.source, 'main'], { cwd: ours.target });
    expect(packs(ours.target)).toBe(2);

    const control = pair('control');
    git(control.target, 'fetch', '--quiet', control.source, 'main');
    expect(packs(control.target)).toBe(1);
    expect(git(control.target, 'cat-file', '-t', git(control.source, 'rev-parse', 'main').trim()).trim()).toBe('commit');
  });
});
