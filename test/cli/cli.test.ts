// The CLI seam, spawned for real on temp workspaces outside the repo: read, apply, usage errors.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli as dispatch } from '../../src/cli/dispatch.js';
import { revisionOf } from '../../src/edit/text.js';
import { captureIO } from '../support/capture-io.js';
import { makeTree, removeTree, treeHash } from '../workspace/tree.js';
import { runCli } from './run-cli.js';

const REPO = join(import.meta.dirname, '..', '..');
const APP = 'def add(a, b):\n    return a - b\n\n\nprint(add(1, 2))\n';
const root = makeTree({ 'app.py': APP, 'notes.txt': 'one\ntwo\nthree\n' });
afterAll(() => removeTree(root));
const rev = (rel: string): string => revisionOf(readFileSync(join(root, rel)));

describe('agent-fix read', () => {
  it('prints the numbered view with the revision, as the model sees it', () => {
    const r = runCli(['read', 'app.py', '--start', '2', '--end', '2'], { cwd: root });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`revision ${rev('app.py')}`);
    expect(r.stdout).toContain('\n2|     return a - b\n');
    expect(r.stdout).not.toContain('def add');
  });

  it('--json gives path, revision, line_count, start_line and lines', () => {
    const r = runCli(['read', 'notes.txt', '--json', '--workspace', root], { cwd: '/' });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      path: 'notes.txt',
      revision: rev('notes.txt'),
      line_count: 3,
      start_line: 1,
      lines: ['one', 'two', 'three'],
    });
  });

  it('exits 1 with the refusal for a path outside the workspace', () => {
    const r = runCli(['read', '../../etc/passwd'], { cwd: root });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('path_refused');
  });
});

describe('agent-fix apply', () => {
  it('applies one edit call from stdin: exit 0 and the JSON answer', () => {
    const call = {
      edits: [
        {
          path: 'app.py',
          revision: rev('app.py'),
          start_line: 2,
          end_line: 2,
          first_line: '    return a - b',
          last_line: '    return a - b',
          new_text: '    return a + b',
        },
      ],
    };
    const r = runCli(['apply'], { cwd: root, stdin: JSON.stringify(call) });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(true);
    expect(out.files).toEqual([{ path: 'app.py', revision: rev('app.py'), line_count: 5 }]);
    expect(out.refusals).toEqual([]);
    expect(Array.isArray(out.notes)).toBe(true);
    expect(out.text).toContain(rev('app.py'));
    expect(readFileSync(join(root, 'app.py'), 'utf8')).toBe(APP.replace('a - b', 'a + b'));
  });

  it('exits 1 on a refusal and leaves the files unchanged', () => {
    const before = treeHash(root);
    const call = {
      edits: [
        {
          path: 'app.py',
          revision: rev('app.py'),
          start_line: 1,
          end_line: 1,
          first_line: 'def add(a, b):',
          last_line: 'def add(a, b):',
          new_text: 'def add(a, b:',
        },
      ],
    };
    const r = runCli(['apply', '--workspace', root], { cwd: '/', stdin: JSON.stringify(call) });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(false);
    expect(out.refusals).toEqual([expect.objectContaining({ index: 0, code: 'parse_error' })]);
    expect(out.text).toContain('parse_error');
    expect(treeHash(root)).toBe(before);
  });

  it('honours --edit-interface and --parse-check', () => {
    const call = { edits: [{ path: 'notes.txt', revision: rev('notes.txt'), old_text: 'two\n', new_text: 'TWO\n' }] };
    const r = runCli(['apply', '--edit-interface', 'search_replace', '--parse-check', 'off', '--align-window', '0'], {
      cwd: root,
      stdin: JSON.stringify(call),
    });
    expect(r.code).toBe(0);
    expect(readFileSync(join(root, 'notes.txt'), 'utf8')).toBe('one\nTWO\nthree\n');
  });
});

describe('usage errors exit 2 with a message on stderr', () => {
  const cases: [string, string[], string | undefined, RegExp][] = [
    ['bad JSON on stdin', ['apply'], '{"edits": [', /not valid JSON/],
    ['empty stdin', ['apply'], '', /stdin is empty/],
    ['unknown flag', ['apply', '--force'], '{}', /unknown option --force/],
    ['bad choice', ['apply', '--parse-check', 'maybe'], '{}', /--parse-check: must be one of reject, warn, off, got "maybe"/],
    ['bad number', ['read', 'app.py', '--start', 'x'], undefined, /--start: must be a line number \(from 1\), got "x"/],
    ['missing path', ['read'], undefined, /missing PATH/],
    ['missing workspace', ['read', 'app.py', '--workspace', '/no/such/dir'], undefined, /does not exist/],
    ['unknown command', ['frobnicate'], undefined, /unknown command "frobnicate"/],
    ['misspelt command', ['aply'], undefined, /unknown command "aply" \(did you mean apply\?\)/],
    ['misspelt flag', ['apply', '--parse-chek', 'off'], '{}', /unknown option --parse-chek \(did you mean --parse-check\?\)/],
  ];
  for (const [name, args, stdin, message] of cases) {
    it(name, () => {
      const before = treeHash(root);
      const r = runCli(args, { cwd: root, stdin });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
      expect(treeHash(root)).toBe(before);
    });
  }
});

describe('help', () => {
  it('--help and help list the commands', () => {
    for (const args of [['--help'], ['help']]) {
      const r = runCli(args, { cwd: root });
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^\s+read\s+/m);
      expect(r.stdout).toMatch(/^\s+apply\s+/m);
    }
    const one = runCli(['help', 'apply'], { cwd: root });
    expect(one.stdout).toContain('--parse-check reject|warn|off');
  });

  it('help run gives every option its meaning, its default and its old spelling', () => {
    const r = runCli(['help', 'run'], { cwd: root });
    expect(r.code).toBe(0);
    const block = (flag: string): string => r.stdout.slice(r.stdout.indexOf(`\n  ${flag}`) + 1).split(/\n  --/)[0]!;
    expect(block('--max-cost-usd')).toMatch(/Most the run may spend[\s\S]*default: 2; old spelling --max-cost \(accepted until 0\.3\.0\)/);
    expect(block('--max-model-calls')).toMatch(/default: 40/);
    expect(block('--base-url')).toMatch(/default: https:\/\/api\.openai\.com\/v1; else from OPENAI_BASE_URL/);
    expect(r.stdout).toMatch(/environment:\n  AGENT_FIX_API_KEY or OPENAI_API_KEY: api-key\./);
  });

  it('--version prints the version, from the source too', async () => {
    const want = `agent-fix ${JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).version}\n`;
    const bundled = runCli(['--version'], { cwd: root });
    expect(bundled.stdout).toBe(want);
    expect(bundled.code).toBe(0);
    // runCli spawns the installed bundle; the source's entry is checked in this process.
    const io = captureIO(root);
    expect(await dispatch(['--version'], io)).toBe(0);
    expect(io.out.join('')).toBe(want);
  });
});
