// What an eval runs: every selected task × interface × repeat, each run named by a stable id (the
// name of its result file, so a rerun with the same --out skips what is done).
import type { EditInterface } from '../edit/index.js';
import type { Task } from './loader.js';

export interface PlannedRun {
  /** `<task>.<interface>.<repeat>`: the result file's name. */
  id: string;
  task: Task;
  iface: EditInterface;
  /** 1-based. */
  repeat: number;
}

export function runId(task: string, iface: EditInterface, repeat: number): string {
  return `${task}.${iface}.${repeat}`;
}

/** Tasks first (in id order), then interfaces (in the order given), then repeats. */
export function planRuns(tasks: readonly Task[], interfaces: readonly EditInterface[], repeat: number): PlannedRun[] {
  const runs: PlannedRun[] = [];
  for (const task of tasks)
    for (const iface of interfaces) for (let r = 1; r <= repeat; r++) runs.push({ id: runId(task.id, iface, r), task, iface, repeat: r });
  return runs;
}

/**
 * eval-tasks: patterns over task ids, where `*` is any run of characters and `?` one character.
 * Every pattern must match at least one task (a typo is an error, not an empty eval).
 */
export function selectTasks(tasks: readonly Task[], globs: readonly string[]): { ok: true; tasks: Task[] } | { ok: false; error: string } {
  if (globs.length === 0) return { ok: false, error: 'no task pattern given' };
  const matchers = globs.map((g) => ({ g, re: globRegExp(g) }));
  for (const { g, re } of matchers) {
    if (!tasks.some((t) => re.test(t.id)))
      return { ok: false, error: `no task matches "${g}" (tasks: ${tasks.map((t) => t.id).join(', ')})` };
  }
  return { ok: true, tasks: tasks.filter((t) => matchers.some(({ re }) => re.test(t.id))) };
}

function globRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`);
}
