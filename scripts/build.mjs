// Bundles the action (dist/index.js) and the CLI (dist/cli.js) as ESM for Node 20+, and ships the
// tree-sitter wasm grammars beside them in dist/wasm/. ncc breaks web-tree-sitter, so esbuild it is.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildInputsHash, HASH_FILE } from './build-hash.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, 'wasm'), { recursive: true });

// Banner: ESM bundles still contain CommonJS that calls require(); give it one.
const banner = [
  "import { createRequire as __agentFixCreateRequire } from 'node:module';",
  'const require = __agentFixCreateRequire(import.meta.url);',
].join('\n');

const entries = [
  ['src/action/main.ts', 'index.js'],
  ['src/cli/main.ts', 'cli.js'],
].filter(([src]) => existsSync(join(root, src)));

for (const [src, out] of entries) {
  await build({
    entryPoints: [join(root, src)],
    outfile: join(dist, out),
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
  });
}

// Grammars and the tree-sitter runtime wasm.
const vscodeWasm = join(dirname(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm');
for (const f of readdirSync(vscodeWasm).filter((f) => f.endsWith('.wasm') && f !== 'tree-sitter.wasm')) {
  cpSync(join(vscodeWasm, f), join(dist, 'wasm', f));
}
cpSync(
  join(dirname(require.resolve('tree-sitter-json/package.json')), 'tree-sitter-json.wasm'),
  join(dist, 'wasm', 'tree-sitter-json.wasm'),
);
cpSync(join(dirname(require.resolve('web-tree-sitter')), 'web-tree-sitter.wasm'), join(dist, 'wasm', 'web-tree-sitter.wasm'));
console.log(`built ${entries.map((e) => e[1]).join(', ')} and ${readdirSync(join(dist, 'wasm')).length} wasm files`);
writeFileSync(join(dist, HASH_FILE), `${buildInputsHash(root)}\n`);
