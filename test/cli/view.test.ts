// `agent-fix view REPORT.json [--open]`: the page beside the report, from a checked report only;
// --open hands the page to the platform's opener (a stand-in xdg-open on PATH records it).
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/dispatch.js';
import { VIEWER_FILE } from '../../src/report/viewer/page.js';
import { captureIO } from '../support/capture-io.js';
import { sampleReport } from '../report/sample-report.js';

describe('agent-fix view', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'agent-fix-view-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes agent-fix-run.html beside the report and prints its path; a schema-2 report is shown too', async () => {
    const io = captureIO(dir);
    await writeFile(join(dir, 'r.json'), JSON.stringify({ ...sampleReport(), schemaVersion: 2 }));
    expect(await runCli(['view', 'r.json'], io)).toBe(0);
    expect(io.out.join('')).toBe(`${join(dir, VIEWER_FILE)}\n`);
    const html = await readFile(join(dir, VIEWER_FILE), 'utf8');
    expect(html).toContain("default-src 'none'");
    expect(html).toContain(JSON.stringify(sampleReport().task.title).replace(/</g, '\\u003c'));
  });

  it('refuses what is not a run report, naming the field, and writes nothing', async () => {
    const io = captureIO(dir);
    await writeFile(join(dir, 'bad.json'), JSON.stringify({ ...sampleReport(), totals: { modelCalls: -1 } }));
    await rm(join(dir, VIEWER_FILE), { force: true });
    expect(await runCli(['view', 'bad.json'], io)).toBe(1);
    expect(io.err.join('')).toMatch(/bad\.json is not an agent-fix run report \(schema 3\): totals\./);
    await expect(readFile(join(dir, VIEWER_FILE))).rejects.toThrow();
    expect(await runCli(['view'], captureIO())).toBe(2);
  });

  it('--open hands the page to xdg-open', async () => {
    const bin = join(dir, 'bin');
    await rm(bin, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(bin));
    const log = join(dir, 'opened.txt');
    await writeFile(join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s' "$1" > '${log}'\n`);
    await chmod(join(bin, 'xdg-open'), 0o755);
    const io = captureIO(dir);
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path}`;
    try {
      expect(await runCli(['view', 'r.json', '--open'], io)).toBe(0);
    } finally {
      process.env.PATH = path;
    }
    for (let i = 0; i < 50 && !(await readFile(log, 'utf8').catch(() => '')); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await readFile(log, 'utf8')).toBe(join(dir, VIEWER_FILE));
  });
});
