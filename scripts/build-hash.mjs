// A content hash of everything the bundle is built from. The build records it in dist/; the test
// setup rebuilds when it differs (content, not mtimes: a fresh clone sets mtimes in checkout order).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const HASH_FILE = 'BUILD_INPUTS.sha256';
const INPUTS = ['src', 'scripts', 'package-lock.json', 'package.json', 'tsconfig.json'];

function files(root, rel) {
  const abs = join(root, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  return readdirSync(abs)
    .sort()
    .flatMap((name) => files(root, join(rel, name)));
}

export function buildInputsHash(root) {
  const h = createHash('sha256');
  for (const rel of INPUTS.flatMap((i) => files(root, i))) {
    h.update(`${relative(root, join(root, rel))}\0`);
    h.update(readFileSync(join(root, rel)));
    h.update('\0');
  }
  return h.digest('hex');
}

export function recordedBuildHash(root) {
  const file = join(root, 'dist', HASH_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
