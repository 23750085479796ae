// A2/A4 guard: an alignment never lands on a look-alike line. Found by the interface benchmark:
// a miscount just beyond the window could align a one-line `}` edit onto another `}`.
import { describe, expect, it } from 'vitest';
import { placeSpan } from '../../src/edit/align.js';

const file = ['a()', '{', '  b()', '}', 'c()', '{', '  d()', '}', 'e()', 'f()', 'g()'];

describe('A2/A4: alignments that thin evidence cannot single out are ambiguous', () => {
  it('a one-line span quoting `}` that also fits just beyond the window is refused, listing both readings', () => {
    // Stated at line 6; `}` is at 4 (d=-2, inside the window) and at 8 (d=+2) -> plain A4 ambiguity.
    expect(placeSpan(file, 6, 6, '}', '}', 3).kind).toBe('ambiguous');
    // Stated at line 1; `}` at 4 (d=+3, inside) and at 8 (d=+7, beyond 2W=6): nothing rival -> aligned.
    const far = placeSpan(file, 1, 1, '}', '}', 3);
    expect(far.kind).toBe('moved');
    // Stated at line 11 (file has 11 lines): `}` at 8 (d=-3) and at 4 (d=-7) -> aligned to 8.
    expect(placeSpan(file, 11, 11, '}', '}', 3).kind).toBe('moved');
    // Stated at line 10: `}` at 8 (d=-2, inside) and at 4 (d=-6, just beyond): refused.
    const near = placeSpan(file, 10, 10, '}', '}', 3);
    expect(near.kind).toBe('ambiguous');
    if (near.kind === 'ambiguous') expect(near.candidates.map((c) => c.start).sort((a, b) => a - b)).toEqual([4, 8]);
  });

  it('a distinctive one-line quote is aligned even with repeated punctuation around it', () => {
    const placed = placeSpan(file, 5, 5, '  d()', '  d()', 3);
    expect(placed).toMatchObject({ kind: 'moved', candidate: { start: 7, end: 7, startShift: 2 } });
  });

  it('when one quote already matches where it was stated, moving both boundaries is not trusted', () => {
    const lines = ['x()', '}', 'y()', '}', 'z()'];
    // Stated 2-3 quoting `}` .. `z()`: first matches at 2 as stated, both fit at d=+2 (4-5).
    const placed = placeSpan(lines, 2, 3, '}', 'z()', 3);
    expect(placed.kind).toBe('ambiguous');
  });
});

describe('A6: a blank quote that holds where stated is a second reading too', () => {
  it('a strong first quote and a blank last quote that is blank where stated and where aligned: refused with both readings', () => {
    const lines = ['x = 1', '', 'def load(path):', '    return open(path).read()', '', 'y = 2', ''];
    const placed = placeSpan(lines, 5, 7, 'def load(path):', '', 3);
    expect(placed.kind).toBe('ambiguous');
    if (placed.kind === 'ambiguous')
      expect(placed.candidates.map((c) => [c.start, c.end, c.kind])).toEqual([
        [3, 5, 'aligned'],
        [3, 7, 'held'],
      ]);
  });

  it('a blank quote where stated that is not blank still aligns (B3: the blank quote moved with the strong one)', () => {
    const lines = ['x = 1', '', 'def load(path):', '    return open(path).read()', '', 'y = 2', 'z = 3'];
    expect(placeSpan(lines, 5, 7, 'def load(path):', '', 3)).toMatchObject({ kind: 'moved', candidate: { start: 3, end: 5 } });
  });
});
