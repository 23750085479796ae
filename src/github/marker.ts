// Every comment, issue or pull request body agent-fix writes carries a hidden marker, so the action can
// recognise (and ignore) its own comments: a reply that quotes "/agent fix" must never re-trigger a run.

export const MARKER = '<!-- agent-fix -->';

/** True when the body was written by agent-fix. */
export function isOwnComment(body: string | null | undefined): boolean {
  return typeof body === 'string' && body.includes(MARKER);
}

/** Appends the marker once, on its own line (HTML comments do not render on GitHub). */
export function withMarker(body: string): string {
  return isOwnComment(body) ? body : `${body.replace(/\s+$/, '')}\n\n${MARKER}`;
}
