// A hostile check command, run through the sandbox as real processes of a real second user: every
// attempt to read a secret, reach the host, change .git or the host, or outlive the time limit fails.
// The same script run without the sandbox shows the attempts are real (they succeed there).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRunner, unsandboxedRunner, type CheckRunner } from '../../src/sandbox/index.js';
import { IS_ROOT, NEEDS_ROOT } from '../support/root.js';

const SECRET = 'sk-probe-secret-4f2a9c1e7b';
const MARK = `afprobe${process.pid}`;

interface Fixture {
  base: string;
  ws: string;
  runnerTemp: string;
  targetRo: string;
  targetRw: string;
  sockets: string[];
  listener: Server;
  port: number;
  connections: number;
  cleanup: string[];
}

let f: Fixture;
let holder: ChildProcess | undefined;

function listenUnix(path: string): Server {
  const s = createServer((c) => c.end('hello from the host\n'));
  s.listen(path);
  return s;
}

beforeAll(async () => {
  if (!IS_ROOT) return;
  // Under /var/lib: on the same file system as the workspace (hard links) and not a hidden place.
  const base = mkdtempSync('/var/lib/agent-fix-attack-');
  chmodSync(base, 0o755);
  const ws = join(base, 'ws');
  mkdirSync(ws, { mode: 0o700 });
  execFileSync('git', ['init', '-q', ws]);
  writeFileSync(join(ws, 'app.js'), 'console.log(1);\n');
  const runnerTemp = join(base, 'runner-temp');
  mkdirSync(runnerTemp, { mode: 0o700 });
  writeFileSync(join(runnerTemp, 'runner-secret'), `${SECRET}\n`);
  const targetRo = join(base, 'target-ro');
  writeFileSync(targetRo, 'root only\n', { mode: 0o644 });
  const targetRw = join(base, 'target-rw');
  writeFileSync(targetRw, 'root, world-writable\n');
  chmodSync(targetRw, 0o666);
  // World-writable Unix sockets where services keep them: /run, /tmp, /dev/shm, the runner's temp.
  const runDir = mkdtempSync('/run/agent-fix-attack-');
  const tmpDir = mkdtempSync(join(tmpdir(), 'agent-fix-attack-'));
  const shmDir = mkdtempSync('/dev/shm/agent-fix-attack-');
  const sockets = [join(runDir, 'svc.sock'), join(tmpDir, 'svc.sock'), join(shmDir, 'svc.sock'), join(runnerTemp, 'svc.sock')];
  const servers = sockets.map(listenUnix);
  await new Promise((r) => setTimeout(r, 100));
  for (const d of [runDir, tmpDir, shmDir]) chmodSync(d, 0o755);
  for (const s of sockets) chmodSync(s, 0o777);
  const fx = { connections: 0 } as Fixture;
  const listener = createServer((c) => {
    fx.connections++;
    c.destroy();
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  Object.assign(fx, {
    base,
    ws,
    runnerTemp,
    targetRo,
    targetRw,
    sockets,
    listener,
    port: (listener.address() as { port: number }).port,
    cleanup: [base, runDir, tmpDir, shmDir],
  });
  f = fx;
  // A process holding the secret in its environment from the start, as the action holds INPUT_API-KEY.
  holder = spawn('sleep', ['600'], { env: { PATH: process.env.PATH, AGENT_FIX_PROBE_SECRET: SECRET }, stdio: 'ignore' });
  (f as unknown as { servers: Server[] }).servers = servers;
});

afterAll(() => {
  if (!IS_ROOT || !f) return;
  holder?.kill('SIGKILL');
  f.listener.close();
  for (const s of (f as unknown as { servers: Server[] }).servers) s.close();
  for (const d of f.cleanup) rmSync(d, { recursive: true, force: true });
});

/** One line per attempt: `BREACH name` when it worked, `blocked name` when it did not. */
function attackScript(fx: Fixture): string {
  const connect = (target: string): string =>
    `node -e "const s=require('net').connect(${target});s.on('data',()=>process.exit(0));s.on('connect',()=>setTimeout(()=>process.exit(0),200));s.on('error',()=>process.exit(1))"`;
  const attempts: [string, string][] = [
    ['environ', `cat /proc/[0-9]*/environ 2>/dev/null | tr '\\0' '\\n' | grep -q AGENT_FIX_PROBE_SECRET`],
    ['runner-temp-read', `grep -q ${SECRET} '${fx.runnerTemp}/runner-secret'`],
    ['tcp-host-loopback', connect(`${fx.port},'127.0.0.1'`)],
    ...fx.sockets.map((s, i): [string, string] => [`unix-socket-${i}`, connect(`'${s}'`)]),
    ['write-outside', `echo x > '${fx.base}/planted-outside'`],
    ['write-runner-temp', `echo x > '${fx.runnerTemp}/planted' && test -f '${fx.runnerTemp}/runner-secret'`],
    ['hook-post-commit', `mkdir -p .git/hooks && printf '#!/bin/sh\\ntouch /tmp/pwned\\n' > .git/hooks/post-commit`],
    ['hook-reference-transaction', `printf '#!/bin/sh\\n' > .git/hooks/reference-transaction`],
    ['git-config', `printf '[core]\\n\\tfsmonitor = touch /tmp/pwned\\n' >> .git/config`],
    ['read-git-config', `grep -q repositoryformatversion .git/config`],
    ['hardlink-ro', `ln '${fx.targetRo}' hard-ro`],
    ['sudo', 'sudo -n true'],
  ];
  const lines = attempts.map(([name, cmd]) => `if ( ${cmd} ) >/dev/null 2>&1; then echo "BREACH ${name}"; else echo "blocked ${name}"; fi`);
  return [
    ...lines,
    // Not attempts that must fail, but plants whose effect on the host must be nil.
    `ln -s '${fx.targetRo}' link-ro; ln -s '${fx.targetRw}' link-rw; ln '${fx.targetRw}' hard-rw 2>/dev/null; echo planted`,
    // A set-id program left in the workspace: it must not come back as one (owned by the runner's user).
    `cp "$(command -v id)" ./setid-plant && chmod u+s,g+s ./setid-plant && test -u ./setid-plant && echo planted-setid`,
    // Processes that try to outlive the limit: background, setsid, double fork, and one that never exits.
    `cp "$(command -v sleep)" ./${MARK}`,
    `./${MARK} 300 & setsid ./${MARK} 301 & ( ./${MARK} 302 & ) ; echo started`,
    `./${MARK} 303`,
  ].join('\n');
}

const survivors = (): string => {
  try {
    return execFileSync('pgrep', ['-af', MARK], { encoding: 'utf8' });
  } catch {
    return '';
  }
};

describe.skipIf(!IS_ROOT)(`the sandbox against a hostile check (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  let sandbox: CheckRunner;
  const env = (): NodeJS.ProcessEnv => ({ ...process.env, RUNNER_TEMP: f.runnerTemp, HOME: '/root' });

  it('blocks every attempt, and nothing it started survives the time limit', async () => {
    sandbox = await sandboxRunner(env());
    const gitConfig = readFileSync(join(f.ws, '.git', 'config'), 'utf8');
    const targets = [f.targetRo, f.targetRw].map((t) => statSync(t));
    for (let round = 1; round <= 2; round++) {
      const r = await sandbox.run(attackScript(f), f.ws, 4000);
      expect(r.timedOut, r.output).toBe(true);
      const breaches = r.output.split('\n').filter((l) => l.startsWith('BREACH'));
      expect(breaches, r.output).toEqual([]);
      expect(r.output).toContain('blocked environ');
      expect(r.output).toContain('planted');
      expect(r.output).toContain('planted-setid');
      expect(r.output).not.toContain(SECRET);
      expect(survivors()).toBe('');
    }
    expect(f.connections).toBe(0);
    // Nothing reached the host: no planted files, .git untouched, linked files keep owner and mode.
    expect(existsSync(join(f.base, 'planted-outside'))).toBe(false);
    expect(existsSync(join(f.runnerTemp, 'planted'))).toBe(false);
    expect(existsSync(join(f.ws, '.git', 'hooks', 'post-commit'))).toBe(false);
    expect(existsSync(join(f.ws, '.git', 'hooks', 'reference-transaction'))).toBe(false);
    expect(readFileSync(join(f.ws, '.git', 'config'), 'utf8')).toBe(gitConfig);
    expect(existsSync('/tmp/pwned')).toBe(false);
    [f.targetRo, f.targetRw].forEach((t, i) => {
      const now = statSync(t);
      expect([now.uid, now.gid, now.mode]).toEqual([targets[i]!.uid, targets[i]!.gid, targets[i]!.mode]);
    });
    // The check ran on a throw-away view: none of its plants is in the real workspace.
    const left = execFileSync('find', [f.ws, '-path', join(f.ws, '.git'), '-prune', '-o', '-print'], { encoding: 'utf8' });
    expect(left.trim().split('\n').sort()).toEqual([f.ws, join(f.ws, 'app.js')]);
  });

  it('lets a check serve and connect on its own loopback, write its view of the workspace, and see its exit code', async () => {
    sandbox ??= await sandboxRunner(env());
    const serve =
      "node -e \"const n=require('net');const s=n.createServer(c=>c.end('pong'));s.listen(0,'127.0.0.1',()=>{n.connect(s.address().port,'127.0.0.1').on('data',d=>{console.log('got '+d);s.close()})})\"";
    const r = await sandbox.run(
      `${serve} && mkdir -p coverage && echo ok > coverage/out.txt && cat coverage/out.txt && id -u && exit 7`,
      f.ws,
      20_000,
    );
    expect(r.output).toContain('got pong');
    expect(r.output).toContain('ok\n');
    expect(r.output).toContain(`${execFileSync('id', ['-u', 'agent-fix-sandbox'], { encoding: 'utf8' }).trim()}\n`);
    expect(r.exitCode).toBe(7);
    expect(r.timedOut).toBe(false);
    // What it wrote was its own copy's, gone with the call.
    expect(existsSync(join(f.ws, 'coverage'))).toBe(false);
  });

  it('control: without the sandbox the same attempts do reach the host (so the attack script is real)', async () => {
    const probeWs = mkdtempSync(join(f.base, 'plain-'));
    execFileSync('git', ['init', '-q', probeWs]);
    const r = await unsandboxedRunner(env()).run(attackScript({ ...f, ws: probeWs }), probeWs, 4000);
    for (const name of ['environ', 'runner-temp-read', 'tcp-host-loopback', 'unix-socket-0', 'hook-post-commit', 'git-config']) {
      expect(r.output, r.output).toContain(`BREACH ${name}`);
    }
    expect(f.connections).toBeGreaterThan(0);
    // Without a PID namespace, a process that left the group outlives the run: that is what `none` means.
    execFileSync('pkill', ['-KILL', '-f', MARK], { stdio: 'ignore' });
    rmSync(join(f.runnerTemp, 'planted'), { force: true });
    rmSync(join(f.base, 'planted-outside'), { force: true });
    f.connections = 0;
  });
});
