// The CLI's subcommands. To add one (e.g. `run`, `demo`), write a Command (io.ts) and list it here.
export type { Command } from './io.js';
import type { Command } from './io.js';
import { applyCommand } from './apply.js';
import { readCommand } from './read.js';
import { runCommand } from './run.js';
import { demoCommand } from './demo.js';
import { evalCommand } from './eval.js';
import { viewCommand } from './view.js';

export const COMMANDS: readonly Command[] = [readCommand, applyCommand, runCommand, evalCommand, demoCommand, viewCommand];
