// Human-readable durations for the job dashboard ("1h 2m 3s") and their parser.

const UNIT_SECONDS = { d: 86400, h: 3600, m: 60, s: 1 };

export function formatDuration(ms) {
  const totalSeconds = Math.round(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (minutes === 0) return `${seconds}s`;
  return `${minutes}m ${seconds}s`;
}

export function parseDuration(text) {
  const parts = text.trim().split(/\s+/);
  let seconds = 0;
  for (const part of parts) {
    const match = /^(\d+)([dhms])$/.exec(part);
    if (!match) throw new SyntaxError(`invalid duration part "${part}"`);
    seconds += Number(match[1]) * UNIT_SECONDS[match[2]];
  }
  return seconds * 1000;
}
