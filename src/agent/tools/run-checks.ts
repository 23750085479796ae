// Runs exactly the user's configured check command; the model chooses nothing but when. The
// command runs model-written code, so it goes through the sandbox (or is not run, saying why).
import { z } from 'zod';
import { checkText } from '../../edit/index.js';
import { ranOutText } from '../../sandbox/index.js';
import { defineTool } from './tool.js';

/** Characters of the check's output the model sees (the tail). */
const TAIL_CHARS = 4000;

export const runChecksTool = defineTool({
  name: 'run_checks',
  description:
    "Run the repository's configured check command (for example its tests) and see the tail of its output. " +
    'It runs in a sandbox on a throw-away copy of the workspace: what it writes (node_modules, coverage, snapshots, ' +
    'formatter output) is gone after the call, so it cannot change files for you; make every change with the editing tools.',
  schema: z.object({}),
  async run(_args, ctx) {
    if (!ctx.checkCommand) return { text: checkText.noCommand, outcome: 'refused', code: 'malformed' };
    if (!ctx.checks?.ok) {
      const text = ctx.checks?.text ?? checkText.notPrepared;
      return { text, outcome: 'error', code: 'check_not_run', message: text };
    }
    const { runner } = ctx.checks;
    const r = await runner.run(ctx.checkCommand, ctx.root, ctx.checkTimeoutMs, ctx.signal);
    // Unsandboxed (check-sandbox: none), the check may have changed any file: the listing is made afresh.
    if (!runner.isolated) ctx.workspace.invalidateListing();
    const status = [
      r.timedOut ? checkText.timedOut(Math.round(ctx.checkTimeoutMs / 1000)) : checkText.exitCode(r.exitCode),
      ...(r.ranOutOf ?? []).map((what) => ranOutText(what, runner.bounds ?? null)),
    ].join('; ');
    // Redacted before the cut: half of an encoded secret would no longer be recognised afterwards.
    const whole = ctx.secrets ? ctx.secrets.redact(r.output) : r.output;
    const shown = whole.slice(-TAIL_CHARS);
    const cut = r.outputBytes > Buffer.byteLength(shown) ? checkText.cut(shown.length, r.outputBytes) : '';
    const kept = runner.isolated ? '' : checkText.unsandboxed;
    const text = checkText.framed(ctx.checkCommand, status, r.durationMs, kept, cut, shown);
    const check = {
      exitCode: r.timedOut ? null : r.exitCode,
      timedOut: r.timedOut,
      durationMs: Math.round(r.durationMs),
      status,
      tail: shown,
    };
    return { text, outcome: r.exitCode === 0 && !r.timedOut ? 'ok' : 'error', message: status, check };
  },
});
