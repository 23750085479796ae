// What the npm package ships and which Node it claims: `npm pack` holds exactly what the CLI needs
// (bin, dist, README, LICENSE and the licences file in dist), and `engines` is exactly the Node
// range the build and test toolchain accepts (no wider, so npm warns before a broken install).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../action/harness.js';

interface PackageJson {
  engines: { node: string };
  devDependencies: Record<string, string>;
}
interface LockEntry {
  dev?: boolean;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const rel = posix.join(dir, name);
    return statSync(join(ROOT, rel)).isDirectory() ? filesUnder(rel) : [rel];
  });
}

describe('npm pack', () => {
  it('ships exactly bin/, dist/, README.md, LICENSE and package.json', () => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    const [packed] = JSON.parse(out) as { files: { path: string }[]; entryCount: number; size: number }[];
    const files = (packed?.files ?? []).map((f) => f.path).sort();
    const expected = ['package.json', 'README.md', 'LICENSE', ...filesUnder('bin'), ...filesUnder('dist')].sort();
    expect(files).toEqual(expected);
    expect(files).toEqual(expect.arrayContaining(['bin/agent-fix.mjs', 'dist/cli.js', 'dist/THIRD_PARTY_LICENSES.txt']));
    expect(files.filter((f) => /^(src|test|bench|scripts|docs|node_modules)\//.test(f))).toEqual([]);
  }, 60_000);
});

// ---- a small reader of the range syntax found in engines fields ------------------------------

type Version = [number, number, number];
const cmp = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

function partial(text: string): { v: Version; parts: number } {
  const nums = text
    .replace(/^v/, '')
    .split('.')
    .filter((x) => x !== '' && x !== 'x' && x !== '*')
    .map(Number);
  if (nums.some((n) => !Number.isInteger(n))) throw new Error(`cannot read version "${text}"`);
  return { v: [nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 0], parts: nums.length };
}

function bump(v: Version, at: number): Version {
  return at === 0 ? [v[0] + 1, 0, 0] : at === 1 ? [v[0], v[1] + 1, 0] : [v[0], v[1], v[2] + 1];
}

/** Does `v` satisfy one comparator (`>=20.19.0`, `^22.13.0`, `20`, `<=0.7.0`, ...)? */
function comparator(c: string, v: Version): boolean {
  const m = /^(>=|<=|>|<|=|\^|~)?(.+)$/.exec(c);
  if (!m) throw new Error(`cannot read comparator "${c}"`);
  const op = m[1] ?? '';
  const { v: base, parts } = partial(m[2] ?? '');
  if (op === '>=') return cmp(v, base) >= 0;
  if (op === '<') return cmp(v, base) < 0;
  if (op === '>') return parts === 3 ? cmp(v, base) > 0 : cmp(v, bump(base, parts - 1)) >= 0;
  if (op === '<=') return parts === 3 ? cmp(v, base) <= 0 : cmp(v, bump(base, parts - 1)) < 0;
  if (op === '^') {
    const at = base[0] > 0 || parts === 1 ? 0 : base[1] > 0 || parts === 2 ? 1 : 2;
    return cmp(v, base) >= 0 && cmp(v, bump(base, at)) < 0;
  }
  if (op === '~') return cmp(v, base) >= 0 && cmp(v, bump(base, parts >= 2 ? 1 : 0)) < 0;
  return parts === 3 ? cmp(v, base) === 0 : cmp(v, base) >= 0 && cmp(v, bump(base, parts - 1)) < 0;
}

function satisfies(range: string, v: Version): boolean {
  return range.split('||').some((set) => {
    const comparators = set
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      // `*`, `x` and `X` accept any version (puppeteer-core's buffer-crc32 says "*").
      .filter((c) => c !== '' && !['*', 'x', 'X'].includes(c));
    return comparators.length === 0 || comparators.every((c) => comparator(c, v));
  });
}

describe('engines.node', () => {
  it('reads ranges as npm does on the forms used here', () => {
    expect(satisfies('^20.19.0 || >=22.12.0', [20, 19, 0])).toBe(true);
    expect(satisfies('^20.19.0 || >=22.12.0', [21, 0, 0])).toBe(false);
    expect(satisfies('18 || 20 || >=22', [20, 5, 1])).toBe(true);
    expect(satisfies('>=0.6.11 <=0.7.0 || >=0.7.3', [0, 7, 1])).toBe(false);
    expect(satisfies('>= 20', [19, 9, 9])).toBe(false);
    expect(satisfies('*', [20, 19, 0])).toBe(true);
  });

  it('is exactly the Node versions every build and test tool accepts', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
    // The toolchain: every dev package that declares a Node range (vite, vitest, eslint, typescript-eslint, esbuild, ...).
    const tools = Object.entries(lock.packages)
      .filter(([path, e]) => path !== '' && e.dev === true && !Array.isArray(e.engines) && typeof e.engines?.node === 'string')
      .map(([path, e]) => ({ name: path.replace(/^.*node_modules\//, ''), range: (e.engines as { node: string }).node }));
    for (const name of ['vite', 'vitest', 'eslint', 'typescript-eslint', 'esbuild']) expect(tools.map((t) => t.name)).toContain(name);
    const samples: Version[] = [];
    for (let major = 18; major <= 26; major++)
      for (const minor of [0, 9, 12, 13, 18, 19, 20]) for (const patch of [0, 1]) samples.push([major, minor, patch]);
    samples.push([23, 5, 0], [20, 20, 2]);
    const refusedBy = (v: Version): string[] => tools.filter((t) => !satisfies(t.range, v)).map((t) => `${t.name} (${t.range})`);
    const wrong = samples
      .filter((v) => satisfies(pkg.engines.node, v) !== (refusedBy(v).length === 0))
      .map(
        (v) =>
          `${v.join('.')}: engines says ${satisfies(pkg.engines.node, v) ? 'yes' : 'no'}, refused by ${refusedBy(v).join(', ') || 'none'}`,
      );
    expect(wrong).toEqual([]);
  });

  it('admits no Node version a runtime dependency refuses (npm ci warns EBADENGINE otherwise)', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
    // What the action and the CLI load: every package that is not a dev tool and declares a Node range.
    const runtime = Object.entries(lock.packages)
      .filter(([path, e]) => path !== '' && e.dev !== true && !Array.isArray(e.engines) && typeof e.engines?.node === 'string')
      .map(([path, e]) => ({ name: path.replace(/^.*node_modules\//, ''), range: (e.engines as { node: string }).node }));
    for (const name of ['@octokit/request', 'content-type', 'undici']) expect(runtime.map((t) => t.name)).toContain(name);
    const admitted: Version[] = [];
    for (let major = 18; major <= 26; major++)
      for (const minor of [0, 9, 12, 13, 18, 19, 20]) for (const patch of [0, 1]) admitted.push([major, minor, patch]);
    const wrong = admitted
      .filter((v) => satisfies(pkg.engines.node, v))
      .flatMap((v) => runtime.filter((t) => !satisfies(t.range, v)).map((t) => `${v.join('.')}: ${t.name} needs ${t.range}`));
    expect(wrong).toEqual([]);
  });
});
