// Picks the subcommand from argv and runs it; help, --version and unknown commands are handled here.
import pkg from '../../package.json' with { type: 'json' };
import { closest } from '../settings/index.js';
import { COMMANDS, type Command } from './commands.js';
import { EXIT, type CliIO } from './io.js';

function helpText(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `agent-fix ${pkg.version}: an LLM agent that edits code only through verified selections.`,
    '',
    'usage: agent-fix <command> [options]',
    '',
    'commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    `  ${'help'.padEnd(width)}  show this help, or \`agent-fix help <command>\` for one command's options and their defaults`,
    '',
    ...commands.flatMap((c) => c.usage.split('\n').map((line) => `  ${line}`)),
    '',
  ].join('\n');
}

/** One command's help: usage, what it does, every option with its default. */
const commandHelp = (cmd: Command): string => `usage: ${cmd.usage}\n${cmd.summary}\n\n${cmd.help}\n`;

function unknownCommand(name: string, commands: readonly Command[], io: CliIO): number {
  const near = closest(
    name,
    commands.map((c) => c.name),
  );
  io.stderr(`agent-fix: unknown command "${name}"${near ? ` (did you mean ${near}?)` : ''}\n\n${helpText(commands)}`);
  return EXIT.usage;
}

export async function runCli(argv: readonly string[], io: CliIO, commands: readonly Command[] = COMMANDS): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-V' || name === 'version') {
    io.stdout(`agent-fix ${pkg.version}\n`);
    return EXIT.ok;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? rest[0] : undefined;
    const cmd = topic === undefined ? undefined : commands.find((c) => c.name === topic);
    if (topic !== undefined && !cmd) return unknownCommand(topic, commands, io);
    if (cmd) io.stdout(commandHelp(cmd));
    else if (name === undefined) {
      io.stderr(helpText(commands));
      return EXIT.usage;
    } else io.stdout(helpText(commands));
    return EXIT.ok;
  }
  const cmd = commands.find((c) => c.name === name);
  if (!cmd) return unknownCommand(name, commands, io);
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(commandHelp(cmd));
    return EXIT.ok;
  }
  return cmd.run(rest, io);
}
