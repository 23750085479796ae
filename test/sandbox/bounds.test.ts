// What a check is told about itself is measured, never inferred: its exit code and time-out stay
// apart from the sandbox's own lines whatever it prints (and however much), "ran out of memory"
// comes from the memory cgroup's OOM count, "ran out of disk" from the one tmpfs being full, and
// the sandbox's own shell adds nothing to its output. Each cap has a control without it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRunner, unsandboxedRunner, type CheckBounds } from '../../src/sandbox/index.js';
import { buildScript } from '../../src/sandbox/script.js';
import { IS_ROOT, NEEDS_ROOT } from '../support/root.js';

let ws = '';
beforeAll(() => {
  if (!IS_ROOT) return;
  ws = mkdtempSync('/var/lib/agent-fix-bounds-');
  execFileSync('git', ['init', '-q', ws]);
});
afterAll(() => {
  if (ws) rmSync(ws, { recursive: true, force: true });
});

const runner = (bounds: CheckBounds) => sandboxRunner(process.env, { bounds });
/** Node holding 400 MB of touched memory. */
const ALLOCATE = `node -e "const a=[];for(let i=0;i<40;i++)a.push(Buffer.alloc(10*1024*1024,1));console.log('allocated')"`;
/** 20 MB into /tmp, then 20 MB into HOME: together more than a 32 MB cap. */
const FILL = 'head -c 20000000 /dev/zero > /tmp/a && echo tmp-ok && head -c 20000000 /dev/zero > "$HOME/b" && echo home-ok; sync';
/** 200,000 bytes, then the sandbox's own words, then exit 3. */
const LOUD = "head -c 200000 /dev/zero | tr '\\0' x; echo; echo 'agent-fix-sandbox: ready'; echo 'agent-fix-sandbox: exit 0'; exit 3";

/** The memory cgroups this process's sandboxes may have made (v1 here; v2 at the root). */
function ourCgroups(): string[] {
  const v1 = readFileSync('/proc/self/cgroup', 'utf8').match(/^\d+:(?:[^:]*,)?memory(?:,[^:]*)?:(.*)$/m)?.[1];
  const dirs = [v1 !== undefined ? join('/sys/fs/cgroup/memory', v1) : '', '/sys/fs/cgroup'].filter(Boolean);
  return dirs.flatMap((d) => {
    try {
      return readdirSync(d).filter((n) => n.startsWith(`agent-fix-${process.pid}-`));
    } catch {
      return [];
    }
  });
}

describe.skipIf(!IS_ROOT)(`what a check is told about itself (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  it('memory: killed at check-memory-mb and told "memory" from the cgroup OOM count; the cgroup is removed (control: no cap, it runs)', async () => {
    const capped = await runner({ diskMb: 2048, memoryMb: 128 });
    const r = await capped.run(ALLOCATE, ws, 60_000);
    expect(capped.lastFacts?.memory).toMatch(/^cgroup-v[12]$/);
    expect(r.output).not.toContain('allocated');
    expect(r.exitCode).not.toBe(0);
    expect(r.ranOutOf).toEqual(['memory']);
    expect(ourCgroups()).toEqual([]);
    const free = await runner({ diskMb: 2048, memoryMb: null });
    const ok = await free.run(ALLOCATE, ws, 60_000);
    expect(ok.output).toBe('allocated\n');
    expect(ok.ranOutOf).toBeUndefined();
    // A check that fails on its own is not said to have run out of anything.
    const plain = await capped.run('exit 9', ws, 20_000);
    expect([plain.exitCode, plain.ranOutOf]).toEqual([9, undefined]);
  });

  it('disk: /tmp, /var/tmp, /dev/shm, HOME and the workspace share one tmpfs of check-disk-mb, and a full one is told "disk" (control: none, both writes fit)', async () => {
    const capped = await runner({ diskMb: 32, memoryMb: 4096 });
    const same = await capped.run(
      'head -c 5000000 /dev/zero > /tmp/five; stat -f -c "%b %a %S" /tmp /var/tmp /dev/shm "$HOME" . | sort -u | wc -l; df -m . | tail -1',
      ws,
      20_000,
    );
    expect(same.output.split('\n')[0]).toBe('1');
    expect(same.output).toMatch(/agent-fix-sandbox\s+32\s/);
    const r = await capped.run(FILL, ws, 30_000);
    expect(r.output).toContain('tmp-ok\n');
    expect(r.output).toContain('No space left on device');
    expect(r.output).not.toContain('home-ok');
    expect(r.ranOutOf).toEqual(['disk']);
    const free = await runner({ diskMb: null, memoryMb: 4096 });
    const ok = await free.run(FILL, ws, 30_000);
    expect(ok.output).toBe('tmp-ok\nhome-ok\n');
    expect(ok.ranOutOf).toBeUndefined();
  });

  it('any output size: exit 3 stays exit 3 and every byte is counted, even when the check prints the sandbox markers (control: unsandboxed, the same)', async () => {
    const boxed = await (await runner({ diskMb: 2048, memoryMb: 4096 })).run(LOUD, ws, 30_000);
    const plain = await unsandboxedRunner().run(LOUD, ws, 30_000);
    for (const r of [boxed, plain]) {
      expect(r.exitCode).toBe(3);
      expect(r.timedOut).toBe(false);
      expect(r.outputBytes).toBe(200_000 + 1 + 'agent-fix-sandbox: ready\n'.length + 'agent-fix-sandbox: exit 0\n'.length);
      expect(r.output.endsWith('x\nagent-fix-sandbox: ready\nagent-fix-sandbox: exit 0\n')).toBe(true);
    }
  });

  it('a time-out after much output says timed out; a check that kills itself with SIGKILL in time does not', async () => {
    const box = await runner({ diskMb: 2048, memoryMb: 4096 });
    const slow = await box.run("head -c 200000 /dev/zero | tr '\\0' x; sleep 60", ws, 2000);
    expect(slow.timedOut).toBe(true);
    expect(slow.outputBytes).toBe(200_000);
    expect(slow.durationMs).toBeLessThan(20_000);
    const self = await box.run('kill -KILL $$', ws, 20_000);
    expect([self.exitCode, self.timedOut]).toEqual([137, false]);
  });

  it("the sandbox's own shell adds nothing to the output, however many processes die around it", async () => {
    const r = await (
      await runner({ diskMb: 2048, memoryMb: 4096 })
    ).run('for i in $(seq 40); do ( sleep 0.0$i & ) ; done; sleep 60 & echo done', ws, 20_000);
    expect(r.output).toBe('done\n');
  });

  it("the process scan that ends a call stays silent when a process vanishes mid-read (control: the old redirection leaks dash's error)", () => {
    const script = buildScript({
      layout: {
        workspace: '/w',
        hide: [{ path: '/run', kind: 'empty' }],
        expose: [],
        mask: [],
        git: 'none',
        sandboxHome: '/tmp/home',
        stage: '/run/.s',
      },
      sandbox: { name: 's', uid: 1, gid: 1 },
      owner: { uid: 0, gid: 0 },
      command: 'true',
      env: {},
      timeoutMs: 1000,
      maxProcesses: 1,
      bounds: { diskMb: null, memoryMb: null },
      readOnly: [],
      handOver: 'idmap',
      id: 'x',
      workspaceMode: 0o755,
    });
    const alive = script.split('\n').find((l) => l.startsWith('alive()'))!;
    const old = alive.replace('{ while', 'while').replace('< "$d/status"; } 2>/dev/null', '< "$d/status" 2>/dev/null');
    expect(old).not.toBe(alive);
    // A /proc with an entry whose status file is gone (the process ended between the glob and the read).
    const run = (fn: string): string =>
      execFileSync(
        'unshare',
        ['--mount', '--', 'dash', '-c', 'mount -t tmpfs t /proc && mkdir /proc/4242 && eval "$1"; { alive; echo rc=$?; } 2>&1', 'dash', fn],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
    expect(run(alive)).toBe('rc=1\n');
    expect(run(old)).toMatch(/cannot open \/proc\/4242\/status/);
  });
});
