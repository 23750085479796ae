// `agent-fix run` against an OpenAI-compatible URL (the scripted server on loopback).
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/dispatch.js';
import { startScriptedServer, type RecordedRequest } from '../../src/scripted/server.js';
import { RunReport } from '../../src/report/run-report.js';
import { leaksIn } from '../support/secret-oracle.js';
import { captureIO } from '../support/capture-io.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('agent-fix run', () => {
  it('drives the loop against the given base URL, prints progress and the report, writes the JSON report', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agent-fix-run-'));
    await writeFile(join(dir, 'greet.py'), 'def greet(name):\n    return "Hello " + nam\n');
    // The last revision shown (the system prompt's example names one too).
    const revisionOf = (req: RecordedRequest): string =>
      [...JSON.stringify(req.messages.slice(2)).matchAll(/revision ([0-9a-f]{12})/g)].at(-1)?.[1] ?? '';
    const server = await startScriptedServer([
      { toolCalls: [{ name: 'read_file', arguments: { path: 'greet.py' } }] },
      (req) => ({
        toolCalls: [
          {
            name: 'edit',
            arguments: {
              edits: [
                {
                  path: 'greet.py',
                  revision: revisionOf(req),
                  start_line: 2,
                  end_line: 2,
                  first_line: '    return "Hello " + nam',
                  last_line: '    return "Hello " + nam',
                  new_text: '    return "Hello " + name',
                },
              ],
            },
          },
        ],
      }),
      { content: 'Fixed the typo in greet().' },
    ]);
    process.env.OPENAI_API_KEY = 'sk-run-test-key-123';
    const io = captureIO(dir);
    try {
      const code = await runCli(
        [
          'run',
          '--workspace',
          dir,
          '--task',
          'Fix greet\nIt raises NameError.',
          '--base-url',
          server.url,
          '--model',
          'gpt-4.1-mini',
          '--report-path',
          'report.json',
        ],
        io,
      );
      expect(code).toBe(0);
    } finally {
      await server.close();
    }
    expect(await readFile(join(dir, 'greet.py'), 'utf8')).toContain('+ name');
    expect(io.err.join('')).toMatch(/model call 1: \d+ in/);
    expect(io.out.join('')).toContain('Fixed the typo in greet().');
    const report = RunReport.parse(JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')));
    expect(report.settings.model).toBe('gpt-4.1-mini');
    expect(report.settings.baseUrlHost).toBe(new URL(server.url).host);
    expect(report.task.title).toBe('Fix greet');
    expect(report.totals.inputTokens).toBe(server.requests.reduce((n, r) => n + (r.usage?.prompt_tokens ?? 0), 0));
    expect(server.requests[0]!.model).toBe('gpt-4.1-mini');
    expect(JSON.stringify(report)).not.toContain('sk-run-test-key-123');
  });

  it('keeps the key out of what the model is sent, the terminal and the report file, in any encoding', async () => {
    const KEY = 'sk-run-Q9vX2mLp7RtY4wZk8NbC3dFh~?';
    const b64 = (
      Buffer.from(`user:${KEY}`)
        .toString('base64')
        .match(/.{1,16}/g) ?? []
    ).join('\n');
    const dir = await mkdtemp(join(tmpdir(), 'agent-fix-run-'));
    await writeFile(join(dir, '.npmrc'), `_auth=${b64}\n`);
    const server = await startScriptedServer([
      { toolCalls: [{ name: 'read_file', arguments: { path: '.npmrc' } }] },
      { content: `Found the key: ${Buffer.from(KEY).toString('hex')} and ${b64}` },
    ]);
    process.env.OPENAI_API_KEY = KEY;
    const io = captureIO(dir);
    try {
      const args = ['run', '--workspace', dir, '--task', 'Look around', '--base-url', server.url, '--report-path', 'report.json'];
      expect(await runCli(args, io)).toBe(0);
    } finally {
      await server.close();
    }
    const sent = server.requests.flatMap((r) =>
      r.messages.map((m) => String('content' in m ? (m.content ?? '') : '').replace(/^ *\d+\| /gm, '')),
    );
    expect(sent.join('\n')).toContain('.npmrc · revision');
    for (const text of [...sent, io.out.join(''), io.err.join(''), await readFile(join(dir, 'report.json'), 'utf8')]) {
      expect(leaksIn(text, [KEY])).toEqual([]);
    }
    expect(io.out.join('')).toContain('Found the key: ***');
  });

  it('is a usage error without a key or a task', async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.AGENT_FIX_API_KEY;
    const io = captureIO(tmpdir());
    expect(await runCli(['run', '--task', 'x'], io)).toBe(2);
    expect(io.err.join('')).toMatch(/no API key/);
    process.env.OPENAI_API_KEY = 'k';
    expect(await runCli(['run'], io)).toBe(2);
    expect(io.err.join('')).toMatch(/a task is required/);
  });

  it('--check-disk-mb and --check-memory-mb take MB or none; anything else is a usage error', async () => {
    const { parseFlags } = await import('../../src/cli/args.js');
    const { runSettingsOf } = await import('../../src/settings/index.js');
    const settingsOf = (argv: string[]) => {
      const r = parseFlags('run', argv, 0, {});
      if (!r.ok) throw new Error(r.error);
      return runSettingsOf(r.values, { editInterface: 'verified_selection' });
    };
    const s = settingsOf(['--check-disk-mb', '64', '--check-memory-mb', 'none']);
    expect([s.checkDiskMb, s.checkMemoryMb]).toEqual([64, null]);
    const d = settingsOf([]);
    expect([d.checkDiskMb, d.checkMemoryMb]).toEqual([2048, 4096]);
    process.env.OPENAI_API_KEY = 'k';
    const io = captureIO(tmpdir());
    expect(await runCli(['run', '--workspace', tmpdir(), '--task', 'x', '--check-memory-mb', '0'], io)).toBe(2);
    expect(io.err.join('')).toContain('--check-memory-mb: must be a positive whole number up to 1048576 (or none), got "0"');
  });

  it.each([[], ['--api', 'responses']])(
    '--scripted replays the documented example trajectory offline, through the real loop and SDK, with no key %j',
    async (...api: string[]) => {
      delete process.env.OPENAI_API_KEY;
      delete process.env.AGENT_FIX_API_KEY;
      const root = join(import.meta.dirname, '..', '..');
      const dir = await mkdtemp(join(tmpdir(), 'agent-fix-scripted-'));
      await cp(join(root, 'docs', 'examples', 'greeting'), join(dir, 'greeting'), { recursive: true });
      const io = captureIO(root);
      const code = await runCli(
        [
          'run',
          '--workspace',
          join(dir, 'greeting'),
          '--task-file',
          'docs/examples/greeting.task.md',
          '--scripted',
          'docs/examples/greeting.trajectory.json',
          '--check-command',
          'node --test',
          '--report-path',
          join(dir, 'report.json'),
          ...api,
        ],
        io,
      );
      expect(code, io.err.join('')).toBe(0);
      expect(await readFile(join(dir, 'greeting', 'greet.js'), 'utf8')).toContain('return `Hello, ${name}!`;');
      const report = RunReport.parse(JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')));
      expect(report.stopReason.code).toBe('done');
      // The same trajectory, unchanged, through either API.
      expect(report.settings.api).toBe(api[1] ?? 'chat-completions');
      expect(report.editMetrics.accepted).toBe(1);
      expect(report.totals.modelCalls).toBe(4);
      expect(io.err.join('')).toMatch(/replaying docs\/examples\/greeting\.trajectory\.json \(4 turns\)/);
    },
  );

  it('--scripted refuses a trajectory that does not match the format, naming the field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agent-fix-scripted-'));
    await writeFile(
      join(dir, 'bad.json'),
      JSON.stringify({ format: 'agent-fix-trajectory/1', turns: [{ tool_calls: [{ name: '', arguments: {} }] }] }),
    );
    const io = captureIO(dir);
    const code = await runCli(['run', '--workspace', dir, '--task', 'x', '--scripted', 'bad.json'], io);
    expect(code).toBe(2);
    expect(io.err.join('')).toMatch(/bad\.json is not a agent-fix-trajectory\/1 file: turns\.0\.tool_calls\.0\.name/);
  });

  it('refuses to start a capped run with an unpriced model or unusable prices, and runs one with --max-cost-usd none', async () => {
    delete process.env.OPENAI_API_KEY;
    const root = join(import.meta.dirname, '..', '..');
    const dir = await mkdtemp(join(tmpdir(), 'agent-fix-scripted-'));
    await cp(join(root, 'docs', 'examples', 'greeting'), join(dir, 'greeting'), { recursive: true });
    const base = [
      'run',
      '--workspace',
      join(dir, 'greeting'),
      '--task',
      'fix greet',
      '--scripted',
      'docs/examples/greeting.trajectory.json',
    ];
    const capped = captureIO(root);
    expect(await runCli([...base, '--model', 'llama-3.3-70b'], capped)).toBe(2);
    // Said before anything starts (no scripted server), in the settings' names that are also the flags'.
    expect(capped.err.join('')).toMatch(
      /^agent-fix run: model llama-3\.3-70b has no known price, so the cost cap \(max-cost-usd\) cannot be held: give its prices in pricing, .* or set max-cost-usd to none/,
    );
    const typo = captureIO(root);
    expect(await runCli([...base, '--pricing', '{"inputPerMtok":1,"cachedInputPerMTok":0.1,"outputPerMTok":2}'], typo)).toBe(2);
    expect(typo.err.join('')).toMatch(/--pricing: has an unknown key "inputPerMtok"/);
    const uncapped = captureIO(root);
    expect(await runCli([...base, '--model', 'llama-3.3-70b', '--max-cost-usd', 'none'], uncapped)).toBe(0);
    expect(uncapped.out.join('')).toMatch(/No cost cap/);
    expect(uncapped.err.join('')).not.toMatch(/deprecated/);
    // The old spelling still works for one minor version, and says what to write instead.
    const old = captureIO(root);
    expect(await runCli([...base, '--model', 'llama-3.3-70b', '--max-cost', 'none'], old)).toBe(0);
    expect(old.err.join('')).toContain(
      'agent-fix run: --max-cost is deprecated and will be removed in 0.3.0: use --max-cost-usd (same meaning)',
    );
    expect(old.out.join('')).toMatch(/No cost cap/);
  });
});
