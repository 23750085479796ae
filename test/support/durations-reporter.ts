// Writes test/durations.json (each file's wall time in the run, seconds) for test/support/sequencer.ts.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { DURATIONS_FILE, TEST_ROOT } from './sequencer.js';

export default class DurationsReporter implements Reporter {
  private readonly seconds: Record<string, number> = {};
  onTestModuleEnd(m: TestModule): void {
    this.seconds[relative(TEST_ROOT, m.moduleId)] = Math.round(m.diagnostic().duration) / 1000;
  }
  onTestRunEnd(): void {
    const sorted = Object.entries(this.seconds).sort(([a], [b]) => a.localeCompare(b));
    writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`);
  }
}
