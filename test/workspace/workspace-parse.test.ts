// C1-C3 through the workspace: reject / warn / off, and the one-line boundary hint (C2).
import { afterEach, describe, expect, it } from 'vitest';
import { Workspace } from '../../src/workspace/workspace.js';
import { vsEdit, applyCall } from './calls.js';
import { makeTree, removeTree, textOf, treeHash } from './tree.js';

let root = '';
afterEach(() => removeTree(root));

const PY = ['import math', '', 'result = compute(', '    alpha,', '    beta,', ')', 'print(result)', ''].join('\n');
const TS = [
  'export function total(items: { price: number }[]): number {',
  '  let sum = 0;',
  '  for (const item of items) {',
  '    sum += item.price;',
  '  }',
  '  return sum;',
  '}',
  '',
  'export const zero = total([]);',
  '',
].join('\n');
const NEW_TOTAL = 'export function total(items: { price: number }[]): number {\n  return items.reduce((s, i) => s + i.price, 0);\n}';

describe('parse check (C1-C3)', () => {
  it('reject: refuses a call that breaks the syntax and writes nothing', async () => {
    root = makeTree({ 'calc.py': PY });
    const before = treeHash(root);
    const ws = new Workspace(root);
    // Lines 3-5 replaced, line 6 `)` left dangling: one line too short.
    const res = await applyCall(ws, { edits: [vsEdit(root, 'calc.py', 3, 5, 'result = compute(alpha, beta)')] });
    expect(res.ok).toBe(false);
    expect(res.refusals.map((r) => [r.index, r.code])).toEqual([[0, 'parse_error']]);
    expect(res.parse[0]?.errorsAfter).toBeGreaterThan(res.parse[0]?.errorsBefore ?? 0);
    expect(res.parse[0]?.suggestion).toMatch(
      /^would parse with end_line 6 \(edit 0: start_line 3, end_line 6, first_line ".*", last_line ".*"\)$/,
    );
    expect(res.text).toContain('end_line 6');
    expect(treeHash(root)).toBe(before);
  });

  it("C2 on TypeScript: after an alignment the hint gives the file's own numbering and the quotes", async () => {
    root = makeTree({ 'total.ts': TS });
    const ws = new Workspace(root);
    // Stated 2 lines low (3-8 for 1-6): aligned by -2, and end_line one short of the closing brace.
    const res = await applyCall(ws, { edits: [vsEdit(root, 'total.ts', 1, 6, NEW_TOTAL, 2)] });
    expect(res.ok).toBe(false);
    expect(res.refusals[0]?.code).toBe('parse_error');
    expect(res.parse[0]?.suggestion).toMatch(/^would parse with end_line 7 \(edit 0: start_line 1, end_line 7, /);
    expect(textOf(root, 'total.ts')).toBe(TS);
    // The fixed call, with the span the hint gives, is accepted.
    const fixed = await applyCall(ws, { edits: [vsEdit(root, 'total.ts', 1, 7, NEW_TOTAL)] });
    expect(fixed.ok).toBe(true);
    expect(textOf(root, 'total.ts')).toBe(`${NEW_TOTAL}\n\nexport const zero = total([]);\n`);
  });

  it('warn: writes the file and reports the breakage', async () => {
    root = makeTree({ 'calc.py': PY });
    const res = await applyCall(new Workspace(root, { parseCheck: 'warn' }), {
      edits: [vsEdit(root, 'calc.py', 3, 5, 'result = compute(alpha, beta)')],
    });
    expect(res.ok).toBe(true);
    expect(res.refusals).toEqual([]);
    expect(res.parse[0]?.errorsAfter).toBeGreaterThan(res.parse[0]?.errorsBefore ?? 0);
    expect(textOf(root, 'calc.py')).toContain('result = compute(alpha, beta)\n)\n');
  });

  it('off: writes without parsing', async () => {
    root = makeTree({ 'calc.py': PY });
    const res = await applyCall(new Workspace(root, { parseCheck: 'off' }), {
      edits: [vsEdit(root, 'calc.py', 3, 5, 'result = compute(alpha, beta)')],
    });
    expect(res.ok).toBe(true);
    expect(res.parse).toEqual([]);
  });

  it('accepts edits that keep the error count, and files it cannot parse (C4)', async () => {
    root = makeTree({ 'calc.py': PY, 'notes.xyz': 'free text (\n' });
    const ws = new Workspace(root);
    const ok = await applyCall(ws, {
      edits: [vsEdit(root, 'calc.py', 3, 6, 'result = compute(alpha, beta)'), vsEdit(root, 'notes.xyz', 1, 1, 'still (free')],
    });
    expect(ok.ok).toBe(true);
    expect(ok.parse.find((p) => p.path === 'notes.xyz')?.language).toBeNull();
    expect(ok.parse.find((p) => p.path === 'calc.py')?.errorsAfter).toBe(0);
  });
});
