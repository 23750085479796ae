// `agent-fix run`: the whole agent loop on a local folder against any OpenAI-compatible endpoint.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parsePricingInput, type PricingInput } from '../agent/pricing.js';
import { RunSetupError, startRun, type RunTask } from '../agent/run.js';
import { DEFAULT_MODEL, RunSettings } from '../agent/settings.js';
import { EditInterface, ParseCheckMode } from '../edit/index.js';
import { MAX_BOUND_MB, SandboxMode } from '../sandbox/index.js';
import { renderPullRequestBody } from '../report/markdown.js';
import { Secrets } from '../secrets/index.js';
import { OwnFileError, writeOwnFile } from '../workspace/own-file.js';
import { int, parseArgv, str, type FlagValue } from './args.js';
import { EXIT, type CliIO, type Command } from './io.js';
import { resolveWorkspace } from './workspace-flag.js';

const USAGE = [
  'agent-fix run --workspace DIR (--task TEXT | --task-file F) [--model M] [--base-url URL | --scripted FILE] \\',
  '              [--max-cost USD|none] [--max-model-calls N] [--max-tool-calls N] [--max-output-tokens N] \\',
  '              [--timeout-minutes N] [--interface I] [--parse-check reject|warn|off] [--check-command CMD] \\',
  '              [--check-sandbox auto|none] [--check-disk-mb N|none] [--check-memory-mb N|none] [--pricing JSON] \\',
  '              [--instructions-files LIST|none] [--report F]',
].join('\n');

export const RUN_FLAGS = {
  workspace: { type: 'string' },
  task: { type: 'string' },
  'task-file': { type: 'string' },
  model: { type: 'string' },
  'base-url': { type: 'string' },
  'max-cost': { type: 'string' },
  'max-model-calls': { type: 'int', min: 1 },
  'max-tool-calls': { type: 'int', min: 1 },
  'max-output-tokens': { type: 'int', min: 1 },
  'timeout-minutes': { type: 'int', min: 1 },
  interface: { type: 'string', choices: EditInterface.options },
  'parse-check': { type: 'string', choices: ParseCheckMode.options },
  'check-command': { type: 'string' },
  'check-sandbox': { type: 'string', choices: SandboxMode.options },
  'check-disk-mb': { type: 'string' },
  'check-memory-mb': { type: 'string' },
  pricing: { type: 'string' },
  report: { type: 'string' },
  scripted: { type: 'string' },
  'instructions-files': { type: 'string' },
} as const;

/** Settings from flags; a bad value is a usage error, not an exception. */
export function settingsFromFlags(flags: Record<string, FlagValue | undefined>, model: string): RunSettings | string {
  const maxCost = str(flags['max-cost']);
  if (maxCost !== undefined && maxCost !== 'none' && !(Number(maxCost) > 0)) {
    return `--max-cost must be a positive number of USD or none, got "${maxCost}"`;
  }
  const minutes = int(flags['timeout-minutes']);
  const disk = mbOrNone(flags, 'check-disk-mb');
  const memory = mbOrNone(flags, 'check-memory-mb');
  if (typeof disk === 'string') return disk;
  if (typeof memory === 'string') return memory;
  const parsed = RunSettings.safeParse({
    model,
    editInterface: str(flags.interface),
    parseCheck: str(flags['parse-check']),
    checkCommand: str(flags['check-command']),
    checkSandbox: str(flags['check-sandbox']),
    checkDiskMb: disk.value,
    checkMemoryMb: memory.value,
    limits: {
      maxModelCalls: int(flags['max-model-calls']),
      maxToolCalls: int(flags['max-tool-calls']),
      maxOutputTokens: int(flags['max-output-tokens']),
      maxCostUsd: maxCost === undefined ? undefined : maxCost === 'none' ? null : Number(maxCost),
      timeoutMs: minutes === undefined ? undefined : minutes * 60_000,
    },
  });
  return parsed.success ? parsed.data : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
}

async function run(argv: string[], io: CliIO): Promise<number> {
  const usage = (error: string): number => {
    io.stderr(`agent-fix run: ${error}\nusage: ${USAGE}\n`);
    return EXIT.usage;
  };
  const parsed = parseArgv(argv, RUN_FLAGS, 0);
  if (!parsed.ok) return usage(parsed.error);
  const f = parsed.flags;
  const root = resolveWorkspace(str(f.workspace), io.cwd);
  if (!root.ok) return usage(root.error);
  let taskText = str(f.task);
  const taskFile = str(f['task-file']);
  if (taskText && taskFile) return usage('give --task or --task-file, not both');
  if (taskFile) {
    try {
      taskText = await readFile(resolve(io.cwd, taskFile), 'utf8');
    } catch (err) {
      return usage(`cannot read --task-file: ${(err as Error).message}`);
    }
  }
  if (!taskText?.trim()) return usage('a task is required (--task or --task-file)');
  const scriptedFile = str(f.scripted);
  if (scriptedFile && str(f['base-url'])) return usage('give --scripted or --base-url, not both');
  const apiKey = scriptedFile ? 'scripted-offline-key' : process.env.AGENT_FIX_API_KEY || process.env.OPENAI_API_KEY;
  if (!apiKey) return usage('no API key: set OPENAI_API_KEY or AGENT_FIX_API_KEY (or replay a trajectory offline with --scripted FILE)');
  const model = str(f.model) ?? DEFAULT_MODEL;
  const settings = settingsFromFlags(f, model);
  if (typeof settings === 'string') return usage(settings);
  let pricing: PricingInput | undefined;
  const pricingText = str(f.pricing);
  if (pricingText !== undefined) {
    const parsed = parsePricingInput(pricingText);
    if (!parsed.ok) return usage(`--pricing ${parsed.error}`);
    pricing = parsed.value;
  }
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
  const baseURL = scripted?.url ?? str(f['base-url']) ?? process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1';
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
      pricing,
      ...(str(f['instructions-files']) !== undefined ? { instructionFiles: instructionFilesFlag(str(f['instructions-files']) ?? '') } : {}),
      warn: (line) => io.stderr(`agent-fix run: ${line}\n`),
      onStep: (line) => io.stderr(`${line}\n`),
      secrets,
    });
    io.stdout(secrets.redact(`${renderPullRequestBody(report)}\n`));
    const reportPath = str(f.report);
    if (reportPath) {
      // Never through a link a check planted in the workspace.
      const written = await writeOwnFile(
        resolve(io.cwd, reportPath),
        secrets.redact(`${JSON.stringify(report, null, 2)}\n`),
        root.root,
      ).then(
        () => true,
        (err: Error) => {
          if (!(err instanceof OwnFileError)) throw err;
          io.stderr(`agent-fix run: --report: ${err.message}\n`);
          return false;
        },
      );
      if (!written) return EXIT.refused;
    }
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

export const runCommand: Command = {
  name: 'run',
  summary: 'run the agent on a local folder against an OpenAI-compatible endpoint (key: OPENAI_API_KEY or AGENT_FIX_API_KEY)',
  usage: USAGE,
  run,
};

/** --instructions-files: comma-separated names, or none. */
function instructionFilesFlag(v: string): string[] {
  return v === 'none'
    ? []
    : v
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean);
}

/** --check-disk-mb / --check-memory-mb: a whole number of MB, or none (no cap); absent: the default. */
function mbOrNone(flags: Record<string, FlagValue | undefined>, name: string): { value: number | null | undefined } | string {
  const raw = str(flags[name]);
  if (raw === undefined) return { value: undefined };
  if (raw === 'none') return { value: null };
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > MAX_BOUND_MB)
    return `--${name} must be a whole number of MB from 1 to ${MAX_BOUND_MB}, or none; got "${raw}"`;
  return { value: n };
}
