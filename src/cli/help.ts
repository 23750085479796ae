// A command's usage line and --help, generated from the settings it takes (src/settings), so the
// flags a command parses, the ones it documents and their defaults cannot drift apart.
import { flagHelp, usageLines } from '../settings/render.js';
import type { CommandName } from '../settings/index.js';
import { flagsOf, settingsOf } from './args.js';
import type { CliIO, Command } from './io.js';

export function commandOf(
  name: CommandName,
  o: { summary: string; run: (argv: string[], io: CliIO) => Promise<number>; before?: string; after?: string },
): Command {
  return {
    name,
    summary: o.summary,
    usage: usageLines(name, flagsOf(name), { before: o.before, after: o.after }),
    help: flagHelp(name, settingsOf(name)),
    run: o.run,
  };
}
