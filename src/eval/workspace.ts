// A task's starting repository in a fresh folder, and its reference fix applied on top.
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { git } from './git.js';
import { FIX_FILE, type Task } from './loader.js';
import { listFiles } from './walk.js';

/**
 * Copies the task's repo/ into dir (created if missing; it must be empty) and commits it, so the agent
 * works in a git repository with the task's bytes as HEAD. Returns the commit id.
 */
export async function prepareWorkspace(task: Task, dir: string): Promise<{ head: string }> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new Error(`prepareWorkspace: ${dir} is not empty`);
  await cp(join(task.root, 'repo'), dir, { recursive: true });
  await git(dir, ['init', '-q']);
  // Stored in the repository, so later commits in it (the agent's, the action's) keep the bytes too.
  await git(dir, ['config', 'core.autocrlf', 'false']);
  await git(dir, ['add', '-A']);
  await git(dir, ['commit', '-q', '-m', `task ${task.id}`]);
  return { head: (await git(dir, ['rev-parse', 'HEAD'])).trim() };
}

/** Renames, then deletions from fix/fix.json, then fix/'s whole files over the workspace. */
export async function applyReferenceFix(task: Task, dir: string): Promise<void> {
  for (const { from, to } of task.fix.rename) {
    await mkdir(dirname(join(dir, to)), { recursive: true });
    await rename(join(dir, from), join(dir, to));
  }
  for (const p of task.fix.delete) await rm(join(dir, p), { recursive: true, force: true });
  const fixDir = join(task.root, 'fix');
  for (const f of await listFiles(fixDir)) {
    if (f === FIX_FILE) continue;
    await mkdir(dirname(join(dir, f)), { recursive: true });
    await cp(join(fixDir, f), join(dir, f));
  }
}
