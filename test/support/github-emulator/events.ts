// Webhook payloads for end-to-end tests: GitHub's published examples (@octokit/webhooks-examples) with the
// repository, issue, comment and user replaced by the emulator's state, plus the Actions env that points
// the action at them.
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Renderer } from './render.js';
import type { EmuWorkflowRun } from './actions.js';
import type { EmulatorState } from './state.js';

type Example = Record<string, unknown>;
const index = createRequire(import.meta.url)('@octokit/webhooks-examples/api.github.com/index.json') as {
  name: string;
  examples: Example[];
}[];

function example(name: string, action?: string): Example {
  const found = index.find((e) => e.name === name)?.examples.find((e) => action === undefined || e['action'] === action);
  if (!found) throw new Error(`no ${name} ${action ?? ''} example in @octokit/webhooks-examples`);
  return structuredClone(found);
}

function user(base: unknown, login: string, id: number, type: string): Example {
  return { ...(base as Example), login, id, type, html_url: `https://github.com/${login}`, url: `https://api.github.com/users/${login}` };
}

/** issue_comment payload for a comment that exists in the emulator state. */
export function issueCommentPayload(state: EmulatorState, fullName: string, commentId: number, action = 'created'): Example {
  const repo = state.repo(fullName);
  const comment = repo.comments.get(commentId);
  if (!comment) throw new Error(`emulator: no comment ${commentId} in ${fullName}`);
  const issue = repo.issues.get(comment.issueNumber)!;
  const p = example('issue_comment', action);
  const web = `https://github.com/${repo.owner.login}/${repo.name}`;
  const i = p['issue'] as Example;
  const c = p['comment'] as Example;
  const r = p['repository'] as Example;
  p['issue'] = {
    ...i,
    id: issue.id,
    number: issue.number,
    title: issue.title,
    body: issue.body,
    html_url: `${web}/issues/${issue.number}`,
    user: user(i['user'], issue.user.login, issue.user.id, issue.user.type),
    ...(issue.isPullRequest
      ? { pull_request: { url: `https://api.github.com/repos/${fullName}/pulls/${issue.number}`, html_url: `${web}/pull/${issue.number}` } }
      : {}),
  };
  p['comment'] = {
    ...c,
    id: comment.id,
    body: comment.body,
    html_url: `${web}/issues/${issue.number}#issuecomment-${comment.id}`,
    user: user(c['user'], comment.user.login, comment.user.id, comment.user.type),
  };
  p['repository'] = {
    ...r,
    id: repo.id,
    name: repo.name,
    full_name: fullName,
    private: repo.private,
    default_branch: repo.defaultBranch,
    html_url: web,
    owner: user(r['owner'], repo.owner.login, repo.owner.id, repo.owner.type),
  };
  p['sender'] = user(p['sender'], comment.user.login, comment.user.id, comment.user.type);
  return p;
}

/** The pull request of the emulator as a webhook payload's pull_request (head and base as GitHub sends them). */
function pullPayload(state: EmulatorState, fullName: string, number: number, base: Example): Example {
  const repo = state.repo(fullName);
  const web = `https://github.com/${fullName}`;
  const rendered = new Renderer({ api: 'https://api.github.com', web: 'https://github.com' }, state).pull(repo.pulls.get(number)!, repo);
  return { ...base, ...rendered, html_url: `${web}/pull/${number}` };
}

function repositoryPayload(state: EmulatorState, fullName: string, base: Example): Example {
  const repo = state.repo(fullName);
  return {
    ...base,
    id: repo.id,
    name: repo.name,
    full_name: fullName,
    private: repo.private,
    default_branch: repo.defaultBranch,
    html_url: `https://github.com/${fullName}`,
    owner: user(base['owner'], repo.owner.login, repo.owner.id, repo.owner.type),
  };
}

/** pull_request_review_comment "created" payload for a review comment in the emulator state. */
export function reviewCommentPayload(state: EmulatorState, fullName: string, commentId: number): Example {
  const repo = state.repo(fullName);
  const c = repo.reviewComments.get(commentId);
  if (!c) throw new Error(`emulator: no review comment ${commentId} in ${fullName}`);
  const p = example('pull_request_review_comment', 'created');
  const base = p['comment'] as Example;
  p['comment'] = {
    ...base,
    ...new Renderer({ api: 'https://api.github.com', web: 'https://github.com' }, state).reviewComment(c, repo),
    user: user(base['user'], c.user.login, c.user.id, c.user.type),
  };
  p['pull_request'] = pullPayload(state, fullName, c.pullNumber, p['pull_request'] as Example);
  p['repository'] = repositoryPayload(state, fullName, p['repository'] as Example);
  p['sender'] = user(p['sender'], c.user.login, c.user.id, c.user.type);
  return p;
}

/** pull_request_review "submitted" payload: a review with `body` by `author` on pull request `number`. */
export function reviewPayload(state: EmulatorState, fullName: string, number: number, review: { body: string; author: string }): Example {
  const p = example('pull_request_review', 'submitted');
  const author = state.addUser(review.author);
  const base = p['review'] as Example;
  const id = state.nextId();
  p['review'] = {
    ...base,
    id,
    body: review.body,
    state: 'commented',
    html_url: `https://github.com/${fullName}/pull/${number}#pullrequestreview-${id}`,
    user: user(base['user'], author.login, author.id, author.type),
  };
  p['pull_request'] = pullPayload(state, fullName, number, p['pull_request'] as Example);
  p['repository'] = repositoryPayload(state, fullName, p['repository'] as Example);
  p['sender'] = user(p['sender'], author.login, author.id, author.type);
  return p;
}

/** workflow_dispatch payload (from the published example) for a repository in the emulator. */
export function dispatchPayload(state: EmulatorState, fullName: string, inputs: Record<string, string | boolean | number>): Example {
  const repo = state.repo(fullName);
  const p = example('workflow_dispatch');
  const r = p['repository'] as Example;
  p['inputs'] = inputs;
  p['ref'] = `refs/heads/${repo.defaultBranch}`;
  p['repository'] = {
    ...r,
    id: repo.id,
    name: repo.name,
    full_name: fullName,
    default_branch: repo.defaultBranch,
    owner: user(r['owner'], repo.owner.login, repo.owner.id, repo.owner.type),
  };
  return p;
}

/** Writes the payload to `dir/event.json` and returns the Actions env variables that describe the event. */
export async function writeEvent(
  dir: string,
  eventName: string,
  payload: unknown,
  opts: { apiUrl: string; repository: string },
): Promise<Record<string, string>> {
  const path = join(dir, 'event.json');
  await writeFile(path, JSON.stringify(payload));
  return {
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: opts.repository,
    GITHUB_API_URL: opts.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_ACTIONS: 'true',
  };
}

/**
 * workflow_run "completed" payload (the published example, whose runs all succeeded) for a run in the
 * emulator: its conclusion, head branch, commit and head repository as the test set them.
 */
export function workflowRunPayload(state: EmulatorState, fullName: string, run: EmuWorkflowRun): Example {
  const p = example('workflow_run', 'completed');
  const w = p['workflow_run'] as Example;
  const repository = repositoryPayload(state, fullName, p['repository'] as Example);
  const headRepo =
    run.headRepo.toLowerCase() === fullName.toLowerCase()
      ? repository
      : { ...repository, full_name: run.headRepo, name: run.headRepo.split('/')[1], fork: true };
  p['workflow_run'] = {
    ...w,
    id: run.id,
    name: run.name,
    html_url: `https://github.com/${fullName}/actions/runs/${run.id}`,
    conclusion: run.conclusion,
    status: 'completed',
    event: 'pull_request',
    head_branch: run.headBranch,
    head_sha: run.headSha,
    head_commit: { ...(w['head_commit'] as Example), id: run.headSha },
    head_repository: headRepo,
    repository,
    run_attempt: run.attempt,
    pull_requests: [],
  };
  p['repository'] = repository;
  return p;
}

/** issues "labeled" (or "unlabeled") payload: `label` on issue `number`, added by `sender`. */
export function labeledPayload(
  state: EmulatorState,
  fullName: string,
  number: number,
  label: string,
  sender: string,
  action: 'labeled' | 'unlabeled' = 'labeled',
): Example {
  const repo = state.repo(fullName);
  const issue = repo.issues.get(number);
  if (!issue) throw new Error(`emulator: no issue ${number} in ${fullName}`);
  const p = example('issues', action);
  const i = p['issue'] as Example;
  const who = state.addUser(sender);
  p['issue'] = {
    ...i,
    id: issue.id,
    number: issue.number,
    title: issue.title,
    body: issue.body,
    html_url: `https://github.com/${fullName}/issues/${issue.number}`,
    user: user(i['user'], issue.user.login, issue.user.id, issue.user.type),
  };
  p['label'] = { ...((p['label'] as Example | undefined) ?? {}), name: label };
  p['repository'] = repositoryPayload(state, fullName, p['repository'] as Example);
  p['sender'] = user(p['sender'], who.login, who.id, who.type);
  return p;
}
