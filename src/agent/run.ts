// One agent run, wired once for the action, `agent-fix run` and the demo: the workspace, the tools,
// the prompt, the checks, the observers, the budget and the loop; then the report.
import type { ModelClient } from '../model/types.js';
import { createOpenAIClient } from '../model/openai-client.js';
import { hostOf, type RunReport } from '../report/run-report.js';
import { prepareChecks, type Checks } from '../sandbox/index.js';
import { Secrets } from '../secrets/index.js';
import { Workspace } from '../workspace/workspace.js';
import { Budget } from './budget.js';
import type { CostPool } from './cost-pool.js';
import { callOutputCeiling, contextWindowOf } from './model-limits.js';
import type { Observer } from './events.js';
import { runLoop } from './loop.js';
import { resolvePricing, unpricedCap, type PricingInput, type ResolvedPricing } from './pricing.js';
import { hashText, instructionsMessage, systemPrompt, taskMessage, type RunTask } from './prompt.js';
import {
  DEFAULT_INSTRUCTION_FILES,
  foldersOf,
  headCommit,
  loadInstructions,
  type InstructionFile,
  type Instructions,
} from '../workspace/instructions.js';
import { progressLog, RunRecorder } from './recorder.js';
import { buildRunReport } from './report-builder.js';
import { checkBounds, type RunSettings } from './settings.js';
import { ToolSet } from './tools/index.js';

export type { RunTask };

export interface RunInput {
  task: RunTask;
  root: string;
  settings: RunSettings;
  client: ModelClient;
  pricing: Pick<ResolvedPricing, 'pricing' | 'source'>;
  baseUrlHost?: string;
  /** How checks run; prepared here from settings.checkSandbox when absent and a check command is set. */
  checks?: Checks;
  /** One line per step, for progress logs (redacted like tool results). */
  onStep?: (line: string) => void;
  /** The repository's instructions (AGENTS.md and its kin), loaded once at the start. */
  instructions?: Instructions;
  /**
   * Never shown to the model: every tool result (file contents, check output) is redacted before it
   * joins the messages, so a check that prints the environment cannot hand the model a key.
   */
  secrets?: Secrets;
  signal?: AbortSignal;
  /** Money shared with runs going at the same time (agent-fix eval): no call takes them all over its cap. */
  costPool?: CostPool;
  /** Why settings.editInterface was chosen (measured routing), for the report. */
  interfaceReason?: string;
}

export interface RunResult {
  report: RunReport;
  workspace: Workspace;
}

export async function runAgent(input: RunInput): Promise<RunResult> {
  const { settings } = input;
  const secrets = input.secrets ?? Secrets.none;
  const workspace = new Workspace(input.root, {
    editInterface: settings.editInterface,
    parseCheck: settings.parseCheck,
    alignWindow: settings.alignWindow,
    allowWorkflowEdits: settings.allowWorkflowEdits,
    ...(settings.shardFiles ? { scope: settings.shardFiles } : {}),
  });
  const hasChecks = Boolean(settings.checkCommand);
  const tools = new ToolSet(settings.editInterface, hasChecks);
  const system = systemPrompt(settings.editInterface, hasChecks);
  const checks = hasChecks
    ? (input.checks ?? (await prepareChecks({ mode: settings.checkSandbox, workspace: input.root, bounds: checkBounds(settings) })))
    : undefined;
  const recorder = new RunRecorder(secrets, input.pricing.pricing);
  const context = contextWindowOf(settings.model, settings.contextWindow);
  const listeners: Observer[] = [recorder.observe, ...(input.onStep ? [progressLog(input.onStep, secrets)] : [])];
  const budget = new Budget(
    settings.limits,
    input.pricing.pricing,
    recorder,
    callOutputCeiling(settings.model),
    input.signal,
    input.costPool,
  );
  const { stop, summary } = await runLoop({
    messages: [
      { role: 'system', content: system },
      // The system prompt is the same with or without them: instructions come as their own message.
      ...(input.instructions?.root ? [{ role: 'user' as const, content: instructionsMessage(input.instructions.root) }] : []),
      { role: 'user', content: taskMessage(input.task) },
    ],
    tools,
    client: input.client,
    ctx: {
      workspace,
      root: input.root,
      checkCommand: settings.checkCommand,
      checkTimeoutMs: settings.checkTimeoutMs,
      checks,
      secrets,
      signal: input.signal,
    },
    offer: nestedOffer(input.instructions),
    budget,
    checkTimeoutMs: settings.checkTimeoutMs,
    secrets,
    emit: (e) => listeners.forEach((l) => l(e)),
    signal: input.signal,
    contextWindow: context.window,
  }).finally(() => budget.release());
  const report = buildRunReport({
    input,
    started: budget.started,
    finished: Date.now(),
    recorder,
    rereads: workspace.rereads,
    files: workspace.diffSummary(),
    diffs: workspace.fileDiffs(),
    secrets,
    stop,
    summary,
    promptHash: hashText(system),
    toolSchemaHash: tools.schemaHash,
    checks,
    overshootUsd: budget.overshootUsd,
    instructions: input.instructions ? offered(input.instructions) : undefined,
    contextWindow: context.window,
    notes: context.note ? [context.note] : [],
  });
  return { report, workspace };
}

/** What a caller knows about a run before it starts; `startRun` turns it into one. */
export interface RunRequest extends Omit<RunInput, 'client' | 'pricing' | 'baseUrlHost'> {
  endpoint: {
    baseURL: string;
    apiKey: string;
    /** Base of the retry back-off (tests and the demo shorten it). */
    backoffMs?: number;
  };
  /** The user's prices (pricing input, --pricing), when they apply to settings.model. */
  pricing?: PricingInput;
  /** Problems a maintainer should see in the log (e.g. an unusable pricing input). */
  warn?: (line: string) => void;
  /**
   * Instruction files to look for at the root, in order (default: AGENTS.md, CLAUDE.md,
   * .github/copilot-instructions.md); empty: none are read. Read from `commit` when given (the base
   * commit), else from the workspace's HEAD when it is a git checkout, else from the files as they are.
   */
  instructionFiles?: readonly string[];
  instructionsCommit?: string;
}

/** Prices, the model client and the secrets for one run, then the run. */
export async function startRun(req: RunRequest): Promise<RunResult> {
  const { settings, endpoint } = req;
  const pricing = resolvePricing(settings.model, req.pricing);
  // A cap that cannot be enforced is refused before anything is spent; only `none` runs without one.
  const unpriced = unpricedCap(settings.model, req.pricing, settings.limits.maxCostUsd);
  if (unpriced) throw new RunSetupError(unpriced);
  if (!pricing.pricing) req.warn?.(`model ${settings.model} is not priced and runs without a cost cap (max-cost-usd: none)`);
  const instructions = await loadInstructions(req.root, {
    files: req.instructionFiles ?? DEFAULT_INSTRUCTION_FILES,
    commit: req.instructionsCommit ?? (await headCommit(req.root)),
  });
  const client = createOpenAIClient({
    baseURL: endpoint.baseURL,
    apiKey: endpoint.apiKey,
    model: settings.model,
    api: settings.api,
    ...(settings.reasoningEffort ? { reasoningEffort: settings.reasoningEffort } : {}),
    backoffMs: endpoint.backoffMs,
  });
  return runAgent({
    ...req,
    instructions,
    client,
    pricing,
    baseUrlHost: hostOf(endpoint.baseURL),
    secrets: (req.secrets ?? Secrets.none).with([endpoint.apiKey]),
  });
}

/** A run that must not start (e.g. a cost cap that could not be enforced); nothing was spent. */
export class RunSetupError extends Error {
  override name = 'RunSetupError';
}

/** Nested AGENTS.md files, each offered once: with the answer of the first read or edit under its folder. */
function nestedOffer(instructions: Instructions | undefined): ((paths: readonly string[]) => string | undefined) | undefined {
  if (!instructions || instructions.nested.size === 0) return undefined;
  return (paths) => {
    const texts: string[] = [];
    for (const dir of new Set(paths.flatMap(foldersOf))) {
      const file = instructions.nested.get(dir);
      if (!file || instructions.offered.has(file.path)) continue;
      instructions.offered.add(file.path);
      texts.push(instructionsMessage(file));
    }
    return texts.length ? texts.join('\n\n') : undefined;
  };
}

/** The instruction files the model was given, for the report. */
function offered(instructions: Instructions): { path: string; bytes: number; truncated: boolean }[] {
  const nested = [...instructions.nested.values()].filter((f) => instructions.offered.has(f.path));
  const files: InstructionFile[] = [...(instructions.root ? [instructions.root] : []), ...nested];
  return files.map(({ path, bytes, truncated }) => ({ path, bytes, truncated }));
}
