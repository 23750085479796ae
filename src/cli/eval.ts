// `agent-fix eval`: the task suite × edit interfaces × repeats against any OpenAI-compatible
// endpoint (or, with --scripted, hand-written trajectories), judged by hidden tests in the sandbox.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { parsePricingInput, resolvePricing, type PricingInput } from '../agent/pricing.js';
import { RunSetupError } from '../agent/run.js';
import { DEFAULT_MODEL } from '../agent/settings.js';
import { EditInterface } from '../edit/index.js';
import { describePlan, runEval, type EndpointFor, type EvalOptions, type EvalSummary } from '../eval/harness.js';
import { loadTasks } from '../eval/loader.js';
import { EVAL_FILES, writeEvalFiles } from '../eval/outputs.js';
import { planRuns, selectTasks } from '../eval/plan.js';
import { decideRouting, parseRoutingFile, withEntry, type RoutingEntry } from '../eval/routing.js';
import { hostOf } from '../report/run-report.js';
import { prepareChecks, SandboxMode } from '../sandbox/index.js';
import { Secrets } from '../secrets/index.js';
import { int, parseArgv, str } from './args.js';
import { EXIT, type CliIO, type Command } from './io.js';

const USAGE = [
  'agent-fix eval --out DIR --max-cost-usd USD|none [--base-url URL | --scripted DIR] [--model M] \\',
  '               [--interfaces LIST] [--tasks GLOB] [--repeat N] [--concurrency N] [--pricing JSON] \\',
  '               [--max-model-calls N] [--timeout-minutes N] [--check-sandbox auto|none] [--write-routing FILE]',
].join('\n');

const EVAL_FLAGS = {
  out: { type: 'string' },
  'base-url': { type: 'string' },
  scripted: { type: 'string' },
  model: { type: 'string' },
  interfaces: { type: 'string' },
  tasks: { type: 'string' },
  repeat: { type: 'int', min: 1, max: 100 },
  concurrency: { type: 'int', min: 1, max: 32 },
  'max-cost-usd': { type: 'string' },
  pricing: { type: 'string' },
  'max-model-calls': { type: 'int', min: 1 },
  'timeout-minutes': { type: 'int', min: 1 },
  'check-sandbox': { type: 'string', choices: SandboxMode.options },
  'write-routing': { type: 'string' },
} as const;

const DEFAULT_CONCURRENCY = 2;

async function runEvalCommand(argv: string[], io: CliIO): Promise<number> {
  const usage = (error: string): number => {
    io.stderr(`agent-fix eval: ${error}\nusage: ${USAGE}\n`);
    return EXIT.usage;
  };
  const parsed = parseArgv(argv, EVAL_FLAGS, 0);
  if (!parsed.ok) return usage(parsed.error);
  const f = parsed.flags;
  const outFlag = str(f.out);
  if (!outFlag) return usage('--out DIR is required: each run is stored there as it finishes, and a rerun skips them');
  const outDir = resolve(io.cwd, outFlag);
  const scriptedDir = str(f.scripted) === undefined ? undefined : resolve(io.cwd, str(f.scripted)!);
  if (scriptedDir && str(f['base-url'])) return usage('give --scripted or --base-url, not both');
  if (scriptedDir && !existsSync(scriptedDir)) return usage(`--scripted ${str(f.scripted)} does not exist`);

  // The whole eval's cap is said out loud: an eval makes many runs.
  const capText = str(f['max-cost-usd']);
  if (capText === undefined) return usage('--max-cost-usd is required: the most this eval may spend (USD, as billed), or none');
  if (capText !== undefined && capText !== 'none' && !(Number(capText) > 0)) {
    return usage(`--max-cost-usd must be a positive number of USD or none, got "${capText}"`);
  }
  const maxCostUsd = capText === 'none' ? null : Number(capText);
  let pricing: PricingInput | undefined;
  if (str(f.pricing) !== undefined) {
    const p = parsePricingInput(str(f.pricing)!);
    if (!p.ok) return usage(`--pricing ${p.error}`);
    pricing = p.value;
  }
  const model = str(f.model) ?? DEFAULT_MODEL;
  if (maxCostUsd !== null && !resolvePricing(model, pricing).pricing) {
    return usage(
      `model ${model} has no known price, so --max-cost-usd cannot be held. Give its prices with --pricing, e.g. ` +
        `{"${model}": {"inputPerMTok": 1, "cachedInputPerMTok": 0.1, "outputPerMTok": 4}}, or --max-cost-usd none`,
    );
  }

  const interfaces = (str(f.interfaces) ?? EditInterface.options.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const i of interfaces)
    if (!EditInterface.safeParse(i).success) return usage(`--interfaces: unknown interface "${i}" (${EditInterface.options.join(', ')})`);
  if (new Set(interfaces).size !== interfaces.length) return usage('--interfaces names an interface twice');
  const ifaces = interfaces as EditInterface[];

  let all = await loadTasks();
  if (scriptedDir) {
    // Only tasks with trajectories can be replayed; --tasks picks among them.
    const { scriptedTaskIds } = await import('../eval/scripted.js');
    const ids = new Set(await scriptedTaskIds(scriptedDir));
    all = all.filter((t) => ids.has(t.id));
    if (all.length === 0) return usage(`--scripted ${str(f.scripted)} has no folder named after a task of the suite`);
  }
  const selected = selectTasks(all, str(f.tasks) ?? '*');
  if (!selected.ok) return usage(`--tasks: ${selected.error}`);
  const repeat = int(f.repeat) ?? 1;
  const runs = planRuns(selected.tasks, ifaces, repeat);

  let endpointFor: EndpointFor;
  let baseUrlHost: string;
  let secrets = Secrets.none;
  if (scriptedDir) {
    const { scriptedEndpoints } = await import('../eval/scripted.js');
    try {
      endpointFor = await scriptedEndpoints(scriptedDir, runs);
    } catch (err) {
      return usage((err as Error).message);
    }
    baseUrlHost = 'scripted';
  } else {
    const apiKey = process.env.AGENT_FIX_API_KEY || process.env.OPENAI_API_KEY;
    if (!apiKey) return usage('no API key: set OPENAI_API_KEY or AGENT_FIX_API_KEY (or replay trajectories offline with --scripted DIR)');
    const baseURL = str(f['base-url']) ?? process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1';
    baseUrlHost = hostOf(baseURL);
    secrets = Secrets.of([apiKey]);
    endpointFor = () => Promise.resolve({ baseURL, apiKey, close: () => Promise.resolve() });
  }

  // Checks and hidden tests run model-written code: the sandbox is built once here, or the eval does not start.
  const checkSandbox = SandboxMode.parse(str(f['check-sandbox']) ?? 'auto');
  const probe = await mkdtemp(resolve(tmpdir(), 'agent-fix-eval-probe-'));
  const checks = await prepareChecks({ mode: checkSandbox, workspace: probe }).finally(() => rm(probe, { recursive: true, force: true }));
  if (!checks.ok) return usage(checks.text);

  const options: EvalOptions = {
    runs,
    interfaces: ifaces,
    repeat,
    model,
    baseUrlHost,
    scripted: Boolean(scriptedDir),
    endpointFor,
    pricing,
    maxCostUsd,
    maxModelCalls: int(f['max-model-calls']),
    timeoutMs: int(f['timeout-minutes']) === undefined ? undefined : int(f['timeout-minutes'])! * 60_000,
    checkSandbox,
    checks: checks.runner,
    concurrency: int(f.concurrency) ?? DEFAULT_CONCURRENCY,
    outDir,
    secrets,
    progress: (line) => io.stderr(`${secrets.redact(line)}\n`),
    warn: (line) => io.stderr(`agent-fix eval: ${secrets.redact(line)}\n`),
  };
  const routingPath = str(f['write-routing']) === undefined ? undefined : resolve(io.cwd, str(f['write-routing'])!);
  if (routingPath && !ifaces.includes('verified_selection'))
    return usage('--write-routing compares against verified_selection: include it in --interfaces');
  for (const line of describePlan(options, 0)) io.stderr(`${line}\n`);

  // Ctrl-C: runs in flight are cancelled (their spend still counts), finished ones stay in --out.
  const interrupt = io.interruptible?.();
  let outcome;
  try {
    outcome = await runEval({ ...options, signal: interrupt?.signal });
  } catch (err) {
    if (err instanceof RunSetupError) return usage(err.message);
    throw err;
  } finally {
    interrupt?.dispose();
  }
  const routing = routingPath ? await writeRouting(routingPath, outcome.summary, model, repeat, io) : undefined;
  const files = await writeEvalFiles(outDir, outcome.summary, routing);
  io.stdout(secrets.redact(files.table));
  const spent = outcome.spentUsd === null ? 'not priced' : `$${outcome.spentUsd.toFixed(4)} billed`;
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
  summary: EvalSummary,
  model: string,
  repeat: number,
  io: CliIO,
): Promise<RoutingEntry | undefined> {
  const decided = decideRouting(summary.byInterface, {
    tasks: summary.tasks.length,
    repeat,
    scripted: summary.scripted,
    measuredAt: summary.generatedAt,
    tool: `agent-fix ${summary.tool.version}`,
  });
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

export const evalCommand: Command = {
  name: 'eval',
  summary: `measure edit interfaces on the task suite with your model; writes ${Object.values(EVAL_FILES).join(', ')} and per-run results to --out`,
  usage: USAGE,
  run: runEvalCommand,
};
