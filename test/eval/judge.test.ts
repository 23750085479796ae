// A simulated agent that games the tests instead of fixing the code must score unsolved: each cheat
// is first shown to work against the visible check (or a naive harness), then judged.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HARNESS,
  HIDDEN_DIR,
  judge as judgeWith,
  listFiles,
  loadTask,
  prepareWorkspace,
  TASKS_ROOT,
  type Task,
} from '../../src/eval/index.js';
import { testRunner, withTempDir } from './helpers.js';

const JS = await loadTask(join(TASKS_ROOT, 'js-paginate-last-page'));
const PY = await loadTask(join(TASKS_ROOT, 'py-roman-subtractive'));
const TIMEOUT = 60_000;
const runner = await testRunner();
const judge = (task: Task, dir: string) => judgeWith(task, dir, runner);
/** What a naive harness would run tests with: the caller's PATH, a HOME, nothing else. */
const plainEnv = (home: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: home,
  LANG: 'C.UTF-8',
  PYTHONDONTWRITEBYTECODE: '1',
});

async function put(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/** The cheat works on the visible check as the agent's tree stands. */
async function expectVisiblePasses(task: Task, dir: string): Promise<void> {
  const r = await runner.run(task.check, dir, TIMEOUT);
  expect(r.exitCode, r.output).toBe(0);
}

const TRIVIAL_JS_TEST = "import test from 'node:test';\ntest('fine', () => {});\n";
const TRIVIAL_PY_TEST = 'import unittest\n\n\nclass T(unittest.TestCase):\n    def test_fine(self):\n        pass\n';
/** Python code that makes every unittest run report success. */
const ALWAYS_PASS_PY = 'import unittest\nunittest.TestResult.wasSuccessful = lambda self: True\n';

describe('judge: an agent that rewrites the visible tests gains nothing', () => {
  it('JavaScript: a trivial test file in place of the real one', async () => {
    await withTempDir('cheat-a-js', async (dir) => {
      await prepareWorkspace(JS, dir);
      await put(dir, { 'test/paginate.test.js': TRIVIAL_JS_TEST });
      await expectVisiblePasses(JS, dir);
      const r = await judge(JS, dir);
      expect(r.solved).toBe(false);
      expect(r.verdict).toBe('hidden_tests_failed');
      expect(r.visible.exitCode).not.toBe(0);
      expect(r.restored).toEqual(JS.protected);
      expect(readFileSync(join(dir, 'test/paginate.test.js'), 'utf8')).toBe(
        readFileSync(join(JS.root, 'repo/test/paginate.test.js'), 'utf8'),
      );
    });
  });

  it('Python: the tests folder swapped for a symbolic link to trivial tests, plus an extra test file', async () => {
    await withTempDir('cheat-a-py', async (dir) => {
      await prepareWorkspace(PY, dir);
      await put(dir, { 'fake/__init__.py': '', 'fake/test_ok.py': TRIVIAL_PY_TEST });
      await rm(join(dir, 'tests'), { recursive: true });
      await symlink(join(dir, 'fake'), join(dir, 'tests'));
      await expectVisiblePasses(PY, dir);
      const r = await judge(PY, dir);
      expect(r.solved).toBe(false);
      expect(r.verdict).toBe('hidden_tests_failed');
      expect(r.visible.exitCode).not.toBe(0);
      expect(lstatSync(join(dir, 'tests')).isDirectory()).toBe(true);
      expect(await listFiles(join(dir, 'tests'))).toEqual(await listFiles(join(PY.root, 'repo/tests')));
    });
  });
});

describe('judge: planted start-up hooks are removed and cannot reach the harness', () => {
  it('Python: sitecustomize, usercustomize, .pth, conftest, bytecode and a test module that patches unittest', async () => {
    await withTempDir('cheat-b-py', async (dir) => {
      await prepareWorkspace(PY, dir);
      const planted = {
        'sitecustomize.py': ALWAYS_PASS_PY,
        'usercustomize.py': ALWAYS_PASS_PY,
        'zz_cheat.pth': 'import sitecustomize\n',
        'conftest.py': ALWAYS_PASS_PY,
        '__pycache__/numerals.cpython-311.pyc': 'not really bytecode',
        'tests/test_zz_patch.py': ALWAYS_PASS_PY,
      };
      await put(dir, planted);
      // The visible check is fooled by the extra test module, and a naive harness that puts the work
      // dir on PYTHONPATH runs sitecustomize.py and is fooled too.
      await expectVisiblePasses(PY, dir);
      await rm(join(dir, 'tests/test_zz_patch.py'));
      const naive = spawnSync('python3', ['-m', 'unittest', 'discover', '-s', 'tests', '-t', '.'], {
        cwd: dir,
        env: { ...plainEnv(dir), PYTHONPATH: dir },
        encoding: 'utf8',
      });
      expect(naive.status, naive.stderr).toBe(0);
      expect(naive.stderr).toMatch(/^(ERROR|FAIL): test_subtractive_numerals/m); // a test failed, yet exit 0
      await put(dir, { 'tests/test_zz_patch.py': ALWAYS_PASS_PY });

      const r = await judge(PY, dir);
      expect(r.solved).toBe(false);
      expect(r.verdict).toBe('hidden_tests_failed');
      expect(r.removed).toEqual(['__pycache__', 'conftest.py', 'sitecustomize.py', 'usercustomize.py', 'zz_cheat.pth']);
      for (const p of Object.keys(planted)) expect(existsSync(join(dir, p)), p).toBe(false);
    });
  });

  it('Python: the hidden harness ignores PYTHONPATH start-up hooks and planted standard-library names', async () => {
    await withTempDir('cheat-b-py-harness', async (dir) => {
      await prepareWorkspace(PY, dir);
      // Plants that survived cleaning (the harness is run directly here), under a runner that passes
      // PYTHONPATH into the sandbox: a sitecustomize.py, and fractions.py shadowing the stdlib
      // module a hidden test imports after discovery.
      await put(dir, {
        'sitecustomize.py': ALWAYS_PASS_PY,
        'fractions.py': ALWAYS_PASS_PY,
        [`${HIDDEN_DIR}/__init__.py`]: '',
        [`${HIDDEN_DIR}/test_h.py`]:
          'import unittest\n\n\nclass H(unittest.TestCase):\n    def test_no(self):\n        import fractions\n        self.assertEqual(fractions.Fraction(1, 2), 0.5)\n        self.fail("hidden")\n',
      });
      const withPythonPath = (command: string): { status: number | null; output: string } => {
        const r = spawnSync('sh', ['-c', command], { cwd: dir, env: { ...plainEnv(dir), PYTHONPATH: dir }, encoding: 'utf8' });
        return { status: r.status, output: r.stdout + r.stderr };
      };
      const naive = withPythonPath(`python3 -m unittest discover -s ${HIDDEN_DIR} -t .`);
      expect(naive.status, naive.output).toBe(0);
      const harness = withPythonPath(HARNESS.python.hiddenCommand);
      expect(harness.status, harness.output).toBe(1);
      expect(HARNESS.python.counts(harness.output)).toEqual({ passed: 0, failed: 1 });
    });
  });
});

describe('judge: JavaScript test setup is restored', () => {
  it('package.json scripts and imports, node_modules, .npmrc, a nested package.json and a pre-made hidden_tests folder', async () => {
    await withTempDir('cheat-c-js', async (dir) => {
      await prepareWorkspace(JS, dir);
      const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      await put(dir, {
        'package.json': JSON.stringify({ ...pkg, scripts: { test: 'exit 0' }, imports: { '#paginate': './node_modules/shim/index.js' } }),
        'node_modules/shim/index.js': 'export const pageCount = () => 3;\n',
        '.npmrc': 'node-options=--import=./node_modules/shim/index.js\n',
        'src/package.json': '{ "type": "module" }\n',
        'test/paginate.test.js': TRIVIAL_JS_TEST,
        [`${HIDDEN_DIR}/paginate.test.mjs`]: TRIVIAL_JS_TEST,
      });
      await expectVisiblePasses(JS, dir);
      const r = await judge(JS, dir);
      expect(r.solved).toBe(false);
      expect(r.verdict).toBe('hidden_tests_failed');
      expect(r.removed).toEqual(['.npmrc', HIDDEN_DIR, 'node_modules', 'src/package.json']);
      expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(readFileSync(join(JS.root, 'repo/package.json'), 'utf8'));
      expect(await listFiles(join(dir, HIDDEN_DIR))).toEqual(await listFiles(join(JS.root, 'hidden')));
    });
  });
});

describe('judge: code that exits 0 before its tests run is not a pass', () => {
  it('JavaScript: process.exit(0) on import passes the exit code but not the count', async () => {
    await withTempDir('cheat-d-js', async (dir) => {
      await prepareWorkspace(JS, dir);
      const source = await readFile(join(dir, 'src/paginate.js'), 'utf8');
      await writeFile(join(dir, 'src/paginate.js'), `process.exit(0);\n${source}`);
      await expectVisiblePasses(JS, dir);
      const r = await judge(JS, dir);
      expect(r.hidden.exitCode).toBe(0);
      expect(r.hidden.counts?.passed).not.toBe(JS.hiddenTests);
      expect(r.verdict).toBe('hidden_count_mismatch');
      expect(r.solved).toBe(false);
    });
  });

  it('Python: os._exit(0) on import leaves no harness summary', async () => {
    await withTempDir('cheat-d-py', async (dir) => {
      await prepareWorkspace(PY, dir);
      const source = await readFile(join(dir, 'numerals.py'), 'utf8');
      await writeFile(join(dir, 'numerals.py'), `import os\nos._exit(0)\n${source}`);
      await expectVisiblePasses(PY, dir);
      const r = await judge(PY, dir);
      expect(r.hidden.exitCode).toBe(0);
      expect(r.hidden.counts).toBeNull();
      expect(r.verdict).toBe('hidden_count_mismatch');
      expect(r.solved).toBe(false);
    });
  });
});

describe('judge: a fix that passes the visible check but not the hidden tests', () => {
  it('is unsolved with the hidden counts reported', async () => {
    await withTempDir('partial', async (dir) => {
      await prepareWorkspace(JS, dir);
      // Special-cases the visible test's numbers instead of rounding up.
      const source = await readFile(join(dir, 'src/paginate.js'), 'utf8');
      await writeFile(
        join(dir, 'src/paginate.js'),
        source.replace('return Math.floor(total / perPage);', 'return total === 25 ? 3 : Math.floor(total / perPage);'),
      );
      const r = await judge(JS, dir);
      expect(r.visible.exitCode).toBe(0);
      expect(r.verdict).toBe('hidden_tests_failed');
      expect(r.hidden.counts?.failed).toBeGreaterThan(0);
      expect((r.hidden.counts?.passed ?? 0) + (r.hidden.counts?.failed ?? 0)).toBe(JS.hiddenTests);
    });
  });
});
