// W1/E1 at the moment of the write, with real processes: two `agent-fix apply` processes that
// checked the same revision cannot both write (no lost update); a lock left by a killed writer
// does not block later writes; calls over several files lock in one order (no deadlock).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { revisionOf } from '../../src/edit/index.js';
import { lockFileOf } from '../../src/workspace/file-lock.js';
import { bundleFixture } from '../support/fixture-bundle.js';
import { cliArgv } from './run-cli.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'af-lock-'));
  dirs.push(root);
  for (const [p, text] of Object.entries(files)) writeFileSync(join(root, p), text);
  return root;
}

interface Done {
  code: number | null;
  out: { ok: boolean; refusals: { code: string }[] } | null;
  stderr: string;
}

/** Starts `agent-fix apply` now; resolves when it exits. */
function apply(root: string, call: unknown): Promise<Done> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, cliArgv('apply', '--workspace', root), {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => {
      let out: Done['out'] = null;
      try {
        out = JSON.parse(stdout) as Done['out'];
      } catch {
        out = null;
      }
      resolve({ code, out, stderr });
    });
    child.stdin.end(JSON.stringify(call));
  });
}

// A long Python file, so each process spends a while parsing before it writes.
const LINES = Array.from({ length: 5000 }, (_, i) => `value_${i + 1} = compute(${i + 1})`);
const TEXT = `${LINES.join('\n')}\n`;
const edit = (rev: string, n: number, text: string) => ({
  path: 'big.py',
  revision: rev,
  start_line: n,
  end_line: n,
  first_line: LINES[n - 1],
  last_line: LINES[n - 1],
  new_text: text,
});

describe('W1: the revision is checked again under a lock at the moment of the write', () => {
  it('two apply processes on the same revision: one writes, the other is refused as stale_revision, in every round', async () => {
    for (let round = 0; round < 4; round++) {
      const root = workspace({ 'big.py': TEXT });
      const rev = revisionOf(Buffer.from(TEXT));
      const [a, b] = await Promise.all([
        apply(root, { edits: [edit(rev, 100, 'value_100 = 0')] }),
        apply(root, { edits: [edit(rev, 4000, 'value_4000 = 0')] }),
      ]);
      const codes = [a, b].map((r) => r.code).sort();
      expect(codes, `${a.stderr}${b.stderr}`).toEqual([0, 1]);
      const refused = [a, b].find((r) => r.code === 1);
      expect(refused?.out?.refusals.map((r) => r.code)).toEqual(['stale_revision']);
      const now = readFileSync(join(root, 'big.py'), 'utf8');
      // Exactly one edit is on disk, and the file is otherwise the original: nothing was lost or mixed.
      const applied = [now.includes('value_100 = 0\n'), now.includes('value_4000 = 0\n')];
      expect(applied.filter(Boolean).length).toBe(1);
      expect(now.split('\n').length).toBe(TEXT.split('\n').length);
    }
  }, 120_000);

  it('a lock left by a killed writer does not block a later write', async () => {
    const root = workspace({ 'big.py': TEXT });
    const abs = join(root, 'big.py');
    // A real writer takes the lock and is killed while holding it.
    // One process (plain node on the bundled fixture, not a wrapper): its pid is the lock's owner.
    const holder = spawn(process.execPath, [await bundleFixture(join(repo, 'test', 'cli', 'fixtures', 'hold-lock.ts')), abs], {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (d: Buffer) => (d.toString().includes('locked') ? resolve() : reject(new Error(d.toString()))));
      holder.on('close', () => reject(new Error('the lock holder exited before taking the lock')));
    });
    holder.kill('SIGKILL');
    await new Promise((r) => holder.on('close', r));
    expect(readFileSync(lockFileOf(abs), 'utf8')).toContain(`"pid":${holder.pid}`);
    const started = Date.now();
    const done = await apply(root, { edits: [edit(revisionOf(Buffer.from(TEXT)), 7, 'value_7 = 0')] });
    expect(done.code, done.stderr).toBe(0);
    expect(readFileSync(abs, 'utf8')).toContain('value_7 = 0\n');
    // Taken over at once, not after the 15 s a live writer is waited for.
    expect(Date.now() - started).toBeLessThan(14_000);
  }, 60_000);

  it('calls over the same two files, named in opposite orders, lock in one order: one writes, one is stale, none waits out the lock', async () => {
    const small = 'a = 1\nb = 2\nc = 3\n';
    const root = workspace({ 'x.py': small, 'y.py': small });
    const rev = revisionOf(Buffer.from(small));
    const e = (path: string, text: string) => ({
      path,
      revision: rev,
      start_line: 2,
      end_line: 2,
      first_line: 'b = 2',
      last_line: 'b = 2',
      new_text: text,
    });
    const started = Date.now();
    const [a, b] = await Promise.all([
      apply(root, { edits: [e('x.py', 'b = 10'), e('y.py', 'b = 10')] }),
      apply(root, { edits: [e('y.py', 'b = 20'), e('x.py', 'b = 20')] }),
    ]);
    expect([a.code, b.code].sort(), `${a.stderr}${b.stderr}`).toEqual([0, 1]);
    expect([a, b].find((r) => r.code === 1)?.out?.refusals.every((r) => r.code === 'stale_revision')).toBe(true);
    const x = readFileSync(join(root, 'x.py'), 'utf8');
    expect(readFileSync(join(root, 'y.py'), 'utf8')).toBe(x);
    expect(Date.now() - started).toBeLessThan(14_000);
  }, 60_000);
});
