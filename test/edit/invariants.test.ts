// The invariants of docs/verified-selection.md §11 on cases a scenario folder cannot express:
// a run memory that no longer holds the bytes of the named revision, and the patch interface's
// re-indentation on a file that mixes tabs and spaces.
import { describe, expect, it } from 'vitest';
import { planCall } from '../../src/edit/plan.js';
import type { LineageStep, RunMemory } from '../../src/edit/types.js';
import { file, snap, textAfter } from './interfaces/helpers.js';

const opts = { alignWindow: 3 };

describe('I5: the bytes of the named revision are no longer held', () => {
  const before = 'a = 1\nb = 2\nc = 3\nd = 4\ne = 5\n';
  const after = 'a = 1\nB = 20\nc = 3\nd = 4\ne = 5\n';
  const old = file('f.py', before);
  const now = file('f.py', after);
  // The run's own edit changed line 2; the memory kept the step but not the bytes of the first revision.
  const step: LineageStep = { from: old.revision, to: now.revision, edits: [{ start: 2, end: 2, newCount: 1 }] };
  const forgetful: RunMemory = { stepsOf: () => [step], textOf: () => undefined, seen: () => [now.revision] };
  const call = (start: number, end: number, first: string, last: string) => ({
    edits: [
      { path: 'f.py', revision: old.revision, start_line: start, end_line: end, first_line: first, last_line: last, new_text: 'D = 40' },
    ],
  });

  it('is stale_revision even when the quotes would hold as stated', () => {
    const p = planCall('verified_selection', call(4, 4, 'd = 4', 'd = 4'), snap([now]), opts, forgetful);
    expect(p.refusals.map((r) => r.code)).toEqual(['stale_revision']);
  });

  it('is stale_revision, never aligned in the current file', () => {
    const p = planCall('verified_selection', call(3, 3, 'd = 4', 'd = 4'), snap([now]), opts, forgetful);
    expect(p.refusals.map((r) => r.code)).toEqual(['stale_revision']);
  });

  it('is carried when the bytes are held (control)', () => {
    const holding: RunMemory = { ...forgetful, textOf: (_p, rev) => (rev === old.revision ? before : undefined) };
    const p = planCall('verified_selection', call(4, 4, 'd = 4', 'd = 4'), snap([now]), opts, holding);
    expect(textAfter(p, 'f.py')).toBe(after.replace('d = 4', 'D = 40'));
  });
});

describe('I3: patch re-indentation is a bijection on the file indentation', () => {
  const P = (...body: string[]): string => ['*** Begin Patch', ...body, '*** End Patch'].join('\n');
  // GNU style: a tab is one level of 8 columns, 4 spaces half a level: `\t    ` is 12 columns.
  const SH = 'main() {\n\tcat <<-EOF\n\t    run --quick\n\tEOF\n}\nmain\n';

  it('refuses when the model wrote each tab as 4 spaces on a file that mixes tabs and spaces', () => {
    const f = file('run.sh', SH);
    const patch = P(
      '*** Update File: run.sh',
      '@@',
      '     cat <<-EOF',
      '-        run --quick',
      '+        run --quick --verbose',
      '     EOF',
    );
    const p = planCall('patch', { patch, revisions: { 'run.sh': f.revision } }, snap([f]), opts);
    expect(p.ok, textAfter(p, 'run.sh') ?? '').toBe(false);
    expect(p.refusals.map((r) => r.code)).toEqual(['no_match']);
  });

  it('re-indents on a file indented with tabs only (control)', () => {
    const text = 'main() {\n\tif true; then\n\t\trun --quick\n\tfi\n}\n';
    const f = file('run.sh', text);
    const patch = P(
      '*** Update File: run.sh',
      '@@',
      '     if true; then',
      '-        run --quick',
      '+        run --quick --verbose',
      '     fi',
    );
    const p = planCall('patch', { patch, revisions: { 'run.sh': f.revision } }, snap([f]), opts);
    expect(textAfter(p, 'run.sh')).toBe(text.replace('run --quick', 'run --quick --verbose'));
  });
});
