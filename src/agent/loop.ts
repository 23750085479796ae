// The agent loop. The context is append-only (earlier messages are never rewritten) so provider
// prefix caches hit; every stop has a reason; every token is accounted in the ledger.
import { createHash } from 'node:crypto';
import type { ChatMessage, ModelClient } from '../model/types.js';
import { ModelError } from '../model/errors.js';
import { deadline } from '../model/abort.js';
import { Secrets } from '../secrets/index.js';
import type { Pricing } from './pricing.js';
import { UsageLedger } from './usage.js';
import { Workspace } from '../workspace/workspace.js';
import { EditMetrics } from './metrics.js';
import { hashText, systemPrompt, taskMessage, type TaskInput } from './prompt.js';
import type { RunSettings } from './settings.js';
import { ToolSet } from './tools/index.js';
import { TOOL_LINE_PREFIX, type ToolContext } from './tools/tool.js';
import { buildRunReport, type StepRecord, type StopReason } from './report-builder.js';
import type { RunReport } from '../report/run-report.js';
import { prepareChecks, type Checks } from '../sandbox/index.js';

/** Below this many output tokens left, each call is capped to what is left (see the loop). */
export const OUTPUT_CAP_THRESHOLD = 8192;

export interface RunTask extends TaskInput {
  source: 'issue' | 'schedule' | 'dispatch' | 'cli';
  issueNumber?: number;
  url?: string;
}

export interface RunInput {
  task: RunTask;
  root: string;
  settings: RunSettings;
  client: ModelClient;
  pricing: { pricing: Pricing | null; source: 'user' | 'builtin' | 'unknown' };
  baseUrlHost?: string;
  /** How checks run; prepared here from settings.checkSandbox when absent and a check command is set. */
  checks?: Checks;
  /** One line per step, for progress logs (redacted like tool results). */
  onStep?: (line: string) => void;
  /**
   * Never shown to the model: every tool result (file contents, check output) is redacted before it
   * joins the messages, so a check that prints the environment cannot hand the model a key.
   */
  secrets?: Secrets;
  signal?: AbortSignal;
}

export interface RunResult {
  report: RunReport;
  workspace: Workspace;
}

export async function runAgent(input: RunInput): Promise<RunResult> {
  const { settings, client } = input;
  const started = Date.now();
  const workspace = new Workspace(input.root, {
    editInterface: settings.editInterface,
    parseCheck: settings.parseCheck,
    alignWindow: settings.alignWindow,
    allowWorkflowEdits: settings.allowWorkflowEdits,
  });
  const tools = new ToolSet(settings.editInterface, Boolean(settings.checkCommand));
  const system = systemPrompt(settings.editInterface, Boolean(settings.checkCommand));
  const messages: ChatMessage[] = [
    { role: 'system', content: system },
    { role: 'user', content: taskMessage(input.task) },
  ];
  const ledger = new UsageLedger();
  const metrics = new EditMetrics();
  const steps: StepRecord[] = [];
  const secrets = input.secrets ?? Secrets.none;
  const onStep = input.onStep;
  const log = (line: string): void => onStep?.(secrets.redact(line));
  const checks = settings.checkCommand
    ? (input.checks ?? (await prepareChecks({ mode: settings.checkSandbox, workspace: input.root })))
    : undefined;
  const ctx: ToolContext = {
    workspace,
    root: input.root,
    checkCommand: settings.checkCommand,
    checkTimeoutMs: settings.checkTimeoutMs,
    checks,
    secrets,
    signal: input.signal,
  };
  const limits = settings.limits;
  let toolCalls = 0;
  let usageMissing = 0;
  let summary = '';
  let stop: StopReason | undefined;

  const cost = (): number | null => (input.pricing.pricing ? ledger.costBilled(input.pricing.pricing) : null);

  while (!stop) {
    stop = limitReached();
    if (stop) break;
    const remaining = limits.timeoutMs - (Date.now() - started);
    const limit = deadline(input.signal, remaining);
    let res;
    const callStarted = Date.now();
    try {
      // Near the end of the output budget, the rest becomes a hard cap on this call so it cannot
      // overshoot. Not sent otherwise: providers reject caps above a model's own maximum.
      const outputLeft = limits.maxOutputTokens - ledger.totals().outputTokens;
      const cap = outputLeft < OUTPUT_CAP_THRESHOLD ? { maxOutputTokens: outputLeft } : {};
      res = await client.complete({ messages: [...messages], tools: tools.wire, parallelToolCalls: true, ...cap }, limit.signal);
    } catch (err) {
      stop = stopForError(err);
      steps.push({ n: steps.length + 1, kind: 'model', outcome: 'error', message: stop.detail, durationMs: Date.now() - callStarted });
      log(`model call ${ledger.totals().modelCalls + 1}: failed (${stop.detail})`);
      break;
    } finally {
      limit.dispose();
    }
    ledger.record(res.usage, res.durationMs, res.attempts);
    // A real call always has input tokens: zero means the endpoint did not report usage.
    if (res.usage.inputTokens === 0) usageMissing++;
    steps.push({ n: steps.length + 1, kind: 'model', outcome: 'ok', usage: res.usage, durationMs: res.durationMs });
    log(
      `model call ${ledger.totals().modelCalls}: ${res.usage.inputTokens} in (${res.usage.cachedInputTokens} cached), ${res.usage.outputTokens} out, ${res.toolCalls.length} tool call(s)`,
    );
    // The assistant turn goes in exactly as received: the next request extends this prefix.
    messages.push({
      role: 'assistant',
      content: res.content ?? null,
      ...(res.toolCalls.length > 0
        ? {
            tool_calls: res.toolCalls.map((c) => ({
              id: c.id,
              type: 'function' as const,
              function: { name: c.name, arguments: c.arguments },
            })),
          }
        : {}),
    });
    if (res.toolCalls.length === 0) {
      summary = res.content ?? '';
      // An answer cut off at the output limit is not a finished run.
      stop =
        res.finishReason === 'length'
          ? { code: 'max_output_tokens', detail: "the model's answer was cut off at its output limit" }
          : { code: 'done', detail: 'the model finished' };
      break;
    }
    for (const call of res.toolCalls) {
      if (toolCalls >= limits.maxToolCalls) {
        // Every tool call needs an answer for the transcript to stay valid; the run ends here anyway.
        messages.push({ role: 'tool', tool_call_id: call.id, content: 'Not run: the tool-call limit of this run was reached.' });
        stop ??= { code: 'max_tool_calls', detail: `${limits.maxToolCalls} tool calls` };
        continue;
      }
      toolCalls++;
      // A check may not outlive the run's own wall-clock limit.
      ctx.checkTimeoutMs = Math.max(1000, Math.min(settings.checkTimeoutMs, limits.timeoutMs - (Date.now() - started)));
      const t0 = Date.now();
      const out = await tools.dispatch(call.name, call.arguments, ctx);
      const durationMs = Date.now() - t0;
      metrics.observe(call.name, out);
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: secrets.redact(out.text, { linePrefix: TOOL_LINE_PREFIX, skipShort: true }),
      });
      steps.push({
        n: steps.length + 1,
        kind: 'tool',
        tool: call.name,
        argsDigest: createHash('sha256').update(call.arguments).digest('hex').slice(0, 12),
        path: out.path,
        outcome: out.outcome,
        code: out.code,
        message: out.message === undefined ? undefined : secrets.redact(out.message),
        durationMs,
      });
      log(`  ${call.name}${out.path ? ` ${out.path}` : ''}: ${out.outcome}${out.code ? ` (${out.code})` : ''}`);
    }
  }

  const report = buildRunReport({
    input,
    started,
    finished: Date.now(),
    ledger,
    metrics,
    rereads: workspace.rereads,
    steps,
    files: workspace.diffSummary(),
    toolCalls,
    stop: stop ?? { code: 'internal_error', detail: 'the loop ended without a reason' },
    summary,
    promptHash: hashText(system),
    toolSchemaHash: tools.schemaHash,
    warnings: [
      ...checkWarnings(checks),
      ...(usageMissing > 0
        ? [
            `The endpoint reported no token usage for ${usageMissing} of ${ledger.totals().modelCalls} model calls: token and cost figures are incomplete, and max-cost-usd could not be enforced for those calls.`,
          ]
        : []),
      ...(input.pricing.pricing
        ? []
        : [
            `Model ${settings.model} is not priced: no cost is shown and max-cost-usd was not enforced. Give prices with the pricing input.`,
          ]),
    ],
  });
  return { report, workspace };

  function limitReached(): StopReason | undefined {
    if (input.signal?.aborted) return { code: 'cancelled', detail: 'the run was cancelled' };
    if (toolCalls >= limits.maxToolCalls) return { code: 'max_tool_calls', detail: `${limits.maxToolCalls} tool calls` };
    if (ledger.totals().modelCalls >= limits.maxModelCalls)
      return { code: 'max_model_calls', detail: `${limits.maxModelCalls} model calls` };
    if (ledger.totals().outputTokens >= limits.maxOutputTokens)
      return { code: 'max_output_tokens', detail: `${limits.maxOutputTokens} output tokens` };
    const c = cost();
    if (c !== null && c >= limits.maxCostUsd)
      return { code: 'max_cost', detail: `$${c.toFixed(4)} spent of a $${limits.maxCostUsd} budget` };
    if (Date.now() - started >= limits.timeoutMs)
      return { code: 'timeout', detail: `${Math.round(limits.timeoutMs / 1000)} s wall-clock limit` };
    return undefined;
  }

  function stopForError(err: unknown): StopReason {
    if (input.signal?.aborted) return { code: 'cancelled', detail: 'the run was cancelled' };
    if (Date.now() - started >= limits.timeoutMs)
      return { code: 'timeout', detail: `${Math.round(limits.timeoutMs / 1000)} s wall-clock limit` };
    if (err instanceof ModelError && err.kind === 'cancelled') return { code: 'cancelled', detail: 'the run was cancelled' };
    if (err instanceof ModelError) return { code: 'model_error', detail: err.message };
    return { code: 'model_error', detail: (err as Error).message ?? String(err) };
  }
}

/** The report says how model-written code ran: not at all (and why), or without the sandbox by choice. */
function checkWarnings(checks: Checks | undefined): string[] {
  if (!checks) return [];
  if (!checks.ok) return [checks.text];
  if (checks.runner.description.startsWith('no sandbox')) {
    return ["Checks ran without the sandbox (check-sandbox: none): the checked code could read the runner's secrets and use its network."];
  }
  return [];
}
