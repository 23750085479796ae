import { z } from 'zod';
import { answerText, refusal, toolReasons } from '../../edit/index.js';
import { searchFiles } from '../../workspace/search.js';
import { defineTool } from './tool.js';

const MAX_HITS = 80;

export const searchTextTool = defineTool({
  name: 'search_text',
  description: 'Search file contents for a literal string (or a regular expression with regex=true). Returns path:line: text.',
  schema: z.object({
    pattern: z.string().min(1).describe('Text to find (literal unless regex is true)'),
    regex: z.boolean().optional().describe('Treat pattern as a JavaScript regular expression'),
    case_sensitive: z.boolean().optional().describe('Default true'),
    directory: z.string().optional().describe('Only search under this directory'),
  }),
  async run(args, ctx) {
    const dir = (args.directory ?? '').replace(/^\.\/?/, '').replace(/\/+$/, '');
    const all = await ctx.workspace.listFiles();
    const files = dir ? all.filter((f) => f.startsWith(`${dir}/`)) : all;
    const query = { pattern: args.pattern, regex: args.regex === true, caseSensitive: args.case_sensitive !== false };
    const res = await searchFiles(ctx.workspace.root, files, query, MAX_HITS);
    if ('error' in res) {
      const r = toolReasons.badSearchPattern(res.error);
      return {
        text: answerText.toolRefused('search_text', refusal(-1, undefined, r)),
        outcome: 'refused',
        code: r.code,
        message: r.message,
        next: r.next,
      };
    }
    const lines = res.hits.map((h) => `${h.path}:${h.line}: ${h.text}`);
    const head = `${res.hits.length}${res.truncated ? '+' : ''} match${res.hits.length === 1 ? '' : 'es'} in ${res.filesSearched} files`;
    const tail = res.truncated ? `\nShowing the first ${MAX_HITS}; narrow the pattern or the directory.` : '';
    return { text: `${head}\n${lines.join('\n')}${tail}`, outcome: 'ok' };
  },
});
