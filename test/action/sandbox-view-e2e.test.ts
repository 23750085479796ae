// The bundled action, end to end (real git, the GitHub emulator, a scripted model), as root and as
// a non-root runner user with passwordless sudo: what a check does stays in its throw-away view
// (modes, links, set-id folders, plants), any output size is reported truthfully, disk and memory
// are capped and said so, sockets outside /tmp and /run are out of reach, and runs as different
// users both write. Each probe has a control (check-sandbox: none, or no cap) where it works.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/scripted/server.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { ensureUser, IS_ROOT, NEEDS_ROOT } from '../support/root.js';
import { bareGit, pulls, runAction, setup, type Harness, type RunAs } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

type Turn = { toolCalls: { name: string; arguments: Record<string, unknown> }[] } | { content: string };
const script =
  (turns: Turn[]) =>
  (_req: RecordedRequest, i: number): Turn =>
    turns[i] ?? { content: 'Done.' };
const write = (path: string, content: string) => ({ name: 'write_file', arguments: { path, content } });
const RUN_CHECKS = { name: 'run_checks', arguments: {} };

/** Every tool answer the model got, in order (the last request holds the whole conversation). */
function toolAnswers(harness: Harness): string[] {
  const last = harness.model.requests.at(-1);
  return (last?.messages ?? []).filter((m) => m.role === 'tool').map((m) => String(m.content));
}
/** The one run_checks answer of the run, after its first line (the command, which names what it prints). */
function checkAnswer(harness: Harness): string {
  const answers = toolAnswers(harness).filter((t) => t.startsWith('$ '));
  expect(answers, JSON.stringify(toolAnswers(harness))).toHaveLength(1);
  return answers[0]!.slice(answers[0]!.indexOf('\n') + 1);
}

const USERS: { who: string; as: () => RunAs | undefined }[] = [
  { who: 'as root', as: () => undefined },
  { who: 'as a non-root runner with passwordless sudo', as: () => ensureUser('agent-fix-runner', { sudo: true }) },
];

// ---- case 3: what the check does to the files stays in its view -------------------------------

const AGENT_JS = 'export const written = "by the agent";\n';
const HELPER_JS = 'export const helper = () => 1;\n';
const MARK = `/tmp/agent-fix-e2e-pwned-${process.pid}`;
/** Changes the agent's files and plants things, printing each change as it sees it. */
const TAMPER = [
  'chmod 4777 src/agent.js && stat -c "mode %a" src/agent.js',
  'rm src/helper.js && ln -s /etc/shadow src/helper.js && stat -c "type %F" src/helper.js',
  'ln package.json hard-link && stat -c "links %h" package.json',
  'mkdir setgid-dir && chmod 2777 setgid-dir && stat -c "dir %a" setgid-dir',
  'echo new > new-file.txt && echo wrote-new',
  'echo changed >> README.md && echo changed-readme',
  'rm AGENTS.md && echo deleted-agents',
  `git init -q vendor/cache && printf '[filter "x"]\\n\\tclean = touch ${MARK}\\n' >> vendor/cache/.git/config && echo '* filter=x' > vendor/cache/.gitattributes && echo > vendor/cache/f && echo planted-git`,
  'mkdir -p node_modules coverage && echo 1 > coverage/lcov.info && echo wrote-caches',
].join(' ; ');
const SEEN = [
  'mode 4777',
  'type symbolic link',
  'links 2',
  'dir 2777',
  'wrote-new',
  'changed-readme',
  'deleted-agents',
  'planted-git',
  'wrote-caches',
];

/** The workspace's files (not .git): mode and type of each, and whether a file has a second name. */
function tree(ws: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      if (dir === ws && name === '.git') continue;
      const p = join(dir, name);
      const s = lstatSync(p);
      out[p.slice(ws.length + 1)] = `${(s.mode >>> 0).toString(8)} links ${s.nlink}`;
      if (s.isDirectory()) walk(p);
    }
  };
  walk(ws);
  return out;
}

describe.skipIf(!IS_ROOT)(`action e2e: the check's throw-away view (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  for (const { who, as } of USERS) {
    it(`${who}: chmod 4777, a symlink swap, a hard link, a setgid folder and a planted .git leave the workspace and the commit as the agent wrote them`, async () => {
      const user = as();
      h = await setup({
        workflow: 'comment',
        script: script([{ toolCalls: [write('src/agent.js', AGENT_JS), write('src/helper.js', HELPER_JS)] }, { toolCalls: [RUN_CHECKS] }]),
        inputs: { 'check-command': TAMPER },
      });
      mkdirSync(join(h.ws, 'vendor', 'cache'), { recursive: true });
      const run = await runAction(h, undefined, user);
      expect(run.code, run.stderr + run.stdout).toBe(0);
      const answer = checkAnswer(h);
      for (const line of SEEN) expect(answer, answer).toContain(`${line}\n`);
      // The real workspace: the agent's two files as written, nothing else changed or added.
      const files = tree(h.ws);
      expect(files['src/agent.js']).toBe('100644 links 1');
      expect(files['src/helper.js']).toBe('100644 links 1');
      expect(readFileSync(join(h.ws, 'src', 'helper.js'), 'utf8')).toBe(HELPER_JS);
      expect(files['package.json']).toBe('100644 links 1');
      expect(files['AGENTS.md']).toBeDefined();
      for (const planted of ['hard-link', 'setgid-dir', 'new-file.txt', 'node_modules', 'coverage', 'vendor/cache/.git'])
        expect(files[planted], planted).toBeUndefined();
      expect(readdirSync(join(h.ws, 'vendor', 'cache'))).toEqual([]);
      expect(existsSync(MARK)).toBe(false);
      // The commit: the agent's files, regular, 100644, with its bytes.
      const pr = pulls(h)[0]!;
      const listed = bareGit(h, 'ls-tree', '-r', pr.head, 'src/agent.js', 'src/helper.js', 'README.md', 'AGENTS.md', 'package.json');
      expect(listed.split('\n').map((l) => l.split(/\s+/).slice(0, 2).join(' '))).toEqual(Array(5).fill('100644 blob'));
      expect(bareGit(h, 'show', `${pr.head}:src/helper.js`)).toBe(HELPER_JS.trim());
      expect(bareGit(h, 'diff', '--name-only', 'main', pr.head).split('\n').sort()).toEqual(['src/agent.js', 'src/helper.js']);
      expectNoViolations(h.emu);
    });
  }

  it('control (check-sandbox: none): the same check changes the real workspace in each of those ways', async () => {
    h = await setup({
      workflow: 'comment',
      script: script([{ toolCalls: [write('src/agent.js', AGENT_JS), write('src/helper.js', HELPER_JS)] }, { toolCalls: [RUN_CHECKS] }]),
      inputs: { 'check-command': TAMPER, 'check-sandbox': 'none' },
    });
    mkdirSync(join(h.ws, 'vendor', 'cache'), { recursive: true });
    await runAction(h);
    const files = tree(h.ws);
    expect(files['src/agent.js']).toBe('104777 links 1');
    expect(files['src/helper.js']).toBe('120777 links 1');
    expect(files['package.json']).toBe('100644 links 2');
    expect(files['setgid-dir']).toBe('42777 links 2');
    for (const planted of ['new-file.txt', 'coverage/lcov.info', 'vendor/cache/.git']) expect(files[planted], planted).toBeDefined();
    expect(files['AGENTS.md']).toBeUndefined();
    rmSync(MARK, { force: true });
  });
});

// ---- case 5: any output size, exit code and time-out told truthfully --------------------------

/** 100,000 bytes, the sandbox's own marker words, exit 3. */
const LOUD = "head -c 100000 /dev/zero | tr '\\0' x; echo; echo 'agent-fix-sandbox: ready'; exit 3";
const LOUD_BYTES = 100_000 + 1 + 'agent-fix-sandbox: ready\n'.length;

describe.skipIf(!IS_ROOT)(`action e2e: a check's output of any size (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  for (const { who, as } of USERS) {
    it(`${who}: 100,000 bytes then exit 3 is "exit code 3" with every byte counted, not "could not be set up"`, async () => {
      const user = as();
      h = await setup({ workflow: 'comment', script: script([{ toolCalls: [RUN_CHECKS] }]), inputs: { 'check-command': LOUD } });
      const run = await runAction(h, undefined, user);
      expect(run.code, run.stderr + run.stdout).toBe(0);
      const answer = checkAnswer(h);
      expect(answer).toMatch(/^exit code 3 \(\d+\.\d s\)\n--- last output \(last 4000 characters of (\d+) bytes\) ---\n/);
      expect(answer).toContain(`of ${LOUD_BYTES} bytes`);
      expect(answer.endsWith('xxxx\nagent-fix-sandbox: ready\n')).toBe(true);
      expect(answer).not.toContain('could not be set up');
    });
  }

  it('control (check-sandbox: none): the same check is told the same way', async () => {
    h = await setup({
      workflow: 'comment',
      script: script([{ toolCalls: [RUN_CHECKS] }]),
      inputs: { 'check-command': LOUD, 'check-sandbox': 'none' },
    });
    await runAction(h);
    const answer = checkAnswer(h);
    expect(answer).toContain(`exit code 3`);
    expect(answer).toContain(`of ${LOUD_BYTES} bytes`);
  });
});

// ---- case 7: disk and memory caps --------------------------------------------------------------

/** 40 MB into /tmp, kept, then node holding 400 MB. */
const GREEDY = `head -c 40000000 /dev/zero > /tmp/fill; echo disk-rc=$?; node -e "const a=[];for(let i=0;i<40;i++)a.push(Buffer.alloc(10*1024*1024,1));console.log('allocated')"; echo node-rc=$?`;

describe.skipIf(!IS_ROOT)(`action e2e: check-disk-mb and check-memory-mb (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  for (const { who, as } of USERS) {
    it(`${who}: a check over 32 MB of disk and 128 MB of memory is stopped, and told which it ran out of`, async () => {
      const user = as();
      h = await setup({
        workflow: 'comment',
        script: script([{ toolCalls: [RUN_CHECKS] }]),
        inputs: { 'check-command': GREEDY, 'check-disk-mb': '32', 'check-memory-mb': '128' },
      });
      const run = await runAction(h, undefined, user);
      expect(run.code, run.stderr + run.stdout).toBe(0);
      const answer = checkAnswer(h);
      expect(answer, answer).toContain('No space left on device');
      expect(answer).toContain('disk-rc=1');
      expect(answer, answer).not.toContain('allocated');
      expect(answer).toContain(
        'exit code 0; ran out of memory (check-memory-mb: 128 MB); ran out of disk (check-disk-mb: 32 MB, shared by its copy of the workspace, /tmp and HOME)',
      );
    });
  }

  it('control (both none): the same check writes and allocates, and nothing is said to have run out', async () => {
    h = await setup({
      workflow: 'comment',
      script: script([{ toolCalls: [RUN_CHECKS] }]),
      inputs: { 'check-command': GREEDY, 'check-disk-mb': 'none', 'check-memory-mb': 'none' },
    });
    await runAction(h);
    const answer = checkAnswer(h);
    expect(answer).toContain('disk-rc=0\nallocated\nnode-rc=0\n');
    expect(answer).not.toContain('ran out of');
  });
});

// ---- case 8: sockets outside /tmp and /run -----------------------------------------------------

const TAG = `agent-fix-e2e-sock-${process.pid}`;
const SOCKET_PLACES = ['/var/lib', '/usr/local/var', '/opt'];
const sockets = SOCKET_PLACES.map((p) => join(p, TAG, 'svc.sock'));
const servers: Server[] = [];
const madeDirs: string[] = [];
const CONNECT = sockets
  .map(
    (p) =>
      `node -e "require('net').connect('${p}').on('data',()=>{console.log('CONNECTED ${p}');process.exit(0)}).on('error',e=>{console.log(e.code+' ${p}');process.exit(0)})"`,
  )
  .join('; ');

describe.skipIf(!IS_ROOT)(`action e2e: Unix sockets under /var/lib, /usr/local/var and /opt (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  beforeAll(async () => {
    for (const place of SOCKET_PLACES) {
      if (!existsSync(place)) {
        mkdirSync(place, { recursive: true });
        madeDirs.push(place);
      }
      mkdirSync(join(place, TAG));
      madeDirs.push(join(place, TAG));
    }
    for (const path of sockets) {
      const s = createServer((c) => c.end('hello from the host\n'));
      await new Promise<void>((r) => s.listen(path, r));
      chmodSync(path, 0o777);
      servers.push(s);
    }
  });
  afterAll(async () => {
    for (const s of servers) await new Promise((r) => s.close(r));
    for (const d of [...madeDirs].reverse()) rmSync(d, { recursive: true, force: true });
  });

  for (const { who, as } of USERS) {
    it(`${who}: the check reaches none of them`, async () => {
      const user = as();
      h = await setup({ workflow: 'comment', script: script([{ toolCalls: [RUN_CHECKS] }]), inputs: { 'check-command': CONNECT } });
      const run = await runAction(h, undefined, user);
      expect(run.code, run.stderr + run.stdout).toBe(0);
      const answer = checkAnswer(h);
      expect(answer, answer).not.toContain('CONNECTED');
      for (const s of sockets) expect(answer).toMatch(new RegExp(`^E[A-Z]+ ${s}$`, 'm'));
    });
  }

  it('control (check-sandbox: none): every one of them answers', async () => {
    h = await setup({
      workflow: 'comment',
      script: script([{ toolCalls: [RUN_CHECKS] }]),
      inputs: { 'check-command': CONNECT, 'check-sandbox': 'none' },
    });
    await runAction(h);
    const answer = checkAnswer(h);
    for (const s of sockets) expect(answer).toContain(`CONNECTED ${s}\n`);
  });
});

// ---- case 9: runs as different users both write ------------------------------------------------

const OLD_LOCKS = '/tmp/agent-fix-locks';

describe.skipIf(!IS_ROOT)(`action e2e: write locks of runs as different users (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  it('a run as root, then one as the runner user on the same machine: both edit and open their pull request', async () => {
    const runner = ensureUser('agent-fix-runner', { sudo: true });
    // Control: the shared folder the old code made as root (0755) is closed to the runner user.
    const made = !existsSync(OLD_LOCKS);
    if (made) mkdirSync(OLD_LOCKS, { mode: 0o755 });
    try {
      const probe = spawnSync('sh', ['-c', `: > ${OLD_LOCKS}/probe-${process.pid}.lock`], {
        uid: runner.uid,
        gid: runner.gid,
        encoding: 'utf8',
      });
      expect(probe.status).not.toBe(0);
      expect(probe.stderr).toMatch(/Permission denied/);
      for (const as of [undefined, runner]) {
        h = await setup({ workflow: 'comment', script: script([{ toolCalls: [write('src/agent.js', AGENT_JS)] }]) });
        const run = await runAction(h, undefined, as);
        expect(run.code, run.stderr + run.stdout).toBe(0);
        const pr = pulls(h)[0];
        expect(pr, run.stdout).toBeDefined();
        expect(bareGit(h, 'show', `${pr!.head}:src/agent.js`)).toBe(AGENT_JS.trim());
        await h.close();
        h = undefined;
      }
    } finally {
      if (made) rmSync(OLD_LOCKS, { recursive: true, force: true });
    }
  });
});
