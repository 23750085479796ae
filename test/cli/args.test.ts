// The argv parser: forms it accepts, the one-sentence errors it gives, the values it reads through
// each setting's declared schema, "did you mean" for a misspelt flag, old spellings with a note.
import { describe, expect, it } from 'vitest';
import { parseFlags } from '../../src/cli/args.js';

const err = (argv: string[], command: 'run' | 'read' | 'apply' | 'eval' = 'run', max = 0): string => {
  const r = parseFlags(command, argv, max, {});
  return r.ok ? 'ok' : r.error;
};

describe('parseFlags', () => {
  it('accepts --flag value, --flag=value, bare switches and -- before positionals; the rest take their defaults', () => {
    const r = parseFlags('read', ['x', '--start', '3', '--end=9', '--json', '--', '--workspace'], 2, {});
    expect(r.ok && { values: r.values, given: [...r.given], positionals: r.positionals }).toEqual({
      values: { workspace: '', start: 3, end: 9, json: true },
      given: ['start', 'end', 'json'],
      positionals: ['x', '--workspace'],
    });
    const run = parseFlags('run', ['--max-cost-usd', 'none', '--allow-workflow-edits=false'], 0, {});
    expect(
      run.ok && [run.values['max-cost-usd'], run.values['allow-workflow-edits'], run.values['max-model-calls'], run.values.model],
    ).toEqual([null, false, 40, 'gpt-5-mini']);
  });

  it('names the problem, with the value it got', () => {
    expect(err(['--max-model-calls'])).toBe('--max-model-calls needs a value (N)');
    expect(err(['--max-model-calls', '0'])).toBe('--max-model-calls: must be a positive whole number up to 1000, got "0"');
    expect(err(['--max-cost-usd', 'lots'])).toBe('--max-cost-usd: must be a positive number up to 1000 (or none), got "lots"');
    expect(err(['--parse-check', 'maybe'])).toBe('--parse-check: must be one of reject, warn, off, got "maybe"');
    expect(err(['--model', 'a', '--model', 'b'])).toBe('--model is given twice');
    expect(err(['-v'])).toBe('unknown option -v');
    expect(err(['a'])).toBe('unexpected argument a');
    expect(err(['--start', '0'], 'read', 1)).toBe('--start: must be a line number (from 1), got "0"');
  });

  it('suggests the flag a typo meant, and says where a flag of another command or of the action belongs', () => {
    expect(err(['--max-cots-usd', '1'])).toBe('unknown option --max-cots-usd (did you mean --max-cost-usd?)');
    expect(err(['--edit-interfaces', 'patch'])).toBe('unknown option --edit-interfaces (did you mean --edit-interface?)');
    expect(err(['--verbose'])).toBe('unknown option --verbose (see agent-fix help run)');
    expect(err(['--max-cost-usd', '1'], 'apply')).toBe(
      'unknown option --max-cost-usd: agent-fix apply does not take it (a flag of agent-fix run, agent-fix eval)',
    );
    expect(err(['--draft'])).toBe('unknown option --draft: agent-fix run does not take it (an input of the action only)');
    expect(err(['--api-key', 'k'])).toBe(
      'unknown option --api-key: api-key is read from the environment (AGENT_FIX_API_KEY or OPENAI_API_KEY), never from the command line',
    );
  });

  it('accepts an old spelling with a deprecation note, and not beside its new one', () => {
    const r = parseFlags('run', ['--max-cost', '1', '--interface', 'patch'], 0, {});
    expect(r.ok && [r.values['max-cost-usd'], r.values['edit-interface']]).toEqual([1, 'patch']);
    expect(r.ok && r.notes).toEqual([
      '--max-cost is deprecated and will be removed in 0.3.0: use --max-cost-usd (same meaning)',
      '--interface is deprecated and will be removed in 0.3.0: use --edit-interface (same meaning)',
    ]);
    expect(err(['--max-cost', '1', '--max-cost-usd', '2'])).toBe('--max-cost-usd is given twice');
    const e = parseFlags(
      'eval',
      ['--out', 'o', '--max-cost-usd', '1', '--tasks', 'py-*', '--interfaces', 'patch', '--repeat', '2', '--concurrency', '3'],
      0,
      {},
    );
    expect(e.ok && [e.values['eval-tasks'], e.values['eval-interfaces'], e.values['eval-repeat'], e.values['eval-concurrency']]).toEqual([
      ['py-*'],
      ['patch'],
      2,
      3,
    ]);
  });

  it('reads environment-only settings and flag fallbacks from the environment, naming the variable when it is bad', () => {
    const r = parseFlags('run', [], 0, { OPENAI_API_KEY: 'k1', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(r.ok && [r.values['api-key'], r.values['base-url']]).toEqual(['k1', 'http://127.0.0.1:9/v1']);
    const both = parseFlags('run', [], 0, { AGENT_FIX_API_KEY: 'k2', OPENAI_API_KEY: 'k1' });
    expect(both.ok && both.values['api-key']).toBe('k2');
    const flag = parseFlags('run', ['--base-url', 'https://api.example.com/v1'], 0, { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(flag.ok && flag.values['base-url']).toBe('https://api.example.com/v1');
    expect(parseFlags('run', [], 0, { OPENAI_BASE_URL: 'not a url' })).toEqual({
      ok: false,
      error: 'OPENAI_BASE_URL (for --base-url): must be an http(s) URL, got "not a url"',
    });
  });

  it('a required flag is said with what it is for', () => {
    expect(err(['--out', 'o'], 'eval')).toMatch(/^--max-cost-usd is required \(USD\|none\): Most the run may spend/);
  });
});
