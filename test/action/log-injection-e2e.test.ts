// Model-written text never becomes a workflow command in the job log, end to end through the
// bundled action. The runner runs any stdout line that starts (after white space) with `::`, and
// any line holding `##[`, as a command: annotations, ::add-mask::, ::set-output::,
// ::stop-commands:: (issue 21's red team put them in a read_file path with newlines, which the
// progress line logged verbatim). Families: \n, \r, \r\n, U+2028, U+0085, leading spaces and
// no-break spaces, the `##[` form mid-line; carried by a refused path and by an unknown tool name.
// The control feeds the same text to @actions/core's plain log write (what the action did before)
// and shows each command does start a line there.
import { afterEach, describe, expect, it } from 'vitest';
import { plainLogText } from '../../src/action/log.js';
import type { RecordedRequest } from '../../src/scripted/server.js';
import { runAction, setup, type Harness } from './harness.js';

const COMMANDS = [
  '::error file=src/invoice.js,line=1,title=Security::Hard-coded credential found (agent-fix)',
  '::set-output name=pr-url::https://github.com/octo-org/shop/pull/999',
  '::add-mask::agent-fix',
  '::stop-commands::pwned',
  '##[add-mask]agent-fix',
];
const BREAKS = ['\n', '\r', '\r\n', '\u2028', '\u0085', '\n   ', '\n\u00a0'];
/** One payload per break, each carrying every command. */
const payload = (brk: string): string => `x${COMMANDS.map((c) => `${brk}${c}`).join('')}${brk}y`;

/** Lines the runner would run as commands: `::` after leading white space (.NET TrimStart), or `##[` anywhere. */
function commandLines(stdout: string): string[] {
  return stdout.split(/\r\n|\r|\n/).filter((l) => /^[\s\u0085]*::/.test(l) || l.includes('##['));
}

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('workflow commands from model text in the job log', () => {
  it('a refused read_file path and an unknown tool name carrying commands on lines of their own: no line of stdout is one', async () => {
    const calls = BREAKS.flatMap((brk) => [
      { name: 'read_file', arguments: { path: payload(brk) } },
      { name: `tool${payload(brk)}`, arguments: {} },
    ]);
    h = await setup({
      workflow: 'comment',
      script: (_req: RecordedRequest, i: number) => (i === 0 ? { toolCalls: calls } : { content: 'Nothing to change.' }),
      inputs: { 'check-command': '' },
    });
    const run = await runAction(h);
    // The refusals were logged (the text is there, escaped), and not one command reached a line start.
    expect(run.stdout).toContain('read_file x');
    expect(run.stdout).toContain('\\::add-mask::agent-fix');
    const injected = (l: string): boolean => COMMANDS.some((c) => l.includes(c.replace(/^(::|##\[)/, '')));
    expect(commandLines(run.stdout).filter(injected)).toEqual([]);
    expect(run.stdout.split('\n').filter(injected).length).toBeGreaterThanOrEqual(BREAKS.length * 2);
    // The action's own commands still start their lines (the secrets' masks).
    expect(commandLines(run.stdout).filter((l) => l.startsWith('::add-mask::'))).toHaveLength(2);
  });

  it('control: the same text written as the action wrote it before (a plain log line) starts a command line for every family', () => {
    // (U+2028 and U+0085 do not end a line for the runner's reader; they are escaped all the same.)
    for (const brk of BREAKS.filter((b) => b !== '\u2028' && b !== '\u0085')) {
      const raw = `  read_file ${payload(brk)}: refused (control_in_path)`;
      expect(commandLines(raw).length, JSON.stringify(brk)).toBeGreaterThanOrEqual(COMMANDS.length);
      expect(commandLines(plainLogText(raw)), JSON.stringify(brk)).toEqual([]);
    }
  });
});
