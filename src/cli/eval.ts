// `agent-fix eval`: the task suite × edit interfaces × repeats against any OpenAI-compatible
// endpoint (or, with --scripted, hand-written trajectories), judged by hidden tests in the sandbox.
import { formatUsd } from '../report/format.js';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { EVAL_FILES, writeEvalFiles } from '../eval/outputs.js';
import { parseRoutingFile, withEntry, type RoutingEntry } from '../eval/routing.js';
import { startEval } from '../eval/start.js';
import { Secrets } from '../secrets/index.js';
import { parseFlags } from './args.js';
import { commandOf } from './help.js';
import { EXIT, type CliIO, type Command } from './io.js';

async function runEvalCommand(argv: string[], io: CliIO): Promise<number> {
  const usage = (error: string): number => {
    io.stderr(`agent-fix eval: ${error}\nusage: ${evalCommand.usage}\n`);
    return EXIT.usage;
  };
  const parsed = parseFlags('eval', argv, 0);
  if (!parsed.ok) return usage(parsed.error);
  for (const note of parsed.notes) io.stderr(`agent-fix eval: ${note}\n`);
  const f = parsed.values;
  const outDir = resolve(io.cwd, f.out);
  const scriptedDir = f.scripted ? resolve(io.cwd, f.scripted) : undefined;
  if (scriptedDir && parsed.given.has('base-url')) return usage('give --scripted or --base-url, not both');
  if (scriptedDir && !existsSync(scriptedDir)) return usage(`--scripted ${f.scripted} does not exist`);
  const apiKey = f['api-key'];
  if (!scriptedDir && !apiKey)
    return usage('no API key: set OPENAI_API_KEY or AGENT_FIX_API_KEY (or replay trajectories offline with --scripted DIR)');
  const secrets = apiKey && !scriptedDir ? Secrets.of([apiKey]) : Secrets.none;
  const routingPath = f['write-routing'] ? resolve(io.cwd, f['write-routing']) : undefined;

  // Ctrl-C: runs in flight are cancelled (their spend still counts), finished ones stay in --out.
  const interrupt = io.interruptible?.();
  let started;
  try {
    started = await startEval(
      {
        model: f.model,
        wire: {
          api: f.api,
          ...(f['reasoning-effort'] ? { reasoningEffort: f['reasoning-effort'] } : {}),
          ...(f['context-window'] !== undefined ? { contextWindow: f['context-window'] } : {}),
        },
        pricing: f.pricing,
        maxCostUsd: f['max-cost-usd'],
        maxModelCalls: f['max-model-calls'],
        timeoutMs: f['timeout-minutes'] * 60_000,
        checkSandbox: f['check-sandbox'],
        checkBounds: { diskMb: f['check-disk-mb'], memoryMb: f['check-memory-mb'] },
        concurrency: f['eval-concurrency'],
        repeat: f['eval-repeat'],
        interfaces: f['eval-interfaces'],
        tasks: f['eval-tasks'],
        endpoint: scriptedDir ? { scriptedDir } : { baseURL: f['base-url'], apiKey },
        routing: Boolean(routingPath),
        outDir,
        secrets,
        signal: interrupt?.signal,
        progress: (line) => io.stderr(`${secrets.redact(line)}\n`),
        warn: (line) => io.stderr(`agent-fix eval: ${secrets.redact(line)}\n`),
      },
      (plan) => plan.forEach((line) => io.stderr(`${line}\n`)),
    );
  } finally {
    interrupt?.dispose();
  }
  if (!started.ok) return usage(started.error);
  const { outcome } = started;
  const routing = routingPath ? await writeRouting(routingPath, started.routing, f.model, io) : undefined;
  const files = await writeEvalFiles(outDir, outcome.summary, routing);
  io.stdout(secrets.redact(files.table));
  const spent = outcome.spentUsd === null ? 'not priced' : `${formatUsd(outcome.spentUsd)} billed`;
  io.stderr(
    `agent-fix eval: ${outcome.summary.done}/${outcome.summary.planned} runs done (${outcome.skipped} from an earlier invocation); this invocation: ${spent}. ` +
      `Wrote ${files.json}, ${files.markdown}, ${files.chart} and ${outcome.summary.done} run results in ${outDir}/runs/\n`,
  );
  if (outcome.mismatches.length) io.stderr(`agent-fix eval: figures differ from the served usage in: ${outcome.mismatches.join(', ')}\n`);
  if (outcome.cancelled) {
    io.stderr(
      `agent-fix eval: interrupted: ${outcome.summary.notDone.length} planned runs have no result; the same command resumes (finished runs are skipped)\n`,
    );
    return EXIT.interrupted;
  }
  return outcome.mismatches.length === 0 && outcome.summary.notDone.length === 0 ? EXIT.ok : EXIT.refused;
}

/** --write-routing: this model's entry by the eval's figures, merged into the file; undefined when none is written (it says why). */
async function writeRouting(
  routingPath: string,
  decided: { ok: true; entry: RoutingEntry } | { ok: false; error: string },
  model: string,
  io: CliIO,
): Promise<RoutingEntry | undefined> {
  if (!decided.ok) {
    io.stderr(`agent-fix eval: no routing written: ${decided.error}\n`);
    return undefined;
  }
  const existing = existsSync(routingPath) ? parseRoutingFile(await readFile(routingPath, 'utf8'), routingPath) : undefined;
  if (existing && !existing.ok) {
    io.stderr(`agent-fix eval: ${existing.error}; left as it is, no routing written\n`);
    return undefined;
  }
  await mkdir(dirname(routingPath), { recursive: true });
  await writeFile(routingPath, `${JSON.stringify(withEntry(existing?.file, model, decided.entry), null, 2)}\n`);
  io.stderr(`agent-fix eval: routing for ${model}: ${decided.entry.interface} (${decided.entry.reason}); written to ${routingPath}\n`);
  return decided.entry;
}

export const evalCommand: Command = commandOf('eval', {
  summary: `measure edit interfaces on the task suite with your model; writes ${Object.values(EVAL_FILES).join(', ')} and per-run results to --out`,
  run: runEvalCommand,
});
