// Picks the subcommand from argv and runs it; help and unknown commands are handled here.
import { COMMANDS, type Command } from './commands.js';
import { EXIT, type CliIO } from './io.js';

function helpText(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'agent-fix: an LLM agent that edits code only through verified selections.',
    '',
    'usage: agent-fix <command> [options]',
    '',
    'commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    `  ${'help'.padEnd(width)}  show this help, or \`agent-fix help <command>\` for one command`,
    '',
    ...commands.flatMap((c) => c.usage.split('\n').map((line) => `  ${line}`)),
    '',
  ].join('\n');
}

export async function runCli(argv: readonly string[], io: CliIO, commands: readonly Command[] = COMMANDS): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? rest[0] : undefined;
    const cmd = topic === undefined ? undefined : commands.find((c) => c.name === topic);
    if (topic !== undefined && !cmd) {
      io.stderr(`agent-fix: unknown command "${topic}"\n\n${helpText(commands)}`);
      return EXIT.usage;
    }
    if (cmd) io.stdout(`usage: ${cmd.usage}\n${cmd.summary}\n`);
    else if (name === undefined) {
      io.stderr(helpText(commands));
      return EXIT.usage;
    } else io.stdout(helpText(commands));
    return EXIT.ok;
  }
  const cmd = commands.find((c) => c.name === name);
  if (!cmd) {
    io.stderr(`agent-fix: unknown command "${name}"\n\n${helpText(commands)}`);
    return EXIT.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`usage: ${cmd.usage}\n${cmd.summary}\n`);
    return EXIT.ok;
  }
  return cmd.run(rest, io);
}
