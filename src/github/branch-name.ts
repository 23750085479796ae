// Branch names for agent-fix pull requests: `<prefix>issue-<n>-<slug>` or `<prefix>task-<slug>`.
// The slug is derived from untrusted text (issue titles), so it is reduced to [a-z0-9-].

export const MAX_SLUG = 40;

/** Lower-case ASCII slug: accents folded, everything else collapsed to single dashes, at most `max` chars. */
export function slugify(text: string, max = MAX_SLUG): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  // Prefer ending at a word boundary when one is reasonably close.
  const dash = cut.lastIndexOf('-');
  return (dash >= max / 2 ? cut.slice(0, dash) : cut).replace(/-+$/, '');
}

/**
 * A subset of git's check-ref-format rules for a branch name, enough for prefixes users configure:
 * no control characters, spaces or ~^:?*[\, no "..", "@{", "//", no leading "-", no component starting
 * with "." or ending in ".lock", no trailing "/" or ".".
 */
export function isValidBranchName(name: string): boolean {
  if (name === '' || name === '@' || name.startsWith('-') || name.startsWith('/') || name.endsWith('/') || name.endsWith('.')) return false;
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name) || name.includes('..') || name.includes('@{') || name.includes('//')) return false;
  return name.split('/').every((part) => part !== '' && !part.startsWith('.') && !part.endsWith('.lock'));
}

/** `<prefix>issue-<n>-<slug>` for issues, `<prefix>task-<slug>` otherwise. Throws on an unusable prefix. */
export function branchName(prefix: string, target: { issueNumber?: number; title: string }): string {
  const slug = slugify(target.title);
  let name: string;
  if (target.issueNumber !== undefined) {
    if (!Number.isSafeInteger(target.issueNumber) || target.issueNumber <= 0) throw new Error(`invalid issue number ${target.issueNumber}`);
    name = `${prefix}issue-${target.issueNumber}${slug ? `-${slug}` : ''}`;
  } else {
    name = `${prefix}task-${slug || 'untitled'}`;
  }
  if (!isValidBranchName(name)) throw new Error(`branch prefix ${JSON.stringify(prefix)} does not give a valid git branch name`);
  return name;
}
