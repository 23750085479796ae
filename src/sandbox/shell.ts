// The script's shared words: how it quotes for sh and find(1), and how its own lines and its setup
// failure are marked (script.ts writes them, mounts.ts's perl too, control.ts reads them).
/** Exit status of the script when the sandbox itself could not be built (the command never ran). */
export const SETUP_FAILED = 125;
/** Prefix of the script's own lines on its control channel. */
export const SETUP_PREFIX = 'agent-fix-sandbox:';

/** Single-quoted for sh. */
export function q(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A literal path as a find(1) -path pattern. */
export function pattern(path: string): string {
  return path.replace(/[\\*?[]/g, (c) => `\\${c}`);
}
