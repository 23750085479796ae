// `agent-fix apply` with hostile input, in a real process (issue #11): a 50 MB call is refused
// unread with memory bounded by the size limits (the process gets a small heap to prove it), and
// bytes that are not UTF-8 are refused instead of being decoded to U+FFFD and written.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { revisionOf } from '../../src/edit/text.js';
import { makeTree, removeTree } from '../workspace/tree.js';
import { CLI_BIN } from './run-cli.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const root = makeTree({ 'a.txt': 'one\ntwo\n' });
afterAll(() => removeTree(root));

function apply(input: Buffer, heapMb: number) {
  const r = spawnSync(process.execPath, [`--max-old-space-size=${heapMb}`, CLI_BIN, 'apply', '--workspace', root], {
    cwd: repo,
    input,
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const edit = (newText: string) => ({
  edits: [
    {
      path: 'a.txt',
      revision: revisionOf(readFileSync(join(root, 'a.txt'))),
      start_line: 2,
      end_line: 2,
      first_line: 'two',
      last_line: 'two',
      new_text: newText,
    },
  ],
});

describe('W3: agent-fix apply bounds its work before reading a call', () => {
  it('refuses a 50 MB call unread (malformed, over the limit) in a process with a 96 MB heap', () => {
    const big = Buffer.from(JSON.stringify(edit('x'.repeat(50 * 1024 * 1024))));
    const r = apply(big, 96);
    expect(r.stderr).not.toContain('internal error');
    expect(r.code, r.stderr.slice(0, 500)).toBe(1);
    const out = JSON.parse(r.stdout) as { refusals: { code: string; message: string }[] };
    expect(out.refusals.map((x) => x.code)).toEqual(['malformed']);
    expect(out.refusals[0]?.message).toMatch(/^The call is larger than the 4\.1 MiB limit for one call; nothing of it was read\./);
    expect(readFileSync(join(root, 'a.txt'), 'utf8')).toBe('one\ntwo\n');
  });

  it('refuses stdin that is not UTF-8 instead of writing U+FFFD', () => {
    const json = Buffer.from(JSON.stringify(edit('caf@')));
    json[json.indexOf('@')] = 0xe9; // a Latin-1 "é": not UTF-8
    const r = apply(json, 256);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).refusals[0].message).toContain('not valid UTF-8');
    expect(readFileSync(join(root, 'a.txt'), 'utf8')).toBe('one\ntwo\n');
  });
});
