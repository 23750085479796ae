// A Unix socket is reached through the file system whatever the network namespace, so every socket
// on what stays visible is found once per run and hidden with its folder (or covered where the
// folder must stay); /var is hidden whole; a socket in the workspace is not the listener's through
// the overlay. Real listeners in the places services use; the same connects without the sandbox work.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRunner, unsandboxedRunner } from '../../src/sandbox/index.js';
import { IS_ROOT, NEEDS_ROOT } from '../support/root.js';
import { bundleFixture } from '../support/fixture-bundle.js';

const TAG = `agent-fix-sock-${process.pid}`;
/** Where services keep sockets; /usr/lib is a folder checks need, so its socket is covered, not its folder. */
const PLACES = ['/var/lib', '/usr/local/var', '/opt', '/usr/lib'];

let ws = '';
const servers: Server[] = [];
const made: string[] = [];
let sockets: string[] = [];

async function listen(path: string): Promise<void> {
  const s = createServer((c) => c.end('hello from the host\n'));
  await new Promise<void>((r) => s.listen(path, r));
  chmodSync(path, 0o777);
  servers.push(s);
}

beforeAll(async () => {
  if (!IS_ROOT) return;
  for (const place of PLACES) {
    if (!existsSync(place)) {
      mkdirSync(place, { recursive: true });
      made.push(place);
    }
    const dir = join(place, TAG);
    mkdirSync(dir, { mode: 0o755 });
    made.push(dir);
  }
  ws = mkdtempSync('/var/lib/agent-fix-sockws-');
  chmodSync(ws, 0o755);
  sockets = [...PLACES.map((p) => join(p, TAG, 'svc.sock')), join(ws, 'svc.sock')];
  for (const s of sockets) await listen(s);
});

afterAll(async () => {
  for (const s of servers) await new Promise((r) => s.close(r));
  for (const d of [...made].reverse()) rmSync(d, { recursive: true, force: true });
  if (ws) rmSync(ws, { recursive: true, force: true });
});

const connectAll = (paths: string[]): string =>
  paths
    .map(
      (p) =>
        `node -e "require('net').connect('${p}').on('data',()=>{console.log('CONNECTED ${p}');process.exit(0)}).on('error',e=>{console.log(e.code+' ${p}');process.exit(0)})"`,
    )
    .join('; ');

describe.skipIf(!IS_ROOT)(`sockets outside /tmp and /run (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  it('a check reaches none of them: their folders are hidden, or the socket is covered where the folder must stay', async () => {
    // Made after the sockets exist: the scan runs at the first check of a run.
    const runner = await sandboxRunner();
    const r = await runner.run(
      `${connectAll(sockets)}; ls -A /opt/${TAG} | wc -l; ls /opt | grep -c . ; stat -c %F /usr/lib/${TAG}/svc.sock; ls /var/lib | wc -l`,
      ws,
      60_000,
    );
    expect(r.exitCode, r.output).toBe(0);
    expect(r.output).not.toContain('CONNECTED');
    for (const s of sockets) expect(r.output).toMatch(new RegExp(`^E[A-Z]+ ${s}$`, 'm'));
    const [, , , , , emptyFolder, optEntries, masked, varEntries] = r.output.trim().split('\n');
    expect(emptyFolder).toBe('0');
    // /opt itself is still there (its other folders too): only the socket's folder is hidden.
    expect(Number(optEntries)).toBeGreaterThan(0);
    expect(masked).toBe('character special file');
    // /var is hidden whole: under /var/lib only the way to the workspace is there.
    expect(varEntries).toBe('1');
  });

  it('a socket folder removed after the scan: the next check still runs (nothing is left there to hide)', async () => {
    const dir = join('/opt', `${TAG}-gone`);
    mkdirSync(dir, { mode: 0o755 });
    made.push(dir);
    await listen(join(dir, 'svc.sock'));
    const runner = await sandboxRunner();
    // The first check scans: the folder is found and hidden.
    const first = await runner.run(`ls -A ${dir} | wc -l`, ws, 60_000);
    expect(first.exitCode, first.output).toBe(0);
    expect(first.output.trim()).toBe('0');
    await new Promise((r) => servers.pop()!.close(r));
    rmSync(dir, { recursive: true, force: true });
    // The second uses the same scan, which still names the folder.
    const second = await runner.run(`test ! -e ${dir} && echo gone`, ws, 60_000);
    expect(second.exitCode, second.output).toBe(0);
    expect(second.output.trim()).toBe('gone');
  });

  // A folder deeper than PATH_MAX (4096): find lists the socket, but no path to it can be looked at
  // or mounted on. The check must not run (it could chdir down and connect by the relative name).
  // The deep folder lives in a private mount namespace (fixtures/deep-socket.ts), so no other test
  // file's sandbox finds a socket it cannot hide.
  it.each([
    ['hidden with its folder', '/opt', /cannot hide \/opt\//],
    ['covered where its folder must stay', '/usr/lib', /cannot mask \/usr\/lib\//],
  ])('a socket deeper than PATH_MAX, %s: the check is not run; control: without the sandbox it answers', async (_how, place, refusal) => {
    const top = join(place, `${TAG}-deep`);
    mkdirSync(top, { mode: 0o755 });
    made.push(top);
    // Bundled, not through tsx: the child then does not compile src/ again at its start.
    const fixture = await bundleFixture(join(import.meta.dirname, 'fixtures', 'deep-socket.ts'));
    const script = `mount -t tmpfs -o mode=755 agent-fix-deep "$1" && shift && exec "$@"`;
    const out = execFileSync(
      'unshare',
      [
        '--mount',
        '--propagation',
        'private',
        '--',
        'sh',
        '-c',
        script,
        'sh',
        top,
        process.execPath,
        fixture,
        top,
        ws,
        'd'.repeat(200),
        '22',
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    const { sandboxed, plain } = JSON.parse(out.trim().split('\n').at(-1)!) as Record<
      'sandboxed' | 'plain',
      { exitCode: number; output: string }
    >;
    expect(sandboxed.output).not.toContain('CONNECTED');
    expect(sandboxed.exitCode).not.toBe(0);
    expect(sandboxed.output.slice(0, 300), sandboxed.output.slice(0, 120)).toMatch(refusal);
    expect(plain.output).toContain('CONNECTED deep');
  });

  it('control: without the sandbox every one of them answers', async () => {
    const r = await unsandboxedRunner().run(connectAll(sockets), ws, 60_000);
    for (const s of sockets) expect(r.output).toContain(`CONNECTED ${s}\n`);
  });
});
