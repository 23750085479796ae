// Where a ref of the emulated repository points, for the Git Data API and for every pull request
// it renders (its live head).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SHA = /^[0-9a-f]{40}$/;

/** The sha `ref` points to, or undefined. */
export function refSha(gitDir: string, ref: string): string | undefined {
  const stored = storedBranch(gitDir, ref);
  if (stored) return stored;
  try {
    return execFileSync(
      'git',
      ['-c', 'core.hooksPath=/dev/null', '--git-dir', gitDir, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_ALL: 'C' },
      },
    ).trim();
  } catch {
    return undefined;
  }
}

/**
 * A branch's sha read from the files backend without starting git (a pull request's head is looked
 * up on every render): the loose ref, else its packed-refs line. Anything else (a symbolic ref,
 * reftable, a name that is not there) is left to git. git never lets a branch point to anything but
 * a commit, so the ^{commit} peel is the sha itself.
 */
function storedBranch(gitDir: string, ref: string): string | undefined {
  if (!ref.startsWith('refs/heads/') || ref.split('/').some((p) => p === '..' || p === '')) return undefined;
  try {
    const loose = readFileSync(join(gitDir, ref), 'utf8').trim();
    return SHA.test(loose) ? loose : undefined;
  } catch {
    /* not loose: packed, or not there */
  }
  let packed: string;
  try {
    packed = readFileSync(join(gitDir, 'packed-refs'), 'utf8');
  } catch {
    return undefined;
  }
  for (const line of packed.split('\n')) {
    const [sha, name] = line.split(' ');
    if (name === ref && sha && SHA.test(sha)) return sha;
  }
  return undefined;
}
