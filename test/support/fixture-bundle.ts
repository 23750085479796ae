// Child-process fixtures written in TypeScript (they import src/ directly), bundled with esbuild into
// one plain .mjs in this run's temporary folder, so the child starts with plain `node`. Through the tsx
// loader instead, every start compiles the imported src/ files again (about 2.5 CPU-seconds here for
// the stalled run of deadline.test.ts, 0.7 bundled) and keeps the loader in the child's heap. The code
// the child runs is the same src/, only not compiled at its start; one bundle per entry and process.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '..', '..');
const bundles = new Map<string, Promise<string>>();

/** The path of `entry` (absolute, or relative to the repository) bundled as ESM for this Node.js. */
export function bundleFixture(entry: string): Promise<string> {
  let out = bundles.get(entry);
  if (!out) {
    const outfile = join(mkdtempSync(join(tmpdir(), 'af-fixture-')), `${basename(entry).replace(/\.[cm]?tsx?$/, '')}.mjs`);
    out = build({
      absWorkingDir: ROOT,
      entryPoints: [entry],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // The bundled CommonJS dependencies call require(): give the ESM bundle one.
      banner: { js: "import { createRequire as __fixtureRequire } from 'node:module'; const require = __fixtureRequire(import.meta.url);" },
      logLevel: 'warning',
    }).then(() => outfile);
    bundles.set(entry, out);
  }
  return out;
}
