// W3 (bounded work) and the defects found by differential fuzzing of `agent-fix apply` (issue #11):
// huge new_text and @@ref expansions, shapes that must be refused, and answers that stay small.
import { describe, expect, it } from 'vitest';
import { normalizeCall } from '../../src/edit/call.js';
import { renderAnswer } from '../../src/edit/answer.js';
import { planCall } from '../../src/edit/plan.js';
import { afterOf, revOf, snap } from './helpers.js';

const opts = { alignWindow: 3 };

describe('W3: bounded work', () => {
  it('applies a new_text of 130,000 lines without overflowing the stack', () => {
    const s = snap({ 'a.txt': 'a\nb\nc\n' });
    const big = Array.from({ length: 130_000 }, (_, i) => `x${i}`).join('\n');
    const plan = planCall(
      'verified_selection',
      {
        edits: [{ path: 'a.txt', revision: revOf(s, 'a.txt'), start_line: 2, end_line: 2, first_line: 'b', last_line: 'b', new_text: big }],
      },
      s,
      { ...opts, maxFileBytes: 10 * 1024 * 1024 },
    );
    expect(plan.ok, plan.refusals[0]?.message).toBe(true);
    const after = afterOf(plan, 'a.txt') ?? '';
    expect(after.startsWith('a\nx0\nx1\n')).toBe(true);
    expect(after.endsWith('x129999\nc\n')).toBe(true);
  });

  it('stops copying @@ref lines at the file size limit, before memory grows with them (not_text)', () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `line ${i} of a long file`);
    const s = snap({ 'a.txt': `${lines.join('\n')}\n` });
    const refs = Array.from({ length: 5_000 }, () => '@@ref1-20000@@').join('\n');
    const plan = planCall(
      'verified_selection',
      {
        edits: [
          {
            path: 'a.txt',
            revision: revOf(s, 'a.txt'),
            start_line: 1,
            end_line: 20_000,
            first_line: lines[0],
            last_line: lines[19_999],
            new_text: refs,
          },
        ],
      },
      s,
      { ...opts, maxFileBytes: 1024 * 1024 },
    );
    expect(plan.refusals.map((r) => r.code)).toEqual(['not_text']);
    expect(plan.refusals[0]?.message).toContain('would be larger than the 1048576-byte file limit');
  });

  it('lists at most 20 of 10,000 refusals and counts the rest by code: the answer stays small', () => {
    const s = snap({ 'a.txt': 'a\n' });
    const edits = Array.from({ length: 10_000 }, () => ({ path: 'a.txt', revision: revOf(s, 'a.txt'), start_line: 1, end_line: 1 }));
    const plan = planCall('verified_selection', { edits }, s, opts);
    expect(plan.refusals).toHaveLength(10_000);
    const text = renderAnswer({ plan, parse: [], files: [], written: false, parseMode: 'reject' });
    expect(text).toContain('Nothing was written. 10000 refusals:');
    expect(text).toContain('... and 9980 more refusals not shown (malformed ×9980)');
    expect(text.length).toBeLessThan(10_000);
  });
});

describe('E6 and W2: shapes that never reach the engine', () => {
  it('refuses {"edits": [null]} as one malformed call', () => {
    const n = normalizeCall('verified_selection', { edits: [null] });
    expect(n.ok).toBe(false);
    if (!n.ok) expect(n.refusal.code).toBe('malformed');
  });

  it('refuses text with a lone surrogate in any field, naming it, instead of writing U+FFFD', () => {
    for (const iface of ['verified_selection', 'search_replace', 'patch'] as const) {
      const args =
        iface === 'patch'
          ? { patch: '*** Begin Patch\n*** Add File: a.txt\n+\udc00\n*** End Patch' }
          : { edits: [{ path: 'a.txt', create: true, new_text: 'ok \ud83d' }] };
      const n = normalizeCall(iface, args);
      expect(n.ok, iface).toBe(false);
      if (!n.ok) expect(n.refusal.message).toMatch(/(patch|edits\.0\.new_text) contains a lone UTF-16 surrogate/);
    }
    // A proper pair (an emoji) is fine.
    expect(normalizeCall('verified_selection', { edits: [{ path: 'a.txt', create: true, new_text: 'ok \ud83d\ude00' }] }).ok).toBe(true);
  });
});
