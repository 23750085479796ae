import { WriteFileCall } from '../../edit/index.js';
import { outcomeOf } from './edit.js';
import { defineTool } from './tool.js';

export const writeFileTool = defineTool({
  name: 'write_file',
  description:
    'Write a whole file (creates it or replaces all of its content). Prefer edit for changes to existing files: whole-file writes are recorded as such in the report.',
  schema: WriteFileCall,
  async run(call, ctx) {
    return outcomeOf(await ctx.workspace.writeFile(call), false);
  },
});
