// Issue 21, the git half, end to end through the bundled action (real git, a bare remote, the GitHub
// emulator, a scripted model), as root and as a non-root runner user with passwordless sudo (cases
// 4 and 6 and the redaction, whose code does not depend on the user, as root only). The check runs
// with `check-sandbox: none`, so it writes the real tree and only the git rules stand
// between it and the runner; other probes are planted straight into the workspace, as a check or an
// earlier step could. Every probe has a control: the same plant with plain git (what the action ran
// before), or plain file writes, does what the protection stops.
//   case 1: a repository planted in an empty submodule folder, whose filter git status would run;
//   cases 2 and 3: the check turns a written file into a repository (a gitlink), a set-id file, a
//     link to /etc/shadow: the commit still holds the agent's bytes as a regular file;
//   case 4: the report path goes through a link the check planted;
//   case 6: a token interleaved with a non-ASCII character in a file name, a token in the commit
//     message, a token nested inside itself in the PR body;
//   variants: gitlinks with and without .gitmodules, a `.git` file pointing elsewhere, filters,
//     include.path, includeIf and core.attributesFile in planted configs, and .git/config including
//     a file of the working tree.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptTurn } from '../../src/scripted/server.js';
import { Secrets } from '../../src/secrets/index.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { ensureUser, IS_ROOT, NEEDS_ROOT } from '../support/root.js';
import { leaksIn } from '../support/secret-oracle.js';
import {
  API_KEY,
  bareGit,
  commentsOn,
  FULL,
  GH_TOKEN,
  ourComments,
  pulls,
  runAction,
  setup,
  wsGit,
  type ActionRun,
  type Harness,
  type RunAs,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SECRETS = [API_KEY, GH_TOKEN];

/** The users a run is made as: root (CI) and GitHub's runner user (non-root, passwordless sudo). */
const USERS: [string, () => RunAs | undefined][] = [
  ['root', () => undefined],
  ['a runner with sudo', () => ensureUser('agent-fix-runner', { sudo: true })],
];

/**
 * runAction as `as`. A run as the runner user gets its own TMPDIR: the write-lock folder is still
 * /tmp/agent-fix-locks, which a root run before it leaves unwritable to others (issue 21 case 9, fixed
 * in the sandbox half); on a runner /tmp is fresh. Nothing here depends on where temporary files go.
 */
async function runAs(as: RunAs | undefined): Promise<ActionRun> {
  if (as) {
    const tmp = join(h!.tmp, 'tmp');
    mkdirSync(tmp, { recursive: true });
    h!.env.TMPDIR = tmp;
  }
  return runAction(h!, undefined, as);
}

/** A script that leaves a marker named by its first argument (a driver ran), then behaves like cat. */
function markScript(harness: Harness): { mark: string; markers: string; fired: () => string[] } {
  const markers = join(harness.tmp, 'markers');
  mkdirSync(markers, { recursive: true });
  const mark = join(harness.tmp, 'mark.sh');
  writeFileSync(mark, `#!/bin/sh\ntouch '${markers}'/"$1"\nshift\n[ $# -gt 0 ] && exec cat "$1" 2>/dev/null\nexec cat\n`);
  chmodSync(mark, 0o755);
  return { mark, markers, fired: () => readdirSync(markers).sort() };
}

/** Plain git in the workspace as the action ran it before (errors are fine: the markers are the point). */
function plainGit(harness: Harness, ...args: string[]): void {
  try {
    execFileSync('git', ['-c', 'safe.directory=*', '-c', 'user.name=P', '-c', 'user.email=p@example.com', ...args], {
      cwd: harness.ws,
      stdio: 'ignore',
    });
  } catch {
    // A driver that left its marker may still fail the command.
  }
}

/** Commits gitlinks (each with or without a .gitmodules entry) to main and leaves their folders empty, as actions/checkout does. */
function addGitlinks(harness: Harness, links: { path: string; gitmodules: boolean }[]): void {
  const head = wsGit(harness, 'rev-parse', 'HEAD');
  const modules = links.filter((l) => l.gitmodules).map((l) => `[submodule "${l.path}"]\n\tpath = ${l.path}\n\turl = ./nowhere\n`);
  for (const l of links) {
    wsGit(harness, 'update-index', '--add', '--cacheinfo', `160000,${head},${l.path}`);
    mkdirSync(join(harness.ws, l.path), { recursive: true });
  }
  if (modules.length) {
    writeFileSync(join(harness.ws, '.gitmodules'), modules.join(''));
    wsGit(harness, 'add', '.gitmodules');
  }
  wsGit(harness, '-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', 'commit', '-q', '-m', 'submodules');
  wsGit(harness, 'push', '-q', 'origin', 'HEAD:main');
}

/** Shell that turns `dir` into a repository whose config runs `name`-marked drivers on any status of it. */
function plantRepoScript(dir: string, mark: string, name: string, cfgDir: string, gitdir?: string): string {
  const g = "git -c user.name=c -c user.email=c@example.com -c core.hooksPath=/dev/null -c safe.directory='*'";
  return [
    `mkdir -p '${dir}'`,
    gitdir ? `${g} init -q --separate-git-dir='${gitdir}' '${dir}'` : `${g} -C '${dir}' init -q`,
    `cd '${dir}'`,
    `printf 'data\\n' > f.nx; printf 'data\\n' > f.ni; printf 'data\\n' > f.nii; printf 'data\\n' > f.af`,
    `${g} add -A && ${g} commit -q -m planted`,
    `${g} config filter.nx.clean '${mark} ${name}-filter'`,
    `${g} config core.fsmonitor '${mark} ${name}-fsmonitor'`,
    `printf '[filter "ni"]\\n\\tclean = ${mark} ${name}-include-path\\n' > '${cfgDir}/${name}-inc.cfg'`,
    `${g} config include.path '${cfgDir}/${name}-inc.cfg'`,
    `printf '[filter "nii"]\\n\\tclean = ${mark} ${name}-includeif\\n' > '${cfgDir}/${name}-iif.cfg'`,
    `${g} config includeIf.gitdir:/.path '${cfgDir}/${name}-iif.cfg'`,
    `printf '*.af filter=naf\\n' > '${cfgDir}/${name}-attributes'`,
    `${g} config core.attributesFile '${cfgDir}/${name}-attributes'`,
    `${g} config filter.naf.clean '${mark} ${name}-attributesfile'`,
    `printf '*.nx filter=nx\\n*.ni filter=ni\\n*.nii filter=nii\\n' > .gitattributes`,
    // Same sizes, a later time: git must read the files again, through their clean filters.
    'sleep 1; touch f.nx f.ni f.nii f.af',
    'cd - >/dev/null',
  ].join('\n');
}
const DRIVERS = ['filter', 'fsmonitor', 'include-path', 'includeif', 'attributesfile'];

const write = (path: string, content: string): ScriptTurn => ({ toolCalls: [{ name: 'write_file', arguments: { path, content } }] });
const checks: ScriptTurn = { toolCalls: [{ name: 'run_checks', arguments: {} }] };
const create = (path: string, text: string): ScriptTurn => ({
  toolCalls: [{ name: 'edit', arguments: { edits: [{ path, create: true, new_text: text }] } }],
});
const done = (text = 'Done.'): ScriptTurn => ({ content: text });

/** The tree of the branch the run pushed, as `mode path` lines. */
const pushedTree = (run: ActionRun): string[] =>
  bareGit(h!, 'ls-tree', '-r', run.outputs.branch ?? '')
    .split('\n')
    .map((l) => l.replace(/ (blob|commit) [0-9a-f]{40}\t/, ' '));

function everythingThatLeft(harness: Harness, run: ActionRun): string {
  const comments = commentsOn(harness).flatMap((c) => [...c.history, c.body]);
  const prs = pulls(harness).flatMap((p) => [p.title, p.body ?? '']);
  const refs = bareGit(harness, 'for-each-ref', '--format=%(refname)').split('\n').filter(Boolean);
  const pushed = refs.filter((r) => r !== 'refs/heads/main').map((r) => bareGit(harness, 'log', '-p', '--format=%B%n%T', `main..${r}`));
  const names = refs.map((r) => bareGit(harness, 'ls-tree', '-r', '-z', '--name-only', r).replaceAll('\0', '\n'));
  const reportPath = run.outputs['report-path'];
  return [
    ...comments,
    ...prs,
    ...refs,
    ...pushed,
    ...names,
    run.summary,
    reportPath && existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '',
    readFileSync(harness.env.GITHUB_OUTPUT as string, 'utf8'),
    run.stdout.replace(/^::add-mask::.*$/gm, ''),
    run.stderr,
  ].join('\n');
}

describe.skipIf(!IS_ROOT)(
  `action e2e: git never runs repository code, the commit is the agent's writes (${IS_ROOT ? 'root' : NEEDS_ROOT})`,
  () => {
    describe.each(USERS)('as %s', (_who, user) => {
      it('case 1: a repository the check plants in an empty submodule folder runs nothing (check-sandbox: none); control: plain git status runs its filter', async () => {
        h = await setup({
          workflow: 'comment',
          script: [write('NOTES.md', 'Discount notes: 10% means a tenth.\n'), checks, done()],
          inputs: { 'check-sandbox': 'none' },
        });
        addGitlinks(h, [{ path: 'vendor/lib', gitmodules: true }]);
        const { mark, fired } = markScript(h);
        h.env['INPUT_CHECK-COMMAND'] = `${plantRepoScript('vendor/lib', mark, 'case1', h.tmp)}\necho planted`;
        const run = await runAs(user());
        expect(run.code, run.stdout + run.stderr).toBe(0);
        const toolResults = h.model.requests.flatMap((r) => r.messages.filter((m) => m.role === 'tool').map((m) => String(m.content)));
        expect(toolResults.join('\n'), 'the check ran and planted the repository').toContain('planted');
        expect(fired()).toEqual([]);
        expect(pulls(h)).toHaveLength(1);
        expect(pushedTree(run)).toContain('100644 NOTES.md');
        expect(pushedTree(run)).toContain('160000 vendor/lib');
        // Control: the status main's hasChanges() ran over the same tree.
        plainGit(h, 'status', '--porcelain', '--untracked-files=all');
        expect(fired()).toEqual(DRIVERS.map((d) => `case1-${d}`).sort());
        expectNoViolations(h.emu);
      });

      it('cases 2 and 3: what the check does to written files (a repository, chmod 4777, a link to /etc/shadow) never reaches the commit; control: git add would take each', async () => {
        h = await setup({
          workflow: 'comment',
          script: [
            write('vendor/cache', 'cache v2\n'),
            write('tool.sh', 'echo tool\n'),
            write('notes.txt', 'agent notes\n'),
            checks,
            done(),
          ],
          inputs: {
            'check-sandbox': 'none',
            'check-command': [
              'rm vendor/cache && mkdir vendor/cache && cd vendor/cache && git init -q',
              'git -c user.name=c -c user.email=c@example.com -c core.hooksPath=/dev/null commit -q --allow-empty -m smuggled && cd ../..',
              'chmod 4777 tool.sh',
              'rm notes.txt && ln -s /etc/shadow notes.txt',
              'echo done',
            ].join('\n'),
          },
        });
        const run = await runAs(user());
        expect(run.code, run.stdout + run.stderr).toBe(0);
        const tree = pushedTree(run);
        expect(tree).toEqual(expect.arrayContaining(['100644 vendor/cache', '100644 tool.sh', '100644 notes.txt']));
        expect(tree.filter((l) => /^(160000|120000|100755)/.test(l))).toEqual([]);
        const branch = run.outputs.branch!;
        expect(bareGit(h, 'cat-file', 'blob', `${branch}:vendor/cache`)).toBe('cache v2');
        expect(bareGit(h, 'cat-file', 'blob', `${branch}:notes.txt`)).toBe('agent notes');
        // The PR body says what was committed: three new regular files, no type or mode change.
        const body = pulls(h)[0]!.body ?? '';
        for (const f of ['vendor/cache', 'tool.sh', 'notes.txt'])
          expect(body).toMatch(new RegExp(`\`${f.replace('/', '\\/')}\` \\| create \\| \\+1 \\|`));
        // Control: git add, as the action committed before, takes type and mode from disk.
        plainGit(h, 'add', '-A', '--', 'vendor/cache', 'tool.sh', 'notes.txt');
        const staged = wsGit(h, 'ls-files', '-s', '--', 'vendor/cache', 'tool.sh', 'notes.txt');
        expect(staged).toMatch(/^120000 .*\tnotes\.txt\n100755 .*\ttool\.sh\n160000 .*\tvendor\/cache$/);
        expectNoViolations(h.emu);
      });

      it('variants: gitlinks with and without .gitmodules, a .git file pointing elsewhere, planted filters, includes and attributes files run nothing; the writes inside are refused with nested_repo; control: plain git status runs them all', async () => {
        h = await setup({
          workflow: 'comment',
          script: [create('vendor/lib/hack.js', 'x\n'), create('third_party/x/hack.js', 'x\n'), write('NOTES.md', 'notes\n'), done()],
        });
        addGitlinks(h, [
          { path: 'vendor/lib', gitmodules: true },
          { path: 'third_party/x', gitmodules: false },
        ]);
        const { mark, fired } = markScript(h);
        const plant = [
          plantRepoScript(join(h.ws, 'vendor/lib'), mark, 'nested', h.tmp),
          plantRepoScript(join(h.ws, 'third_party/x'), mark, 'gitfile', h.tmp, join(h.tmp, 'elsewhere.git')),
        ].join('\n');
        execFileSync('sh', ['-c', plant]);
        const gitlinksBefore = wsGit(h, 'ls-tree', '-r', 'HEAD', 'vendor/lib', 'third_party/x');
        const later = new Date(Date.now() + 5000);
        for (const d of ['vendor/lib', 'third_party/x'])
          for (const f of ['f.nx', 'f.ni', 'f.nii', 'f.af']) utimesSync(join(h.ws, d, f), later, later);
        expect(fired()).toEqual([]);
        const run = await runAs(user());
        expect(run.code, run.stdout + run.stderr).toBe(0);
        expect(fired()).toEqual([]);
        // What was refused is in the PR body, with its own code.
        const body = pulls(h)[0]!.body ?? '';

        expect(body.match(/nested_repo/g)?.length).toBeGreaterThanOrEqual(2);
        expect(body).toContain('inside vendor/lib, a submodule');
        expect(body).toContain('inside third\\_party/x, a submodule');
        expect(pushedTree(run)).toContain('100644 NOTES.md');
        expect(bareGit(h, 'ls-tree', '-r', run.outputs.branch!, 'vendor/lib', 'third_party/x')).toBe(gitlinksBefore);
        expect(existsSync(join(h.ws, 'vendor/lib/hack.js'))).toBe(false);
        // Control: plain git status over the same tree runs every planted driver.
        plainGit(h, 'status', '--porcelain', '--untracked-files=all');
        expect(fired()).toEqual([...DRIVERS.map((d) => `gitfile-${d}`), ...DRIVERS.map((d) => `nested-${d}`)].sort());
        expectNoViolations(h.emu);
      });

      it('variants: .git/config including a file of the working tree is refused before the run; control: plain git diff runs the textconv it defines', async () => {
        h = await setup({ workflow: 'comment', script: [write('NOTES.md', 'notes\n'), done()] });
        const { mark, fired } = markScript(h);
        writeFileSync(join(h.ws, '.gitattributes'), '*.md diff=x\n');
        writeFileSync(join(h.ws, '.gitconfig'), `[diff "x"]\n\ttextconv = ${mark} worktree-textconv\n`);
        wsGit(h, 'add', '.gitattributes', '.gitconfig');
        wsGit(h, '-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', 'commit', '-q', '-m', 'shared config');
        wsGit(h, 'push', '-q', 'origin', 'HEAD:main');
        wsGit(h, 'config', 'include.path', '../.gitconfig');
        const run = await runAs(user());
        expect(run.code).toBe(1);
        expect(ourComments(h)[0]!.body).toMatch(
          /failed while checking out the repository[\s\S]*?\): the repository's git config \(\.git\/config\) includes \.\.\/\.gitconfig, a file in the working tree/,
        );
        expect(h.model.requests).toHaveLength(0);
        expect(fired()).toEqual([]);
        writeFileSync(join(h.ws, 'README.md'), 'changed\n');
        plainGit(h, 'diff');
        expect(fired()).toEqual(['worktree-textconv']);
      });
    });

    // The report's write and the secret scans before a push are the same code whichever user runs
    // the action (the scans read git's -z output; the write is refused by its own lstat), so these
    // run as root only: the stronger case, since root could write wherever a link points. The
    // runner user's own git and file-system rules are what the describe above runs twice.
    describe('as root, the same code under either user', () => {
      const user = (): RunAs | undefined => undefined;
      it.each(['a folder', 'the file'])(
        'case 4: a report path in the workspace through a link the check planted at %s: nothing written there, the run says why; control: a plain write follows it',
        async (at) => {
          h = await setup({
            workflow: 'comment',
            script: [write('NOTES.md', 'notes\n'), checks, done()],
            inputs: { 'check-sandbox': 'none' },
          });
          const victim = join(h.tmp, 'victim');
          mkdirSync(victim);
          const reportPath = join(h.ws, 'out', 'agent-fix-report.json');
          h.env['INPUT_REPORT-PATH'] = reportPath;
          const plant =
            at === 'a folder'
              ? `ln -s '${victim}' out && echo planted`
              : `mkdir out && ln -s '${victim}/report.json' out/agent-fix-report.json`;
          h.env['INPUT_CHECK-COMMAND'] = plant;
          const run = await runAs(user());
          expect(run.code).toBe(1);
          expect(readdirSync(victim)).toEqual([]);
          const comment = ourComments(h)[0]!.body;
          expect(comment).toMatch(/failed while writing the report file/);
          expect(comment).toMatch(/is a symbolic link; nothing was written there/);
          expect(run.outputs['report-path']).toBe('');
          expect(pulls(h)).toHaveLength(0);
          // Control: the same plant (the failed run cleaned it away with the other untracked files), then the plain write main made.
          execFileSync('sh', ['-c', plant], { cwd: h.ws });
          writeFileSync(reportPath, 'followed\n');
          expect(readdirSync(victim)).toEqual([at === 'a folder' ? 'agent-fix-report.json' : 'report.json']);
        },
      );

      it('case 6: a token interleaved with a non-ASCII character in a file name stops the run before any push; control: the quoted diff the old scan read misses it', async () => {
        const name = `${[...GH_TOKEN].join('é')}.txt`;
        h = await setup({ workflow: 'comment', script: [write(name, 'harmless\n'), done()] });
        const run = await runAs(user());
        expect(run.code).toBe(1);
        expect(ourComments(h)[0]!.body).toMatch(
          /contain a secret \(input github-token, raw form\) in the file names; nothing was committed or pushed/,
        );
        expect(bareGit(h, 'for-each-ref', '--format=%(refname)')).toBe('refs/heads/main');
        expect(pulls(h)).toHaveLength(0);
        expect(leaksIn(everythingThatLeft(h, run), SECRETS)).toEqual([]);
        // Control: git's quoted porcelain splits the token with octal escapes, and the scan misses it.
        writeFileSync(join(h.ws, name), 'harmless\n');
        plainGit(h, 'add', '-A');
        const diff = execFileSync('git', ['-c', 'safe.directory=*', 'diff', '--cached', '--text'], { cwd: h.ws, encoding: 'utf8' });
        expect(diff).toContain('\\303\\251');
        expect(Secrets.of(SECRETS).find(diff)).toBeUndefined();
      });

      it('case 6: a token in the commit message stops the run before any push; control: the files themselves hold none', async () => {
        h = await setup({ workflow: 'comment', script: [write('NOTES.md', 'notes\n'), done()] });
        // The issue's title (in the event and on GitHub) is the commit message's subject.
        const title = `Invoice total is wrong everywhere: ${API_KEY}`;
        h.emu.state.repo(FULL).issues.get(h.issueNumber)!.title = title;
        const event = JSON.parse(readFileSync(h.env.GITHUB_EVENT_PATH!, 'utf8')) as { issue: { title: string } };
        event.issue.title = title;
        writeFileSync(h.env.GITHUB_EVENT_PATH!, JSON.stringify(event));
        const run = await runAs(user());
        expect(run.code, run.stdout + run.stderr).toBe(1);
        expect(ourComments(h)[0]!.body).toMatch(/contain a secret \(input api-key, raw form\) in the commit message/);
        expect(bareGit(h, 'for-each-ref', '--format=%(refname)')).toBe('refs/heads/main');
        expect(leaksIn(everythingThatLeft(h, run), SECRETS)).toEqual([]);
        expect(Secrets.of(SECRETS).find('NOTES.md\nnotes\n')).toBeUndefined();
      });

      it('after redaction, nothing leaves with a secret: a token nested inside itself eleven deep in the final answer; control: one redaction pass of the old depth leaves it', async () => {
        let nested = API_KEY;
        for (let k = 0; k < 11; k++) nested = `${API_KEY.slice(0, 10)}${nested}${API_KEY.slice(10)}`;
        h = await setup({ workflow: 'comment', script: [write('NOTES.md', 'notes\n'), done(`Found this in the log: ${nested}`)] });
        const run = await runAs(user());
        expect(run.code, run.stdout + run.stderr).toBe(0);
        expect(pulls(h)).toHaveLength(1);
        expect(leaksIn(everythingThatLeft(h, run), SECRETS)).toEqual([]);
        // Control: eight passes of the redaction (as it was) leave a whole key behind.
        let text = nested;
        const secrets = Secrets.of(SECRETS);
        for (let pass = 0; pass < 8; pass++) text = text.replace(API_KEY, '***');
        expect(secrets.find(text)).toBeDefined();
      });
    });
  },
);
