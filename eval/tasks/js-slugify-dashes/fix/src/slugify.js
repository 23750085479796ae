// Turns post titles into URL slugs for the blog's permalinks.
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function slugify(title, { maxLength = 80 } = {}) {
  const base = title
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base.slice(0, maxLength).replace(/-+$/, '');
}

export function uniqueSlug(title, taken) {
  const base = slugify(title);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
