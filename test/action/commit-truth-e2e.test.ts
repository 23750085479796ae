// The PR body, the commit message and the commit hold the same files, end to end through the
// bundled action (issue 21's red team: a new file .gitignore matches was listed as created but left
// out of the commit; an LFS-tracked file was committed as a pointer whose object never reached the
// remote, because pushes run with hooks off and git-lfs uploads from its pre-push hook).
//  - The commit is built from the Workspace's record, which is also what the body and the message
//    list: an ignored file the agent wrote is committed. Control: git itself would leave it out
//    (`git add -A` stages nothing for it).
//  - The LFS objects of the commit's pointers are uploaded before the branch is pushed; a clone of
//    the branch gets the content. If the upload fails, the run fails and the branch is not pushed.
//    Control: the same kind of commit pushed with hooks off leaves the object off the remote.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hasGitLfs } from '../../src/github/commit-build.js';
import type { RecordedRequest } from '../../src/scripted/server.js';
import { bareGit, pulls, runAction, setup, wsGit, type Harness } from './harness.js';

const write = (path: string, content: string) => ({ name: 'write_file', arguments: { path, content } });
const script = (calls: ReturnType<typeof write>[]) => (_req: RecordedRequest, i: number) =>
  i === 0 ? { toolCalls: calls } : { content: 'Done.' };

const IS_LFS = await hasGitLfs();

const lfsObject = (h: Harness, oid: string): string => join(h.bare, 'lfs', 'objects', oid.slice(0, 2), oid.slice(2, 4), oid);

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('the PR body, the commit message and the commit list the same files', () => {
  it('a new file .gitignore matches is committed, as the body and the message say (control: git add would leave it out)', async () => {
    h = await setup({
      workflow: 'comment',
      files: { '.gitignore': '*.local.js\n' },
      script: script([write('src/rates.js', 'export const rate = 0.1;\n'), write('src/rates.local.js', 'export const local = 1;\n')]),
      inputs: { 'check-command': '' },
    });
    const run = await runAction(h);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const pr = pulls(h)[0]!;
    const inCommit = bareGit(h, 'diff', '--name-only', 'main', pr.head).split('\n').sort();
    const message = bareGit(h, 'log', '-1', '--format=%B', pr.head);
    expect(inCommit).toEqual(['src/rates.js', 'src/rates.local.js']);
    for (const path of inCommit) {
      expect(pr.body).toContain(path);
      expect(message).toContain(path);
    }
    expect(pr.body).toMatch(/\*\*2 files\*\*/);
    // Control: git's own way (add -A) leaves a new file the same pattern matches out.
    writeFileSync(join(h.ws, 'src', 'other.local.js'), 'export const local = 2;\n');
    expect(wsGit(h, 'check-ignore', '--no-index', 'src/other.local.js')).toBe('src/other.local.js');
    wsGit(h, 'add', '-A');
    expect(wsGit(h, 'diff', '--cached', '--name-only')).toBe('');
  });

  it.runIf(IS_LFS)(
    'an LFS-tracked file: its object is uploaded before the branch, and a clone gets the content (control: a hooks-off push does not upload it)',
    async () => {
      const TEXT = 'sku,price\nA,10\nB,20\n';
      h = await setup({
        workflow: 'comment',
        files: { '.gitattributes': '*.csv filter=lfs diff=lfs merge=lfs -text\n' },
        script: script([write('data/prices.csv', TEXT)]),
        inputs: { 'check-command': '' },
      });
      const run = await runAction(h);
      expect(run.code, run.stderr + run.stdout).toBe(0);
      const pr = pulls(h)[0]!;
      const oid = /oid sha256:([0-9a-f]{64})/.exec(bareGit(h, 'cat-file', 'blob', `${pr.head}:data/prices.csv`))?.[1];
      expect(oid).toBeDefined();
      expect(existsSync(lfsObject(h, oid!))).toBe(true);
      const clone = mkdtempSync(join(tmpdir(), 'agent-fix-lfs-clone-'));
      try {
        execFileSync('git', ['clone', '-q', '-b', pr.head, h.bare, join(clone, 'c')], { stdio: 'pipe' });
        expect(readFileSync(join(clone, 'c', 'data', 'prices.csv'), 'utf8')).toBe(TEXT);
      } finally {
        rmSync(clone, { recursive: true, force: true });
      }
      // Control: a commit of another LFS file pushed as the action pushed before (hooks off).
      writeFileSync(join(h.ws, 'data', 'more.csv'), 'sku,price\nC,30\n');
      wsGit(h, 'add', 'data/more.csv');
      wsGit(h, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'more');
      wsGit(h, '-c', 'core.hooksPath=/dev/null', 'push', '-q', 'origin', 'HEAD:refs/heads/control-hooks-off');
      const other = /oid sha256:([0-9a-f]{64})/.exec(bareGit(h, 'cat-file', 'blob', 'control-hooks-off:data/more.csv'))?.[1];
      expect(other).toBeDefined();
      expect(existsSync(lfsObject(h, other!))).toBe(false);
    },
  );

  it.runIf(IS_LFS)('an LFS upload that fails fails the run, and the branch is not pushed', async () => {
    h = await setup({
      workflow: 'comment',
      files: { '.gitattributes': '*.csv filter=lfs diff=lfs merge=lfs -text\n' },
      script: script([write('data/prices.csv', 'sku,price\nA,10\n')]),
      inputs: { 'check-command': '' },
    });
    // An LFS endpoint that refuses every connection.
    wsGit(h, 'config', 'lfs.url', 'http://127.0.0.1:9/lfs');
    const run = await runAction(h);
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('uploading them failed, so the branch was not pushed');
    expect(pulls(h)).toHaveLength(0);
    expect(bareGit(h, 'for-each-ref', '--format=%(refname)', 'refs/heads/').split('\n')).toEqual(['refs/heads/main']);
  });
});
