// `agent-fix read PATH [--start N] [--end M] [--workspace DIR] [--json]`: the file view exactly as
// the model's read_file sees it.
import { Workspace } from '../workspace/workspace.js';
import { parseFlags } from './args.js';
import { commandOf } from './help.js';
import { EXIT, type CliIO, type Command } from './io.js';
import { resolveWorkspace } from './workspace-flag.js';

async function run(argv: string[], io: CliIO): Promise<number> {
  const usage = (error: string): number => {
    io.stderr(`agent-fix read: ${error}\nusage: ${readCommand.usage}\n`);
    return EXIT.usage;
  };
  const parsed = parseFlags('read', argv, 1);
  if (!parsed.ok) return usage(parsed.error);
  const f = parsed.values;
  const path = parsed.positionals[0];
  if (path === undefined) return usage('missing PATH');
  const root = resolveWorkspace(f.workspace || undefined, io.cwd);
  if (!root.ok) return usage(root.error);

  const res = await new Workspace(root.root).read(path, f.start, f.end);
  if (!res.ok) {
    if (f.json)
      io.stdout(`${JSON.stringify({ ok: false, code: res.refusal.code, message: res.refusal.message, next: res.refusal.next })}\n`);
    else io.stdout(res.text.endsWith('\n') ? res.text : `${res.text}\n`);
    return EXIT.refused;
  }
  const v = res.view;
  if (f.json) {
    io.stdout(
      `${JSON.stringify({ path: v.path, revision: v.revision, line_count: v.lineCount, start_line: v.startLine, lines: v.lines })}\n`,
    );
  } else {
    io.stdout(v.text.endsWith('\n') ? v.text : `${v.text}\n`);
  }
  return EXIT.ok;
}

export const readCommand: Command = commandOf('read', {
  summary: 'print a file with line numbers and its revision, as the model sees it',
  before: 'PATH',
  run,
});
