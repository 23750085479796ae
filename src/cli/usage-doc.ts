// docs/cli.md's usage block: each command's usage as `agent-fix help` prints it, prefixed with
// `npx`. `npm run settings:docs` writes it; test/docs/pages.test.ts fails when the page differs.
import { COMMANDS } from './commands.js';

export const USAGE_BEGIN = '<!-- usage:begin (generated from src/cli/commands.ts by npm run settings:docs) -->';
export const USAGE_END = '<!-- usage:end -->';

/** The fenced block: a command's first line as `npx agent-fix ...`, its continuation lines indented to match. */
export function usageBlock(): string {
  const lines = COMMANDS.flatMap((c) => c.usage.split('\n').map((line, i) => (i === 0 ? `npx ${line}` : `    ${line}`)));
  return ['```sh', ...lines, '```'].join('\n');
}

/** docs/cli.md with its generated usage section as the commands say. */
export function expectedCliDoc(current: string): string {
  const start = current.indexOf(USAGE_BEGIN.slice(0, 17));
  const end = current.indexOf(USAGE_END);
  if (start < 0 || end < start) throw new Error(`docs/cli.md has no ${USAGE_BEGIN} ... ${USAGE_END} section`);
  return `${current.slice(0, start)}${USAGE_BEGIN}\n\n${usageBlock()}\n\n${USAGE_END}${current.slice(end + USAGE_END.length)}`;
}
