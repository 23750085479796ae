// Every shipped task is verified end to end with real processes: the visible check and the hidden
// tests fail on the task as given, and the reference fix passes both (with exactly the declared
// number of hidden tests). The fix is judged in the sandbox, as the eval judges: that is where it
// has to pass. The task as given is judged without it: these are our own files, a failure there is
// the task's bug and not the sandbox's refusal, and it saves 56 of the 112 sandbox builds.
// Two tasks at a time: the machine has two cores.
import { beforeAll, describe, expect, it } from 'vitest';
import { applyReferenceFix, judge, loadTasks, prepareWorkspace, type JudgeResult, type Task } from '../../src/eval/index.js';
import { unsandboxedRunner } from '../../src/sandbox/index.js';
import { mapLimit, testRunner, withTempDir } from './helpers.js';

const CONCURRENCY = 2;

interface Verified {
  unfixed: JudgeResult;
  fixed: JudgeResult;
}

const tasks = await loadTasks();
const runner = await testRunner();
const plain = unsandboxedRunner();
const results = new Map<string, Verified | Error>();

async function verify(task: Task): Promise<Verified> {
  const unfixed = await withTempDir('unfixed', async (dir) => {
    await prepareWorkspace(task, dir);
    return judge(task, dir, plain);
  });
  const fixed = await withTempDir('fixed', async (dir) => {
    await prepareWorkspace(task, dir);
    await applyReferenceFix(task, dir);
    return judge(task, dir, runner);
  });
  return { unfixed, fixed };
}

beforeAll(async () => {
  const started = Date.now();
  await mapLimit(tasks, CONCURRENCY, async (task) => {
    results.set(task.id, await verify(task).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err)))));
  });
  console.log(
    `eval task verification: ${tasks.length} tasks in ${((Date.now() - started) / 1000).toFixed(1)} s (concurrency ${CONCURRENCY}; the fix judged in ${runner.description}, the task as given in ${plain.description})`,
  );
}, 600_000);

function resultFor(id: string): Verified {
  const r = results.get(id);
  if (r === undefined) throw new Error(`no verification result for ${id}`);
  if (r instanceof Error) throw r;
  return r;
}

describe.each(tasks.map((t) => [t.id, t] as const))('task %s', (id, task) => {
  it('the visible check fails before the fix', () => {
    const { unfixed } = resultFor(id);
    expect(unfixed.visible.timedOut).toBe(false);
    expect(unfixed.visible.exitCode, unfixed.visible.output).not.toBe(0);
  });

  it('the hidden tests fail before the fix', () => {
    const { unfixed } = resultFor(id);
    expect(unfixed.hidden.timedOut).toBe(false);
    expect(unfixed.hidden.exitCode, unfixed.hidden.output).not.toBe(0);
    expect(unfixed.solved).toBe(false);
  });

  it('the reference fix passes the visible check and every hidden test', () => {
    const { fixed } = resultFor(id);
    expect(fixed.visible.exitCode, fixed.visible.output).toBe(0);
    expect(fixed.hidden.exitCode, fixed.hidden.output).toBe(0);
    expect(fixed.hidden.counts).toEqual({ passed: task.hiddenTests, failed: 0 });
    expect(fixed.verdict).toBe('solved');
    expect(fixed.removed).toEqual([]);
  });
});
