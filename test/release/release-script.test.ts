// scripts/release.mjs against a temporary copy of this repository with a bare repository as
// `origin`: real git, the real build. A dry run changes nothing; a release bumps, rebuilds, commits,
// tags vX.Y.Z, moves vX and pushes all of it; a second release moves vX on the remote too.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../action/harness.js';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release@example.com',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release@example.com',
};

let tmp = '';
let work = '';
let bare = '';

const git = (cwd: string, ...args: string[]): string => execFileSync('git', args, { cwd, env: ENV, encoding: 'utf8' }).trim();

function release(...args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, ['scripts/release.mjs', ...args, '--date', '2026-12-01'], {
    cwd: work,
    env: ENV,
    encoding: 'utf8',
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Every ref of a repository with what it points at (tags peeled), for before/after comparisons. */
const refs = (repo: string): string => git(repo, 'for-each-ref', '--format=%(refname) %(objectname) %(*objectname)');
const json = (file: string): { version: string; packages?: Record<string, { version: string }> } =>
  JSON.parse(readFileSync(join(work, file), 'utf8')) as { version: string };

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'af-release-'));
  bare = join(tmp, 'origin.git');
  work = join(tmp, 'work');
  git(tmp, 'init', '-q', '--bare', '-b', 'main', bare);
  git(tmp, 'init', '-q', '-b', 'main', work);
  // A copy of this repository's tracked files as they are in the working tree (committed or not);
  // dist/ is left out, the release builds it.
  for (const f of git(ROOT, 'ls-files', '-z').split('\0').filter(Boolean)) {
    if (f.startsWith('dist/') || !existsSync(join(ROOT, f))) continue;
    mkdirSync(dirname(join(work, f)), { recursive: true });
    copyFileSync(join(ROOT, f), join(work, f));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'));
  appendFileSync(join(work, '.git', 'info', 'exclude'), 'node_modules\n');
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', 'test setup');
  git(work, 'remote', 'add', 'origin', bare);
  git(work, 'push', '-q', 'origin', 'main');
}, 60_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('scripts/release.mjs', () => {
  it('--dry-run prints every step and changes nothing, here or on the remote', () => {
    const before = {
      head: git(work, 'rev-parse', 'HEAD'),
      local: refs(work),
      remote: refs(bare),
      changelog: readFileSync(join(work, 'CHANGELOG.md')),
    };
    const r = release('1.0.0', '--dry-run');
    expect(r.status, r.out).toBe(0);
    expect(r.out).toContain('Dry run: would release v1.0.0 from main');
    expect(r.out).toContain(`version ${json('package.json').version} -> 1.0.0`);
    expect(r.out).toContain('"## [1.0.0] - 2026-12-01"');
    expect(r.out).toContain('npm run build');
    expect(r.out).toContain('git tag -a v1.0.0');
    expect(r.out).toContain('moves v1 from (none) to v1.0.0');
    expect(r.out).toContain('git push --atomic origin main v1.0.0 +v1');
    expect(r.out).toContain('Dry run: nothing was changed.');
    expect(git(work, 'status', '--porcelain')).toBe('');
    expect(git(work, 'rev-parse', 'HEAD')).toBe(before.head);
    expect(refs(work)).toBe(before.local);
    expect(refs(bare)).toBe(before.remote);
    expect(readFileSync(join(work, 'CHANGELOG.md')).equals(before.changelog)).toBe(true);
  });

  it('refuses a version that is not greater, and a dirty tree, with exit code 1', () => {
    const current = json('package.json').version;
    const same = release(current, '--dry-run');
    expect(same.status).toBe(1);
    expect(same.out).toContain(`not greater than the current version ${current}`);
    writeFileSync(join(work, 'stray.txt'), 'x');
    const dirty = release('1.0.0', '--dry-run');
    expect(dirty.status).toBe(1);
    expect(dirty.out).toContain('working tree is not clean');
    rmSync(join(work, 'stray.txt'));
    expect(release('1.0', '--dry-run').status).toBe(2);
  });

  it('releases v1.0.0: version, changelog entry, dist/, commit, tags, atomic push', () => {
    const unreleased =
      readFileSync(join(work, 'CHANGELOG.md'), 'utf8')
        .split(/^## Unreleased\n/m)[1]
        ?.trim() ?? '';
    expect(unreleased).not.toBe('');
    const r = release('1.0.0');
    expect(r.status, r.out).toBe(0);
    expect(json('package.json').version).toBe('1.0.0');
    const lock = json('package-lock.json');
    expect([lock.version, lock.packages?.['']?.version]).toEqual(['1.0.0', '1.0.0']);
    const changelog = readFileSync(join(work, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toContain(`## Unreleased\n\n## [1.0.0] - 2026-12-01\n\n${unreleased}\n`);
    expect(git(work, 'log', '-1', '--format=%s')).toBe('Release v1.0.0');
    expect(git(work, 'show', '--name-only', '--format=', 'HEAD').split('\n')).toEqual(
      expect.arrayContaining(['CHANGELOG.md', 'package.json', 'package-lock.json']),
    );
    expect(git(work, 'ls-tree', '--name-only', 'HEAD', 'dist/')).toContain('dist/THIRD_PARTY_LICENSES.txt');
    expect(git(work, 'status', '--porcelain')).toBe('');
    const head = git(work, 'rev-parse', 'HEAD');
    for (const ref of ['refs/heads/main', 'refs/tags/v1.0.0^{commit}', 'refs/tags/v1^{commit}']) {
      expect(git(bare, 'rev-parse', ref), ref).toBe(head);
      expect(git(work, 'rev-parse', ref), ref).toBe(head);
    }
  }, 120_000);

  it('refuses to release an empty Unreleased section', () => {
    const r = release('patch', '--dry-run');
    expect(r.status).toBe(1);
    expect(r.out).toContain('"## Unreleased" section of CHANGELOG.md is empty');
  });

  it('a patch release tags v1.0.1 and moves v1 on the remote, leaving v1.0.0 where it was', () => {
    const first = git(work, 'rev-parse', 'HEAD');
    const text = readFileSync(join(work, 'CHANGELOG.md'), 'utf8').replace(
      '## Unreleased\n',
      '## Unreleased\n\n### Fixed\n\n- A test fix.\n',
    );
    writeFileSync(join(work, 'CHANGELOG.md'), text);
    git(work, 'commit', '-q', '-am', 'changelog entry');
    git(work, 'push', '-q', 'origin', 'main');
    const r = release('patch');
    expect(r.status, r.out).toBe(0);
    expect(r.out).toContain(`moves v1 from ${first.slice(0, 12)} to v1.0.1`);
    const head = git(work, 'rev-parse', 'HEAD');
    expect(git(bare, 'rev-parse', 'refs/tags/v1.0.1^{commit}')).toBe(head);
    expect(git(bare, 'rev-parse', 'refs/tags/v1^{commit}')).toBe(head);
    expect(git(bare, 'rev-parse', 'refs/tags/v1.0.0^{commit}')).toBe(first);
    expect(readFileSync(join(work, 'CHANGELOG.md'), 'utf8')).toMatch(
      /## Unreleased\n\n## \[1\.0\.1\] - 2026-12-01\n\n### Fixed\n\n- A test fix\.\n\n## \[1\.0\.0\]/,
    );
  }, 120_000);
});
