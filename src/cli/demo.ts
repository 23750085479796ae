// `agent-fix demo`: the whole loop, offline. A sample project with a real bug, a scripted
// OpenAI-compatible server on loopback replaying a recorded trajectory, the real SDK client and
// the real loop; the sample's own tests run before and after.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startRun } from '../agent/run.js';
import { RunSettings } from '../agent/settings.js';
import { prepareChecks, type Checks } from '../sandbox/index.js';
import { renderOneLineCost, renderPullRequestBody } from '../report/markdown.js';
import { reportFiles, viewerPathOf } from '../report/viewer/page.js';
import { Secrets } from '../secrets/index.js';
import { parseFlags } from './args.js';
import { SAMPLE_FILES, SAMPLE_TASK } from './demo-sample.js';
import { commandOf } from './help.js';
import { EXIT, type CliIO, type Command } from './io.js';
const CHECK = 'node --test';

export interface TestTally {
  pass: number;
  fail: number;
}

/** Reads node's test runner summary lines (`# pass N`, `# fail N`). */
export function tallyNodeTests(output: string): TestTally {
  const num = (name: string): number => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(output)?.[1] ?? 0);
  return { pass: num('pass'), fail: num('fail') };
}

async function tally(checks: Checks, dir: string): Promise<TestTally | undefined> {
  return checks.ok ? tallyNodeTests((await checks.runner.run(CHECK, dir, 60_000)).output) : undefined;
}

async function run(argv: string[], io: CliIO): Promise<number> {
  const parsed = parseFlags('demo', argv, 0);
  if (!parsed.ok) {
    io.stderr(`agent-fix demo: ${parsed.error}\nusage: ${demoCommand.usage}\n`);
    return EXIT.usage;
  }
  for (const note of parsed.notes) io.stderr(`agent-fix demo: ${note}\n`);
  const f = parsed.values;
  const dir = await mkdtemp(join(tmpdir(), 'agent-fix-demo-'));
  // Loaded on demand: the scripted server is a demo and test tool, a chunk of its own in the bundle.
  const [{ startScriptedServer }, { demoTurn }] = await Promise.all([import('../scripted/index.js'), import('./demo-script.js')]);
  const server = await startScriptedServer(demoTurn);
  try {
    for (const [path, text] of Object.entries(SAMPLE_FILES)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    io.stdout(`agent-fix demo (offline): sample project in ${dir}\n`);
    io.stdout(`Model: a scripted OpenAI-compatible server at ${server.url} replaying a recorded trajectory; no real model is called.\n\n`);
    // The sample's tests are the code the (scripted) model changes: they run under the same policy as checks.
    const checks = await prepareChecks({
      mode: f['check-sandbox'],
      workspace: dir,
      bounds: { diskMb: f['check-disk-mb'], memoryMb: f['check-memory-mb'] },
    });
    io.stdout(
      checks.ok
        ? `Checks run in: ${checks.runner.description}\n`
        : `${checks.text}\nAs a user without root or passwordless sudo, run the demo with --check-sandbox none to see the tests run.\n`,
    );
    const before = await tally(checks, dir);
    io.stdout(`Tests before: ${before ? `${before.pass} passed, ${before.fail} failed` : 'not run'}\n\n`);

    const settings = RunSettings.parse({ api: f.api, checkCommand: CHECK, limits: { maxModelCalls: 12, maxCostUsd: 0.5 } });
    const model = settings.model;
    const { report } = await startRun({
      task: { source: 'cli', ...SAMPLE_TASK },
      root: dir,
      settings,
      endpoint: { baseURL: server.url, apiKey: 'offline-demo-key', backoffMs: 50 },
      checks,
      onStep: (line) => io.stdout(`${line}\n`),
    });
    const after = await tally(checks, dir);
    io.stdout(`\nTests after: ${after ? `${after.pass} passed, ${after.fail} failed` : 'not run'}\n`);
    io.stdout(`Cost (scripted usage, priced as ${model}): ${renderOneLineCost(report)}\n\n`);
    io.stdout(`${renderPullRequestBody(report, { heading: 'Run report (this is what the pull request body shows)' })}\n`);
    // The report (with --report-path) and the run viewer beside it; without it, the viewer in a folder of its own.
    const reportPath = f['report-path']
      ? resolve(io.cwd, f['report-path'])
      : join(await mkdtemp(join(tmpdir(), 'agent-fix-view-')), 'agent-fix-report.json');
    const { json, html } = reportFiles(report, Secrets.of(['offline-demo-key']));
    if (f['report-path']) await writeFile(reportPath, json);
    if (html) {
      await writeFile(viewerPathOf(reportPath), html);
      io.stdout(`Run viewer (open it in a browser): ${viewerPathOf(reportPath)}\n\n`);
    }
    if (!before || !after) {
      io.stdout(`Demo result: the run finished (${report.stopReason.code}); the tests were not run, so the fix is not verified here.\n`);
      return report.stopReason.code === 'done' ? EXIT.ok : EXIT.refused;
    }
    const fixed = before.fail > 0 && after.fail === 0 && after.pass > 0 && report.stopReason.code === 'done';
    io.stdout(fixed ? 'Demo result: the bug is fixed; the tests went from failing to passing.\n' : 'Demo result: NOT fixed (see above).\n');
    return fixed ? EXIT.ok : EXIT.refused;
  } finally {
    await server.close();
    if (!f.keep) await rm(dir, { recursive: true, force: true });
    else io.stdout(`Kept the sample project at ${dir}\n`);
  }
}

export const demoCommand: Command = commandOf('demo', {
  summary: 'run the whole agent loop offline on a sample project with a real bug',
  run,
});
