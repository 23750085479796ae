import { describe, expect, it } from 'vitest';
import { describeLineDiff, mostSimilarRegion, seekLines, whereIsIt } from '../../../src/edit/interfaces/similar.js';

describe('seekLines (Codex tiers)', () => {
  const lines = ['a', '  b  ', 'c', 'a', 'b'];
  it('tries each tier over the whole range before the next tier', () => {
    expect(seekLines(lines, ['a', 'b'], 0)).toEqual({ at: 3, tier: 0 });
    expect(seekLines(lines, ['a', '  b'], 0)).toEqual({ at: 0, tier: 1 });
    expect(seekLines(lines, ['b'], 0, { minTier: 2 })).toEqual({ at: 1, tier: 2 });
    expect(seekLines(lines, ['x'], 0)).toBeNull();
  });
  it('searches from the start position and anchors End of File', () => {
    expect(seekLines(lines, ['a'], 1)).toEqual({ at: 3, tier: 0 });
    expect(seekLines(lines, ['a'], 0, { eof: true })).toBeNull();
    expect(seekLines(lines, ['b'], 0, { eof: true })).toEqual({ at: 4, tier: 0 });
    expect(seekLines(lines, [], 2)).toEqual({ at: 2, tier: 0 });
    expect(seekLines(lines, ['a', 'b', 'c', 'd', 'e', 'f'], 0)).toBeNull();
  });
});

describe('hints', () => {
  it('describes the character-level difference', () => {
    expect(describeLineDiff('x = 1', 'x = 1   ', 4)).toBe('line 4: trailing whitespace differs');
    // The same describer verified selection's A5 uses: how the indentation differs, where a line starts to differ.
    expect(describeLineDiff('x = 1', '\tx = 1', 4)).toBe(
      'line 4 is `\tx = 1` (indentation differs: file has 1 tab, quote has no indentation)',
    );
    expect(describeLineDiff('x = 1', 'y = 2', 4)).toBe('line 4 is `y = 2` (differs from column 1: file has `y = 2`, quote has `x = 1`)');
    expect(describeLineDiff('x\u200B = 1', 'x = 1', 4)).toContain('the quote has an invisible zero-width space (U+200B) at column 2');
  });
  it('finds the most similar region', () => {
    const lines = [
      'import os',
      'def load(path):',
      '    return open(path).read()',
      'def save(path, data):',
      '    open(path, "w").write(data)',
    ];
    expect(mostSimilarRegion(lines, ['def save(path, text):', '    open(path, "w").write(text)'])?.at).toBe(3);
    expect(whereIsIt(lines, ['def lod(path):'], 0)).toBe(
      'The most similar text is at line 2; first difference at line 2 is `def load(path):` (differs from column 7: file has `ad(path):`, quote has `d(path):`).',
    );
  });
});
