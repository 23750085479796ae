// The body of a pull request across runs: agent-fix's section between markers, the human text around
// it kept, and the runs block that says what earlier runs cost — or that it cannot vouch for them.
import { describe, expect, it } from 'vitest';
import {
  composePrBody,
  parsePrBody,
  runEntries,
  SECTION_BEGIN,
  SECTION_END,
  vouchedCost,
  type RunRecord,
} from '../../src/report/pr-body.js';
import { GITHUB_BODY_LIMIT } from '../../src/report/fit-body.js';

const figures = (cost: number) => ({
  inputTokens: 1000,
  cachedInputTokens: 500,
  outputTokens: 100,
  costBilledUsd: cost,
  costPerfectCachingUsd: cost * 0.8,
  complete: true,
});
const run = (n: number, cost: number): RunRecord => ({
  trigger: `run ${n}`,
  outcome: 'done',
  figures: figures(cost),
  at: `2026-12-01T0${n}:00:00Z`,
});

describe('the pull request body across runs', () => {
  it('round-trips the runs and keeps the human text around the section', () => {
    const body = composePrBody({
      before: 'Notes from a maintainer.\n\n',
      after: '\n\nMore notes.',
      rendered: 'Fixes #12\n\nThe report.',
      records: [run(1, 0.5), run(2, 0.25)],
    });
    expect(body.startsWith('Notes from a maintainer.')).toBe(true);
    expect(body).toContain(`${SECTION_BEGIN}\nFixes #12`);
    const parsed = parsePrBody(body);
    expect(parsed.status).toBe('ok');
    expect(parsed.before).toBe('Notes from a maintainer.\n\n');
    expect(parsed.after).toBe('\n\nMore notes.');
    expect(parsed.records.map((r) => r.trigger)).toEqual(['run 1', 'run 2']);
    expect(vouchedCost(parsed)).toBeCloseTo(0.75, 10);
  });

  it('an edited runs block is not believed: the total covers only what it can vouch for', () => {
    const body = composePrBody({ rendered: 'x', records: [run(1, 0.5)] });
    const json = Buffer.from(/agent-fix-runs:v1 (\S+)/.exec(body)![1]!, 'base64').toString();
    const forged = body.replace(
      /agent-fix-runs:v1 \S+/,
      `agent-fix-runs:v1 ${Buffer.from(json.replace('0.5', '0.01')).toString('base64')}`,
    );
    const parsed = parsePrBody(forged);
    expect(parsed.status).toBe('edited');
    expect(parsed.records).toEqual([]);
    const rows = runEntries(parsed, run(2, 0.1));
    expect(rows[0]).toEqual({ trigger: 'earlier runs (their record in this body was edited)', outcome: 'unknown' });
    expect(rows).toHaveLength(2);
  });

  it('a body without the section (a human rewrote it) keeps all its text and vouches for nothing', () => {
    const parsed = parsePrBody('A human wrote this whole body.');
    expect(parsed).toEqual({ before: 'A human wrote this whole body.', after: '', records: [], status: 'missing' });
    expect(runEntries(parsed, run(1, 0.1))[0]?.trigger).toMatch(/removed/);
  });

  it("fits GitHub's limit by cutting the report, never the human text or the runs block", () => {
    const human = 'h'.repeat(20_000);
    const body = composePrBody({ before: human, rendered: `Fixes #3\n\n${'r'.repeat(100_000)}`, records: [run(1, 1)] });
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT - 200);
    expect(body.startsWith(human)).toBe(true);
    expect(body.endsWith(SECTION_END)).toBe(true);
    expect(parsePrBody(body).status).toBe('ok');
    expect(body).toContain('Fixes #3');
  });
});
