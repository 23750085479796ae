// What a command may touch of the process: output streams, stdin, the working directory.
// Commands get this instead of `process`, so their behaviour is plain input -> output.
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** stdin as UTF-8 text; reading stops past `maxBytes` (too_large), bytes that are not UTF-8 are not_utf8. */
  readStdin(maxBytes: number): Promise<StdinText>;
  stdinIsTTY: boolean;
  cwd: string;
  /**
   * For long commands (run, eval): a signal that fires on the first Ctrl-C or SIGTERM, so the
   * command stops cleanly and says what it kept; a second one ends the process at once. Absent in
   * tests that run commands in-process.
   */
  interruptible?(): Interruptible;
}

export interface Interruptible {
  signal: AbortSignal;
  /** Gives the signals back to their default (the process ends on the next one). */
  dispose(): void;
}

export type StdinText = { ok: true; text: string } | { ok: false; why: 'too_large' | 'not_utf8' };

/** 130: ended by an interrupt, as shells report 128 + SIGINT. */
export const EXIT = { ok: 0, refused: 1, usage: 2, interrupted: 130 } as const;

/** Decodes stdin's bytes as UTF-8 without replacing what is not UTF-8. */
export function stdinText(chunks: readonly Uint8Array[], maxBytes: number): StdinText {
  const bytes = chunks.reduce((n, c) => n + c.length, 0);
  if (bytes > maxBytes) return { ok: false, why: 'too_large' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, why: 'not_utf8' };
  }
}

export function nodeIO(): CliIO {
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    readStdin: async (maxBytes) => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of process.stdin) {
        chunks.push(chunk as Buffer);
        size += (chunk as Buffer).length;
        // Memory stays bounded: past the limit the rest is not read.
        if (size > maxBytes) break;
      }
      return stdinText(chunks, maxBytes);
    },
    stdinIsTTY: Boolean(process.stdin.isTTY),
    cwd: process.cwd(),
    interruptible: () => {
      const controller = new AbortController();
      const onSignal = (name: NodeJS.Signals): void => {
        if (controller.signal.aborted) process.exit(EXIT.interrupted);
        process.stderr.write(`agent-fix: ${name}: stopping (send it again to end at once)\n`);
        controller.abort(new Error(`interrupted by ${name}`));
      };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      return {
        signal: controller.signal,
        dispose: () => {
          process.off('SIGINT', onSignal);
          process.off('SIGTERM', onSignal);
        },
      };
    },
  };
}

/** One subcommand of the CLI (the registry is commands.ts). */
export interface Command {
  name: string;
  /** One line for `agent-fix help`. */
  summary: string;
  usage: string;
  /** Every flag with its meaning and default (agent-fix help <command>). */
  help: string;
  /** Returns the exit code: 0 done, 1 refused/failed, 2 usage error. */
  run(argv: string[], io: CliIO): Promise<number>;
}
