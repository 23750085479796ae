// Finds the tree-sitter wasm files. Bundled action: dist/wasm/ beside the bundle (scripts/build.mjs
// copies them there). Dev and tests: the packages in node_modules. AGENT_FIX_WASM_DIR overrides both.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** Where each wasm file lives inside node_modules (dev/test case). */
function fromNodeModules(file: string): string {
  if (file === 'web-tree-sitter.wasm') return require.resolve('web-tree-sitter/web-tree-sitter.wasm');
  if (file === 'tree-sitter-json.wasm') return join(dirname(require.resolve('tree-sitter-json/package.json')), file);
  return join(dirname(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm', file);
}

/** Absolute path of a wasm file (runtime or grammar), e.g. `tree-sitter-python.wasm`. */
export function locateWasm(file: string): string {
  const override = process.env.AGENT_FIX_WASM_DIR;
  if (override) return join(override, file);
  const bundled = fileURLToPath(new URL(`./wasm/${file}`, import.meta.url));
  if (existsSync(bundled)) return bundled;
  return fromNodeModules(file);
}
