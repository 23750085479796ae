// One money pool shared by runs going at the same time (agent-fix eval --max-cost-usd under
// --eval-concurrency): the billed cost of all runs together never exceeds the cap, a call that does not
// fit waits for other runs' calls instead of shrinking, and a failed call keeps its worst case.
import fc from 'fast-check';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Budget } from '../../src/agent/budget.js';
import { CostPool } from '../../src/agent/cost-pool.js';
import { dollars, type Pricing } from '../../src/agent/pricing.js';
import { RunRecorder } from '../../src/agent/recorder.js';
import { startRun } from '../../src/agent/run.js';
import { RunSettings } from '../../src/agent/settings.js';
import type { ChatMessage, ModelResponse } from '../../src/model/types.js';
import { startScriptedServer, type ScriptTurn } from '../../src/scripted/server.js';
import { Secrets } from '../../src/secrets/index.js';

const TOOLS = [{ type: 'function' as const, function: { name: 'read_file', description: 'Read a file.', parameters: { type: 'object' } } }];
const PRICING: Pricing = { inputPerMTok: 1, cachedInputPerMTok: 0.1, outputPerMTok: 10 };

function response(inputTokens: number, outputTokens: number): ModelResponse {
  return {
    content: 'ok',
    toolCalls: [],
    finishReason: 'stop',
    usage: { inputTokens, cachedInputTokens: 0, outputTokens, reasoningTokens: 0 },
    durationMs: 1,
    attempts: 1,
    model: 'm',
  };
}

function budgetOn(pool: CostPool, cap: number | null = null): { budget: Budget; recorder: RunRecorder } {
  const recorder = new RunRecorder(Secrets.none);
  const limits = RunSettings.parse({ limits: { maxCostUsd: cap, maxOutputTokens: 1_000_000 } }).limits;
  return { budget: new Budget(limits, PRICING, recorder, 100_000, undefined, pool), recorder };
}

const request = { messages: [{ role: 'user', content: 'x'.repeat(4000) }] as ChatMessage[], tools: TOOLS };

describe('CostPool', () => {
  it('grants a hold only when it fits what is neither spent nor held, and settles at the billed cost', () => {
    const pool = new CostPool(1);
    const a = pool.hold(0.6);
    expect(a).not.toBeNull();
    expect(pool.hold(0.5)).toBeNull();
    expect(pool.available()).toBeCloseTo(0.4, 12);
    pool.settle(a!, 0.1);
    expect(pool.spentUsd).toBeCloseTo(0.1, 12);
    expect(pool.available()).toBeCloseTo(0.9, 12);
    expect(pool.inFlight).toBe(0);
    pool.settle(a!, 0.5); // settled once only
    expect(pool.spentUsd).toBeCloseTo(0.1, 12);
  });
});

describe('a budget drawing on a shared pool', () => {
  it("holds each call's worst case, so a second run's call cannot fit while the first is in flight", () => {
    const pool = new CostPool(1.5);
    const a = budgetOn(pool);
    const b = budgetOn(pool);
    const planA = a.budget.beforeModelCall(request);
    if ('stop' in planA) throw new Error(planA.stop.detail);
    // Worst case: the input bound at the full input price plus the whole output cap at the output price.
    const worstA = (planA.inputBound * PRICING.inputPerMTok + planA.maxOutputTokens * PRICING.outputPerMTok) / 1e6;
    expect(worstA).toBeCloseTo(1.5 - pool.available(), 12);
    // Alone, b would get only what is left: it shrinks to the money (the pool binds).
    const planB = b.budget.beforeModelCall(request);
    if ('stop' in planB) throw new Error(planB.stop.detail);
    expect(planB.binding).toBe('cost');
    expect(pool.available()).toBeGreaterThanOrEqual(-1e-12);
  });

  it('waits for the other run to settle instead of shrinking, then goes with its full output cap', async () => {
    const pool = new CostPool(1.5);
    const a = budgetOn(pool);
    const b = budgetOn(pool);
    const planA = a.budget.beforeModelCall(request);
    if ('stop' in planA) throw new Error(planA.stop.detail);
    let waited = false;
    const waiting = b.budget.waitForPool(request).then(() => (waited = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(waited).toBe(false);
    const res = response(1200, 500);
    a.recorder.observe({ type: 'model_call', response: res });
    expect(a.budget.afterModelCall(res, planA)).toBeUndefined();
    await waiting;
    expect(pool.spentUsd).toBeCloseTo(dollars({ uncachedInput: 1200, cachedInput: 0, output: 500 }, PRICING), 12);
    const planB = b.budget.beforeModelCall(request);
    if ('stop' in planB) throw new Error(planB.stop.detail);
    expect(planB.binding).toBe('model');
    expect(planB.maxOutputTokens).toBe(100_000);
  });

  it('stops with max_cost naming the shared budget when nothing is in flight and the pool is spent', () => {
    const pool = new CostPool(0.002);
    const { budget } = budgetOn(pool);
    const plan = budget.beforeModelCall(request);
    expect('stop' in plan && plan.stop.code).toBe('max_cost');
    expect('stop' in plan && plan.stop.detail).toMatch(/shared \$0\.0020 budget of runs going together/);
  });

  it('a call that never reported its cost keeps its worst case as spent', () => {
    const pool = new CostPool(1.5);
    const { budget } = budgetOn(pool);
    const plan = budget.beforeModelCall(request);
    if ('stop' in plan) throw new Error(plan.stop.detail);
    const held = 1.5 - pool.available();
    budget.release();
    expect(pool.inFlight).toBe(0);
    expect(pool.spentUsd).toBeCloseTo(held, 12);
  });
});

describe('runs going together under one cap (real loop, real HTTP, scripted endpoints)', () => {
  it('never bill more than the cap together, whatever the prices, answers and concurrency', async () => {
    let capBound = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          cap: fc.double({ min: 0.002, max: 0.2, noNaN: true }),
          input: fc.double({ min: 0.5, max: 30, noNaN: true }),
          output: fc.double({ min: 1, max: 200, noNaN: true }),
          runs: fc.integer({ min: 2, max: 4 }),
          /** Characters of each answer (a quarter of that in output tokens). */
          answers: fc.array(fc.integer({ min: 10, max: 60_000 }), { minLength: 1, maxLength: 12 }),
        }),
        async (p) => {
          const pricing = JSON.stringify({ inputPerMTok: p.input, cachedInputPerMTok: p.input / 10, outputPerMTok: p.output });
          const pool = new CostPool(p.cap);
          const reports = await Promise.all(
            Array.from({ length: p.runs }, async (_, k) => {
              // Each answer reads a file (so the run goes on) and says a lot (so output costs money).
              const script = (_req: unknown, i: number): ScriptTurn => ({
                content: 'y'.repeat(p.answers[(i + k) % p.answers.length]!),
                toolCalls: [{ name: 'read_file', arguments: { path: 'a.txt' } }],
              });
              const server = await startScriptedServer(script);
              const root = await mkdtemp(join(tmpdir(), 'agent-fix-pool-'));
              await writeFile(join(root, 'a.txt'), 'hello\n');
              try {
                const { report } = await startRun({
                  task: { source: 'cli', title: 'Keep reading' },
                  root,
                  settings: RunSettings.parse({ model: 'pool-model', limits: { maxCostUsd: p.cap, maxModelCalls: 6 } }),
                  endpoint: { baseURL: server.url, apiKey: 'sk-pool-test', backoffMs: 1 },
                  pricing: { kind: 'single', pricing: JSON.parse(pricing) as Pricing },
                  instructionFiles: [],
                  costPool: pool,
                });
                return report;
              } finally {
                await server.close();
                await rm(root, { recursive: true, force: true });
              }
            }),
          );
          const billed = reports.reduce((s, r) => s + (r.totals.costBilledUsd ?? 0), 0);
          expect(billed).toBeLessThanOrEqual(p.cap + 1e-12);
          expect(pool.spentUsd).toBeGreaterThanOrEqual(billed - 1e-12);
          expect(pool.inFlight).toBe(0);
          if (reports.some((r) => r.stopReason.code === 'max_cost')) capBound++;
        },
      ),
      { numRuns: 12 },
    );
    // The cap is what stopped runs (not only the call limit): the property was tested where it matters.
    expect(capBound).toBeGreaterThan(0);
  }, 120_000);
});
