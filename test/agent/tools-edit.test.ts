// The edit and write_file tools through the real ToolSet: one schema table on the wire, one check
// of the arguments, and a malformed call answered with the shape of the interface in use.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EditMetrics } from '../../src/agent/metrics.js';
import { CALL_SCHEMAS, EXPECTED_SHAPES, EditInterface } from '../../src/edit/index.js';
import { ToolSet } from '../../src/agent/tools/index.js';
import { toWireSchema } from '../../src/agent/tools/strict-schema.js';
import type { ToolContext } from '../../src/agent/tools/tool.js';
import { Workspace } from '../../src/workspace/workspace.js';
import { makeTree, treeHash } from '../workspace/tree.js';

function ctx(root: string, iface: EditInterface): ToolContext {
  return { workspace: new Workspace(root, { editInterface: iface }), root, checkTimeoutMs: 2000 };
}

describe('edit tool', () => {
  it.each(EditInterface.options)('%s: the wire schema is derived from the one schema table', (iface) => {
    const wire = new ToolSet(iface, false).wire.find((t) => t.function.name === 'edit');
    expect(wire?.function.parameters).toEqual(toWireSchema(CALL_SCHEMAS[iface]).schema);
  });

  it.each(EditInterface.options)(
    '%s: a malformed call is answered with the expected shape of that interface; nothing is written',
    async (iface) => {
      const root = makeTree({ 'a.py': 'x = 1\n' });
      const before = treeHash(root);
      const out = await new ToolSet(iface, false).dispatch('edit', JSON.stringify({ edits: 'not a list', patch: 7 }), ctx(root, iface));
      expect(out.outcome).toBe('refused');
      expect(out.code).toBe('malformed');
      expect(out.text).toContain('Nothing was written.');
      expect(out.text).toContain('do not match its schema');
      expect(out.text).toContain(EXPECTED_SHAPES[iface]);
      for (const other of EditInterface.options) if (other !== iface) expect(out.text).not.toContain(EXPECTED_SHAPES[other]);
      // It never reached the engine: no edit record, so the metrics count one refused attempt.
      expect(out.edit).toBeUndefined();
      expect(treeHash(root)).toBe(before);
    },
  );

  it('a patch that does not parse is refused by the same single check, with its line', async () => {
    const root = makeTree({ 'a.py': 'x = 1\n' });
    const patch = '*** Begin Patch\n*** Update File: a.py\nnonsense\n*** End Patch';
    const out = await new ToolSet('patch', false).dispatch('edit', JSON.stringify({ patch }), ctx(root, 'patch'));
    expect(out.code).toBe('malformed');
    expect(out.text).toContain('Malformed patch at line 3');
  });

  it('a well-formed call reaches the workspace typed, and wire nulls count as absent', async () => {
    const root = makeTree({ 'a.py': 'x = 1\n' });
    const c = ctx(root, 'verified_selection');
    const read = await new ToolSet('verified_selection', false).dispatch('read_file', JSON.stringify({ path: 'a.py' }), c);
    const revision = /revision ([0-9a-f]{12})/.exec(read.text)?.[1];
    const edit = {
      path: 'a.py',
      revision,
      start_line: 1,
      end_line: 1,
      first_line: 'x = 1',
      last_line: 'x = 1',
      new_text: 'x = 2',
      create: null,
    };
    const out = await new ToolSet('verified_selection', false).dispatch('edit', JSON.stringify({ edits: [edit] }), c);
    expect(out.outcome, out.text).toBe('accepted');
    expect(out.edit).toMatchObject({ edits: [{ index: 0, path: 'a.py', line: 1, outcome: 'accepted' }], paths: ['a.py'] });
  });
});

describe('write_file tool', () => {
  it('refuses malformed arguments as data, and writes nothing', async () => {
    const root = makeTree({});
    const before = treeHash(root);
    const out = await new ToolSet('verified_selection', false).dispatch(
      'write_file',
      JSON.stringify({ path: 'x.txt' }),
      ctx(root, 'verified_selection'),
    );
    expect(out.outcome).toBe('refused');
    expect(out.code).toBe('malformed');
    expect(out.text).toContain('content');
    expect(treeHash(root)).toBe(before);
  });
});

describe('edit tool: repairs counted for the run report (R-outside, B4, B5)', () => {
  it('counts an edit carried through an outside change and one whose quote slipped, and the metrics sum them', async () => {
    const text = 'def f(x):\n    y = x\n    return y\n\n\ndef g():\n    return 2\n';
    const root = makeTree({ 'a.py': text });
    const c = ctx(root, 'verified_selection');
    const tools = new ToolSet('verified_selection', false);
    const read = await tools.dispatch('read_file', JSON.stringify({ path: 'a.py' }), c);
    const rev = /revision ([0-9a-f]{12})/.exec(read.text)?.[1] ?? '';
    writeFileSync(join(root, 'a.py'), `# someone else\n${text}`);
    const carried = await tools.dispatch(
      'edit',
      JSON.stringify({
        edits: [
          {
            path: 'a.py',
            revision: rev,
            start_line: 7,
            end_line: 7,
            first_line: '    return 2',
            last_line: '    return 2',
            new_text: '    return 3',
          },
        ],
      }),
      c,
    );
    expect(carried.outcome, carried.text).toBe('accepted');
    expect(carried.edit).toMatchObject({ outsideCarried: 1, quoteWhitespace: 0, reindented: 0 });
    const now = /revision ([0-9a-f]{12})/.exec(carried.text)?.[1] ?? '';
    const slipped = await tools.dispatch(
      'edit',
      JSON.stringify({
        edits: [
          {
            path: 'a.py',
            revision: now,
            // One quote slipped, the other exact: B4's slip of one quoted line, not a whole-call shift (I3).
            start_line: 3,
            end_line: 4,
            first_line: '  y = x',
            last_line: '    return y',
            new_text: '    y = x + 1\n    return y',
          },
        ],
      }),
      c,
    );
    expect(slipped.outcome, slipped.text).toBe('accepted');
    expect(slipped.text).toContain(
      'first_line taken as line 3, which differs from it only in indentation (file has 4 spaces, quote has 2 spaces)',
    );
    expect(slipped.edit).toMatchObject({ outsideCarried: 0, quoteWhitespace: 1, reindented: 0 });
    const m = new EditMetrics();
    m.observe('edit', carried);
    m.observe('edit', slipped);
    const rows = [carried, slipped].flatMap((o) => (o.edit?.edits ?? []).map((e) => ({ ...e, call: 1 })));
    expect(m.snapshot(rows)).toMatchObject({ accepted: 2, outsideChangesCarried: 1, quoteWhitespaceAccepted: 1, reindented: 0 });
  });

  it('W3: refuses arguments over the call size limit before parsing them', async () => {
    const root = makeTree({ 'a.py': 'x = 1\n' });
    const c: ToolContext = { workspace: new Workspace(root, { maxFileBytes: 1024 }), root, checkTimeoutMs: 2000 };
    const raw = JSON.stringify({ edits: [{ path: 'a.py', create: true, new_text: 'x'.repeat(80 * 1024) }] });
    const out = await new ToolSet('verified_selection', false).dispatch('edit', raw, c);
    expect(out.outcome).toBe('refused');
    expect(out.code).toBe('malformed');
    expect(out.text).toContain('over the 68.0 KiB limit for one call; nothing of it was read');
  });
});
