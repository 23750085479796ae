// Reads and validates the task suite: every problem is reported with the task folder it is in.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { HARNESS } from './languages.js';
import { FixSpec, Manifest, TaskSpec, type ManifestEntry } from './task-schema.js';
import { listFiles } from './walk.js';
import { zodIssues } from '../edit/index.js';

/**
 * The suite shipped with agent-fix: eval/tasks/ of the nearest folder above this module that has it
 * (src/eval/ in a clone, dist/ or dist/chunks/ in the bundles, which the action's checkout holds).
 */
export const TASKS_ROOT = findTasksRoot(dirname(fileURLToPath(import.meta.url)));

function findTasksRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'eval', 'tasks');
    if (existsSync(join(candidate, 'manifest.json'))) return candidate;
    if (dirname(dir) === dir) return join(from, '..', '..', 'eval', 'tasks');
  }
}
export const FIX_FILE = 'fix.json';

export interface Task extends TaskSpec {
  /** Absolute path of the task folder (holding task.json, repo/, hidden/, fix/). */
  root: string;
  fix: FixSpec;
}

export class TaskError extends Error {
  override name = 'TaskError';
}

async function readJson(path: string, what: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new TaskError(`${what}: ${(err as Error).message}`);
  }
}

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw new TaskError(`${what} is invalid: ${zodIssues(r.error, Infinity)}`);
}

export async function loadTask(taskDir: string): Promise<Task> {
  const where = `task ${taskDir}`;
  const spec = parseOrThrow(TaskSpec, await readJson(join(taskDir, 'task.json'), `${where}: task.json`), `${where}: task.json`);
  if (spec.id !== basename(taskDir)) throw new TaskError(`${where}: id "${spec.id}" differs from the folder name`);
  for (const sub of ['repo', 'hidden', 'fix']) {
    if (!(await isDir(join(taskDir, sub)))) throw new TaskError(`${where}: missing folder ${sub}/`);
  }
  const repo = join(taskDir, 'repo');
  for (const p of spec.protected) {
    if (!existsSync(join(repo, p))) throw new TaskError(`${where}: protected path ${p} is not in repo/`);
  }
  const harness = HARNESS[spec.language];
  const hidden = await listFiles(join(taskDir, 'hidden'));
  if (!hidden.some((f) => harness.hiddenTestFile.test(basename(f)))) {
    throw new TaskError(`${where}: hidden/ has no test file matching ${harness.hiddenTestFile}`);
  }
  for (const f of harness.hiddenRequired) if (!hidden.includes(f)) throw new TaskError(`${where}: hidden/ must contain ${f}`);

  const fixPath = join(taskDir, 'fix', FIX_FILE);
  const fix = existsSync(fixPath)
    ? parseOrThrow(FixSpec, await readJson(fixPath, `${where}: fix/${FIX_FILE}`), `${where}: fix/${FIX_FILE}`)
    : FixSpec.parse({});
  for (const p of [...fix.rename.map((r) => r.from), ...fix.delete]) {
    if (!existsSync(join(repo, p))) throw new TaskError(`${where}: fix/${FIX_FILE} names ${p}, which is not in repo/`);
  }
  const overlay = (await listFiles(join(taskDir, 'fix'))).filter((f) => f !== FIX_FILE);
  if (overlay.length === 0 && fix.rename.length === 0 && fix.delete.length === 0) throw new TaskError(`${where}: fix/ changes nothing`);
  return { ...spec, root: taskDir, fix };
}

/** All tasks under root (each sub-folder with a task.json), sorted by id. */
export async function loadTasks(root: string = TASKS_ROOT): Promise<Task[]> {
  const entries = await readdir(root, { withFileTypes: true });
  const dirs = entries.filter((e) => e.isDirectory() && existsSync(join(root, e.name, 'task.json'))).map((e) => e.name);
  const tasks = await Promise.all(dirs.sort().map((d) => loadTask(join(root, d))));
  return tasks;
}

export async function readManifest(root: string = TASKS_ROOT): Promise<ManifestEntry[]> {
  const path = join(root, 'manifest.json');
  return parseOrThrow(Manifest, await readJson(path, path), path);
}

export function manifestEntry(task: TaskSpec): ManifestEntry {
  return { id: task.id, language: task.language, title: task.title, stresses: task.stresses };
}

async function isDir(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}
