// The default local runner: a process group that dies with the command, a minimal environment.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localRunner, OUTPUT_TAIL_CHARS } from '../../src/eval/index.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agent-fix-eval-runner-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Running, not a zombie waiting for the container's init to reap it. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function eventuallyDead(pid: number): Promise<boolean> {
  for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 20));
  return !alive(pid);
}

describe('localRunner', () => {
  it('reports the exit code and the interleaved output', async () => {
    const r = await localRunner('echo out; echo err >&2; exit 3', dir, 10_000);
    expect(r).toEqual({ exitCode: 3, timedOut: false, output: 'out\nerr\n' });
  });

  it('kills the whole process group on timeout', async () => {
    const started = Date.now();
    const r = await localRunner('sleep 30 & echo $! > bg.pid; wait', dir, 500);
    expect(r.timedOut).toBe(true);
    expect(r.exitCode).toBeNull();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await eventuallyDead(Number(readFileSync(join(dir, 'bg.pid'), 'utf8')))).toBe(true);
  });

  it('does not wait for, or leave behind, background processes of a finished command', async () => {
    const started = Date.now();
    const r = await localRunner('sleep 30 & echo $! > bg2.pid; echo done', dir, 20_000);
    expect(r).toEqual({ exitCode: 0, timedOut: false, output: 'done\n' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await eventuallyDead(Number(readFileSync(join(dir, 'bg2.pid'), 'utf8')))).toBe(true);
  });

  it('passes only PATH, a fresh HOME and TMPDIR, LANG and PYTHONDONTWRITEBYTECODE', async () => {
    process.env.AGENT_FIX_EVAL_CANARY = 'must-not-leak';
    process.env.NODE_OPTIONS = '--max-old-space-size=64';
    try {
      const r = await localRunner('env', dir, 10_000);
      const env = Object.fromEntries(
        r.output
          .trim()
          .split('\n')
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
      // sh itself adds PWD (and may add SHLVL and _).
      expect(
        Object.keys(env)
          .filter((k) => !['PWD', 'SHLVL', '_', 'OLDPWD'].includes(k))
          .sort(),
      ).toEqual(['HOME', 'LANG', 'PATH', 'PYTHONDONTWRITEBYTECODE', 'TMPDIR']);
      expect(env.PATH).toBe(process.env.PATH);
      expect(env.HOME).not.toBe(homedir());
      expect(env.TMPDIR).toBe(env.HOME);
      expect(existsSync(env.HOME as string)).toBe(false); // removed after the command
    } finally {
      delete process.env.AGENT_FIX_EVAL_CANARY;
      delete process.env.NODE_OPTIONS;
    }
  });

  it('keeps the tail of long output', async () => {
    const r = await localRunner(`i=0; while [ $i -lt 20000 ]; do echo "line $i"; i=$((i+1)); done`, dir, 20_000);
    expect(r.output.length).toBe(OUTPUT_TAIL_CHARS);
    expect(r.output.endsWith('line 19999\n')).toBe(true);
  });

  it('reports a command that cannot start', async () => {
    const r = await localRunner('true', join(dir, 'missing'), 10_000);
    expect(r.exitCode).toBeNull();
    expect(r.timedOut).toBe(false);
    expect(r.output).toMatch(/^could not start: /);
  });
});
