import { z } from 'zod';
import { defineTool } from './tool.js';

export const readFileTool = defineTool({
  name: 'read_file',
  description: 'Read a file with numbered lines and its revision (needed by edit). Optionally a window of lines.',
  schema: z.object({
    path: z.string().describe('File path relative to the repository root'),
    start_line: z.number().int().optional().describe('First line to show (1-based)'),
    end_line: z.number().int().optional().describe('Last line to show (inclusive)'),
  }),
  async run(args, ctx) {
    const res = await ctx.workspace.read(args.path, args.start_line, args.end_line);
    if (res.ok) return { text: res.view.text, outcome: 'ok', path: args.path, revision: res.view.revision };
    return { text: res.text, outcome: 'refused', code: res.refusal.code, message: res.refusal.message, path: args.path };
  },
});
