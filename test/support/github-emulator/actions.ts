// GitHub Actions in the emulator: workflow runs with their jobs, steps and logs, the REST operations that
// list a run's jobs and download a job's log, and the log storage: a second loopback origin the logs
// endpoint redirects to (302), as api.github.com redirects to its blob storage with a signed URL. The
// storage records every request's headers, so a test can show the token never went there.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError, type Handler, type HandlerContext } from './handlers.js';
import type { EmuRepo, EmulatorState } from './state.js';

export interface EmuStep {
  name: string;
  number: number;
  conclusion: 'success' | 'failure' | 'skipped' | 'cancelled' | null;
  startedAt: string;
  completedAt: string;
}

export interface EmuJob {
  id: number;
  name: string;
  conclusion: 'success' | 'failure' | 'cancelled' | 'skipped' | 'timed_out' | null;
  steps: EmuStep[];
  /** The raw log, as the runner writes it (timestamps, ANSI colours). */
  log: string;
}

export interface EmuWorkflowRun {
  id: number;
  name: string;
  headBranch: string;
  headSha: string;
  /** owner/name of the head repository (a fork's for a fork). */
  headRepo: string;
  conclusion: string | null;
  attempt: number;
  jobs: EmuJob[];
}

/** Runs per repository (kept beside the state, keyed by the repository object). */
const RUNS = new WeakMap<EmuRepo, Map<number, EmuWorkflowRun>>();

export function runsOf(repo: EmuRepo): Map<number, EmuWorkflowRun> {
  let m = RUNS.get(repo);
  if (!m) RUNS.set(repo, (m = new Map()));
  return m;
}

export function addWorkflowRun(
  state: EmulatorState,
  fullName: string,
  run: Omit<EmuWorkflowRun, 'id' | 'jobs' | 'attempt' | 'headRepo'> & {
    headRepo?: string;
    attempt?: number;
    jobs: Omit<EmuJob, 'id'>[];
  },
): EmuWorkflowRun {
  const repo = state.repo(fullName);
  const created: EmuWorkflowRun = {
    ...run,
    id: state.nextId(),
    attempt: run.attempt ?? 1,
    headRepo: run.headRepo ?? fullName,
    jobs: run.jobs.map((j) => ({ ...j, id: state.nextId() })),
  };
  runsOf(repo).set(created.id, created);
  return created;
}

export interface LogStorage {
  url: string;
  /** Every request that reached the storage, with its headers. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** Signed path -> log text (filled by the logs endpoint as it redirects). */
  signed: Map<string, string>;
  close(): Promise<void>;
}

/** The second origin: serves a log only at the signed path the API handed out. */
export async function startLogStorage(): Promise<LogStorage> {
  const requests: LogStorage['requests'] = [];
  const signed = new Map<string, string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://storage');
    requests.push({ path: url.pathname + url.search, headers: req.headers });
    const text = signed.get(url.pathname + url.search);
    if (text === undefined) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end('<Error><Code>AuthenticationFailed</Code></Error>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    signed,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

function repoOf(ctx: HandlerContext): EmuRepo {
  const repo = ctx.state.findRepo(String(ctx.params['owner']), String(ctx.params['repo']));
  if (!repo) throw new HttpError(404, 'Not Found');
  return repo;
}

function renderJob(ctx: HandlerContext, repo: EmuRepo, run: EmuWorkflowRun, job: EmuJob): Record<string, unknown> {
  const full = `${repo.owner.login}/${repo.name}`;
  const api = ctx.render.urls.api;
  const web = ctx.render.urls.web;
  return {
    id: job.id,
    run_id: run.id,
    run_url: `${api}/repos/${full}/actions/runs/${run.id}`,
    run_attempt: run.attempt,
    node_id: Buffer.from(`Job:${job.id}`).toString('base64'),
    head_sha: run.headSha,
    head_branch: run.headBranch,
    url: `${api}/repos/${full}/actions/jobs/${job.id}`,
    html_url: `${web}/${full}/actions/runs/${run.id}/job/${job.id}`,
    status: 'completed',
    conclusion: job.conclusion,
    created_at: job.steps[0]?.startedAt ?? '2026-01-01T00:00:00Z',
    started_at: job.steps[0]?.startedAt ?? '2026-01-01T00:00:00Z',
    completed_at: job.steps.at(-1)?.completedAt ?? '2026-01-01T00:00:00Z',
    name: job.name,
    steps: job.steps.map((s) => ({
      name: s.name,
      status: 'completed',
      conclusion: s.conclusion,
      number: s.number,
      started_at: s.startedAt,
      completed_at: s.completedAt,
    })),
    check_run_url: `${api}/repos/${full}/check-runs/${job.id}`,
    labels: ['ubuntu-latest'],
    runner_id: 1,
    runner_name: 'GitHub Actions 1',
    runner_group_id: 1,
    runner_group_name: 'GitHub Actions',
    workflow_name: run.name,
  };
}

/** The Actions operations, keyed by operationId; `storage` is where job logs are redirected. */
export function actionsHandlers(storage: () => LogStorage | undefined): Record<string, Handler> {
  const jobsOf = (ctx: HandlerContext, attempt?: number): HandlerResultLike => {
    const repo = repoOf(ctx);
    const run = runsOf(repo).get(Number(ctx.params['run_id']));
    if (!run || (attempt !== undefined && attempt !== run.attempt)) throw new HttpError(404, 'Not Found');
    const jobs = run.jobs.map((j) => renderJob(ctx, repo, run, j));
    return { status: 200, body: { total_count: jobs.length, jobs } };
  };
  return {
    'actions/list-jobs-for-workflow-run': (ctx) => jobsOf(ctx),
    'actions/list-jobs-for-workflow-run-attempt': (ctx) => jobsOf(ctx, Number(ctx.params['attempt_number'])),
    'actions/download-job-logs-for-workflow-run': (ctx) => {
      const repo = repoOf(ctx);
      const id = Number(ctx.params['job_id']);
      const job = [...runsOf(repo).values()].flatMap((r) => r.jobs).find((j) => j.id === id);
      const store = storage();
      if (!job || !store) throw new HttpError(404, 'Not Found');
      // A short-lived signed URL on another origin: the signature is the authorisation there.
      const path = `/logs/${id}?sig=${randomBytes(12).toString('hex')}`;
      store.signed.set(path, job.log);
      return { status: 302, headers: { location: `${store.url}${path}` } };
    },
  };
}

type HandlerResultLike = ReturnType<Handler>;
