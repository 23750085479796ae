// The CLI's subcommands. To add one (e.g. `run`, `demo`), write a Command and list it here.
import type { CliIO } from './io.js';
import { applyCommand } from './apply.js';
import { readCommand } from './read.js';
import { runCommand } from './run.js';
import { demoCommand } from './demo.js';

export interface Command {
  name: string;
  /** One line for `agent-fix help`. */
  summary: string;
  usage: string;
  /** Returns the exit code: 0 done, 1 refused/failed, 2 usage error. */
  run(argv: string[], io: CliIO): Promise<number>;
}

export const COMMANDS: readonly Command[] = [readCommand, applyCommand, runCommand, demoCommand];
