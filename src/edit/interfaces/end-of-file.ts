// search_replace's one repair (spec §9): old_text that quotes the file's last whole lines followed
// by a newline the file does not end with is taken as those last lines. It applies only when
// old_text occurs nowhere as sent, and only to whole lines (it must start where a line starts):
// the evident meaning in every case the adversary (bench/adversarial) draws.

/**
 * The old text meant (without the newline) when `oldText` is the end of `text` plus a final
 * newline `text` does not have; null otherwise. Both with line endings as \n.
 */
export function endOfFileQuote(text: string, oldText: string): string | null {
  if (!oldText.endsWith('\n') || text.endsWith('\n') || oldText.length < 2) return null;
  const meant = oldText.slice(0, -1);
  if (!text.endsWith(meant)) return null;
  // It spans a line break, so it must start where a line starts.
  const at = text.length - meant.length;
  return at === 0 || text[at - 1] === '\n' ? meant : null;
}
