// What the gate decides (gate.ts and the gates of each trigger: label.ts, ci-fix.ts): a run to start
// with its task, or why not and whom to answer.
import type { RunTask } from '../agent/run.js';
import type { Overrides } from '../github/command.js';
import type { Actor, PullInfo, WorkflowRunInfo } from '../github/event.js';

/** The task, or where to read it once the repository is checked out (task-file). */
export type TaskSpec = { kind: 'ready'; task: RunTask } | { kind: 'file'; path: string; source: 'schedule' | 'dispatch' };

/** Where the one-line answer to a command goes: the issue or PR conversation, or a review comment's thread. */
export type ReplyTarget = { kind: 'issue'; number: number } | { kind: 'review_thread'; prNumber: number; commentId: number };

export type Gate =
  | {
      go: true;
      task: TaskSpec;
      overrides: Overrides;
      notes: string[];
      /** The triggering comment (for the eyes reaction) and where the tracking comment goes. */
      command?: { id: number; via: 'issue_comment' | 'review_comment' | 'review'; replyTo: ReplyTarget };
      actor?: Actor;
      /** A follow-up run: the pull request whose branch gets one more commit. */
      pull?: PullInfo;
      /** Where the tracking comment goes when no command started the run (a label, a CI failure). */
      tracking?: ReplyTarget;
      /** A CI-fix run: the workflow run that failed and its failed jobs. */
      ci?: CiFailure;
    }
  | {
      go: false;
      outcome: 'ignored' | 'unauthorized' | 'invalid';
      reason: string;
      fail?: boolean;
      /** A one-line answer for the commenter (never for bots or our own comments); no login for a CI failure. */
      reply?: { to: ReplyTarget; login?: string };
    };

/** A CI-fix run's failure: the workflow run and the jobs that failed in it. */
export interface CiFailure {
  run: WorkflowRunInfo;
  jobs: string[];
}
