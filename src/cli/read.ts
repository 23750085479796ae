// `agent-fix read PATH [--start N] [--end M] [--workspace DIR] [--json]`: the file view exactly as
// the model's read_file sees it.
import { Workspace } from '../workspace/workspace.js';
import { int, parseArgv, str } from './args.js';
import { EXIT, type CliIO, type Command } from './io.js';
import { resolveWorkspace } from './workspace-flag.js';

const USAGE = 'agent-fix read PATH [--start N] [--end M] [--workspace DIR] [--json]';

async function run(argv: string[], io: CliIO): Promise<number> {
  const usage = (error: string): number => {
    io.stderr(`agent-fix read: ${error}\nusage: ${USAGE}\n`);
    return EXIT.usage;
  };
  const parsed = parseArgv(
    argv,
    {
      start: { type: 'int', min: 1 },
      end: { type: 'int', min: 1 },
      workspace: { type: 'string' },
      json: { type: 'boolean' },
    },
    1,
  );
  if (!parsed.ok) return usage(parsed.error);
  const path = parsed.positionals[0];
  if (path === undefined) return usage('missing PATH');
  const root = resolveWorkspace(str(parsed.flags.workspace), io.cwd);
  if (!root.ok) return usage(root.error);

  const res = await new Workspace(root.root).read(path, int(parsed.flags.start), int(parsed.flags.end));
  if (!res.ok) {
    if (parsed.flags.json)
      io.stdout(`${JSON.stringify({ ok: false, code: res.refusal.code, message: res.refusal.message, next: res.refusal.next })}\n`);
    else io.stdout(res.text.endsWith('\n') ? res.text : `${res.text}\n`);
    return EXIT.refused;
  }
  const v = res.view;
  if (parsed.flags.json) {
    io.stdout(
      `${JSON.stringify({ path: v.path, revision: v.revision, line_count: v.lineCount, start_line: v.startLine, lines: v.lines })}\n`,
    );
  } else {
    io.stdout(v.text.endsWith('\n') ? v.text : `${v.text}\n`);
  }
  return EXIT.ok;
}

export const readCommand: Command = {
  name: 'read',
  summary: 'print a file with line numbers and its revision, as the model sees it',
  usage: USAGE,
  run,
};
