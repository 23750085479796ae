import { z } from 'zod';
import { defineTool } from './tool.js';

const MAX_LISTED = 400;

export const listFilesTool = defineTool({
  name: 'list_files',
  description: "List the repository's files (respects .gitignore). Optionally only those under a directory.",
  schema: z.object({
    directory: z.string().optional().describe('Only files under this directory (relative path)'),
  }),
  async run(args, ctx) {
    const all = await ctx.workspace.listFiles();
    const dir = (args.directory ?? '').replace(/^\.\/?/, '').replace(/\/+$/, '');
    const files = dir ? all.filter((f) => f.startsWith(`${dir}/`)) : all;
    const shown = files.slice(0, MAX_LISTED);
    const more = files.length - shown.length;
    const head = `${files.length} file${files.length === 1 ? '' : 's'}${dir ? ` under ${dir}/` : ''}`;
    const tail = more > 0 ? `\n… ${more} more; pass a directory to narrow the list.` : '';
    return { text: `${head}\n${shown.join('\n')}${tail}`, outcome: 'ok' };
  },
});
