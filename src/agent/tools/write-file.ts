import { normalizeWriteFile, WriteFileCall } from '../../edit/index.js';
import { refusedResult } from '../../workspace/workspace.js';
import { outcomeOf } from './edit.js';
import { defineTool } from './tool.js';

export const writeFileTool = defineTool({
  name: 'write_file',
  description:
    'Write a whole file (creates it or replaces all of its content). Prefer edit for changes to existing files: whole-file writes are recorded as such in the report.',
  schema: WriteFileCall,
  check(args) {
    const n = normalizeWriteFile(args);
    if (n.ok) return { ok: true, value: n.call };
    const { text } = refusedResult([n.refusal]);
    return { ok: false, refusal: { text, outcome: 'refused', code: n.refusal.code, message: n.refusal.message, next: n.refusal.next } };
  },
  async run(call, ctx) {
    return outcomeOf(await ctx.workspace.writeFile(call), false);
  },
});
