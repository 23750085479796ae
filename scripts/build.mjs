// Bundles the action (dist/index.js) and the CLI (dist/cli.js) as ESM for Node 20+, ships the
// tree-sitter wasm grammars beside them in dist/wasm/, and writes the third-party licences of all
// of it to dist/THIRD_PARTY_LICENSES.txt. ncc breaks web-tree-sitter, so esbuild it is.
// `--outdir DIR` builds elsewhere (tests); `--metafile-dir DIR` also writes esbuild's metafiles there.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LICENSES_FILE, bundledInputs, thirdPartyLicenses } from './third-party-licenses.mjs';
import { buildInputsHash, HASH_FILE } from './build-hash.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { values: args } = parseArgs({ options: { outdir: { type: 'string' }, 'metafile-dir': { type: 'string' } } });
const dist = resolve(args.outdir ?? join(root, 'dist'));

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, 'wasm'), { recursive: true });

// Banner: ESM bundles still contain CommonJS that calls require(); give it one.
const banner = [
  "import { createRequire as __agentFixCreateRequire } from 'node:module';",
  'const require = __agentFixCreateRequire(import.meta.url);',
].join('\n');

// The CLI is split: what only `demo` and `--scripted` runs need (the scripted loopback server, a
// test double) is a chunk the CLI imports on demand; the action's bundle never contains it.
const entries = [
  ['src/action/main.ts', 'index.js', false],
  ['src/cli/main.ts', 'cli.js', true],
].filter(([src]) => existsSync(join(root, src)));

const bundled = {};
for (const [src, out, split] of entries) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, src)],
    ...(split
      ? { outdir: dist, entryNames: out.replace(/\.js$/, ''), splitting: true, chunkNames: 'chunks/[name]-[hash]' }
      : { outfile: join(dist, out) }),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    banner: { js: banner },
    legalComments: 'none',
    logLevel: 'warning',
    // Deterministic output so CI can compare dist/ with a fresh build.
    sourcemap: false,
    minify: false,
    metafile: true,
  });
  Object.assign(bundled, bundledInputs(result.metafile, root, dist));
  if (args['metafile-dir']) {
    mkdirSync(args['metafile-dir'], { recursive: true });
    writeFileSync(join(args['metafile-dir'], `${out}.meta.json`), JSON.stringify(result.metafile));
  }
}

// Grammars and the tree-sitter runtime wasm. Every copy is recorded for the licences file.
const copied = {};
const copy = (source, target) => {
  cpSync(source, join(dist, target));
  copied[target] = relative(root, source);
};
const vscodeWasm = join(dirname(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm');
for (const f of readdirSync(vscodeWasm).filter((f) => f.endsWith('.wasm') && f !== 'tree-sitter.wasm')) {
  copy(join(vscodeWasm, f), `wasm/${f}`);
}
copy(join(dirname(require.resolve('tree-sitter-json/package.json')), 'tree-sitter-json.wasm'), 'wasm/tree-sitter-json.wasm');
copy(join(dirname(require.resolve('web-tree-sitter')), 'web-tree-sitter.wasm'), 'wasm/web-tree-sitter.wasm');

writeFileSync(join(dist, LICENSES_FILE), thirdPartyLicenses(root, { bundled, copied }));
console.log(`built ${entries.map((e) => e[1]).join(', ')}, ${readdirSync(join(dist, 'wasm')).length} wasm files and ${LICENSES_FILE}`);
writeFileSync(join(dist, HASH_FILE), `${buildInputsHash(root)}\n`);
