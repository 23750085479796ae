// The suite's shape: manifest = folders, every task.json valid, every claimed stressor true of the
// task's files, both languages and every stressor represented, hidden tests independent of the
// workspace's setup.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffStats } from '../../src/edit/index.js';
import {
  FIX_FILE,
  HARNESS,
  LANGUAGES,
  PLANTED_RULES,
  LONG_FILE_LINES,
  STRESSOR_NAMES,
  TASKS_ROOT,
  listFiles,
  loadTasks,
  manifestEntry,
  readManifest,
  type Stressor,
  type Task,
} from '../../src/eval/index.js';

const tasks = await loadTasks();

type Files = Map<string, string>;

function readTree(dir: string): Promise<Files> {
  return listFiles(dir).then((paths) => new Map(paths.map((p) => [p, readFileSync(join(dir, p), 'utf8')])));
}

/** The repository after the reference fix, computed in memory the way applyReferenceFix does it on disk. */
async function beforeAfter(task: Task): Promise<{ before: Files; after: Files }> {
  const before = await readTree(join(task.root, 'repo'));
  const after = new Map(before);
  for (const { from, to } of task.fix.rename) {
    after.set(to, after.get(from) as string);
    after.delete(from);
  }
  for (const p of task.fix.delete) after.delete(p);
  for (const [p, text] of await readTree(join(task.root, 'fix'))) if (p !== FIX_FILE) after.set(p, text);
  return { before, after };
}

const lines = (text: string): string[] => text.split('\n');
const count = (text: string | undefined, line: string): number => (text === undefined ? 0 : lines(text).filter((l) => l === line).length);

/** Lines between the common prefix and suffix of two texts. */
function changedRegion(a: string, b: string): { old: string[]; new: string[] } {
  const x = lines(a);
  const y = lines(b);
  let lo = 0;
  while (lo < x.length && lo < y.length && x[lo] === y[lo]) lo++;
  let hx = x.length;
  let hy = y.length;
  while (hx > lo && hy > lo && x[hx - 1] === y[hy - 1]) {
    hx--;
    hy--;
  }
  return { old: x.slice(lo, hx), new: y.slice(lo, hy) };
}

/** Which stressors the task's files actually exhibit, by the definitions in src/eval/stressors.ts. */
function observedStressors(task: Task, before: Files, after: Files): Set<Stressor> {
  const seen = new Set<Stressor>();
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  const changed = paths.filter((p) => before.get(p) !== after.get(p));
  const edited = changed.filter((p) => before.has(p) && after.has(p));
  if (changed.length >= 2) seen.add('multi-file');
  if (changed.some((p) => !before.has(p))) seen.add('new-file');
  if (task.fix.rename.length > 0) seen.add('rename');
  if (changed.some((p) => !after.has(p))) seen.add('delete');
  if (changed.length === 1 && edited.length === 1) {
    const r = changedRegion(before.get(edited[0] as string) as string, after.get(edited[0] as string) as string);
    if (r.old.length === 1 && r.new.length === 1) seen.add('one-line');
  }
  for (const p of edited) {
    const a = before.get(p) as string;
    const b = after.get(p) as string;
    const { added, removed } = diffStats(a, b);
    if (removed >= 1 && Math.max(added, removed) >= 3) seen.add('body-rewrite');
    if (added - removed >= 3) seen.add('insert');
    if (removed - added >= 3) seen.add('delete');
    if (lines(a).length > LONG_FILE_LINES) seen.add('long-file');
    const region = changedRegion(a, b);
    if (region.old.some((l) => l.trim() !== '' && !region.new.includes(l) && count(a, l) >= 2)) seen.add('look-alike');
    const allCrlf = (t: string): boolean => t.includes('\r\n') && t.split('\n').length === t.split('\r\n').length;
    if (allCrlf(a) && allCrlf(b)) seen.add('crlf');
    const tabbed = (t: string): boolean => /^\t+\S/m.test(t) && !/^ +\S/m.test(t);
    if (tabbed(a) && tabbed(b)) seen.add('tabs');
  }
  // move: a substantial line leaves one file and turns up in another.
  const moved = paths.some((from) =>
    lines(before.get(from) ?? '').some(
      (l) =>
        l.trim().length >= 12 &&
        count(after.get(from), l) < count(before.get(from), l) &&
        paths.some((to) => to !== from && count(after.get(to), l) > count(before.get(to), l)),
    ),
  );
  if (moved) seen.add('move');
  return seen;
}

describe('the task suite', () => {
  it('has at least 24 tasks, roughly half JavaScript and half Python', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(24);
    const js = tasks.filter((t) => t.language === 'javascript').length;
    expect(Math.abs(js - (tasks.length - js))).toBeLessThanOrEqual(4);
  });

  it('manifest.json lists exactly the task folders, with their task.json fields', async () => {
    const folders = readdirSync(TASKS_ROOT).filter((d) => statSync(join(TASKS_ROOT, d)).isDirectory());
    expect(tasks.map((t) => t.id)).toEqual(folders.sort());
    expect(await readManifest()).toEqual(tasks.map(manifestEntry));
  });

  it('uses every stressor in both languages', () => {
    for (const stressor of STRESSOR_NAMES) {
      for (const language of LANGUAGES) {
        expect(
          tasks.some((t) => t.language === language && t.stresses.includes(stressor)),
          `${stressor} in ${language}`,
        ).toBe(true);
      }
    }
  });

  it('keeps tasks small, long-file tasks excepted', async () => {
    for (const t of tasks) {
      if (t.stresses.includes('long-file')) continue;
      let bytes = 0;
      for (const sub of ['repo', 'hidden', 'fix'])
        for (const f of await listFiles(join(t.root, sub))) bytes += statSync(join(t.root, sub, f)).size;
      expect(bytes, t.id).toBeLessThan(20_000);
    }
  });
});

describe.each(tasks.map((t) => [t.id, t] as const))('task %s', (_id, task) => {
  it('exhibits every stressor it claims', async () => {
    const { before, after } = await beforeAfter(task);
    const seen = observedStressors(task, before, after);
    expect(task.stresses.filter((s) => !seen.has(s))).toEqual([]);
  });

  it('hidden tests load nothing the agent could provide instead (only relative paths and built-ins)', async () => {
    for (const f of await listFiles(join(task.root, 'hidden'))) {
      const text = readFileSync(join(task.root, 'hidden', f), 'utf8');
      if (task.language === 'javascript') {
        const specifiers = [...text.matchAll(/^import\b[^;]*?'([^']+)';$|\bimport\(\s*'([^']+)'/gm)].map((m) => m[1] ?? m[2]);
        expect(specifiers.length, f).toBeGreaterThan(0);
        expect(
          specifiers.filter((s) => !s?.startsWith('node:') && !s?.startsWith('../')),
          f,
        ).toEqual([]);
      }
    }
  });
});

describe('eval/README.md', () => {
  const readme = readFileSync(join(TASKS_ROOT, '..', 'README.md'), 'utf8');

  it('documents every stressor, every removal rule and both harness commands verbatim', () => {
    for (const s of STRESSOR_NAMES) expect(readme, s).toContain(`| \`${s}\``);
    for (const r of PLANTED_RULES) expect(readme, r.pattern).toContain(`| ${r.pattern}`);
    for (const l of LANGUAGES) expect(readme, l).toContain(`\n${HARNESS[l].hiddenCommand}\n`);
  });

  it('carries the licence line', () => {
    expect(readme).toMatch(/written for agent-fix and released under the MIT licence/);
  });
});

describe('the stressor checker', () => {
  it('does not see what a task lacks', async () => {
    const task = tasks.find((t) => t.id === 'js-slugify-dashes') as Task;
    const { before, after } = await beforeAfter(task);
    expect([...observedStressors(task, before, after)].sort()).toEqual(['one-line']);
  });

  it('sees a move, a new file and several files in the move task', async () => {
    const task = tasks.find((t) => t.id === 'py-move-money-parser') as Task;
    const { before, after } = await beforeAfter(task);
    expect([...observedStressors(task, before, after)].sort()).toEqual(['body-rewrite', 'delete', 'move', 'multi-file', 'new-file']);
  });
});

describe('Python tasks', () => {
  const stdlib = new Set(
    execFileSync('python3', ['-I', '-c', 'import sys; print("\\n".join(sorted(sys.stdlib_module_names)))'], { encoding: 'utf8' }).split(
      '\n',
    ),
  );

  it.each(tasks.filter((t) => t.language === 'python').map((t) => [t.id, t] as const))(
    '%s: no top-level module shadows the standard library (the hidden harness puts the work dir last on sys.path)',
    async (_id, task) => {
      const { after } = await beforeAfter(task);
      const topLevel = new Set([...after.keys()].map((p) => (p.split('/')[0] as string).replace(/\.py$/, '')));
      expect([...topLevel].filter((m) => stdlib.has(m))).toEqual([]);
    },
  );
});
