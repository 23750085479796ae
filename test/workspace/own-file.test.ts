// The report file is never written through a link a check planted (issue 21, case 4): a symbolic
// link at the file or at a folder below the workspace, a hard link to another file, a FIFO. Each
// probe has a control: a plain write (what the action did before) goes through it.
import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OwnFileError, writeOwnFile } from '../../src/workspace/own-file.js';

let base = '';
let ws = '';
let victim = '';
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'agent-fix-own-file-'));
  ws = join(base, 'ws');
  victim = join(base, 'victim');
  mkdirSync(ws);
  mkdirSync(victim);
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('writeOwnFile', () => {
  it('writes a file in new folders inside the workspace, and replaces its own earlier file', async () => {
    await writeOwnFile(join(ws, 'out/deep/report.json'), 'one\n', ws);
    await writeOwnFile(join(ws, 'out/deep/report.json'), 'two\n', ws);
    expect(readFileSync(join(ws, 'out/deep/report.json'), 'utf8')).toBe('two\n');
  });

  it('a symbolic link at the file: refused, nothing written; control: a plain write follows it', async () => {
    symlinkSync(join(victim, 'x'), join(ws, 'report.json'));
    await expect(writeOwnFile(join(ws, 'report.json'), 'r', ws)).rejects.toThrow(OwnFileError);
    expect(existsSync(join(victim, 'x'))).toBe(false);
    writeFileSync(join(ws, 'report.json'), 'r');
    expect(readFileSync(join(victim, 'x'), 'utf8')).toBe('r');
  });

  it('a symbolic link at a folder under the workspace: refused, nothing written; control: a plain write follows it', async () => {
    mkdirSync(join(ws, 'out'));
    symlinkSync(victim, join(ws, 'out', 'deep'));
    await expect(writeOwnFile(join(ws, 'out/deep/report.json'), 'r', ws)).rejects.toThrow(
      /out\/deep in .* is a symbolic link; nothing was written there/,
    );
    expect(existsSync(join(victim, 'report.json'))).toBe(false);
    writeFileSync(join(ws, 'out/deep/report.json'), 'r');
    expect(existsSync(join(victim, 'report.json'))).toBe(true);
  });

  it('a hard link to another file: refused, the other file unchanged; control: a plain write changes it', async () => {
    writeFileSync(join(victim, 'precious'), 'keep\n');
    linkSync(join(victim, 'precious'), join(ws, 'report.json'));
    await expect(writeOwnFile(join(ws, 'report.json'), 'r', ws)).rejects.toThrow(/a hard link/);
    expect(readFileSync(join(victim, 'precious'), 'utf8')).toBe('keep\n');
    writeFileSync(join(ws, 'report.json'), 'r');
    expect(readFileSync(join(victim, 'precious'), 'utf8')).toBe('r');
  });

  it('a FIFO at the file fails at once instead of waiting for a reader', async () => {
    execFileSync('mkfifo', [join(ws, 'report.json')]);
    const started = Date.now();
    await expect(writeOwnFile(join(ws, 'report.json'), 'r', ws)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("outside the workspace, folders are the runner's own: a linked RUNNER_TEMP is fine", async () => {
    symlinkSync(victim, join(base, 'runner-temp'));
    await writeOwnFile(join(base, 'runner-temp', 'report.json'), 'r', ws);
    expect(readFileSync(join(victim, 'report.json'), 'utf8')).toBe('r');
  });
});
