// The check runs on a throw-away copy-on-write view of the workspace: whatever it writes, links,
// chmods, plants or deletes is gone when the call returns, and the real workspace is byte for byte,
// mode for mode, what it was. The oracle (a snapshot of the real tree) is taken before the check
// runs; the check's own output shows each change did happen in its view; the same script run
// without the sandbox shows each change is real (it reaches the tree there).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRunner, unsandboxedRunner } from '../../src/sandbox/index.js';
import { IS_ROOT, NEEDS_ROOT } from '../support/root.js';

let base = '';

/** Every entry under root: type, mode, owner, link count and content (or link target). */
function snapshot(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      const s = lstatSync(p);
      const body = s.isSymbolicLink()
        ? `-> ${readlinkSync(p)}`
        : s.isFile()
          ? createHash('sha256').update(readFileSync(p)).digest('hex').slice(0, 16)
          : '';
      out[p.slice(root.length + 1)] = `${(s.mode >>> 0).toString(8)} ${s.uid}:${s.gid} ${s.nlink} ${body}`;
      if (s.isDirectory()) walk(p);
    }
  };
  walk(root);
  return out;
}

/** A checkout like the agent's: files it wrote, a data file, an empty submodule folder, .git. */
function makeWorkspace(name: string): string {
  const ws = join(base, name);
  mkdirSync(ws);
  execFileSync('git', ['init', '-q', ws]);
  mkdirSync(join(ws, 'src'));
  writeFileSync(join(ws, 'src', 'agent.js'), 'export const written = "by the agent";\n');
  writeFileSync(join(ws, 'src', 'other.js'), 'export const other = 1;\n');
  writeFileSync(join(ws, 'data.txt'), 'keep me\n');
  writeFileSync(join(ws, 'gone.txt'), 'delete me\n');
  mkdirSync(join(ws, 'vendor', 'cache'), { recursive: true });
  return ws;
}

/** Each line a change the check makes, then shows it took effect where the check runs. */
const CHECK = [
  'chmod 4777 src/agent.js && stat -c "mode %a" src/agent.js',
  'rm src/other.js && ln -s /etc/shadow src/other.js && stat -c "type %F" src/other.js',
  'ln data.txt hard-link && stat -c "links %h" data.txt',
  'mkdir setgid-dir && chmod 2777 setgid-dir && stat -c "dir %a" setgid-dir',
  'echo new > new-file.txt && cat new-file.txt',
  'echo changed > data.txt && cat data.txt',
  'rm gone.txt && test ! -e gone.txt && echo deleted',
  // A repository planted in the empty submodule folder, with a filter that would run on `git status`.
  'git init -q vendor/cache && printf "[filter \\"x\\"]\\n\\tclean = touch /tmp/pwned\\n" >> vendor/cache/.git/config && echo "* filter=x" > vendor/cache/.gitattributes && test -d vendor/cache/.git && echo planted-git',
  'mkdir -p node_modules/.cache coverage && echo 1 > coverage/lcov.info && echo wrote-caches',
].join('\n');
const SHOWN = ['mode 4777', 'type symbolic link', 'links 2', 'dir 2777', 'new', 'changed', 'deleted', 'planted-git', 'wrote-caches'];

beforeAll(() => {
  if (!IS_ROOT) return;
  base = mkdtempSync('/var/lib/agent-fix-view-');
  chmodSync(base, 0o755);
});

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

describe.skipIf(!IS_ROOT)(`the check's view of the workspace (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  it('nothing a check writes, links, chmods, plants or deletes reaches the real workspace; each change happened in its view', async () => {
    const ws = makeWorkspace('boxed');
    const before = snapshot(ws);
    const r = await (await sandboxRunner()).run(CHECK, ws, 30_000);
    expect(r.exitCode, r.output).toBe(0);
    for (const line of SHOWN) expect(r.output).toContain(`${line}\n`);
    expect(snapshot(ws)).toEqual(before);
  });

  it('control: the same check without the sandbox changes the real workspace in every one of those ways', async () => {
    const ws = makeWorkspace('plain');
    const before = snapshot(ws);
    const r = await unsandboxedRunner().run(CHECK, ws, 30_000);
    expect(r.exitCode, r.output).toBe(0);
    const after = snapshot(ws);
    expect(after['src/agent.js']).toMatch(/^104777 /);
    expect(after['src/other.js']).toBe(`120777 0:0 1 -> /etc/shadow`);
    expect(after['data.txt']).toMatch(/^100644 0:0 2 /);
    expect(after['setgid-dir']).toMatch(/^42777 /);
    expect(after['new-file.txt']).toBeDefined();
    expect(after['gone.txt']).toBeUndefined();
    expect(after['vendor/cache/.git/config']).toBeDefined();
    expect(after['coverage/lcov.info']).toBeDefined();
    expect(Object.keys(after).length).toBeGreaterThan(Object.keys(before).length);
    rmSync('/tmp/pwned', { force: true });
  });

  it('hands the view to the sandbox user without copying file data up (10,000 files and one 50 MB file)', async () => {
    const ws = join(base, 'big');
    mkdirSync(ws);
    for (let d = 0; d < 100; d++) {
      mkdirSync(join(ws, `d${d}`));
      for (let f = 0; f < 100; f++) writeFileSync(join(ws, `d${d}`, `f${f}.txt`), `file ${d}/${f}\n`);
    }
    writeFileSync(join(ws, 'big.bin'), Buffer.alloc(50 * 1024 * 1024, 7));
    const used: Record<string, { handOver: string; bytes: number }> = {};
    for (const handOver of ['idmap', 'metacopy', 'copy'] as const) {
      const runner = await sandboxRunner(process.env, { handOver });
      // The check can write every file it was handed (as its owner), and sees them as its own.
      const r = await runner.run('test -w big.bin && test -w d7/f7.txt && stat -c %U d7/f7.txt', ws, 120_000);
      expect(r.exitCode, r.output).toBe(0);
      expect(r.output).toBe('agent-fix-sandbox\n');
      used[handOver] = { handOver: runner.lastFacts!.handOver, bytes: runner.lastFacts!.diskUsedBytes };
    }
    // This machine can id-map: nothing at all is copied up. Forced metacopy: metadata only.
    expect(used.idmap).toEqual({ handOver: 'idmap', bytes: expect.any(Number) });
    expect(used.idmap!.bytes).toBeLessThan(64 * 1024);
    expect(used.metacopy!.handOver).toBe('metacopy');
    expect(used.metacopy!.bytes).toBeLessThan(1024 * 1024);
    // Control: a naive hand-over (chown without metacopy) copies every file's data up.
    expect(used.copy!.handOver).toBe('copy');
    expect(used.copy!.bytes).toBeGreaterThan(50 * 1024 * 1024);
    console.log(`bytes copied up by the hand-over of 10,000 files + 50 MB: ${JSON.stringify(used)}`);
  }, 240_000);

  it('a read-only folder of the workspace cannot be changed by the check, with or without the read-only host (control: without it, it can, in the view)', async () => {
    const ws = makeWorkspace('readonly');
    mkdirSync(join(ws, 'hidden_tests'));
    writeFileSync(join(ws, 'hidden_tests', 'test_b.py'), 'original\n');
    const before = snapshot(ws);
    const runner = await sandboxRunner();
    const rewrite = 'echo rewritten > hidden_tests/test_b.py; echo rc=$?; cat hidden_tests/test_b.py; rm -rf hidden_tests; echo rm=$?';
    const locked = await runner.run(rewrite, ws, 30_000, undefined, { readOnly: ['hidden_tests'] });
    expect(locked.output).toMatch(/^.*Read-only file system\nrc=2\noriginal\n/);
    expect(locked.output).not.toContain('rm=0');
    // The folder's own read-only mount holds alone too, without the read-only host around it.
    const alone = await (
      await sandboxRunner(process.env, { readOnlyHost: false })
    ).run(rewrite, ws, 30_000, undefined, {
      readOnly: ['hidden_tests'],
    });
    expect(alone.output).toMatch(/^.*Read-only file system\nrc=2\noriginal\n/);
    expect(alone.output).not.toContain('rm=0');
    const open = await runner.run(rewrite, ws, 30_000);
    expect(open.output).toContain('rc=0\nrewritten\n');
    expect(open.output).toContain('rm=0');
    expect(snapshot(ws)).toEqual(before);
  });
});
