// String helpers used by the invoice renderer.

export function capitalize(word) {
  return word.length === 0 ? word : word[0].toUpperCase() + word.slice(1);
}

export function truncate(text, max, ellipsis = '…') {
  if (text.length <= max) return text;
  return text.slice(0, Math.max(0, max - ellipsis.length)) + ellipsis;
}

export function padCenter(text, width, fill = ' ') {
  const total = Math.max(0, width - text.length);
  const left = Math.floor(total / 2);
  return fill.repeat(left) + text + fill.repeat(total - left);
}
