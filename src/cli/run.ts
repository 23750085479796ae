// `agent-fix run`: the whole agent loop on a local folder against any OpenAI-compatible endpoint.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { unpricedCap } from '../agent/pricing.js';
import { RunSetupError, startRun, type RunTask } from '../agent/run.js';
import { chooseInterface } from '../action/routing.js';
import { reportFiles, viewerPathOf } from '../report/viewer/page.js';
import { renderPullRequestBody } from '../report/markdown.js';
import type { RunReport } from '../report/run-report.js';
import { Secrets } from '../secrets/index.js';
import { runSettingsOf } from '../settings/index.js';
import { headCommit } from '../workspace/instructions.js';
import { OwnFileError, writeOwnFile } from '../workspace/own-file.js';
import { parseFlags } from './args.js';
import { commandOf } from './help.js';
import { EXIT, type CliIO, type Command } from './io.js';
import { resolveWorkspace } from './workspace-flag.js';

async function run(argv: string[], io: CliIO): Promise<number> {
  const usage = (error: string): number => {
    io.stderr(`agent-fix run: ${error}\nusage: ${runCommand.usage}\n`);
    return EXIT.usage;
  };
  const parsed = parseFlags('run', argv, 0);
  if (!parsed.ok) return usage(parsed.error);
  for (const note of parsed.notes) io.stderr(`agent-fix run: ${note}\n`);
  const f = parsed.values;
  const root = resolveWorkspace(f.workspace || undefined, io.cwd);
  if (!root.ok) return usage(root.error);
  let taskText = f.task;
  const taskFile = f['task-file'];
  if (taskText && taskFile) return usage('give --task or --task-file, not both');
  if (taskFile) {
    try {
      taskText = await readFile(resolve(io.cwd, taskFile), 'utf8');
    } catch (err) {
      return usage(`cannot read --task-file: ${(err as Error).message}`);
    }
  }
  if (!taskText.trim()) return usage('a task is required (--task or --task-file)');
  // Refused before anything starts: a cap nobody priced the model for cannot be held.
  const unpriced = unpricedCap(f.model, f.pricing, f['max-cost-usd']);
  if (unpriced) return usage(unpriced);
  const scriptedFile = f.scripted;
  if (scriptedFile && parsed.given.has('base-url')) return usage('give --scripted or --base-url, not both');
  const apiKey = scriptedFile ? 'scripted-offline-key' : f['api-key'];
  if (!apiKey) return usage('no API key: set OPENAI_API_KEY or AGENT_FIX_API_KEY (or replay a trajectory offline with --scripted FILE)');
  // auto: the interface measured for the model, from the routing file in the folder's HEAD commit.
  const chosen = await chooseInterface({
    inputs: { 'edit-interface': f['edit-interface'] },
    workspace: root.root,
    commit: f['edit-interface'] === 'auto' ? await headCommit(root.root) : undefined,
    model: f.model,
  });
  const settings = runSettingsOf(f, { editInterface: chosen.interface });
  const [title, ...rest] = taskText.trim().split('\n');
  const task: RunTask = { source: 'cli', title: title ?? 'task', body: rest.join('\n').trim() || undefined };

  // --scripted: a hand-written trajectory replayed by a loopback server, through the real loop and SDK.
  let scripted: { url: string; close(): Promise<void> } | undefined;
  if (scriptedFile) {
    const { parseTrajectory, scriptOf, startScriptedServer } = await import('../scripted/index.js');
    let trajectory;
    try {
      trajectory = parseTrajectory(await readFile(resolve(io.cwd, scriptedFile), 'utf8'), scriptedFile);
    } catch (err) {
      return usage((err as Error).message);
    }
    scripted = await startScriptedServer(scriptOf(trajectory));
    io.stderr(
      `agent-fix run: replaying ${scriptedFile} (${trajectory.turns.length} turns) from a scripted server at ${scripted.url}; no model is called\n`,
    );
  }
  const baseURL = scripted?.url ?? f['base-url'];
  // The key never reaches the model (tool results), the terminal or the report file in any encoding.
  const secrets = Secrets.of([apiKey]);
  // Ctrl-C stops the run (stop reason cancelled); what it changed so far is reported as usual.
  const interrupt = io.interruptible?.();
  try {
    const { report } = await startRun({
      signal: interrupt?.signal,
      task,
      root: root.root,
      settings,
      endpoint: { baseURL, apiKey },
      pricing: f.pricing,
      instructionFiles: f['instructions-files'],
      ...(chosen.reason ? { interfaceReason: chosen.reason } : {}),
      warn: (line) => io.stderr(`agent-fix run: ${line}\n`),
      onStep: (line) => io.stderr(`${line}\n`),
      secrets,
    });
    io.stdout(secrets.redact(`${renderPullRequestBody(report)}\n`));
    const reportPath = f['report-path'];
    if (reportPath && !(await writeReportFiles(report, secrets, reportPath, root.root, io))) return EXIT.refused;
    if (report.stopReason.code === 'cancelled') return EXIT.interrupted;
    return report.stopReason.code === 'done' ? EXIT.ok : EXIT.refused;
  } catch (err) {
    if (err instanceof RunSetupError) return usage(err.message);
    throw err;
  } finally {
    interrupt?.dispose();
    await scripted?.close();
  }
}

/** --report-path: the report file and the run viewer beside it; false when a file was refused. */
async function writeReportFiles(report: RunReport, secrets: Secrets, reportPath: string, root: string, io: CliIO): Promise<boolean> {
  // Never through a link a check planted in the workspace.
  // The run viewer goes beside the report: both leave the machine redacted (reportFiles).
  const { json, html } = reportFiles(report, secrets);
  const target = resolve(io.cwd, reportPath);
  const written = await writeOwnFile(target, json, root)
    .then(() => (html ? writeOwnFile(viewerPathOf(target), html, root) : undefined))
    .then(
      () => true,
      (err: Error) => {
        if (!(err instanceof OwnFileError)) throw err;
        io.stderr(`agent-fix run: --report-path: ${err.message}\n`);
        return false;
      },
    );
  if (!written) return false;
  io.stderr(
    `agent-fix run: report ${target}; run viewer ${html ? viewerPathOf(target) : 'not written (a secret was still found in it)'}\n`,
  );
  return true;
}

export const runCommand: Command = commandOf('run', {
  summary: 'run the agent on a local folder against an OpenAI-compatible endpoint (key: OPENAI_API_KEY or AGENT_FIX_API_KEY)',
  run,
});
