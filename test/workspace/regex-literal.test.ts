// requiredLiterals feeds search_text's whole-file prefilter: a literal it returns must be in every
// match, or search_text would miss hits. Checked on known cases and on random regexes and texts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiredLiterals } from '../../src/workspace/regex-literal.js';

const escape = (s: string): string => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

describe('requiredLiterals', () => {
  it.each([
    ['def parse_args', ['def parse_args']],
    ['def parse_args_[a-z]+\\(argv', ['def parse_args_']],
    ['\\w+Error', ['Error']],
    ['colou?r', ['colo']],
    ['ab*c', ['a']],
    ['foo|bar', ['foo', 'bar']],
    ['(foo|bar)baz', ['baz']],
    ['x{0,3}yz', ['yz']],
    ['xy{2}z', ['xy']],
    ['\\x41bc', ['bc']],
    ['\\u0041bc', ['bc']],
    ['\\cAbc', ['bc']],
    ['a\\.b\\(c', ['a.b(c']],
    ['^import .* from', ['import ']],
    ['(a+)+$', null],
    ['foo|.*', null],
    ['[abc]', null],
    ['\\k<n>', null],
  ] as const)('%s -> %j', (source, expected) => {
    expect(requiredLiterals(source)).toEqual(expected);
  });

  it('never returns a lone surrogate (it could not be searched for as UTF-8 bytes)', () => {
    expect(requiredLiterals('x\u{1F600}?')).toEqual(['x']);
    expect(requiredLiterals('\u{1F600}+')).toEqual(['\u{1F600}']);
  });

  it('on random regexes and texts: whenever the regex matches, the text holds one of its literals', () => {
    const atom = fc.constantFrom(
      'a',
      'b',
      'c',
      'ab',
      '.',
      '-',
      '\\.',
      '\\-',
      '[ab]',
      '[^a]',
      '\\d',
      '\\w',
      '\\s',
      '\\b',
      '(a|bc)',
      '(?:ab)',
      '(?=a)',
      '(?!b)',
      '(?<=a)',
      '\\x61',
      '\\u0062',
      '\\1',
      '^',
      '$',
      '{',
      '}',
      ']',
    );
    const quant = fc.constantFrom('', '', '', '?', '*', '+', '{2}', '{0,1}', '{1,}', '??', '+?');
    const alt = fc.array(fc.tuple(atom, quant), { minLength: 1, maxLength: 6 }).map((xs) => xs.map(([a, q]) => a + q).join(''));
    const source = fc.array(alt, { minLength: 1, maxLength: 3 }).map((xs) => xs.join('|'));
    const text = fc.array(fc.constantFrom('a', 'b', 'c', 'A', 'B', '.', '-', '1', ' '), { maxLength: 12 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(source, fc.array(text, { minLength: 1, maxLength: 5 }), fc.boolean(), (src, texts, ci) => {
        let re: RegExp;
        try {
          re = new RegExp(src, ci ? 'i' : '');
        } catch {
          return;
        }
        const lits = requiredLiterals(src);
        if (lits === null) return;
        const has = (t: string): boolean => lits.some((l) => new RegExp(escape(l), ci ? 'i' : '').test(t));
        for (const t of texts)
          if (re.test(t)) expect(has(t), `${src} matches ${JSON.stringify(t)} but lacks ${JSON.stringify(lits)}`).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
