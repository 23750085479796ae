// Before judging, the workspace loses whatever an agent could have planted to change how the tests
// start or what they load, and gets the task's test setup back. The list is the one documented in
// eval/README.md; code under test that sabotages its own process is out of its reach (see there).
import { cp, lstat, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { HIDDEN_DIR } from './languages.js';
import type { Task } from './loader.js';
import { walk, listFiles } from './walk.js';

export interface PlantedRule {
  /** The names it removes, as eval/README.md lists them. */
  pattern: string;
  matches(name: string): boolean;
  /** Files the task itself ships are kept (a task may have its own conftest.py or nested package.json). */
  unlessInTask: boolean;
  why: string;
}

export const PLANTED_RULES: readonly PlantedRule[] = [
  {
    pattern: '`sitecustomize.py`, `usercustomize.py`',
    matches: (n) => n === 'sitecustomize.py' || n === 'usercustomize.py',
    unlessInTask: false,
    why: 'Python imports them at start-up',
  },
  {
    pattern: '`*.pth`',
    matches: (n) => n.endsWith('.pth'),
    unlessInTask: false,
    why: 'a site `.pth` file can run code at Python start-up',
  },
  {
    pattern: '`conftest.py`, `pytest.ini`',
    matches: (n) => n === 'conftest.py' || n === 'pytest.ini',
    unlessInTask: true,
    why: 'pytest hooks and settings',
  },
  {
    pattern: '`__pycache__/`, `*.pyc`',
    matches: (n) => n === '__pycache__' || n.endsWith('.pyc'),
    unlessInTask: false,
    why: 'bytecode can stand in for its source',
  },
  { pattern: '`node_modules/`', matches: (n) => n === 'node_modules', unlessInTask: false, why: 'module shims; tasks install nothing' },
  {
    pattern: '`.npmrc`, `.yarnrc`, `.yarnrc.yml`, `.pnpmfile.cjs`, `node.config.json`',
    matches: (n) => ['.npmrc', '.yarnrc', '.yarnrc.yml', '.pnpmfile.cjs', 'node.config.json'].includes(n),
    unlessInTask: false,
    why: 'package-manager and Node configuration (node-options, loaders)',
  },
  {
    pattern: '`package.json`',
    matches: (n) => n === 'package.json',
    unlessInTask: true,
    why: 'a nested package.json changes the module type and imports below it',
  },
];

export interface Sanitized {
  /** Workspace paths removed, sorted. */
  removed: string[];
  /** Protected paths put back from the task's repo/. */
  restored: string[];
}

/** Removes planted files (and any earlier hidden-tests folder), then restores the task's protected paths. */
export async function sanitizeWorkspace(task: Task, dir: string): Promise<Sanitized> {
  const taskFiles = new Set(await listFiles(join(task.root, 'repo')));
  const removed: string[] = [];
  const doomed = (rel: string, name: string): boolean =>
    rel === HIDDEN_DIR || PLANTED_RULES.some((r) => r.matches(name) && !(r.unlessInTask && taskFiles.has(rel)));
  const entries = await walk(dir, (e) => e.rel !== '.git' && !doomed(e.rel, e.dirent.name));
  for (const { rel, dirent } of entries) {
    if (rel === '.git' || rel.startsWith('.git/')) continue;
    if (doomed(rel, dirent.name)) {
      await rm(join(dir, rel), { recursive: true, force: true });
      removed.push(rel);
    }
  }
  const restored: string[] = [];
  for (const p of task.protected) {
    await realParents(dir, p);
    await rm(join(dir, p), { recursive: true, force: true });
    await cp(join(task.root, 'repo', p), join(dir, p), { recursive: true });
    restored.push(p);
  }
  return { removed: removed.sort(), restored };
}

/** Every folder above rel is a real folder inside dir, not a link the agent planted to redirect the restore. */
async function realParents(dir: string, rel: string): Promise<void> {
  const parts = rel.split('/').slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const path = join(dir, ...parts.slice(0, i));
    const st = await lstat(path).catch(() => null);
    if (st?.isDirectory()) continue;
    if (st) await rm(path, { recursive: true, force: true });
    await mkdir(path);
  }
}
