// The fan-out end to end with the bundled action and docs/workflows/agent-fanout.yml: plan over a
// sample repository, four shard jobs as separate processes in parallel (their inputs from the
// plan's real matrix output through the workflow's own fromJSON/toJSON), then collect: one PR whose
// diff is the union of the shards' edits and whose total is the sum of what every shard was served.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parsePrBody } from '../../src/report/pr-body.js';
import { startScriptedServer, type RecordedRequest, type Script, type ScriptedServer, type ScriptTurn } from '../../src/scripted/server.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { bareGit, FULL, pulls, ROOT, runAction, setupPlainChecks, type ActionRun, type Harness } from './harness.js';

const MODULES = Object.fromEntries(
  Array.from({ length: 6 }, (_, i) => [`src/mod${i + 1}.js`, `var value${i + 1} = ${i + 1};\nexport default value${i + 1};\n`]),
);
const TASK = 'Replace var with const in every module\n\nEach src/mod*.js declares its value with var; use const.';

let h: Harness | undefined;
const servers: ScriptedServer[] = [];
afterEach(async () => {
  await h?.close();
  h = undefined;
  for (const s of servers.splice(0)) await s.close();
});

type Job = 'plan' | 'shard' | 'collect';

/** Each job's `with:` from the example workflow, and the workflow itself. */
async function fanoutWorkflow(): Promise<{ doc: Record<string, unknown>; with: Record<Job, Record<string, string>> }> {
  const doc = parseYaml(await readFile(join(ROOT, 'docs', 'workflows', 'agent-fanout.yml'), 'utf8')) as {
    jobs: Record<Job, { steps: { uses?: string; with?: Record<string, string> }[] }>;
  };
  const step = (job: Job) => doc.jobs[job].steps.find((s) => s.uses?.startsWith('OWNER/agent-fix'))!.with!;
  return { doc, with: { plan: step('plan'), shard: step('shard'), collect: step('collect') } };
}

/** The model of one shard: for each of its files (named in the task), read it and make var const; one miscount in `refuseIn`. */
function shardModel(refuseIn?: string): Script {
  return (req: RecordedRequest, i: number): ScriptTurn | undefined => {
    const task = String(req.messages.find((m) => m.role === 'user' && String(m.content).includes('<task>'))?.content ?? '');
    const files = [...task.matchAll(/^- (src\/mod\d+\.js)$/gm)].map((m) => m[1]!);
    const steps: ScriptTurn[] = [];
    for (const file of files) {
      steps.push({ toolCalls: [{ name: 'read_file', arguments: { path: file } }] });
      const line = String(MODULES[file]).split('\n')[0]!;
      const edit = (n: number): ScriptTurn => ({
        toolCalls: [
          {
            name: 'edit',
            arguments: {
              edits: [
                {
                  path: file,
                  revision: '{{rev}}',
                  start_line: n,
                  end_line: n,
                  first_line: line,
                  last_line: line,
                  new_text: line.replace('var ', 'const '),
                },
              ],
            },
          },
        ],
      });
      if (file === refuseIn) steps.push(edit(2)); // a miscounted line: refused (boundary_mismatch)
      steps.push(edit(1));
    }
    steps.push({ content: `Made ${files.join(', ')} use const.` });
    const turn = steps[i];
    if (!turn || !('toolCalls' in turn)) return turn;
    const rev = [...JSON.stringify(req.messages).matchAll(/revision ([0-9a-f]{12})/g)].at(-1)?.[1] ?? '';
    return JSON.parse(JSON.stringify(turn).replace('{{rev}}', rev)) as ScriptTurn;
  };
}

/** One job of the workflow: a fresh checkout, its inputs (expressions evaluated as the runner would), its own outputs. */
async function job(harness: Harness, name: Job, inputs: Record<string, string>, model?: ScriptedServer): Promise<ActionRun> {
  const dir = await mkdtemp(join(harness.tmp, `${name}-`));
  const ws = join(dir, 'ws');
  execFileSync('git', ['clone', '-q', harness.bare, ws]);
  const env: NodeJS.ProcessEnv = { ...harness.env };
  for (const k of Object.keys(env)) if (k.startsWith('INPUT_')) delete env[k];
  for (const [k, v] of Object.entries({
    'github-token': harness.env['INPUT_GITHUB-TOKEN']!,
    ...inputs,
    ...(model ? { 'base-url': model.url } : {}),
  }))
    env[`INPUT_${k.toUpperCase()}`] = v;
  Object.assign(env, {
    GITHUB_WORKSPACE: ws,
    GITHUB_OUTPUT: join(dir, 'output.txt'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    RUNNER_TEMP: dir,
  });
  await writeFile(env.GITHUB_OUTPUT!, '');
  await writeFile(env.GITHUB_STEP_SUMMARY!, '');
  return runAction({ ...harness, env, ws });
}

const served = (list: ScriptedServer[]) =>
  list
    .flatMap((s) => s.requests)
    .filter((r) => r.usage)
    .reduce((t, r) => ({ input: t.input + (r.usage?.prompt_tokens ?? 0), output: t.output + (r.usage?.completion_tokens ?? 0) }), {
      input: 0,
      output: 0,
    });

async function plan(harness: Harness, wf: Awaited<ReturnType<typeof fanoutWorkflow>>): Promise<Record<string, string>> {
  const run = await job(harness, 'plan', wf.with.plan);
  expect(run.code, run.stdout + run.stderr).toBe(0);
  return run.outputs;
}

/** `${{ toJSON(matrix.shard) }}`: Actions' toJSON pretty-prints with two spaces. */
const shardInputs = (wf: Awaited<ReturnType<typeof fanoutWorkflow>>, entry: unknown, apiKey: string) => ({
  // `${{ matrix.shard.index }}` (the shard's viewer-artifact name) as the runner evaluates it.
  ...Object.fromEntries(
    Object.entries(wf.with.shard).map(([k, v]) => [
      k,
      v.replaceAll('${{ matrix.shard.index }}', String((entry as { index: number }).index)),
    ]),
  ),
  'api-key': apiKey,
  shard: JSON.stringify(entry, null, 2),
});

/**
 * The plan job's outputs for each task, from the first test of this file that planned it: the plan
 * depends only on the repository's content and the inputs, which are the same for every test of a task
 * (the seeded repositories are byte-for-byte copies, so base-sha is the same too). The first test
 * checks the plan, that a second plan gives the same shards, and the plan job's requests.
 */
const plans = new Map<string, Promise<Record<string, string>>>();

/** A repository with the modules and the task file, and the plan job's outputs. */
async function planned(task = TASK): Promise<{
  harness: Harness;
  wf: Awaited<ReturnType<typeof fanoutWorkflow>>;
  out: Record<string, string>;
  matrix: { shard: { index: number; files: string[] }[] };
}> {
  const harness = await setupPlainChecks({ workflow: 'weekly', script: [], files: { ...MODULES, '.github/agent-fanout.md': `${task}\n` } });
  h = harness;
  const wf = await fanoutWorkflow();
  let made = plans.get(task);
  if (!made) {
    made = plan(harness, wf);
    plans.set(task, made);
    made.catch(() => plans.delete(task));
  }
  const out = await made;
  expect(out['base-sha']).toBe(harness.startSha);
  return { harness, wf, out, matrix: JSON.parse(out.matrix!) as { shard: { index: number; files: string[] }[] } };
}

describe('action e2e: fan-out over a matrix', () => {
  it('plan -> 4 shards in parallel -> collect: one PR with the union of the edits, the summed cost and a refusal from one shard', async () => {
    const { harness, wf, out, matrix } = await planned();
    // src/**/*.js: the sample's src/invoice.js and the six modules, two per shard, spread evenly.
    expect(out['shard-count']).toBe('4');
    expect(matrix.shard.map((s) => s.files)).toEqual([
      ['src/invoice.js'],
      ['src/mod1.js', 'src/mod2.js'],
      ['src/mod3.js', 'src/mod4.js'],
      ['src/mod5.js', 'src/mod6.js'],
    ]);
    expect(out['max-total-cost-usd']).toBe('4.000000');
    // The same inputs give the same shards.
    expect((await plan(harness, wf)).matrix).toBe(out.matrix);

    const models = await Promise.all(matrix.shard.map((s) => startScriptedServer(shardModel(s.index === 3 ? 'src/mod3.js' : undefined))));
    servers.push(...models);
    const apiKey = harness.env['INPUT_API-KEY']!;
    const runs = await Promise.all(matrix.shard.map((s, i) => job(harness, 'shard', shardInputs(wf, s, apiKey), models[i])));
    for (const r of runs) expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(pulls(harness)).toHaveLength(0);

    const collect = await job(harness, 'collect', { ...wf.with.collect, 'shard-count': out['shard-count']!, 'base-sha': out['base-sha']! });
    expect(collect.code, collect.stdout + collect.stderr).toBe(0);
    expect(pulls(harness)).toHaveLength(1);
    const pr = pulls(harness)[0]!;
    expect(pr.head).toBe('agent-fix/task-replace-var-with-const-in-4242');
    expect(pr.draft).toBe(false);
    // The combined diff: every module, and nothing else.
    const changed = bareGit(harness, 'diff', '--name-only', `${out['base-sha']}..${pr.head}`).split('\n').sort();
    expect(changed).toEqual(Object.keys(MODULES).sort());
    for (const f of Object.keys(MODULES)) expect(bareGit(harness, 'show', `${pr.head}:${f}`)).toMatch(/^const value\d/);
    // The total is what the four model servers served; the refusal of shard 3 is listed.
    const body = pr.body ?? '';
    const t = served(models);
    const record = parsePrBody(body).records[0]!;
    expect(record.figures?.inputTokens).toBe(t.input);
    expect(record.figures?.outputTokens).toBe(t.output);
    expect(body).toContain('`boundary_mismatch`');
    expect(body).toMatch(/### Shards/);
    expect(body).toContain('src/mod3.js:2');
    expectNoViolations(harness.emu);
  });

  it('a shard whose model fails: collect opens the PR from the others, as a draft, and names the failed shard', async () => {
    const { harness, wf, out, matrix } = await planned();
    const models = await Promise.all(
      matrix.shard.map((s) => startScriptedServer(s.index === 4 ? () => ({ status: 500, retryAfterMs: 5 }) : shardModel())),
    );
    servers.push(...models);
    const apiKey = harness.env['INPUT_API-KEY']!;
    const runs = await Promise.all(matrix.shard.map((s, i) => job(harness, 'shard', { ...shardInputs(wf, s, apiKey) }, models[i])));
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 1]);
    const collect = await job(harness, 'collect', { ...wf.with.collect, 'shard-count': out['shard-count']!, 'base-sha': out['base-sha']! });
    expect(collect.code, collect.stdout + collect.stderr).toBe(0);
    const pr = pulls(harness)[0]!;
    expect(pr.draft).toBe(true);
    const changed = bareGit(harness, 'diff', '--name-only', `${out['base-sha']}..${pr.head}`).split('\n').sort();
    expect(changed).toEqual(['src/mod1.js', 'src/mod2.js', 'src/mod3.js', 'src/mod4.js']);
    expect(pr.body).toMatch(/shard 4: .*HTTP 500/);
  });

  it('per-shard: every pull request gets the label, a shard that stopped early opens a draft, and the outputs say so', async () => {
    const { harness, wf, out, matrix } = await planned();
    const models = await Promise.all(matrix.shard.map(() => startScriptedServer(shardModel())));
    servers.push(...models);
    const apiKey = harness.env['INPUT_API-KEY']!;
    // Shard 2 may make two model calls: it edits its first file and stops at max_model_calls, partial work.
    const runs = await Promise.all(
      matrix.shard.map((s, i) =>
        job(harness, 'shard', { ...shardInputs(wf, s, apiKey), ...(s.index === 2 ? { 'max-model-calls': '2' } : {}) }, models[i]),
      ),
    );
    for (const r of runs) expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(runs[1]!.outputs['stop-reason']).toBe('max_model_calls');
    const collect = await job(harness, 'collect', {
      ...wf.with.collect,
      'collect-into': 'per-shard',
      'shard-count': out['shard-count']!,
      'base-sha': out['base-sha']!,
    });
    expect(collect.code, collect.stdout + collect.stderr).toBe(0);
    // Shard 1's file is not one of the modules: it changed nothing, so three pull requests.
    const opened = pulls(harness).sort((a, b) => a.number - b.number);
    expect(opened.map((p) => p.title)).toEqual([2, 3, 4].map((i) => `Replace var with const in every module (shard ${i} of 4)`));
    const issues = harness.emu.state.repo(FULL).issues;
    for (const pr of opened) expect(issues.get(pr.number)?.labels, pr.title).toEqual(['agent-fix']);
    expect(opened.map((p) => p.draft)).toEqual([true, false, false]);
    // The outputs name the first pull request as it was opened.
    expect(collect.outputs['pr-number']).toBe(String(opened[0]!.number));
    expect(collect.outputs.draft).toBe('true');
    expectNoViolations(harness.emu);
  });

  it('combined: the commit message neutralises the task title, and a 403 from the Actions setting names the setting and links the branch', async () => {
    const title = 'Closes #1 for @octocat: replace var with const';
    const { harness, wf, out, matrix } = await planned(`${title}\n\nEach src/mod*.js uses var.`);
    const models = await Promise.all(matrix.shard.map(() => startScriptedServer(shardModel())));
    servers.push(...models);
    const apiKey = harness.env['INPUT_API-KEY']!;
    await Promise.all(matrix.shard.map((s, i) => job(harness, 'shard', shardInputs(wf, s, apiKey), models[i])));
    harness.emu.failures.failAlways('pulls/create', {
      status: 403,
      message: 'GitHub Actions is not permitted to create or approve pull requests.',
    });
    const collect = await job(harness, 'collect', { ...wf.with.collect, 'shard-count': out['shard-count']!, 'base-sha': out['base-sha']! });
    expect(collect.code).toBe(1);
    const branch = bareGit(harness, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/agent-fix/')
      .split('\n')
      .find((b) => !b.includes('-shard-'))!;
    expect(branch).toMatch(/^agent-fix\/task-.*-4242$/);
    expect(collect.stdout).toContain(`the branch ${branch} was pushed, but opening the pull request failed`);
    expect(collect.stdout).toContain('Allow GitHub Actions to create and approve pull requests');
    // (the ::error:: workflow command escapes % as %25)
    expect(collect.stdout.replace(/%25/g, '%')).toContain(`/octo-org/shop/compare/main...${encodeURIComponent(branch)}?expand=1`);
    const message = bareGit(harness, 'log', '-1', '--format=%B', branch);
    expect(message).toContain('Combined from 4 of 4 shards of workflow run 4242.');
    // GitHub would close issue #1 and notify @octocat from a commit message with the raw title.
    expect(message).not.toMatch(/\bCloses #1\b/);
    expect(message).not.toMatch(/@octocat/);
    expect(message.replace(/\u200b/g, '')).toContain('Closes #1 for @octocat');
  });

  it('an edit outside the shard is refused with its own reason code', async () => {
    const { harness, wf, out } = await planned();
    const entry = (JSON.parse(out.matrix!) as { shard: unknown[] }).shard[0];
    const line = 'var value6 = 6;';
    const model = await startScriptedServer([
      { toolCalls: [{ name: 'read_file', arguments: { path: 'src/mod6.js' } }] },
      (req) => {
        const rev = /revision ([0-9a-f]{12})/.exec(String(req.messages.at(-1)?.content))?.[1] ?? '';
        return {
          toolCalls: [
            {
              name: 'edit',
              arguments: {
                edits: [
                  {
                    path: 'src/mod6.js',
                    revision: rev,
                    start_line: 1,
                    end_line: 1,
                    first_line: line,
                    last_line: line,
                    new_text: 'const value6 = 6;',
                  },
                ],
              },
            },
          ],
        };
      },
      { content: 'That file is not mine.' },
    ]);
    servers.push(model);
    const run = await job(harness, 'shard', shardInputs(wf, entry, harness.env['INPUT_API-KEY']!), model);
    expect(run.code).toBe(0);
    const answer = String(model.requests[2]!.messages.at(-1)?.content);
    expect(answer).toContain('outside_shard');
    expect(run.outputs.branch).toBe('');
  });
});
