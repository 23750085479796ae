// What a command may touch of the process: output streams, stdin, the working directory.
// Commands get this instead of `process`, so their behaviour is plain input -> output.
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  readStdin(): Promise<string>;
  stdinIsTTY: boolean;
  cwd: string;
}

export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

export function nodeIO(): CliIO {
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    stdinIsTTY: Boolean(process.stdin.isTTY),
    cwd: process.cwd(),
  };
}

/** One subcommand of the CLI (the registry is commands.ts). */
export interface Command {
  name: string;
  /** One line for `agent-fix help`. */
  summary: string;
  usage: string;
  /** Returns the exit code: 0 done, 1 refused/failed, 2 usage error. */
  run(argv: string[], io: CliIO): Promise<number>;
}
