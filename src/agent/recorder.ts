// The observers of a run: usage (the ledger), edit metrics, the step list, and the progress log.
// Each listens to the loop's events; none of them decides anything.
import { createHash } from 'node:crypto';
import { capText, STEP_TEXT_CAP, type Compaction, type EditAttempt, type ReportStep } from '../report/run-report.js';
import type { Secrets } from '../secrets/index.js';
import type { Observer, RunEvent } from './events.js';
import type { ToolOutcome } from './tools/tool.js';
import { EditMetrics } from './metrics.js';
import { dollars, type Pricing } from './pricing.js';
import { UsageLedger } from './usage.js';

export class RunRecorder {
  readonly ledger = new UsageLedger();
  readonly metrics = new EditMetrics();
  readonly steps: ReportStep[] = [];
  /** Every edit attempt, numbered by the model call it came from (one numbering everywhere). */
  readonly attempts: EditAttempt[] = [];
  /** Calls whose response carried no usage (a real call always has input tokens). */
  usageMissing = 0;
  toolCalls = 0;
  /** The run's context compactions, in order. */
  readonly compactions: Compaction[] = [];
  /** The model call the next tool results belong to (1-based). */
  private call = 0;
  /** Set by a context rewrite: the next call's cacheable prefix, in tokens. */
  private prefixLimit: number | undefined;

  constructor(
    private readonly secrets: Secrets,
    /** The run's prices: each model step's billed cost (none when the model is not priced). */
    private readonly pricing: Pricing | null = null,
  ) {}

  /** Untrusted text as the report keeps it: redacted whole, then cut (a cut secret would no longer be recognised). */
  private kept(text: string | null | undefined, from: 'start' | 'end' = 'start'): string | undefined {
    return text ? capText(this.secrets.redact(text), STEP_TEXT_CAP, from) : undefined;
  }

  readonly observe: Observer = (e: RunEvent): void => {
    const n = this.steps.length + 1;
    switch (e.type) {
      case 'model_call': {
        const { usage, durationMs, attempts } = e.response;
        this.call++;
        this.ledger.record(usage, durationMs, attempts, this.prefixLimit);
        this.prefixLimit = undefined;
        if (usage.inputTokens === 0) this.usageMissing++;
        const cost = this.costOf(usage);
        const answer = this.kept(e.response.content);
        this.steps.push({ n, call: this.call, kind: 'model', outcome: 'ok', usage, durationMs, ...(answer ? { answer } : {}), ...cost });
        return;
      }
      case 'model_error':
        this.steps.push({ n, call: this.call + 1, kind: 'model', outcome: 'error', message: e.detail, durationMs: e.durationMs });
        return;
      case 'tool_result': {
        this.toolCalls++;
        this.metrics.observe(e.call.name, e.outcome);
        const o = e.outcome;
        this.recordAttempts(e.call.name, o, n);
        this.steps.push({
          n,
          call: this.call,
          kind: 'tool',
          tool: e.call.name,
          argsDigest: createHash('sha256').update(e.call.arguments).digest('hex').slice(0, 12),
          path: o.path,
          outcome: o.outcome,
          code: o.code,
          message: o.message === undefined ? undefined : this.secrets.redact(o.message),
          durationMs: e.durationMs,
          args: this.kept(e.call.arguments),
          answer: this.kept(o.text),
          ...(o.revision ? { revision: o.revision } : {}),
          ...(o.check
            ? { check: { ...o.check, status: this.secrets.redact(o.check.status), tail: this.kept(o.check.tail, 'end') ?? '' } }
            : {}),
        });
        return;
      }
      case 'context_rewritten':
        this.prefixLimit = Math.min(this.prefixLimit ?? Infinity, e.prefixTokens);
        return;
      case 'compaction':
        this.compactions.push({ ...e.compaction, beforeCall: this.call + 1 });
        return;
      case 'stop':
        return;
    }
  };

  /** A model call's billed cost and the run's so far: the same ledger and formula as the totals, so the last equals them. */
  private costOf(usage: ReportStep['usage'] & object): Pick<ReportStep, 'billedUsd' | 'cumulativeBilledUsd'> {
    if (!this.pricing) return {};
    const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
    return {
      billedUsd: dollars({ uncachedInput: usage.inputTokens - cached, cachedInput: cached, output: usage.outputTokens }, this.pricing),
      cumulativeBilledUsd: this.ledger.costBilled(this.pricing),
    };
  }

  /**
   * Every model action that writes or that the harness refused, one row each, in order: each edit of
   * an edit call, each whole-file write, and each call of any tool refused before it ran.
   */
  private recordAttempts(tool: string, o: ToolOutcome, step: number): void {
    const redact = (text: string | undefined): string | undefined => (text === undefined ? undefined : this.secrets.redact(text));
    const row = (a: Omit<EditAttempt, 'call'>): void => {
      this.attempts.push({ ...a, call: this.call, step, reason: redact(a.reason), next: redact(a.next) });
    };
    if (tool === 'edit') {
      // A call refused before the engine (its arguments did not match the schema) is one attempt.
      const edits = o.edit?.edits ?? [{ index: null, outcome: 'refused' as const, code: o.code, reason: o.message, next: o.next }];
      for (const a of edits) row(a);
      return;
    }
    if (tool !== 'write_file' && !o.notRun) return;
    const refused = o.outcome === 'refused' || o.outcome === 'error';
    row({
      index: null,
      tool: redact(tool.slice(0, 100)),
      ...(o.path && tool === 'write_file' ? { path: o.path } : {}),
      outcome: refused ? 'refused' : 'accepted',
      ...(refused ? { code: o.code ?? 'refused', reason: o.message, next: o.next } : {}),
    });
  }
}

/** One progress line per step, redacted: "model call 3: 2153 in (1920 cached), 72 out, 1 tool call(s)". */
export function progressLog(write: (line: string) => void, secrets: Secrets): Observer {
  let calls = 0;
  return (e) => {
    const line = (text: string): void => write(secrets.redact(text));
    if (e.type === 'model_call') {
      calls++;
      const u = e.response.usage;
      line(
        `model call ${calls}: ${u.inputTokens} in (${u.cachedInputTokens} cached), ${u.outputTokens} out, ${e.response.toolCalls.length} tool call(s)`,
      );
    } else if (e.type === 'model_error') {
      line(`model call ${calls + 1}: failed (${e.detail})`);
    } else if (e.type === 'compaction') {
      const c = e.compaction;
      line(
        `context compacted (${c.reason}): about ${c.tokensBefore} -> ${c.tokensAfter} tokens; ${c.stubbed} stale read(s) stubbed, ${c.tailed} check output(s) cut, ${c.summarized} turn(s) summarized`,
      );
    } else if (e.type === 'tool_result') {
      const o = e.outcome;
      line(`  ${e.call.name}${o.path ? ` ${o.path}` : ''}: ${o.outcome}${o.code ? ` (${o.code})` : ''}`);
    }
  };
}
