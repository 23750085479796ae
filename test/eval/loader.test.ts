// A broken task is refused with a message naming the task and the problem.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTask, TASKS_ROOT, TaskError } from '../../src/eval/index.js';

const made: string[] = [];
afterEach(async () => {
  for (const d of made.splice(0)) await rm(d, { recursive: true, force: true });
});

/** A copy of a shipped task, changed by `edit`, in a folder named like the task. */
async function broken(id: string, edit: (dir: string) => Promise<void>): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'agent-fix-eval-loader-'));
  made.push(parent);
  const dir = join(parent, id);
  await cp(join(TASKS_ROOT, id), dir, { recursive: true });
  await edit(dir);
  return dir;
}

async function editJson(path: string, change: (j: Record<string, unknown>) => void): Promise<void> {
  const j = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  change(j);
  await writeFile(path, JSON.stringify(j));
}

const cases: [string, string, (dir: string) => Promise<void>, RegExp][] = [
  [
    'an unknown stressor',
    'js-slugify-dashes',
    (d) => editJson(join(d, 'task.json'), (j) => void (j.stresses = ['one-liner'])),
    /task\.json is invalid: stresses\.0/,
  ],
  [
    'an unknown field',
    'js-slugify-dashes',
    (d) => editJson(join(d, 'task.json'), (j) => void (j.hiddenCommand = 'exit 0')),
    /task\.json is invalid: .*hiddenCommand/,
  ],
  [
    'an id that is not the folder',
    'js-slugify-dashes',
    (d) => editJson(join(d, 'task.json'), (j) => void (j.id = 'other')),
    /id "other" differs/,
  ],
  [
    'a protected path outside the task',
    'js-slugify-dashes',
    (d) => editJson(join(d, 'task.json'), (j) => void (j.protected = ['../x'])),
    /protected\.0: must be a relative path/,
  ],
  [
    'a protected path repo/ lacks',
    'js-slugify-dashes',
    (d) => editJson(join(d, 'task.json'), (j) => void (j.protected = ['test', 'jest.config.js'])),
    /protected path jest\.config\.js is not in repo\//,
  ],
  ['hidden/ without a test file', 'js-slugify-dashes', (d) => rm(join(d, 'hidden', 'slugify.test.mjs')), /hidden\/ has no test file/],
  [
    'a Python hidden/ that is not a package',
    'py-roman-subtractive',
    (d) => rm(join(d, 'hidden', '__init__.py')),
    /hidden\/ must contain __init__\.py/,
  ],
  [
    'fix.json deleting a file repo/ lacks',
    'js-remove-legacy-client',
    (d) => writeFile(join(d, 'fix', 'fix.json'), '{"delete":["src/nope.js"]}'),
    /names src\/nope\.js, which is not in repo\//,
  ],
  [
    'fix.json with an unknown key',
    'js-remove-legacy-client',
    (d) => writeFile(join(d, 'fix', 'fix.json'), '{"remove":["src/legacy-client.js"]}'),
    /fix\.json is invalid/,
  ],
  ['a task.json that is not JSON', 'js-slugify-dashes', (d) => writeFile(join(d, 'task.json'), '{ id: '), /task\.json: /],
];

describe('loadTask', () => {
  it.each(cases)('refuses %s', async (_what, id, edit, message) => {
    const dir = await broken(id, edit);
    const err = await loadTask(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TaskError);
    expect((err as Error).message).toMatch(message);
    expect((err as Error).message).toContain(dir);
  });

  it('loads a valid task with its fix spec', async () => {
    const task = await loadTask(join(TASKS_ROOT, 'js-rename-strings-module'));
    expect(task.fix).toEqual({ rename: [{ from: 'src/util.js', to: 'src/strings.js' }], delete: [] });
    expect(task.root).toBe(join(TASKS_ROOT, 'js-rename-strings-module'));
  });
});
