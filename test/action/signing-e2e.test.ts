// End to end with the bundled action: `commit-signing: api` makes the agent's commit through the Git
// Data API (emulated for real on the bare remote), and the default `git` mode pushes the very same
// tree. The model edits an executable file, deletes one and creates one; the remote must end up with
// exactly the expected tree on top of the base commit. GitHub signs an API commit only when the
// request names no author, committer or signature, which is what can be checked offline.
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../src/cli/demo-sample.js';
import type { ScriptTurn } from '../../src/scripted/server.js';
import { scriptOf, Trajectory } from '../../src/scripted/trajectory.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { bareGit, commentsOn, FULL, GH_TOKEN, pulls, REFACTOR_TASK, runAction, setupPlainChecks, type Harness, wsGit } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const BUG = '  const discount = subtotal * discountPercent;';
const FIX = '  const discount = subtotal * (discountPercent / 100);';
const TAX = 'export const TAX_RATE = 0.2;\n';

/** Read two files, then one edit call: fix the executable src/invoice.js, delete README.md, create src/tax.js. */
const script = scriptOf(
  Trajectory.parse({
    format: 'agent-fix-trajectory/1',
    description: 'edit an executable file, delete one, create one',
    turns: [
      { tool_calls: [{ name: 'read_file', arguments: { path: 'src/invoice.js' } }] },
      { tool_calls: [{ name: 'read_file', arguments: { path: 'README.md' } }] },
      {
        tool_calls: [
          {
            name: 'edit',
            arguments: {
              edits: [
                {
                  path: 'src/invoice.js',
                  revision: '{{revision:src/invoice.js}}',
                  start_line: 9,
                  end_line: 9,
                  first_line: BUG,
                  last_line: BUG,
                  new_text: FIX,
                },
                { path: 'README.md', revision: '{{revision:README.md}}', delete: true },
                { path: 'src/tax.js', create: true, new_text: TAX },
              ],
            },
          },
        ],
      },
      { content: 'Fixed the discount, added the tax rate, removed the stale README.' },
    ],
  }),
);

const hashOf = (text: string): string => execFileSync('git', ['hash-object', '--stdin'], { input: text, encoding: 'utf8' }).trim();

/** `git ls-tree -r` of the tree the run must push: the sample with the three changes, modes kept. */
function expectedTree(): string {
  const files: Record<string, string> = { ...SAMPLE_FILES, '.github/agent-refactor.md': `${REFACTOR_TASK}\n` };
  delete files['README.md'];
  files['src/invoice.js'] = SAMPLE_FILES['src/invoice.js']!.replace(BUG, FIX);
  files['src/tax.js'] = TAX;
  return Object.keys(files)
    .sort()
    .map((p) => `${p === 'src/invoice.js' ? '100755' : '100644'} blob ${hashOf(files[p]!)}\t${p}`)
    .join('\n');
}

const gitDataCalls = (harness: Harness) => harness.emu.requests.filter((r) => r.operationId?.startsWith('git/'));

describe('action e2e: commit-signing', () => {
  it('api: the remote gets exactly the expected tree on the base commit, made through the Git Data API without author or committer', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script, executable: ['src/invoice.js'], inputs: { 'commit-signing': 'api' } });
    const run = await runAction(h);
    expect(run.code, run.stderr + run.stdout).toBe(0);

    const branch = run.outputs.branch ?? '';
    const sha = bareGit(h, 'rev-parse', branch);
    expect(bareGit(h, 'ls-tree', '-r', sha)).toBe(expectedTree());
    expect(bareGit(h, 'rev-list', '--parents', '-n', '1', sha)).toBe(`${sha} ${h.startSha}`);
    expect(bareGit(h, 'rev-parse', 'main')).toBe(h.startSha);

    // The commit request GitHub signs: tree, parent and message only.
    const commits = h.emu.calls('git/create-commit');
    expect(commits).toHaveLength(1);
    const body = commits[0]!.body as { message: string; parents: string[]; tree: string };
    expect(Object.keys(body).sort()).toEqual(['message', 'parents', 'tree']);
    expect(body.parents).toEqual([h.startSha]);
    expect(h.emu.state.repo(FULL).signedCommits.has(sha)).toBe(true);
    // Blobs for the two files with new content; the deletion is a null sha in the tree.
    expect(h.emu.calls('git/create-blob')).toHaveLength(2);
    expect(h.emu.calls('git/create-ref').map((c) => c.body)).toEqual([{ ref: `refs/heads/${branch}`, sha }]);

    // Co-authored-by with the commenter's id from the event payload.
    const octocat = h.emu.state.user('octocat')!;
    expect(bareGit(h, 'log', '-1', '--format=%B', sha)).toContain(
      `Co-authored-by: octocat <${octocat.id}+octocat@users.noreply.github.com>`,
    );
    expect(bareGit(h, 'log', '-1', '--format=%an / %cn', sha)).toBe('github-actions[bot] / GitHub');

    // The PR is on that commit, and the workspace matches the remote.
    expect(pulls(h).map((p) => [p.head, p.headSha])).toEqual([[branch, sha]]);
    expect(wsGit(h, 'rev-parse', 'HEAD')).toBe(sha);
    expect(wsGit(h, 'status', '--porcelain')).toBe('');
    expectNoViolations(h.emu);
  });

  it('git (default): the same tree and parent, pushed by git, no Git Data API request', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script, executable: ['src/invoice.js'] });
    const run = await runAction(h);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const sha = bareGit(h, 'rev-parse', run.outputs.branch ?? '');
    expect(bareGit(h, 'ls-tree', '-r', sha)).toBe(expectedTree());
    expect(bareGit(h, 'rev-list', '--parents', '-n', '1', sha)).toBe(`${sha} ${h.startSha}`);
    expect(bareGit(h, 'log', '-1', '--format=%an <%ae> / %cn', sha)).toBe(
      'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com> / github-actions[bot]',
    );
    const octocat = h.emu.state.user('octocat')!;
    expect(bareGit(h, 'log', '-1', '--format=%B', sha)).toContain(
      `Co-authored-by: octocat <${octocat.id}+octocat@users.noreply.github.com>`,
    );
    expect(gitDataCalls(h)).toEqual([]);
    expect(pulls(h)).toHaveLength(1);
    expectNoViolations(h.emu);
  });

  it('api: a secret in a file is refused before any blob is sent; no branch, no PR', async () => {
    const leak: ScriptTurn[] = [
      { toolCalls: [{ name: 'write_file', arguments: { path: 'src/config.js', content: `export const token = '${GH_TOKEN}';\n` } }] },
      { content: 'Configured.' },
    ];
    h = await setupPlainChecks({ workflow: 'comment', script: leak, inputs: { 'commit-signing': 'api' } });
    const run = await runAction(h);
    expect(run.code).toBe(1);
    expect(gitDataCalls(h)).toEqual([]);
    expect(bareGit(h, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/')).toBe('main');
    expect(pulls(h)).toHaveLength(0);
    expect(
      commentsOn(h)
        .map((c) => c.body)
        .join('\n'),
    ).toMatch(/contain a secret \(input github-token/);
    expectNoViolations(h.emu);
  });
});
