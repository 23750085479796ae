// `agent-fix view REPORT.json [--open]`: writes the run viewer (agent-fix-run.html) beside a run
// report, and opens it in the default browser when asked. The report is checked against its schema
// first: the page is built from what the schema holds, never from arbitrary JSON.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { REPORT_SCHEMA_VERSION, RunReport } from '../report/run-report.js';
import { renderViewer, viewerPathOf } from '../report/viewer/page.js';
import { parseFlags } from './args.js';
import { commandOf } from './help.js';
import { EXIT, type CliIO, type Command } from './io.js';

/** The platform's "open this file" command. */
export function openerFor(platform: NodeJS.Platform): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [] };
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""'] };
  return { command: 'xdg-open', args: [] };
}

async function run(argv: string[], io: CliIO): Promise<number> {
  const usage = (error: string): number => {
    io.stderr(`agent-fix view: ${error}\nusage: ${viewCommand.usage}\n`);
    return EXIT.usage;
  };
  const parsed = parseFlags('view', argv, 1);
  if (!parsed.ok) return usage(parsed.error);
  const file = parsed.positionals[0];
  if (file === undefined) return usage('missing REPORT.json');
  const path = resolve(io.cwd, file);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    io.stderr(`agent-fix view: cannot read ${file}: ${(err as Error).message}\n`);
    return EXIT.refused;
  }
  // A schema-2 report holds a subset of schema 3 (3 only added optional fields): shown as it is.
  const version = (raw as { schemaVersion?: unknown } | null)?.schemaVersion;
  const report = RunReport.safeParse(version === 2 ? { ...(raw as object), schemaVersion: REPORT_SCHEMA_VERSION } : raw);
  if (!report.success) {
    const first = report.error.issues[0];
    io.stderr(
      `agent-fix view: ${file} is not an agent-fix run report (schema ${REPORT_SCHEMA_VERSION}): ${first ? `${first.path.join('.') || '(top)'}: ${first.message}` : 'invalid'}\n`,
    );
    return EXIT.refused;
  }
  const out = viewerPathOf(path);
  await writeFile(out, renderViewer(report.data));
  io.stdout(`${out}\n`);
  if (parsed.values.open) {
    const opener = openerFor(process.platform);
    const opened = await new Promise<string | null>((done) => {
      const child = spawn(opener.command, [...opener.args, out], { detached: true, stdio: 'ignore' });
      child.once('error', (err) => done(err.message));
      child.once('spawn', () => {
        child.unref();
        done(null);
      });
    });
    if (opened) io.stderr(`agent-fix view: could not open it with ${opener.command} (${opened}); open the file above in a browser.\n`);
  }
  return EXIT.ok;
}

export const viewCommand: Command = commandOf('view', {
  summary: 'write the run viewer (agent-fix-run.html) beside a run report, and --open it',
  before: 'REPORT.json',
  run,
});
