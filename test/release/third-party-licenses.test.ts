// dist/THIRD_PARTY_LICENSES.txt is fresh and complete: a fresh build into a temporary folder writes
// the same text, and every package esbuild bundled (by the fresh build's metafile) or the build
// copied into dist/ appears with its declared licence and the licence text it ships.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../action/harness.js';

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}

let tmp = '';
let fresh = '';
let metafiles: Metafile[] = [];

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'af-licenses-'));
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', join(tmp, 'dist'), '--metafile-dir', join(tmp, 'meta')], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  fresh = readFileSync(join(tmp, 'dist', 'THIRD_PARTY_LICENSES.txt'), 'utf8');
  metafiles = readdirSync(join(tmp, 'meta')).map((f) => JSON.parse(readFileSync(join(tmp, 'meta', f), 'utf8')) as Metafile);
}, 120_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** node_modules/@scope/name/... -> node_modules/@scope/name (the innermost package). */
function packageDir(input: string): string | null {
  const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return m?.[1] ?? null;
}

function section(text: string, name: string, version: string): string {
  const start = text.indexOf(`\n${name} ${version}\nLicense: `);
  expect(start, `${name} ${version} has a section`).toBeGreaterThan(0);
  const end = text.indexOf(`\n${'-'.repeat(72)}\n`, start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

const words = (s: string): string => s.replace(/\s+/g, ' ').trim();

describe('dist/THIRD_PARTY_LICENSES.txt', () => {
  it('equals the text a fresh build writes', () => {
    const committed = readFileSync(join(ROOT, 'dist', 'THIRD_PARTY_LICENSES.txt'), 'utf8');
    expect(committed === fresh, 'run npm run build: dist/THIRD_PARTY_LICENSES.txt is stale').toBe(true);
  });

  it('names every bundled package with its declared licence and its licence text', () => {
    const dirs = new Set<string>();
    for (const meta of metafiles)
      for (const out of Object.values(meta.outputs))
        for (const [input, v] of Object.entries(out.inputs)) {
          const dir = v.bytesInOutput > 0 ? packageDir(input) : null;
          if (dir) dirs.add(dir);
        }
    expect(dirs.size).toBeGreaterThan(10);
    for (const dir of dirs) {
      const pkg = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { name: string; version: string; license?: string };
      const body = section(fresh, pkg.name, pkg.version);
      expect(body, pkg.name).toContain(`License: ${pkg.license}`);
      const files = readdirSync(join(ROOT, dir)).filter((f) => /^(licen[cs]e|copying)/i.test(f));
      expect(files.length, `${pkg.name} ships a licence file`).toBeGreaterThan(0);
      for (const f of files) expect(words(body), `${pkg.name}/${f}`).toContain(words(readFileSync(join(ROOT, dir, f), 'utf8')));
    }
  });

  it('names the package of every file the build copies into dist/', () => {
    const wasm = readdirSync(join(tmp, 'dist', 'wasm'));
    expect(wasm.length).toBeGreaterThan(10);
    for (const f of wasm) expect(fresh, f).toMatch(new RegExp(`^Used in: .*dist/wasm/${f.replace(/\./g, '\\.')}`, 'm'));
    const json = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'tree-sitter-json', 'package.json'), 'utf8')) as { version: string };
    expect(section(fresh, 'tree-sitter-json', json.version)).toContain('dist/wasm/tree-sitter-json.wasm');
  });

  it('keeps the Apache-2.0 text of the bundled openai SDK', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'openai', 'package.json'), 'utf8')) as { version: string };
    expect(section(fresh, 'openai', pkg.version)).toContain('Apache License');
  });
});
