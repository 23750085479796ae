import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { branchName, isValidBranchName, MAX_SLUG, slugify } from '../../src/github/branch-name.js';

function gitAccepts(name: string): boolean {
  try {
    execFileSync('git', ['check-ref-format', '--branch', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('branchName', () => {
  it('names issue and task branches', () => {
    expect(branchName('agent-fix/', { issueNumber: 12, title: 'Crash when the config file is empty!' })).toBe(
      'agent-fix/issue-12-crash-when-the-config-file-is-empty',
    );
    expect(branchName('agent-fix/', { title: 'Weekly: update deps' })).toBe('agent-fix/task-weekly-update-deps');
    expect(branchName('bot-', { issueNumber: 3, title: '???' })).toBe('bot-issue-3');
    expect(branchName('bot-', { title: '' })).toBe('bot-task-untitled');
  });

  it('folds accents and drops non-ASCII text', () => {
    expect(slugify('Café crème — ÜBER naïve 日本語 fix')).toBe('cafe-creme-uber-naive-fix');
  });

  it('keeps slugs short, preferring a word boundary', () => {
    const slug = slugify('Refactor the configuration loader so that environment variables override files');
    expect(slug).toBe('refactor-the-configuration-loader-so');
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG);
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(MAX_SLUG));
  });

  it('rejects prefixes that make invalid refs', () => {
    expect(() => branchName('bad prefix/', { title: 'x' })).toThrow(/valid git branch/);
    expect(() => branchName('.hidden/', { title: 'x' })).toThrow(/valid git branch/);
    expect(() => branchName('a..b/', { title: 'x' })).toThrow(/valid git branch/);
    expect(() => branchName('p/', { issueNumber: 0, title: 'x' })).toThrow(/issue number/);
  });

  it('always yields names git accepts, for any title', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 120 }),
        fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: undefined }),
        (title, issueNumber) => {
          const name = branchName('agent-fix/', issueNumber === undefined ? { title } : { issueNumber, title });
          return /^agent-fix\/(issue-\d+(-[a-z0-9-]+)?|task-[a-z0-9-]+)$/.test(name) && !name.endsWith('-') && gitAccepts(name);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('agrees with git check-ref-format on awkward names', () => {
    const names = [
      'a/b',
      'a//b',
      'a/.b',
      'a.lock',
      'a/b.lock/c',
      '-a',
      'a b',
      'a~b',
      'a^b',
      'a:b',
      'a?b',
      'a*b',
      'a[b',
      'a\\b',
      'a@{b',
      'a.',
      'a/',
      '/a',
      'x.y/z',
      'feature/ok-1',
      'a\u0001b',
    ];
    for (const name of names) expect([name, isValidBranchName(name)]).toEqual([name, gitAccepts(name)]);
  });
});
