// Ctrl-C during a long command: the bundled CLI in a child process gets a real SIGINT. The eval
// stops, keeps the runs that finished, says how to resume and exits 130; the same command then
// finishes only the rest. A run stops as cancelled and exits 130 too.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/dispatch.js';
import { EXIT, type CliIO } from '../../src/cli/io.js';
import { TASKS_ROOT } from '../../src/eval/loader.js';
import { captureIO } from '../support/capture-io.js';
import { bundleFixture } from '../support/fixture-bundle.js';
import { cliArgv } from './run-cli.js';

const TRAJECTORIES = join(TASKS_ROOT, '..', 'trajectories');

let tmp = '';
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'agent-fix-interrupt-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Runs the bundled CLI; sends SIGINT once stderr matches `when`. */
function cli(args: string[], when?: RegExp): Promise<{ code: number | null; stderr: string; interruptedAt?: number }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, cliArgv(...args), { cwd: tmp, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let interruptedAt: number | undefined;
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      if (when && interruptedAt === undefined && when.test(stderr)) {
        interruptedAt = stderr.length;
        child.kill('SIGINT');
      }
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stderr, interruptedAt }));
  });
}

describe('an interrupt', () => {
  it('stops an eval after the runs in flight; the finished ones are kept and the same command resumes', async () => {
    const out = join(tmp, 'eval');
    const args = [
      'eval',
      '--scripted',
      TRAJECTORIES,
      '--eval-tasks',
      'py-*',
      '--max-cost-usd',
      '1',
      '--eval-concurrency',
      '1',
      '--out',
      out,
    ];
    const first = await cli(args, /^\[1\/4\] /m);
    expect(first.interruptedAt, first.stderr).toBeDefined();
    expect(first.code, first.stderr).toBe(EXIT.interrupted);
    expect(first.stderr).toMatch(/agent-fix: SIGINT: stopping/);
    const notDone = Number(/interrupted: (\d+) planned runs have no result; the same command resumes/.exec(first.stderr)?.[1]);
    expect(notDone).toBeGreaterThanOrEqual(1);
    expect(notDone).toBeLessThanOrEqual(3);

    const second = await cli(args);
    expect(second.code, second.stderr).toBe(EXIT.ok);
    expect(second.stderr).toContain(`4/4 runs done (${4 - notDone} from an earlier invocation)`);
  }, 180_000);

  it('the first Ctrl-C only fires the signal; a second ends the process with 130; after dispose a Ctrl-C is the default again', async () => {
    const script = join(tmp, 'interruptible.ts');
    await writeFile(
      script,
      [
        `import { nodeIO } from ${JSON.stringify(resolve(import.meta.dirname, '../../src/cli/io.ts'))};`,
        'const io = nodeIO();',
        'const first = io.interruptible!();',
        "first.signal.addEventListener('abort', () => process.stderr.write('aborted\\n'));",
        "if (process.argv[2] === 'dispose') { first.dispose(); process.stderr.write('disposed\\n'); }",
        "else process.stderr.write('ready\\n');",
        'setInterval(() => {}, 1000);',
      ].join('\n'),
    );
    // Bundled: plain node starts it, no tsx loader compiling src/ in each child.
    const bundle = await bundleFixture(script);
    const child = (mode: string, sends: RegExp[]): Promise<{ code: number | null; signal: string | null; stderr: string }> =>
      new Promise((done, fail) => {
        const p = spawn(process.execPath, [bundle, mode], {
          cwd: resolve(import.meta.dirname, '../..'),
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        let sent = 0;
        p.stderr.on('data', (c: Buffer) => {
          stderr += c.toString('utf8');
          if (sent < sends.length && sends[sent]!.test(stderr)) {
            sent++;
            p.kill('SIGINT');
          }
        });
        p.on('error', fail);
        p.on('close', (code, signal) => done({ code, signal, stderr }));
      });
    const twice = await child('keep', [/ready/, /aborted/]);
    expect(twice.stderr).toMatch(/ready\nagent-fix: SIGINT: stopping \(send it again to end at once\)\naborted\n/);
    expect(twice.code, twice.stderr).toBe(EXIT.interrupted);
    const disposed = await child('dispose', [/disposed/]);
    expect(disposed.signal, disposed.stderr).toBe('SIGINT');
    expect(disposed.stderr).not.toMatch(/aborted/);
  });

  it('stops a run as cancelled, with exit code 130', async () => {
    const dir = await mkdtemp(join(tmp, 'run-'));
    const io: CliIO & { out: string[]; err: string[] } = {
      ...captureIO(dir),
      // Interrupted before the first model call.
      interruptible: () => ({ signal: AbortSignal.abort(new Error('interrupted by SIGINT')), dispose: () => {} }),
    };
    process.env.AGENT_FIX_API_KEY = 'sk-interrupt-test-key';
    try {
      const code = await runCli(
        ['run', '--workspace', dir, '--task', 'Fix the bug', '--model', 'gpt-5-mini', '--base-url', 'http://127.0.0.1:9/v1'],
        io,
      );
      expect(code, io.err.join('')).toBe(EXIT.interrupted);
      expect(io.out.join('')).toMatch(/cancelled/);
    } finally {
      delete process.env.AGENT_FIX_API_KEY;
    }
  });
});
