// The offline demo end to end (README's first command): real loop, real SDK, scripted server,
// the sample's own tests before and after.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../src/cli/demo-sample.js';
import { runCli } from '../../src/cli/dispatch.js';
import { RunReport } from '../../src/report/run-report.js';
import { captureIO } from '../support/capture-io.js';

describe('agent-fix demo', () => {
  it('fixes the sample bug offline: tests go from failing to passing, with one refusal and one @@ref move', async () => {
    const io = captureIO();
    const reportPath = join(tmpdir(), `agent-fix-demo-report-${process.pid}.json`);
    const code = await runCli(['demo', '--report-path', reportPath], io);
    const out = io.out.join('');
    expect(out).toMatch(/Tests before: 3 passed, 1 failed/);
    expect(out).toMatch(/Tests after: 4 passed, 0 failed/);
    expect(out).toMatch(/the bug is fixed/);
    expect(code).toBe(0);
    const report = RunReport.parse(JSON.parse(await readFile(reportPath, 'utf8')));
    expect(report.stopReason.code).toBe('done');
    expect(report.editMetrics.firstTargetedEditAccepted).toBe(false);
    expect(report.editMetrics.refusedByCode.boundary_mismatch).toBe(1);
    expect(report.editMetrics.refLinesCopied).toBe(3);
    expect(report.files).toEqual([{ path: 'src/invoice.js', kind: 'update', added: 5, removed: 5 }]);
    // The sample's AGENTS.md asks for helpers above their users: the agent got it, and the move follows it.
    expect(report.instructions).toEqual([{ path: 'AGENTS.md', bytes: Buffer.byteLength(SAMPLE_FILES['AGENTS.md']!), truncated: false }]);
    expect(out).toMatch(/Instruction files:\*\* `AGENTS\.md`/);
    expect(report.totals.costBilledUsd).toBeGreaterThan(0);
    expect(out).not.toContain('offline-demo-key');
  });
});
