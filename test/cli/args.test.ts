// The argv parser: forms it accepts and the one-sentence errors it gives.
import { describe, expect, it } from 'vitest';
import { parseArgv } from '../../src/cli/args.js';

const spec = {
  n: { type: 'int', min: 1 },
  mode: { type: 'string', choices: ['a', 'b'] },
  json: { type: 'boolean' },
  dir: { type: 'string' },
} as const;

describe('parseArgv', () => {
  it('accepts --flag value, --flag=value, booleans and -- before positionals', () => {
    expect(parseArgv(['x', '--n', '3', '--mode=b', '--json', '--', '--dir'], spec, 2)).toEqual({
      ok: true,
      flags: { n: 3, mode: 'b', json: true },
      positionals: ['x', '--dir'],
    });
  });

  it('names the problem', () => {
    const err = (argv: string[], max = 1) => {
      const r = parseArgv(argv, spec, max);
      return r.ok ? 'ok' : r.error;
    };
    expect(err(['--n'])).toBe('--n needs a value');
    expect(err(['--n', '0'])).toBe('--n must be at least 1, got 0');
    expect(err(['--n', '2.5'])).toBe('--n needs a whole number, got "2.5"');
    expect(err(['--mode', 'c'])).toBe('--mode must be one of a, b; got "c"');
    expect(err(['--json=1'])).toBe('--json takes no value');
    expect(err(['--dir', 'a', '--dir', 'b'])).toBe('--dir is given twice');
    expect(err(['-v'])).toBe('unknown option -v');
    expect(err(['--verbose'])).toBe('unknown option --verbose');
    expect(err(['a', 'b'])).toBe('unexpected argument b');
  });
});
