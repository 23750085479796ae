// One fixed hidden-test harness per language. The command is ours, never the task's or the agent's
// (not package.json scripts, not a test config file), and it only ever runs the hidden tests folder.

export const LANGUAGES = ['javascript', 'python'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The workspace folder the hidden tests are copied into after the agent stops; any earlier copy is discarded. */
export const HIDDEN_DIR = 'hidden_tests';

export interface TestCounts {
  passed: number;
  failed: number;
}

export interface Harness {
  /** Shell command run in the workspace root. */
  hiddenCommand: string;
  /** Which files of a task's hidden/ folder are test files (the loader requires at least one). */
  hiddenTestFile: RegExp;
  /** Files hidden/ must also contain (a Python test folder must be a package for discovery). */
  hiddenRequired: readonly string[];
  /** The harness's own summary from the command output; null when there is none (the run ended early). */
  counts(output: string): TestCounts | null;
}

/** The last match wins: the runner's own summary is printed last, after anything the code under test printed. */
function lastMatch(output: string, re: RegExp): RegExpExecArray | null {
  let last: RegExpExecArray | null = null;
  for (const m of output.matchAll(re)) last = m;
  return last;
}

// Python: -I ignores PYTHON* variables and the user site, and keeps the work dir off sys.path at start
// (a planted sitecustomize.py there is never imported); -B writes no bytecode (-I ignores
// PYTHONDONTWRITEBYTECODE). The work dir is *appended* to sys.path before discovery, so unittest does
// not insert it first and a planted json.py or similar cannot shadow the standard library.
const PYTHON_HIDDEN =
  'python3 -I -B -c "import os,sys;sys.path.append(os.getcwd());import unittest;' +
  `r=unittest.main(module=None,argv=['${HIDDEN_DIR}','discover','-s','${HIDDEN_DIR}','-t','.'],exit=False).result;` +
  'f=len(r.failures)+len(r.errors)+len(r.unexpectedSuccesses);' +
  "print('# hidden tests: pass %d fail %d'%(r.testsRun-f-len(r.skipped)-len(r.expectedFailures),f));" +
  'sys.exit(0 if r.wasSuccessful() else 1)"';

export const HARNESS: Record<Language, Harness> = {
  javascript: {
    // The shell expands the glob: Node 20 takes no globs, Node 22+ no directories; both take file paths.
    // Hidden tests are .mjs, so they are ES modules whatever package.json says.
    hiddenCommand: `node --test --test-reporter=tap ${HIDDEN_DIR}/*.test.mjs`,
    hiddenTestFile: /\.test\.mjs$/,
    hiddenRequired: [],
    counts(output) {
      const pass = lastMatch(output, /^# pass (\d+)$/gm);
      const fail = lastMatch(output, /^# fail (\d+)$/gm);
      if (!pass || !fail) return null;
      const cancelled = lastMatch(output, /^# cancelled (\d+)$/gm);
      return { passed: Number(pass[1]), failed: Number(fail[1]) + Number(cancelled?.[1] ?? 0) };
    },
  },
  python: {
    hiddenCommand: PYTHON_HIDDEN,
    hiddenTestFile: /^test.*\.py$/,
    hiddenRequired: ['__init__.py'],
    counts(output) {
      const m = lastMatch(output, /^# hidden tests: pass (\d+) fail (\d+)$/gm);
      return m ? { passed: Number(m[1]), failed: Number(m[2]) } : null;
    },
  },
};
