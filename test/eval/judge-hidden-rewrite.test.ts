// One hidden-test run loads every hidden test file, so code that the first file imports (the
// agent's) runs before the second file is loaded: it must not be able to rewrite it. The judge binds
// hidden_tests/ read-only for that run; the same harness run without that shows the rewrite works.
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARNESS, HIDDEN_DIR, judge, loadTask, prepareWorkspace, TASKS_ROOT, type Task } from '../../src/eval/index.js';
import { IS_ROOT, NEEDS_ROOT } from '../support/root.js';
import { testRunner, withTempDir } from './helpers.js';

/** Four passing tests, as many as the file they replace. */
const TRIVIAL = `import unittest


class Hidden(unittest.TestCase):
${[1, 2, 3, 4].map((i) => `    def test_${i}(self):\n        pass\n`).join('\n')}`;

/** Prepended to the agent's numerals.py (still unfixed): on import, rewrite the second hidden file. */
const REWRITER = `import os as _os
try:
    with open(_os.path.join(_os.getcwd(), "${HIDDEN_DIR}", "test_b_numerals.py"), "w") as _f:
        _f.write(${JSON.stringify(TRIVIAL)})
except OSError:
    pass
`;

let taskDir = '';
let task: Task;

beforeAll(async () => {
  // py-roman-subtractive with its hidden tests as the second file, after one that imports the code.
  taskDir = join(await mkdtemp(join(tmpdir(), 'agent-fix-rewrite-task-')), 'py-rewrite');
  await cp(join(TASKS_ROOT, 'py-roman-subtractive'), taskDir, { recursive: true });
  await rename(join(taskDir, 'hidden', 'test_numerals.py'), join(taskDir, 'hidden', 'test_b_numerals.py'));
  await writeFile(
    join(taskDir, 'hidden', 'test_a_first.py'),
    'import unittest\n\nimport numerals  # noqa: F401\n\n\nclass First(unittest.TestCase):\n    def test_imports(self):\n        pass\n',
  );
  const spec = JSON.parse(await readFile(join(taskDir, 'task.json'), 'utf8')) as Record<string, unknown>;
  await writeFile(join(taskDir, 'task.json'), JSON.stringify({ ...spec, id: 'py-rewrite', hiddenTests: 5 }, null, 2));
  task = await loadTask(taskDir);
});

afterAll(async () => {
  if (taskDir) await rm(join(taskDir, '..'), { recursive: true, force: true });
});

/** The agent's tree: the bug left in, the rewriter added. */
async function cheat(dir: string): Promise<void> {
  await prepareWorkspace(task, dir);
  const source = await readFile(join(dir, 'numerals.py'), 'utf8');
  await writeFile(join(dir, 'numerals.py'), `${REWRITER}${source}`);
}

describe.skipIf(!IS_ROOT)(`judge: the hidden tests cannot be rewritten by the code they import (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  it('is judged on the original tests: the second file still fails the unfixed code', async () => {
    const runner = await testRunner();
    await withTempDir('rewrite', async (dir) => {
      await cheat(dir);
      const r = await judge(task, dir, runner);
      expect(r.verdict).toBe('hidden_tests_failed');
      expect(r.hidden.counts?.failed).toBeGreaterThan(0);
      expect(r.hidden.counts!.passed + r.hidden.counts!.failed).toBe(5);
      expect(await readFile(join(dir, HIDDEN_DIR, 'test_b_numerals.py'), 'utf8')).toBe(
        await readFile(join(taskDir, 'hidden', 'test_b_numerals.py'), 'utf8'),
      );
    });
  });

  it('control: the same harness run without the read-only folder is fooled (all 5 pass)', async () => {
    const runner = await testRunner();
    await withTempDir('rewrite-control', async (dir) => {
      await cheat(dir);
      await cp(join(taskDir, 'hidden'), join(dir, HIDDEN_DIR), { recursive: true });
      const r = await runner.run(HARNESS.python.hiddenCommand, dir, 60_000);
      expect(r.exitCode, r.output).toBe(0);
      expect(HARNESS.python.counts(r.output)).toEqual({ passed: 5, failed: 0 });
    });
  });
});
