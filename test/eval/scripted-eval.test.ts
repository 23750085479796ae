// `agent-fix eval --scripted`: the shipped hand-written trajectories (3 tasks × 4 interfaces) through
// the real harness: the real loop and SDK against a loopback server per run, checks and hidden tests
// in the sandbox. Proves the measurement: every figure equals the usage the server served, the
// hidden tests decide solved (a visible-only fix and a tampered test setup score unsolved), the
// shared money pool holds the eval's cap, and a rerun resumes. The whole set runs in the sandbox; the
// capped-and-resumed eval and the command run their checks unsandboxed (check-sandbox none): their
// subject is the money pool, resuming and the command's output, and a sandboxed check costs about 2
// CPU-seconds more (their 20 runs make about 60 checks).
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_PRICING, dollars } from '../../src/agent/pricing.js';
import { runCli } from '../../src/cli/dispatch.js';
import { EditInterface } from '../../src/edit/index.js';
import { runEval, type EvalOptions, type EvalOutcome } from '../../src/eval/harness.js';
import { loadTasks, TASKS_ROOT } from '../../src/eval/loader.js';
import { planRuns, selectTasks } from '../../src/eval/plan.js';
import { unsandboxedRunner } from '../../src/sandbox/index.js';
import { EvalRunResult } from '../../src/eval/results.js';
import { RoutingFile } from '../../src/eval/routing.js';
import { scriptedEndpoints } from '../../src/eval/scripted.js';
import { parseTrajectory, type ScriptedServer } from '../../src/scripted/index.js';
import { Secrets } from '../../src/secrets/index.js';
import { testRunner } from './helpers.js';
import { captureIO } from '../support/capture-io.js';

const TRAJECTORIES = join(TASKS_ROOT, '..', 'trajectories');
const TASK_IDS = ['js-paginate-last-page', 'js-slugify-dashes', 'py-roman-subtractive'];
const INTERFACES = EditInterface.options;
const MODEL = 'gpt-5-mini';
const PRICE = BUILTIN_PRICING[MODEL]!;

const selected = selectTasks(await loadTasks(), TASK_IDS);
if (!selected.ok) throw new Error(selected.error);
const RUNS = planRuns(selected.tasks, INTERFACES, 1);
const runner = await testRunner();

/** The checks as the runner's user (check-sandbox none), for the describes whose subject is not the sandbox. */
const plain = { checkSandbox: 'none', checks: unsandboxedRunner() } satisfies Partial<EvalOptions>;

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'agent-fix-scripted-eval-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function scriptedEval(
  outDir: string,
  over: Partial<EvalOptions> = {},
): Promise<{ outcome: EvalOutcome; servers: Map<string, ScriptedServer>; lines: string[] }> {
  const servers = new Map<string, ScriptedServer>();
  const lines: string[] = [];
  const outcome = await runEval({
    runs: RUNS,
    interfaces: INTERFACES,
    repeat: 1,
    model: MODEL,
    baseUrlHost: 'scripted',
    scripted: true,
    endpointFor: await scriptedEndpoints(TRAJECTORIES, RUNS, (run, server) => servers.set(run.id, server)),
    maxCostUsd: null,
    checkSandbox: 'auto',
    checks: runner,
    concurrency: 2,
    outDir,
    secrets: Secrets.none,
    progress: (line) => lines.push(line),
    ...over,
  });
  return { outcome, servers, lines };
}

/** The usage as the server put it on the wire, summed here (not through the client's mapping). */
function wireUsage(server: ScriptedServer) {
  const ok = server.requests.filter((r) => r.status === 200 && r.usage);
  const sum = (f: (u: NonNullable<(typeof ok)[number]['usage']>) => number | null | undefined): number =>
    ok.reduce((s, r) => s + (f(r.usage!) ?? 0), 0);
  return {
    modelCalls: ok.length,
    inputTokens: sum((u) => u.prompt_tokens),
    cachedInputTokens: sum((u) => u.prompt_tokens_details?.cached_tokens),
    outputTokens: sum((u) => u.completion_tokens),
    reasoningTokens: sum((u) => u.completion_tokens_details?.reasoning_tokens),
  };
}

describe('eval --scripted: the whole shipped set', () => {
  let run: Awaited<ReturnType<typeof scriptedEval>>;
  const result = (id: string): EvalRunResult => {
    const r = run.outcome.results.find((x) => x.id === id);
    if (!r) throw new Error(`no result for ${id}`);
    return r;
  };
  beforeAll(async () => {
    run = await scriptedEval(join(tmp, 'all'));
  }, 180_000);

  it('runs every task × interface once and stores each result', async () => {
    expect(run.outcome.summary.done).toBe(12);
    expect(run.outcome.failed).toEqual([]);
    expect(run.lines.filter((l) => /^\[\d+\/12\] /.test(l))).toHaveLength(12);
    const stored = (await readdir(join(tmp, 'all', 'runs'))).sort();
    expect(stored).toEqual(RUNS.map((r) => `${r.id}.json`).sort());
    for (const name of stored) EvalRunResult.parse(JSON.parse(await readFile(join(tmp, 'all', 'runs', name), 'utf8')));
  });

  it("every run's figures equal the usage its scripted server served, and the cost is that usage at the model's prices", async () => {
    for (const r of RUNS) {
      const server = run.servers.get(r.id)!;
      const served = wireUsage(server);
      const trajectory = parseTrajectory(await readFile(join(TRAJECTORIES, r.task.id, `${r.iface}.json`), 'utf8'));
      expect(server.exhausted, r.id).toBe(false);
      expect(served.modelCalls, r.id).toBe(trajectory.turns.length);
      const res = result(r.id);
      expect(res.totals, r.id).toMatchObject(served);
      expect(res.served, r.id).toEqual(served);
      const billed = dollars(
        {
          uncachedInput: served.inputTokens - served.cachedInputTokens,
          cachedInput: served.cachedInputTokens,
          output: served.outputTokens,
        },
        PRICE,
      );
      expect(res.totals.costBilledUsd, r.id).toBeCloseTo(billed, 15);
    }
    expect(run.outcome.mismatches).toEqual([]);
  });

  it('the hidden tests decide: a fix that only satisfies the visible test scores unsolved', () => {
    const r = result('js-paginate-last-page.search_replace.1');
    expect(r.stopReason.code).toBe('done');
    expect(r.visible.exitCode).toBe(0);
    expect(r.solved).toBe(false);
    expect(r.verdict).toBe('hidden_tests_failed');
    expect(r.hidden.failed).toBeGreaterThan(0);
  });

  it('a run that rewrote the visible test to pass scores unsolved: its check passed in the run, not when judged', () => {
    const id = 'js-slugify-dashes.patch.1';
    const server = run.servers.get(id)!;
    // What run_checks answered the model during the run (the tampered test file passed).
    const last = server.requests.at(-1)!;
    const checkAnswer = last.messages.filter((m) => m.role === 'tool').at(-1);
    expect(checkAnswer?.content).toMatch(/^\$ node --test test\/\*\.test\.js\nexit code 0/);
    const r = result(id);
    expect(r.solved).toBe(false);
    expect(r.visible.exitCode).not.toBe(0);
    expect(r.verdict).toBe('hidden_tests_failed');
  });

  it('every other run is solved, and the summary counts them per interface', () => {
    const unsolved = run.outcome.results.filter((r) => !r.solved).map((r) => r.id);
    expect(unsolved.sort()).toEqual(['js-paginate-last-page.search_replace.1', 'js-slugify-dashes.patch.1']);
    const solved = Object.fromEntries(run.outcome.summary.byInterface.map((s) => [s.interface, `${s.solved}/${s.runs}`]));
    expect(solved).toEqual({ verified_selection: '3/3', search_replace: '2/3', line_range: '3/3', patch: '2/3' });
    const vs = run.outcome.summary.byInterface.find((s) => s.interface === 'verified_selection')!;
    // The roman trajectory's first edit quotes a line that is not there: refused, then retried.
    expect(result('py-roman-subtractive.verified_selection.1').editMetrics.firstTargetedEditAccepted).toBe(false);
    expect(vs.firstTargetedEdit).toEqual({ accepted: 2, of: 3 });
    expect(Object.values(vs.refusalsByCode).reduce((a, b) => a + b, 0)).toBe(1);
    const totalOut = run.outcome.results.filter((r) => r.interface === 'verified_selection').reduce((s, r) => s + r.totals.outputTokens, 0);
    expect(vs.outputTokens).toBe(totalOut);
  });
});

describe('eval --scripted under a cap that runs out, then resumed', () => {
  const CAP = 0.004;
  const out = () => join(tmp, 'capped');
  let first: Awaited<ReturnType<typeof scriptedEval>>;
  beforeAll(async () => {
    first = await scriptedEval(out(), { ...plain, maxCostUsd: CAP, concurrency: 3 });
  }, 180_000);

  it('bills no more than the cap across concurrent runs, stops starting runs, and counts only finished ones', async () => {
    expect(first.outcome.budgetExhausted).toBe(true);
    // Everything the servers billed (also the runs the budget stopped), at the model's prices.
    const billed = [...first.servers.values()].reduce((s, server) => {
      const u = wireUsage(server);
      return (
        s + dollars({ uncachedInput: u.inputTokens - u.cachedInputTokens, cachedInput: u.cachedInputTokens, output: u.outputTokens }, PRICE)
      );
    }, 0);
    expect(billed).toBeGreaterThan(0);
    expect(billed).toBeLessThanOrEqual(CAP + 1e-12);
    expect(first.outcome.spentUsd!).toBeCloseTo(billed, 12);
    expect(first.outcome.summary.notDone.length).toBeGreaterThan(0);
    expect(first.outcome.summary.done + first.outcome.summary.notDone.length).toBe(12);
    expect((await readdir(join(out(), 'runs'))).length).toBe(first.outcome.summary.done);
    expect(first.lines.some((l) => /stopped by the eval's budget/.test(l))).toBe(true);
  });

  it('a rerun with the same --out skips the stored runs and does the rest', async () => {
    const done = first.outcome.results.map((r) => r.id).sort();
    const before = new Map(
      await Promise.all(done.map(async (id) => [id, (await stat(join(out(), 'runs', `${id}.json`))).mtimeMs] as const)),
    );
    const again = await scriptedEval(out(), { ...plain, maxCostUsd: null });
    expect(again.outcome.skipped).toBe(done.length);
    expect([...again.servers.keys()].sort()).toEqual(
      RUNS.map((r) => r.id)
        .filter((id) => !done.includes(id))
        .sort(),
    );
    expect(again.outcome.summary.done).toBe(12);
    expect(again.outcome.summary.notDone).toEqual([]);
    for (const [id, mtime] of before) expect((await stat(join(out(), 'runs', `${id}.json`))).mtimeMs, id).toBe(mtime);
    // Same figures as the uncapped eval of the same trajectories: a resumed eval measures the same.
    const solved = Object.fromEntries(again.outcome.summary.byInterface.map((s) => [s.interface, s.solved]));
    expect(solved).toEqual({ verified_selection: 3, search_replace: 2, line_range: 3, patch: 2 });
  }, 180_000);

  it("refuses an --out that holds another model's results", async () => {
    await expect(scriptedEval(out(), { ...plain, model: 'gpt-5' })).rejects.toThrow(
      /holds results of a scripted eval .* use another out folder/,
    );
  });
});

describe('agent-fix eval --scripted (the command)', () => {
  it('prints the plan worst case first, a line per run and the table; writes the files and a routing file; a rerun skips', async () => {
    const outDir = join(tmp, 'cli');
    const routing = join(tmp, 'cli-routing', 'agent-fix-routing.json');
    const args = [
      'eval',
      '--scripted',
      TRAJECTORIES,
      '--eval-tasks',
      'py-*',
      '--max-cost-usd',
      '1',
      '--out',
      outDir,
      '--write-routing',
      routing,
      '--check-sandbox',
      'none',
    ];
    const io = captureIO(tmp);
    expect(await runCli(args, io), io.err.join('')).toBe(0);
    const err = io.err.join('');
    expect(err.split('\n')[0]).toMatch(/^agent-fix eval: worst case \$1\.0000 billed for this invocation \(max-cost-usd\)/);
    expect(err).toMatch(/1 task × 4 interfaces × 1 repeat = 4 runs/);
    expect(err.split('\n').filter((l) => /^\[\d\/4\] py-roman-subtractive\./.test(l))).toHaveLength(4);
    const table = io.out.join('');
    expect(table).toContain('**Scripted replay.**');
    expect(table).toMatch(/\| solved \(95% interval\) \| 1\/1 = 100% \[21%–100%\] \|/);
    expect(table).toContain('agent-fix claims no figures for any real model');
    for (const f of ['eval.json', 'eval.md', 'eval.svg']) expect(existsSync(join(outDir, f)), f).toBe(true);
    expect(await readFile(join(outDir, 'eval.md'), 'utf8')).toBe(table);
    expect(await readFile(join(outDir, 'eval.svg'), 'utf8')).toMatch(/^<svg [\s\S]*SCRIPTED REPLAY[\s\S]*<\/svg>\n$/);
    const summary = JSON.parse(await readFile(join(outDir, 'eval.json'), 'utf8')) as { done: number; scripted: boolean; routing: unknown };
    expect(summary.done).toBe(4);
    expect(summary.scripted).toBe(true);
    const file = RoutingFile.parse(JSON.parse(await readFile(routing, 'utf8')));
    expect(file.models[MODEL]?.scripted).toBe(true);
    expect(file.models[MODEL]?.interface).toBe('verified_selection');

    const again = captureIO(tmp);
    expect(await runCli(args, again), again.err.join('')).toBe(0);
    expect(again.err.join('')).toMatch(/4\/4 runs done \(4 from an earlier invocation\); this invocation: \$0\.00 billed/);
    expect(again.err.join('')).not.toMatch(/^\[\d\/4\]/m);
  }, 120_000);

  it('refuses a missing cap, a model it cannot price under a cap, and an unknown interface, before any run', async () => {
    const cases: [string[], RegExp][] = [
      [['--out', join(tmp, 'x')], /--max-cost-usd is required/],
      [
        ['--out', join(tmp, 'x'), '--max-cost-usd', '1', '--model', 'no-such-model'],
        /no-such-model has no known price, so the cost cap \(max-cost-usd\) cannot be held: give its prices in pricing/,
      ],
      [
        ['--out', join(tmp, 'x'), '--max-cost-usd', 'none', '--eval-interfaces', 'verified_selection,vibes'],
        /--eval-interfaces: must be distinct names among verified_selection, search_replace, line_range, patch, comma-separated, got "verified_selection,vibes"/,
      ],
      [['--out', join(tmp, 'x'), '--max-cost-usd', 'none', '--eval-tasks', 'nope-*'], /eval-tasks: no task matches "nope-\*"/],
    ];
    for (const [extra, want] of cases) {
      const io = captureIO(tmp);
      expect(await runCli(['eval', '--scripted', TRAJECTORIES, ...extra], io)).toBe(2);
      expect(io.err.join('')).toMatch(want);
    }
    expect(existsSync(join(tmp, 'x'))).toBe(false);
  });
});
