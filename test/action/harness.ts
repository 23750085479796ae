// Runs the bundled action (dist/index.js) as GitHub Actions would: INPUT_* from an example
// workflow (docs/workflows/) plus action.yml's defaults, GITHUB_* variables, an event file, a bare git repository as
// origin, the GitHub REST emulator and the scripted model server.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { SAMPLE_FILES, SAMPLE_TASK } from '../../src/cli/demo-sample.js';
import { startScriptedServer, type Script, type ScriptedServer, type ScriptedServerOptions } from '../../src/scripted/server.js';
import { expectNoViolations, startGitHubEmulator, type GitHubEmulator, type Role } from '../support/github-emulator.js';
import type { EmulatorSnapshot } from '../support/github-emulator/state.js';
import { dispatchPayload, issueCommentPayload, labeledPayload } from '../support/github-emulator/events.js';
import { BUNDLE_NODE_FLAGS } from '../support/bundle-flags.js';

export const ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');
export const OWNER = 'octo-org';
export const REPO = 'shop';
export const FULL = `${OWNER}/${REPO}`;
export const API_KEY = 'sk-e2e-secret-0123456789';
export const GH_TOKEN = 'ghs_e2eToken0123456789abcdef';
export const REFACTOR_TASK = 'Fix the discount percentage in src/invoice.js\n\nA 10% discount must take 10% off.';

/** A comment in the issue's discussion before the command: part of the task the model gets. */
export const DISCUSSION = 'It also happens with 25 percent: the total goes negative.';

export type WorkflowName = 'comment' | 'weekly' | 'dispatch' | 'pr' | 'eval' | 'ci' | 'label';

export interface Setup {
  workflow: WorkflowName;
  script: Script;
  /** How the scripted model server behaves (e.g. its context window). */
  modelOptions?: ScriptedServerOptions;
  commenter?: { login: string; role: Role; type?: 'User' | 'Bot' };
  commentBody?: string;
  /** Extra or overriding inputs (test-only, e.g. limits). */
  inputs?: Record<string, string>;
  /** Leave the workspace empty, so the action must clone it itself. */
  emptyWorkspace?: boolean;
  /** Sample files committed with the executable bit (mode 100755). */
  executable?: string[];
  /** Make the remote refuse pushes. */
  rejectPush?: boolean;
  /** More files in the repository's first commit. */
  files?: Record<string, string>;
  /** Symbolic links in the first commit: path -> target. */
  symlinks?: Record<string, string>;
  /** Other secrets than API_KEY / GH_TOKEN (e.g. ones whose base64 holds + and /). */
  apiKey?: string;
  githubToken?: string;
  /** The workflow_dispatch inputs a maintainer typed (the workflow's defaults for the rest). */
  dispatchInputs?: Record<string, string>;
  /** Who the token authenticates as (default github-actions[bot]; a GitHub App's bot for an App token). */
  tokenLogin?: string;
  /** The label of the `label` workflow's event (default agent-fix). */
  labelName?: string;
  /** Repository variables (`${{ vars.X }}`); unset ones evaluate to "" as on GitHub. */
  vars?: Record<string, string>;
}

export interface Harness {
  tmp: string;
  bare: string;
  ws: string;
  emu: GitHubEmulator;
  model: ScriptedServer;
  issueNumber: number;
  commentId: number;
  env: NodeJS.ProcessEnv;
  startSha: string;
  /** The node binary that runs the bundle; default this process's (test/support/node24.ts has GitHub's). */
  node?: string;
  /** Flags for that node before the bundle; default BUNDLE_NODE_FLAGS (test/support/bundle-flags.ts), [] as GitHub starts it. */
  nodeFlags?: readonly string[];
  close(): Promise<void>;
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

export const WORKFLOW_FILES: Record<WorkflowName, string> = {
  comment: 'agent-fix-comment.yml',
  weekly: 'agent-fix-weekly.yml',
  dispatch: 'agent-fix-dispatch.yml',
  pr: 'agent-fix-pr.yml',
  eval: 'agent-eval.yml',
  ci: 'agent-fix-ci.yml',
  label: 'agent-fix-label.yml',
};

/** The agent step's `with:` of one of the example workflows (docs/workflows/). */
export async function workflowInputs(name: WorkflowName): Promise<{ on: Record<string, unknown>; with: Record<string, string> }> {
  const file = WORKFLOW_FILES[name];
  const doc = parseYaml(await readFile(join(ROOT, 'docs', 'workflows', file), 'utf8')) as {
    on: Record<string, unknown>;
    jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>;
  };
  const steps = Object.values(doc.jobs).flatMap((j) => j.steps);
  const step = steps.find((s) => s.uses?.startsWith('OWNER/agent-fix'));
  if (!step?.with) throw new Error(`${file} has no agent-fix step`);
  return { on: doc.on, with: step.with };
}

/** action.yml's literal defaults, applied by the runner before the action starts. */
async function actionDefaults(): Promise<Record<string, string>> {
  const doc = parseYaml(await readFile(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(doc.inputs)) if (v.default !== undefined) out[k] = String(v.default);
  return out;
}

/** A seeded origin and its clone, made once per worker for each distinct first commit (seeded()). */
const templates = new Map<string, Promise<{ dir: string; startSha: string }>>();

/**
 * The origin (a bare repository holding the first commit) and the workspace (its clone), made with
 * git once per distinct first commit in this worker and copied for each setup: about ten git
 * processes fewer per run. The copy is byte for byte; only the clone's remote is pointed at the
 * copied origin.
 */
async function seeded(s: Setup, tmp: string): Promise<{ bare: string; ws: string; startSha: string }> {
  const files = { ...SAMPLE_FILES, '.github/agent-refactor.md': `${REFACTOR_TASK}\n`, ...(s.files ?? {}) };
  const key = JSON.stringify([files, s.symlinks ?? {}, s.executable ?? [], !!s.emptyWorkspace]);
  let made = templates.get(key);
  if (!made) {
    made = makeTemplate(s, files);
    templates.set(key, made);
    made.catch(() => templates.delete(key));
  }
  const { dir, startSha } = await made;
  const rel = join('git', OWNER, `${REPO}.git`);
  const bare = join(tmp, rel);
  const ws = join(tmp, 'ws');
  cpSync(join(dir, 'git'), join(tmp, 'git'), { recursive: true, verbatimSymlinks: true });
  cpSync(join(dir, 'ws'), ws, { recursive: true, verbatimSymlinks: true });
  if (!s.emptyWorkspace) {
    const config = join(ws, '.git', 'config');
    const text = await readFile(config, 'utf8');
    if (!text.includes(join(dir, rel))) throw new Error('the template clone does not name its origin');
    await writeFile(config, text.replaceAll(join(dir, rel), bare));
  }
  if (s.rejectPush) {
    await writeFile(join(bare, 'hooks', 'pre-receive'), '#!/bin/sh\necho "push refused by policy" >&2\nexit 1\n', { mode: 0o755 });
  }
  return { bare, ws, startSha };
}

async function makeTemplate(s: Setup, files: Record<string, string>): Promise<{ dir: string; startSha: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-fix-e2e-template-'));
  const bare = join(dir, 'git', OWNER, `${REPO}.git`);
  await mkdir(bare, { recursive: true });
  git(bare, 'init', '-q', '--bare', '-b', 'main');
  const seed = join(dir, 'seed');
  git(dir, 'clone', '-q', bare, seed);
  for (const [p, text] of Object.entries(files)) {
    await mkdir(dirname(join(seed, p)), { recursive: true });
    await writeFile(join(seed, p), text, { mode: s.executable?.includes(p) ? 0o755 : 0o644 });
  }
  for (const [p, target] of Object.entries(s.symlinks ?? {})) {
    await mkdir(dirname(join(seed, p)), { recursive: true });
    await symlink(target, join(seed, p));
  }
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'initial');
  git(seed, 'push', '-q', 'origin', 'HEAD:main');
  const startSha = git(seed, 'rev-parse', 'HEAD');
  const ws = join(dir, 'ws');
  if (s.emptyWorkspace) await mkdir(ws);
  else git(dir, 'clone', '-q', bare, ws);
  return { dir, startSha };
}

export async function setup(s: Setup): Promise<Harness> {
  const tmp = await mkdtemp(join(tmpdir(), 'agent-fix-e2e-'));
  const { bare, ws, startSha } = await seeded(s, tmp);

  const token = s.githubToken ?? GH_TOKEN;
  const emu = await startGitHubEmulator({ tokens: { [token]: s.tokenLogin ?? 'github-actions[bot]' } });
  emu.state.addRepo({ owner: OWNER, name: REPO, defaultBranch: 'main', gitDir: bare });
  const commenter = s.commenter ?? { login: 'octocat', role: 'write' as Role };
  emu.state.setRole(FULL, commenter.login, commenter.role, commenter.type);
  const issue = emu.state.addIssue(FULL, { title: SAMPLE_TASK.title, body: SAMPLE_TASK.body, author: 'reporter' });
  emu.state.addComment(FULL, issue.number, { body: DISCUSSION, author: 'reporter' });
  const comment = emu.state.addComment(FULL, issue.number, {
    body: s.commentBody ?? '/agent fix\nKeep the change small.',
    author: commenter.login,
  });
  const model = await startScriptedServer(s.script, s.modelOptions);

  const wf = await workflowInputs(s.workflow);
  // The dispatch form: the workflow's defaults, then what the maintainer typed.
  const declared = ((wf.on.workflow_dispatch as { inputs?: Record<string, { default?: string }> } | null)?.inputs ?? {}) as Record<
    string,
    { default?: string }
  >;
  const typed: Record<string, string> = {
    ...Object.fromEntries(Object.entries(declared).map(([k, v]) => [k, String(v.default ?? '')])),
    task: REFACTOR_TASK,
    ...(s.dispatchInputs ?? {}),
  };
  let eventName: string;
  let payload: unknown;
  if (s.workflow === 'eval') {
    eventName = 'workflow_dispatch';
    payload = dispatchPayload(emu.state, FULL, typed);
  } else if (s.workflow === 'comment') {
    eventName = 'issue_comment';
    payload = issueCommentPayload(emu.state, FULL, comment.id);
  } else if (s.workflow === 'label') {
    eventName = 'issues';
    payload = labeledPayload(emu.state, FULL, issue.number, s.labelName ?? 'agent-fix', commenter.login);
  } else if (s.workflow === 'dispatch') {
    eventName = 'workflow_dispatch';
    payload = dispatchPayload(emu.state, FULL, { task: REFACTOR_TASK });
  } else {
    eventName = 'schedule';
    payload = { schedule: '0 3 * * 1', repository: { name: REPO, owner: { login: OWNER } } };
  }
  const eventPath = join(tmp, 'event.json');
  await writeFile(eventPath, JSON.stringify(payload));

  // Expressions a runner would evaluate in the example workflow.
  const expr: Record<string, string> = {
    '${{ secrets.OPENAI_API_KEY }}': s.apiKey ?? API_KEY,
    '${{ github.token }}': token,
    // The GitHub App token of the CI-fix example (actions/create-github-app-token): the same test token here.
    '${{ steps.app-token.outputs.token }}': token,
    ...Object.fromEntries(Object.entries(typed).map(([k, v]) => [`\${{ inputs.${k} }}`, v])),
  };
  const inputs: Record<string, string> = { ...(await actionDefaults()), ...wf.with, ...(s.inputs ?? {}) };
  const evaluate = (v: string): string =>
    expr[v.trim()] ?? v.trim().replace(/^\$\{\{\s*vars\.([A-Za-z0-9_]+)\s*\}\}$/, (_m, name: string) => s.vars?.[name] ?? '');
  // No real model is reachable: the endpoint is the scripted server (the only departure from the example).
  inputs['base-url'] = model.url;
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('INPUT_') && !k.startsWith('GITHUB_')) env[k] = v;
  for (const [k, v] of Object.entries(inputs))
    env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = /^\$\{\{/.test(v.trim()) ? evaluate(v) : v;
  // The run's workflow file, as the runner names it (owner/repo/path@ref).
  env.GITHUB_WORKFLOW_REF = `${FULL}/.github/workflows/${WORKFLOW_FILES[s.workflow]}@refs/heads/main`;
  const runnerTemp = join(tmp, 'runner-temp');
  await mkdir(runnerTemp);
  Object.assign(env, {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: FULL,
    GITHUB_API_URL: emu.url,
    GITHUB_SERVER_URL: `file://${join(tmp, 'git')}`,
    GITHUB_RUN_ID: '4242',
    GITHUB_WORKSPACE: ws,
    RUNNER_TEMP: runnerTemp,
    GITHUB_OUTPUT: join(runnerTemp, 'output.txt'),
    GITHUB_STEP_SUMMARY: join(runnerTemp, 'summary.md'),
  });
  await writeFile(env.GITHUB_OUTPUT as string, '');
  await writeFile(env.GITHUB_STEP_SUMMARY as string, '');
  return {
    tmp,
    bare,
    ws,
    emu,
    model,
    issueNumber: issue.number,
    commentId: comment.id,
    env,
    startSha,
    close: async () => {
      await emu.close();
      await model.close();
    },
  };
}

/**
 * setup() for flows whose subject is not the check (iteration, faults, fan-out, labels, caps,
 * signing, CI-fix, the APIs, proxies): the example workflow's check still runs, as the runner's
 * user (check-sandbox: none). Building the sandbox and scanning for sockets costs about 2.8
 * CPU-seconds a run; the sandbox has its own end-to-end files (sandbox-e2e, sandbox-view-e2e,
 * git-safety-e2e, host-path-e2e, exfiltration-e2e, commit-truth-e2e), and e2e.test.ts keeps it in
 * the main flow. Not for a repository holding a link out of the workspace: `node --test` follows
 * it (refused-actions-e2e links /tmp, which the sandbox empties and the runner does not).
 */
export const setupPlainChecks = (s: Setup): Promise<Harness> => setup({ ...s, inputs: { 'check-sandbox': 'none', ...s.inputs } });

/** A local account to run the action as, like GitHub's `runner` user (see test/support/root.ts). */
export interface RunAs {
  uid: number;
  gid: number;
  home: string;
}

/**
 * Runs dist/index.js; `onStart` may signal the child (SIGTERM tests). With `as`, the test's files
 * are handed to that user and the bundle is copied where it can read it, then it runs as that user.
 */
/**
 * `worldWritable`: the action runs (as root, then as `as` through setpriv) in a private mount
 * namespace where these host folders are world-writable (0777), as GitHub's images leave
 * /usr/local/bin, /opt and /usr/share. Each is an overlay whose upper layer is `<h.tmp>/ww/<i>/upper`,
 * so what was written there can be read after the run; nothing outside the namespace changes.
 */
export interface RunOptions {
  worldWritable?: readonly string[];
}

/** Where writes into the i-th world-writable folder of a run land (RunOptions.worldWritable). */
export const worldWritableUpper = (h: Harness, i: number): string => join(h.tmp, 'ww', String(i), 'upper');

export async function runAction(
  h: Harness,
  onStart?: (kill: (sig: NodeJS.Signals) => void) => void,
  as?: RunAs,
  opts: RunOptions = {},
): Promise<ActionRun> {
  let entry = join(ROOT, 'dist', 'index.js');
  if (!existsSync(entry)) throw new Error('dist/index.js is missing: run npm run build');
  let env = h.env;
  if (as) {
    execFileSync('cp', ['-r', join(ROOT, 'dist'), join(h.tmp, 'action')]);
    entry = join(h.tmp, 'action', 'index.js');
    execFileSync('chown', ['-R', `${as.uid}:${as.gid}`, h.tmp]);
    env = { ...h.env, HOME: as.home, USER: String(as.uid) };
  }
  const ww = opts.worldWritable ?? [];
  const node = h.node ?? process.execPath;
  const nodeArgs = [...(h.nodeFlags ?? (h.node ? [] : BUNDLE_NODE_FLAGS)), entry];
  const mounts = ww.map((dir, i) => {
    const d = join(h.tmp, 'ww', String(i));
    execFileSync('mkdir', ['-p', join(d, 'upper'), join(d, 'work')]);
    return `mount -t overlay -o lowerdir=${dir},upperdir=${d}/upper,workdir=${d}/work agent-fix-ww ${dir} && chmod 0777 ${dir}`;
  });
  const drop = as ? ['setpriv', `--reuid=${as.uid}`, `--regid=${as.gid}`, '--clear-groups', '--'] : [];
  // perl, not sh, execs the action: dash drops variables such as INPUT_API-KEY from the environment.
  const wrap = 'system("/bin/sh", "-ec", shift) == 0 or die "cannot make the folders world-writable\\n"; exec { $ARGV[0] } @ARGV';
  const child = ww.length
    ? spawn('unshare', ['--mount', '--propagation', 'private', '--', 'perl', '-e', wrap, mounts.join('; '), ...drop, node, ...nodeArgs], {
        cwd: h.ws,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(node, nodeArgs, {
        cwd: h.ws,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(as ? { uid: as.uid, gid: as.gid } : {}),
      });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  onStart?.((sig) => child.kill(sig));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(await readFile(h.env.GITHUB_OUTPUT as string, 'utf8')),
    summary: await readFile(h.env.GITHUB_STEP_SUMMARY as string, 'utf8'),
  };
}

/** The GITHUB_OUTPUT file format: `name<<DELIM\nvalue\nDELIM`. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^(.+?)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1] as string] = m[3] as string;
  return out;
}

export function bareGit(h: Harness, ...args: string[]): string {
  return execFileSync('git', ['-c', 'safe.directory=*', '--git-dir', h.bare, ...args], { encoding: 'utf8' }).trim();
}

export function wsGit(h: Harness, ...args: string[]): string {
  // (safe.directory: after a run as another user, the checkout belongs to that user.)
  return execFileSync('git', ['-c', 'safe.directory=*', ...args], { cwd: h.ws, encoding: 'utf8' }).trim();
}

/** The run link the action builds (GITHUB_SERVER_URL/owner/repo/actions/runs/GITHUB_RUN_ID). */
export const runUrlOf = (h: Harness): string => `${h.env.GITHUB_SERVER_URL}/${FULL}/actions/runs/${h.env.GITHUB_RUN_ID}`;

export const pulls = (h: Harness) => [...h.emu.state.repo(FULL).pulls.values()];
export const commentsOn = (h: Harness, issue = h.issueNumber) =>
  [...h.emu.state.repo(FULL).comments.values()].filter((c) => c.issueNumber === issue);
export const ourComments = (h: Harness) => commentsOn(h).filter((c) => c.body.includes('<!-- agent-fix -->'));

/** The action's last log line (workflow commands such as ::add-mask:: are not log lines). */
export function lastLogLine(stdout: string): string {
  return (
    stdout
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('::'))
      .pop() ?? ''
  );
}

/**
 * A new job of `workflow` for another event on the same repository: a fresh checkout of the default
 * branch, a new run id, a new scripted model; the workflow's literal inputs (as the runner sets them)
 * over the first job's. The caller closes the returned model server.
 */
export async function nextJob(
  h: Harness,
  o: { event: string; payload: unknown; script: Script; runId: string; workflow: WorkflowName },
): Promise<ScriptedServer> {
  const model = await startScriptedServer(o.script);
  const dir = await mkdtemp(join(h.tmp, 'job-'));
  const ws = join(dir, 'ws');
  git(dir, 'clone', '-q', h.bare, ws);
  const eventPath = join(dir, 'event.json');
  await writeFile(eventPath, JSON.stringify(o.payload));
  await writeFile(h.env.GITHUB_OUTPUT as string, '');
  await writeFile(h.env.GITHUB_STEP_SUMMARY as string, '');
  for (const [k, v] of Object.entries((await workflowInputs(o.workflow)).with)) {
    if (!v.includes('${{')) h.env[`INPUT_${k.toUpperCase()}`] = v;
  }
  Object.assign(h.env, {
    GITHUB_EVENT_NAME: o.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: ws,
    GITHUB_RUN_ID: o.runId,
    GITHUB_WORKFLOW_REF: `${FULL}/.github/workflows/${WORKFLOW_FILES[o.workflow]}@refs/heads/main`,
    'INPUT_BASE-URL': model.url,
  });
  h.ws = ws;
  return model;
}

/** What a finished job left on GitHub's side: the origin's refs and objects, and the emulator's state. */
interface Snapshot {
  /** A copy of the harness's git folder (the origin). */
  git: string;
  state: EmulatorSnapshot;
}

/**
 * Takes a snapshot of `h` after a job, for tests that all start from the same job (say, the run that
 * opened the pull request they iterate on): that job runs once, and each test gets its own copy
 * (restoreSnapshot) instead of running it again.
 */
function takeSnapshot(h: Harness): Snapshot {
  const git = join(h.tmp, 'snapshot', 'git');
  cpSync(join(h.tmp, 'git'), git, { recursive: true, verbatimSymlinks: true });
  return { git, state: h.emu.state.snapshot() };
}

/**
 * Puts a fresh harness (made by setup() with the same Setup as the snapshot's) in the snapshot's state:
 * its origin becomes a copy of the snapshot's, its emulator a copy of the snapshot's state (pointing at
 * this origin). Its workspace is left as set up; later jobs clone their own (nextJob).
 */
function restoreSnapshot(h: Harness, snap: Snapshot): void {
  rmSync(join(h.tmp, 'git'), { recursive: true, force: true });
  cpSync(snap.git, join(h.tmp, 'git'), { recursive: true, verbatimSymlinks: true });
  h.emu.state.restore(snap.state);
  for (const repo of h.emu.state.repos.values()) if (repo.gitDir) repo.gitDir = h.bare;
}

/** What the job that opened agent-fix's pull request left, for the tests that iterate on it. */
export interface OpenedPr {
  pr: number;
  head: string;
  branch: string;
  run: ActionRun;
  /** That job's model server (closed; its requests stay). */
  model: ScriptedServer;
}

const opened = new Map<string, Promise<OpenedPr & { snap: Snapshot }>>();

async function openPr(s: Setup): Promise<OpenedPr & { snap: Snapshot }> {
  const harness = await setupPlainChecks(s);
  try {
    const run = await runAction(harness);
    if (run.code !== 0) throw new Error(`the job that opens the pull request failed (${run.code}):\n${run.stdout}${run.stderr}`);
    expectNoViolations(harness.emu);
    const pr = pulls(harness)[0];
    if (!pr) throw new Error('the job that opens the pull request opened none');
    const head = bareGit(harness, 'rev-parse', pr.head);
    return { pr: pr.number, head, branch: pr.head, run, model: harness.model, snap: takeSnapshot(harness) };
  } finally {
    await harness.close();
  }
}

/**
 * The job that opens agent-fix's pull request (setupPlainChecks(s), then runAction), run once per
 * `key` in a test file; its exit code and requests to the emulator are checked there. Each caller
 * gets a fresh harness holding a copy of what it left (restoreSnapshot), as if it had run the job.
 */
export async function fromOpenedPr(key: string, s: Setup): Promise<{ harness: Harness; first: OpenedPr }> {
  let made = opened.get(key);
  if (!made) {
    made = openPr(s);
    opened.set(key, made);
    made.catch(() => opened.delete(key));
  }
  const { snap, ...first } = await made;
  const harness = await setupPlainChecks(s);
  restoreSnapshot(harness, snap);
  return { harness, first };
}
