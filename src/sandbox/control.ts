// The sandbox script's control channel (script.ts writes it on its stderr, which the command
// cannot reach): `agent-fix-sandbox: <word> [value]` lines, read here into what the call reports.
import type { CommandResult } from './process.js';
import { SETUP_FAILED, SETUP_PREFIX } from './shell.js';

/** The answer when the command never ran because the sandbox could not be built. */
export function notBuilt(why: string, durationMs: number, exitCode: number | null = null): CommandResult {
  return {
    exitCode: exitCode ?? SETUP_FAILED,
    timedOut: false,
    output: `the sandbox could not be set up: ${why}`,
    outputBytes: 0,
    durationMs,
  };
}

export interface Control {
  ready: boolean;
  errors: string[];
  timedOut: boolean;
  exit: number | null;
  oomKills: number;
  diskFull: boolean;
  diskUsed: number;
  handOver: string;
  memory: string;
  /** Lines that are not the script's own (sudo, unshare, a failing mount). */
  other: string[];
}

/** The script's control channel (script.ts): `agent-fix-sandbox: <word> [value]` lines. */
export function parseControl(text: string): Control {
  const c: Control = {
    ready: false,
    errors: [],
    timedOut: false,
    exit: null,
    oomKills: 0,
    diskFull: false,
    diskUsed: 0,
    handOver: '',
    memory: '',
    other: [],
  };
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${SETUP_PREFIX} `)) {
      if (line.trim()) c.other.push(line.trim());
      continue;
    }
    const rest = line.slice(SETUP_PREFIX.length + 1);
    const [word = '', ...args] = rest.split(' ');
    const value = args.join(' ');
    if (word === 'ready') c.ready = true;
    else if (word === 'error') c.errors.push(value);
    else if (word === 'timed-out') c.timedOut = true;
    else if (word === 'exit') c.exit = Number(value);
    else if (word === 'oom-kills') c.oomKills = Number(value) || 0;
    else if (word === 'disk-full') c.diskFull = true;
    else if (word === 'disk-used') c.diskUsed = Number(value) || 0;
    else if (word === 'hand-over') c.handOver = value;
    else if (word === 'memory') c.memory = value;
    else c.other.push(line);
  }
  return c;
}
