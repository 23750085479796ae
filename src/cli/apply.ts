// `agent-fix apply`: one edit call (the JSON a model sends to the edit tool) on stdin, applied to
// the workspace with every check; prints the outcome as JSON. Exit 0 applied, 1 refused, 2 usage.
import { DEFAULT_MAX_FILE_BYTES, normalizeCall, reasons, refusal } from '../edit/index.js';
import { AUTO_INTERFACE } from '../settings/index.js';
import { callSizeLimit, refusedResult, Workspace, type ApplyResult } from '../workspace/workspace.js';
import { parseFlags } from './args.js';
import { commandOf } from './help.js';
import { EXIT, type CliIO, type Command } from './io.js';
import { resolveWorkspace } from './workspace-flag.js';

async function run(argv: string[], io: CliIO): Promise<number> {
  const usage = (error: string): number => {
    io.stderr(`agent-fix apply: ${error}\nusage: ${applyCommand.usage}\n`);
    return EXIT.usage;
  };
  const parsed = parseFlags('apply', argv, 0);
  if (!parsed.ok) return usage(parsed.error);
  for (const note of parsed.notes) io.stderr(`agent-fix apply: ${note}\n`);
  const f = parsed.values;
  const editInterface = f['edit-interface'];
  if (editInterface === AUTO_INTERFACE)
    return usage(`--edit-interface ${AUTO_INTERFACE} chooses per run (agent-fix run); apply takes one interface`);
  const root = resolveWorkspace(f.workspace || undefined, io.cwd);
  if (!root.ok) return usage(root.error);
  if (io.stdinIsTTY) return usage('reads one edit call as JSON on stdin, e.g. agent-fix apply < call.json');

  // The CLI applies with the default file size limit, so the call limit follows from it.
  const limit = callSizeLimit(DEFAULT_MAX_FILE_BYTES);
  const stdin = await io.readStdin(limit);
  if (!stdin.ok) {
    // The same answer the edit tool gives: refused as a whole, nothing read or written.
    const r = stdin.why === 'too_large' ? reasons.callTooLarge(null, limit) : reasons.callNotUtf8();
    return print(io, refusedResult([refusal(-1, undefined, r)]));
  }
  const input = stdin.text.trim();
  if (input === '') return usage('stdin is empty: expected one edit call as JSON');
  let args: unknown;
  try {
    args = JSON.parse(input);
  } catch (err) {
    return usage(`stdin is not valid JSON (${(err as Error).message})`);
  }

  const workspace = new Workspace(root.root, { editInterface, parseCheck: f['parse-check'], alignWindow: f['align-window'] });
  // Checked once, as the edit tool checks it; a call that does not fit is refused like any other.
  const call = normalizeCall(editInterface, args);
  return print(io, call.ok ? await workspace.applyEdit(call.call) : refusedResult([call.refusal]));
}

function print(io: CliIO, res: ApplyResult): number {
  const out = {
    ok: res.ok,
    files: res.files.map((f) => ({ path: f.path, revision: f.revision, line_count: f.lineCount })),
    refusals: res.refusals.map((r) => ({ index: r.index, code: r.code, message: r.message, next: r.next })),
    notes: res.notes.map((n) => ({ index: n.index, path: n.path, kind: n.kind, text: n.text })),
    text: res.text,
  };
  io.stdout(`${JSON.stringify(out, null, 2)}\n`);
  return res.ok ? EXIT.ok : EXIT.refused;
}

export const applyCommand: Command = commandOf('apply', {
  summary: 'apply one edit call (JSON on stdin) with every check; print the answer as JSON',
  after: '< call.json',
  run,
});
