// The one owner of what a run leaves behind: the tracking comment (created, updated, finished in a
// true final state), the outputs, the job summary, the job's failure and the last log line.
import type { GitHubApi } from '../github/api.js';
import { renderJobSummary } from '../report/markdown.js';
import type { RunReport, StopCode } from '../report/run-report.js';
import {
  cancelledComment,
  failedComment,
  noChangesComment,
  prOpenedComment,
  followUpComment,
  ciFixComment,
  misconfiguredComment,
  refusedTriggerComment,
  workingComment,
} from '../report/tracking-comment.js';
import type { Delivered } from './pull-request.js';
import type { CiFailure, ReplyTarget } from './gate-types.js';
import type { Logger } from './log.js';
import { outputsOf, type Outputs } from './outputs.js';

export interface PipelineResult {
  outputs: Outputs;
  /** Set when the job should fail, with the reason. */
  failure?: string;
  summary?: string;
}

/** How a run ended; every path through the pipeline ends in exactly one of these. */
export type Outcome =
  | {
      kind: 'not_started';
      stopReason: 'ignored' | 'unauthorized' | 'invalid';
      reason: string;
      fail?: boolean;
      reply?: { to: ReplyTarget; login?: string };
    }
  | { kind: 'misconfigured'; problems: readonly string[]; workflowFile?: string; replyTo?: ReplyTarget }
  | { kind: 'cancelled'; report?: RunReport }
  | { kind: 'no_changes'; report: RunReport }
  | { kind: 'pr'; report: RunReport; pr: Delivered }
  | { kind: 'follow_up'; report: RunReport; pr: Delivered; ci?: CiFailure }
  | { kind: 'shard'; report: RunReport; branch: string | null }
  | { kind: 'failed'; stage: string; detail: string; report?: RunReport; pushedBranch?: string };

/** What to change when the agent stopped at a limit or failed: said in the last log line. */
const NEXT_STEP: Partial<Record<StopCode, string>> = {
  max_model_calls: 'raise max-model-calls, or narrow the task',
  max_tool_calls: 'narrow the task',
  max_output_tokens: 'narrow the task',
  max_cost: 'raise max-cost-usd, or narrow the task',
  timeout: 'raise timeout-minutes, or narrow the task',
  model_error: 'check base-url, api-key and model, and the endpoint status',
};

/** The job's failure when the workflow cannot run as configured. */
export const misconfiguredFailure = (problems: readonly string[]): string =>
  `agent-fix did not start: the workflow is misconfigured: ${problems.join('; ')}`;

export class Finalizer {
  private tracking: number | undefined;
  /** Said in the final comment whatever the outcome (e.g. why the check command did not run). */
  private readonly notes: string[] = [];

  constructor(
    private readonly api: GitHubApi | undefined,
    private readonly log: Logger,
    private readonly runUrl: string | undefined,
    private reportPath: string | undefined,
    /** The viewer-artifact input: the job summary says where to download the page ('' = not uploaded). */
    private readonly viewerArtifact = '',
  ) {}

  /** Where the run viewer was written (the viewer-path output); unset, the output stays empty. */
  private viewerPath: string | undefined;

  viewerFile(path: string): void {
    this.viewerPath = path;
  }

  /** The report file could not be written (a link was in the way): the report-path output stays empty. */
  noReportFile(): void {
    this.reportPath = undefined;
  }

  /** The tracking comment of a comment-triggered run: "working on it", with the command's notes. */
  async start(to: ReplyTarget, notes: readonly string[]): Promise<void> {
    if (!this.api) return;
    this.target = to;
    this.tracking = (await this.post(to, workingComment(this.runUrl, notes))).id;
    this.startNotes = [...notes];
  }

  private target: ReplyTarget | undefined;

  /** A new comment where the command was written: the conversation, or a review comment's thread. */
  private post(to: ReplyTarget, body: string): Promise<{ id: number }> {
    const api = this.api!;
    return to.kind === 'issue' ? api.createTrackingComment(to.number, body) : api.createReviewReply(to.prNumber, to.commentId, body);
  }

  private update(id: number, body: string): Promise<void> {
    const api = this.api!;
    return this.target?.kind === 'review_thread' ? api.updateReviewComment(id, body) : api.updateComment(id, body);
  }

  private startNotes: string[] = [];

  /** A note every final state repeats; the working comment shows it at once. */
  async note(text: string): Promise<void> {
    this.notes.push(text);
    this.log.warning(text);
    if (this.tracking === undefined || !this.api) return;
    await this.update(this.tracking, workingComment(this.runUrl, [...this.startNotes, ...this.notes])).catch((err: Error) =>
      this.log.warning(`could not update the tracking comment: ${err.message}`),
    );
  }

  async finish(o: Outcome): Promise<PipelineResult> {
    const report = 'report' in o ? o.report : undefined;
    const viewer = report && this.viewerPath ? { viewerArtifact: this.viewerArtifact } : {};
    const summary = report ? renderJobSummary(report, { runUrl: this.runUrl, ...viewer }) : undefined;
    const reportPath = report ? this.reportPath : undefined;
    const viewerPath = report ? this.viewerPath : undefined;
    switch (o.kind) {
      case 'not_started': {
        if (o.reply && this.api) await this.post(o.reply.to, refusedTriggerComment(o.reply.login, o.reason));
        this.log.info(`agent-fix: not started: ${o.reason}`);
        return { outputs: outputsOf({ stopReason: o.stopReason }), failure: o.fail ? o.reason : undefined };
      }
      case 'misconfigured': {
        // The one comment of this run: no reaction or working comment came before it.
        if (o.replyTo && this.api) {
          await this.post(o.replyTo, misconfiguredComment(o.problems, o.workflowFile, this.runUrl)).catch((err: Error) =>
            this.log.warning(`could not post the comment: ${err.message}`),
          );
        }
        const failure = misconfiguredFailure(o.problems);
        this.log.info(failure);
        return { outputs: outputsOf({ stopReason: 'invalid' }), failure };
      }
      case 'cancelled':
        await this.comment(cancelledComment(report, this.runUrl));
        this.log.info('agent-fix: cancelled; the workspace was restored and nothing was pushed');
        return {
          outputs: outputsOf({ report, reportPath, viewerPath, stopReason: report ? undefined : 'cancelled' }),
          failure: 'the run was cancelled',
          summary,
        };
      case 'no_changes': {
        await this.comment(noChangesComment(o.report, this.runUrl));
        const stop = o.report.stopReason;
        const failed = stop.code === 'model_error' || stop.code === 'internal_error';
        this.log.info(`agent-fix: no changes (${stop.code}: ${stop.detail})${this.nextStep(stop.code)}`);
        return {
          outputs: outputsOf({ report, reportPath, viewerPath }),
          failure: failed ? `agent stopped: ${stop.detail}` : undefined,
          summary,
        };
      }
      case 'pr':
        await this.comment(prOpenedComment(o.report, o.pr, this.runUrl));
        this.log.info(
          `agent-fix: opened ${o.pr.draft ? 'draft ' : ''}pull request ${o.pr.htmlUrl}${this.nextStep(o.report.stopReason.code)}`,
        );
        return { outputs: outputsOf({ report, reportPath, viewerPath, pr: o.pr }), summary };
      case 'follow_up': {
        await this.comment(o.ci ? ciFixComment(o.report, o.pr, o.ci, this.runUrl) : followUpComment(o.report, o.pr, this.runUrl));
        const did = o.pr.pushed ? `pushed a commit to pull request ${o.pr.htmlUrl}` : `made no changes to pull request ${o.pr.htmlUrl}`;
        this.log.info(`agent-fix: ${did}${this.nextStep(o.report.stopReason.code)}`);
        const failed = o.report.stopReason.code === 'model_error' || o.report.stopReason.code === 'internal_error';
        return {
          outputs: outputsOf({ report, reportPath, viewerPath, pr: o.pr }),
          summary,
          failure: failed ? `agent stopped: ${o.report.stopReason.detail}` : undefined,
        };
      }
      case 'shard': {
        const stop = o.report.stopReason;
        this.log.info(`agent-fix: shard ${o.branch ? `pushed ${o.branch}` : 'made no changes'} (${stop.code})${this.nextStep(stop.code)}`);
        const failed = stop.code === 'model_error' || stop.code === 'internal_error';
        return {
          outputs: outputsOf({ report, reportPath, viewerPath, branch: o.branch ?? '' }),
          summary,
          failure: failed ? `agent stopped: ${stop.detail}` : undefined,
        };
      }
      case 'failed': {
        await this.comment(failedComment(o.stage, o.detail, report, this.runUrl));
        const failure = `agent-fix failed while ${o.stage}: ${o.detail}`;
        this.log.info(failure);
        return {
          outputs: {
            ...outputsOf({ report, reportPath, viewerPath, stopReason: report ? undefined : 'failed' }),
            branch: o.pushedBranch ?? '',
          },
          failure,
          summary,
        };
      }
    }
  }

  private nextStep(code: StopCode): string {
    const next = NEXT_STEP[code];
    return next ? ` — stopped at ${code}: ${next}` : '';
  }

  private async comment(body: string): Promise<void> {
    if (this.tracking === undefined || !this.api) return;
    try {
      await this.update(this.tracking, [body, ...this.notes.map((n) => `> ${n}`)].join('\n\n'));
    } catch (err) {
      this.log.warning(`could not update the tracking comment: ${(err as Error).message}`);
    }
  }
}
