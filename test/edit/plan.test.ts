// normalizeCall / planCall, and engine edges that scenario folders cannot express.
import { describe, expect, it } from 'vitest';
import { normalizeCall } from '../../src/edit/call.js';
import { EXPECTED_SHAPES } from '../../src/edit/messages.js';
import { planCall } from '../../src/edit/plan.js';
import { afterOf, revOf, snap } from './helpers.js';

const opts = { alignWindow: 3 };

describe('planCall', () => {
  it('a call that does not fit the schema is one malformed refusal naming the field and the shape', () => {
    const s = snap({ 'a.py': 'x\n' });
    const plan = planCall('verified_selection', { edits: [{ path: 'a.py', start_line: 'one' }] }, s, opts);
    expect(plan.ok).toBe(false);
    expect(plan.refusals).toHaveLength(1);
    expect(plan.refusals[0]).toMatchObject({ index: -1, code: 'malformed' });
    expect(plan.refusals[0]?.message).toContain('edits.0.start_line');
    expect(plan.refusals[0]?.next).toContain(EXPECTED_SHAPES.verified_selection);
    expect(planCall('verified_selection', { edits: [] }, s, opts).refusals[0]?.message).toContain('edits');
    expect(planCall('line_range', 'nonsense', s, opts).refusals[0]?.next).toContain(EXPECTED_SHAPES.line_range);
  });

  it('dispatches each interface to its planner', () => {
    const s = snap({ 'a.py': 'x = 1\ny = 2\n' });
    const sr = planCall(
      'search_replace',
      { edits: [{ path: 'a.py', revision: revOf(s, 'a.py'), old_text: 'y = 2', new_text: 'y = 3' }] },
      s,
      opts,
    );
    expect(afterOf(sr, 'a.py')).toBe('x = 1\ny = 3\n');
    const lr = planCall(
      'line_range',
      { edits: [{ path: 'a.py', revision: revOf(s, 'a.py'), start_line: 1, end_line: 1, new_text: 'x = 0' }] },
      s,
      opts,
    );
    expect(afterOf(lr, 'a.py')).toBe('x = 0\ny = 2\n');
    const vs = planCall(
      'verified_selection',
      {
        edits: [
          {
            path: 'a.py',
            revision: revOf(s, 'a.py'),
            start_line: 2,
            end_line: 2,
            first_line: 'y = 2',
            last_line: 'y = 2',
            new_text: 'y = 9',
          },
        ],
      },
      s,
      opts,
    );
    expect(afterOf(vs, 'a.py')).toBe('x = 1\ny = 9\n');
  });

  it('E5: a path absent from the snapshot map is unknown: not_found for edits, creatable', () => {
    const s = snap({ 'a.py': 'x\n' });
    const edit = planCall(
      'verified_selection',
      { edits: [{ path: 'zz.py', revision: 'r', start_line: 1, end_line: 1, first_line: 'x', last_line: 'x', new_text: '' }] },
      s,
      opts,
    );
    expect(edit.refusals.map((r) => r.code)).toEqual(['not_found']);
    const create = planCall('verified_selection', { edits: [{ path: 'zz.py', create: true, new_text: 'y' }] }, s, opts);
    expect(afterOf(create, 'zz.py')).toBe('y\n');
  });

  it('A1: a non-finite or negative window falls back to the default of 3', () => {
    const text = 'a\nb\nc\nd\ne\nf\n';
    const s = snap({ 'a.py': text });
    const call = {
      edits: [{ path: 'a.py', revision: revOf(s, 'a.py'), start_line: 1, end_line: 1, first_line: 'd', last_line: 'd', new_text: 'D' }],
    };
    expect(afterOf(planCall('verified_selection', call, s, { alignWindow: Number.NaN }), 'a.py')).toBe('a\nb\nc\nD\ne\nf\n');
    expect(planCall('verified_selection', call, s, { alignWindow: 0 }).refusals[0]?.code).toBe('boundary_mismatch');
  });

  it('E6/F3: a reference into a refused edit waits for it and adds no refusal of its own', () => {
    const s = snap({ 'a.py': 'one\ntwo\nthree\n', 'b.py': 'x\n' });
    const plan = planCall(
      'verified_selection',
      {
        edits: [
          { path: 'a.py', revision: revOf(s, 'a.py'), start_line: 1, end_line: 2, first_line: 'one', last_line: 'TWO', new_text: '' },
          {
            path: 'b.py',
            revision: revOf(s, 'b.py'),
            start_line: 1,
            end_line: 1,
            first_line: 'x',
            last_line: 'x',
            new_text: 'x\n@@refa.py:1-2@@',
          },
        ],
      },
      s,
      opts,
    );
    expect(plan.refusals.map((r) => [r.index, r.code])).toEqual([[0, 'boundary_mismatch']]);
  });

  it('F3/A3: a reference touching a boundary that moved alone is refused (never guessed); one into the crossed blanks is refused', () => {
    const s = snap({ 'a.py': '\ndef f():\n  return 1\n\n' });
    const call = (ref: string) => ({
      edits: [
        {
          path: 'a.py',
          revision: revOf(s, 'a.py'),
          start_line: 1,
          end_line: 3,
          first_line: 'def f():',
          last_line: '  return 1',
          new_text: `${ref}\n# end`,
        },
      ],
    });
    const touching = planCall('verified_selection', call('@@ref1-3@@'), s, opts);
    expect(touching.refusals.map((r) => r.code)).toEqual(['bad_reference']);
    expect(touching.refusals[0]?.message).toContain('touches a boundary of a.py that moved across blank lines (the span is lines 2-3)');
    // Stated in the span's own numbering, the same copy is accepted.
    const ok = planCall('verified_selection', call('@@ref2-3@@'), s, opts);
    expect(ok.notes.map((n) => n.text)).toContain('start_line moved from 1 to 2 across blank lines: lines 2-3 as quoted');
    expect(afterOf(ok, 'a.py')).toBe('\ndef f():\n  return 1\n# end\n\n');
    const s2 = snap({ 'a.py': '\n\nx()\ny()\n' });
    const bad = planCall(
      'verified_selection',
      {
        edits: [
          {
            path: 'a.py',
            revision: revOf(s2, 'a.py'),
            start_line: 1,
            end_line: 4,
            first_line: 'x()',
            last_line: 'y()',
            new_text: '@@ref2-4@@',
          },
        ],
      },
      s2,
      opts,
    );
    expect(bad.refusals.map((r) => r.code)).toEqual(['bad_reference']);
    expect(bad.refusals[0]?.message).toContain('outside the aligned span of a.py (lines 3-4)');
  });
});

describe('normalizeCall: the paths of a call', () => {
  const pathsOf = (iface: Parameters<typeof normalizeCall>[0], args: unknown) => {
    const n = normalizeCall(iface, args);
    return n.ok ? n.call.paths : n.refusal.code;
  };

  it('lists edit paths and @@refPATH paths once each, with the first edit naming each', () => {
    const args = {
      edits: [
        { path: 'a.py', new_text: 'x\n  @@refb.py:1-3@@ \n@@ref4@@' },
        { path: 'c.py', create: true, new_text: '@@refa.py:2@@\n@@refd/e.py:1@@' },
        { path: 'a.py' },
      ],
    };
    expect(pathsOf('verified_selection', args)).toEqual([
      { path: 'a.py', index: 0 },
      { path: 'b.py', index: -1 },
      { path: 'c.py', index: 1 },
      { path: 'd/e.py', index: -1 },
    ]);
    expect(pathsOf('search_replace', { edits: [{ path: 'q.py', new_text: '@@refz.py:1@@' }] })).toEqual([{ path: 'q.py', index: 0 }]);
  });

  it('refuses garbage as malformed before any path is looked at, and reads patch file headers', () => {
    expect(pathsOf('verified_selection', null)).toBe('malformed');
    expect(pathsOf('verified_selection', { edits: 'no' })).toBe('malformed');
    expect(pathsOf('verified_selection', { edits: [7, { path: 3 }] })).toBe('malformed');
    const patch = '*** Begin Patch\n*** Update File: src/a.py\n@@\n-x\n+y\n*** Add File: src/b.py\n+z\n*** End Patch';
    expect(pathsOf('patch', { patch })).toEqual([
      { path: 'src/a.py', index: -1 },
      { path: 'src/b.py', index: -1 },
    ]);
  });

  it('splits new_text into lines once (E4) and parses each reference line (F1/F2)', () => {
    const n = normalizeCall('verified_selection', { edits: [{ path: 'a.py', new_text: 'x\r\n@@refb.py:2-3@@\n@@ref9-@@\n' }] });
    expect(n.ok && n.call.iface === 'verified_selection' && n.call.edits[0]?.newLines).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'ref', path: 'b.py', a: 2, b: 3, raw: '@@refb.py:2-3@@' },
      { kind: 'bad', raw: '@@ref9-@@' },
    ]);
  });
});
