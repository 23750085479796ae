// Human-readable durations for the job dashboard ("1h 2m 3s") and their parser.

const UNIT_SECONDS = { d: 86400, h: 3600, m: 60, s: 1 };

export function formatDuration(ms) {
  if (!Number.isFinite(ms) || ms < 0) {
    throw new RangeError(`duration must be a non-negative number of milliseconds, got ${ms}`);
  }
  let rest = Math.round(ms / 1000);
  const parts = [];
  for (const [unit, size] of Object.entries(UNIT_SECONDS)) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count}${unit}`);
  }
  return parts.length > 0 ? parts.join(' ') : '0s';
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
