// Decides "solved" after the agent stops: planted files out, test setup restored, the visible check,
// then (with the setup cleaned again) the hidden tests under the language's fixed harness command.
// Both run through a CheckRunner (src/sandbox): in the sandbox, or unsandboxed only when
// check-sandbox is explicitly none, exactly like the agent's own checks. In the sandbox the hidden
// tests folder is read-only for the hidden run: one run loads every hidden test file, so code that
// the first one imports could otherwise rewrite the next before it is loaded.
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheckRunner, CommandResult } from '../sandbox/index.js';
import { HARNESS, HIDDEN_DIR, type TestCounts } from './languages.js';
import type { Task } from './loader.js';
import { sanitizeWorkspace } from './planted.js';

export const DEFAULT_JUDGE_TIMEOUT_MS = 120_000;

export const VERDICTS = ['solved', 'hidden_tests_failed', 'hidden_count_mismatch', 'visible_check_failed'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface HiddenRun extends CommandResult {
  /** The harness's summary; null when the run printed none (it ended early). */
  counts: TestCounts | null;
  /** task.hiddenTests: the number that must pass. */
  expected: number;
}

export interface JudgeResult {
  solved: boolean;
  verdict: Verdict;
  visible: CommandResult;
  hidden: HiddenRun;
  /** Planted paths removed before either run, sorted. */
  removed: string[];
  restored: string[];
}

export interface JudgeOptions {
  /** Per command. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Solved = the visible check exits 0 and the hidden tests exit 0 with exactly task.hiddenTests passed
 * and none failed (a process that exits 0 early, before its tests ran, is not a pass).
 * The visible check runs before the hidden tests exist in the workspace, so code it runs cannot see or
 * rewrite them; whatever it plants is cleaned again before they are copied in.
 */
export async function judge(task: Task, dir: string, runner: CheckRunner, options: JudgeOptions = {}): Promise<JudgeResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_JUDGE_TIMEOUT_MS;
  const first = await sanitizeWorkspace(task, dir);
  const visible = await runner.run(task.check, dir, timeoutMs, options.signal);
  const second = await sanitizeWorkspace(task, dir);
  await cp(join(task.root, 'hidden'), join(dir, HIDDEN_DIR), { recursive: true });
  const harness = HARNESS[task.language];
  const run = await runner.run(harness.hiddenCommand, dir, timeoutMs, options.signal, { readOnly: [HIDDEN_DIR] });
  const hidden: HiddenRun = { ...run, counts: harness.counts(run.output), expected: task.hiddenTests };
  const verdict = decide(visible, hidden);
  return {
    solved: verdict === 'solved',
    verdict,
    visible,
    hidden,
    removed: [...new Set([...first.removed, ...second.removed])].sort(),
    restored: first.restored,
  };
}

function decide(visible: CommandResult, hidden: HiddenRun): Verdict {
  if (hidden.timedOut || hidden.exitCode !== 0) return 'hidden_tests_failed';
  if (hidden.counts === null || hidden.counts.failed !== 0 || hidden.counts.passed !== hidden.expected) return 'hidden_count_mismatch';
  if (visible.timedOut || visible.exitCode !== 0) return 'visible_check_failed';
  return 'solved';
}
