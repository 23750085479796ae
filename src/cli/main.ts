// CLI entry (bundled to dist/cli.js, run by bin/agent-fix.mjs; `npx tsx src/cli/main.ts` in dev).
import { runCli } from './dispatch.js';
import { nodeIO } from './io.js';

try {
  process.exitCode = await runCli(process.argv.slice(2), nodeIO());
} catch (err) {
  // A bug, not a refusal or a usage error: its own exit code, the message without the environment.
  process.stderr.write(`agent-fix: internal error: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 3;
}
