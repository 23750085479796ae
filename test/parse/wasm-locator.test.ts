// Wasm lookup: env override, node_modules (dev/test), and the bundled layout (dist/wasm/ beside
// the bundle), the last checked by bundling a real entry with esbuild into a folder outside the repo.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { locateWasm } from '../../src/parse/wasm-locator.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('locateWasm', () => {
  afterEach(() => {
    delete process.env.AGENT_FIX_WASM_DIR;
  });

  it('honours AGENT_FIX_WASM_DIR', () => {
    process.env.AGENT_FIX_WASM_DIR = '/opt/wasm';
    expect(locateWasm('tree-sitter-go.wasm')).toBe('/opt/wasm/tree-sitter-go.wasm');
  });

  it('finds the runtime and every grammar in node_modules when not bundled', () => {
    for (const f of ['web-tree-sitter.wasm', 'tree-sitter-json.wasm', 'tree-sitter-python.wasm', 'tree-sitter-c-sharp.wasm']) {
      const p = locateWasm(f);
      expect(p.startsWith(join(root, 'node_modules'))).toBe(true);
      expect(existsSync(p)).toBe(true);
    }
  });

  it('uses ./wasm/ beside a bundle, where node_modules is out of reach', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-fix-wasm-'));
    try {
      const entry = join(dir, 'entry.ts');
      writeFileSync(
        entry,
        [
          `import { ParseChecker } from ${JSON.stringify(join(root, 'src/parse/checker.ts'))};`,
          `import { locateWasm } from ${JSON.stringify(join(root, 'src/parse/wasm-locator.ts'))};`,
          'const c = new ParseChecker();',
          "const r = await c.countErrors('a.py', 'def f(:\\n');",
          "console.log(JSON.stringify({ errors: r.errors, at: locateWasm('tree-sitter-python.wasm') }));",
        ].join('\n'),
      );
      const out = join(dir, 'dist');
      mkdirSync(join(out, 'wasm'), { recursive: true });
      await build({
        entryPoints: [entry],
        outfile: join(out, 'index.js'),
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        logLevel: 'silent',
        banner: { js: "import { createRequire as __cr } from 'node:module';\nconst require = __cr(import.meta.url);" },
      });
      // Only the files scripts/build.mjs ships; the bundle must not reach back into node_modules.
      copyFileSync(locateWasm('web-tree-sitter.wasm'), join(out, 'wasm', 'web-tree-sitter.wasm'));
      copyFileSync(locateWasm('tree-sitter-python.wasm'), join(out, 'wasm', 'tree-sitter-python.wasm'));
      const result = JSON.parse(execFileSync(process.execPath, [join(out, 'index.js')], { cwd: dir, encoding: 'utf8' })) as {
        errors: number;
        at: string;
      };
      expect(result.at).toBe(join(out, 'wasm', 'tree-sitter-python.wasm'));
      expect(result.errors).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
