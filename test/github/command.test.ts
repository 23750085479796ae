import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVERRIDE_KEYS, parseCommand, type CommandOptions } from '../../src/github/command.js';

const all: CommandOptions = { allowedOverrides: OVERRIDE_KEYS, caps: { maxCostUsd: 2, maxModelCalls: 40 } };

describe('parseCommand', () => {
  it('recognises the command case-insensitively with surrounding whitespace', () => {
    for (const body of ['/agent fix', '  /AGENT   Fix  ', '\n\n/agent fix\r\n', '/Agent FIX']) {
      expect(parseCommand(body, all)).toEqual({ kind: 'fix', extraInstructions: '', overrides: {}, notes: [] });
    }
  });

  it('ignores comments that do not start with the trigger', () => {
    for (const body of ['please /agent fix', '> /agent fix', '/agents fix', '/agentfix', '', 'LGTM']) {
      expect(parseCommand(body, all)).toEqual({ kind: 'none' });
    }
  });

  it('supports a custom trigger', () => {
    expect(parseCommand('/bot fix', { ...all, trigger: '/bot' }).kind).toBe('fix');
    expect(parseCommand('/agent fix', { ...all, trigger: '/bot' }).kind).toBe('none');
  });

  it('rejects other sub-commands with usage', () => {
    const r = parseCommand('/agent fixit', all);
    expect(r).toMatchObject({ kind: 'invalid' });
    expect(r.kind === 'invalid' && r.error).toMatch(/Unknown command `fixit`.*Usage/);
    expect(parseCommand('/agent', all)).toMatchObject({ kind: 'invalid', error: expect.stringMatching(/Missing command/) });
  });

  it('takes the rest of the comment as extra instructions', () => {
    const r = parseCommand('/agent fix\nThe crash is in parser.ts.\n\nKeep the API stable.', all);
    expect(r).toEqual({ kind: 'fix', extraInstructions: 'The crash is in parser.ts.\n\nKeep the API stable.', overrides: {}, notes: [] });
    expect(parseCommand('/agent fix the typo in README\nthanks', all)).toMatchObject({ extraInstructions: 'the typo in README\nthanks' });
  });

  it('parses overrides on the first line and on key=value lines right after it', () => {
    const r = parseCommand(
      '/agent fix model=gpt-4.1-mini max-cost-usd=0.5\nmax-model-calls=12 edit-interface=search-replace\nDo it.\nx=1 stays text',
      all,
    );
    expect(r).toEqual({
      kind: 'fix',
      extraInstructions: 'Do it.\nx=1 stays text',
      overrides: { model: 'gpt-4.1-mini', maxCostUsd: 0.5, maxModelCalls: 12, editInterface: 'search_replace' },
      notes: [],
    });
  });

  it('caps budgets at the workflow values and says so', () => {
    const r = parseCommand('/agent fix max-cost-usd=10 max-model-calls=1000', all);
    expect(r).toMatchObject({ kind: 'fix', overrides: { maxCostUsd: 2, maxModelCalls: 40 } });
    expect(r.kind === 'fix' && r.notes).toHaveLength(2);
  });

  it.each([
    ['/agent fix colour=red', /Unknown override `colour`/],
    ['/agent fix model=gpt;rm', /model id/],
    ['/agent fix model=$(id)', /model id/],
    ['/agent fix max-cost-usd=0', /positive number/],
    ['/agent fix max-cost-usd=-1', /positive number/],
    ['/agent fix max-cost-usd=1e9', /positive number/],
    ['/agent fix max-model-calls=2.5', /whole number/],
    ['/agent fix edit-interface=magic', /must be one of `verified-selection`/],
    ['/agent fix model=a model=b', /twice/],
    ['/agent fix model=', /needs a value/],
  ])('rejects %s', (body, error) => {
    const r = parseCommand(body, all);
    expect(r.kind).toBe('invalid');
    expect(r.kind === 'invalid' && r.error).toMatch(error);
  });

  it('accepts only allow-listed keys and allowed models', () => {
    const opts: CommandOptions = { allowedOverrides: ['max-cost-usd'], caps: { maxCostUsd: 1, maxModelCalls: 5, allowedModels: ['m1'] } };
    expect(parseCommand('/agent fix max-cost-usd=0.2', opts)).toMatchObject({ kind: 'fix', overrides: { maxCostUsd: 0.2 } });
    expect(parseCommand('/agent fix model=m1', opts)).toMatchObject({
      kind: 'invalid',
      error: expect.stringMatching(/not enabled.*`max-cost-usd`/),
    });
    expect(parseCommand('/agent fix model=m2', { ...opts, allowedOverrides: ['model'] })).toMatchObject({
      kind: 'invalid',
      error: expect.stringMatching(/not allowed.*`m1`/),
    });
    expect(parseCommand('/agent fix max-cost-usd=1', { caps: opts.caps })).toMatchObject({
      kind: 'invalid',
      error: expect.stringMatching(/Allowed here: none/),
    });
  });

  it('never raises a budget above its cap, whatever the value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e6, noNaN: true }), fc.integer({ min: 1, max: 1e6 }), (cost, calls) => {
        const r = parseCommand(`/agent fix max-cost-usd=${cost.toFixed(3)} max-model-calls=${calls}`, all);
        if (r.kind !== 'fix') return cost.toFixed(3) === '0.000';
        return (r.overrides.maxCostUsd ?? 0) <= 2 && (r.overrides.maxModelCalls ?? 0) <= 40 && (r.overrides.maxCostUsd ?? 0) > 0;
      }),
      { numRuns: 200 },
    );
  });
});

describe('instruction lines that look like assignments', () => {
  it('a line like FOO=1 after the command stays an instruction', async () => {
    const { parseCommand } = await import('../../src/github/command.js');
    const cmd = parseCommand('/agent fix\nFOO=1 BAR=2\nset these env vars', {
      allowedOverrides: ['model'],
      caps: { maxCostUsd: 1, maxModelCalls: 5 },
    });
    expect(cmd.kind).toBe('fix');
    expect(cmd.kind === 'fix' && cmd.extraInstructions).toBe('FOO=1 BAR=2\nset these env vars');
  });
});
