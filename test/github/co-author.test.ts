// Co-authored-by from a real webhook payload: GitHub's published issue_comment example carries the
// commenter's numeric id, and the trailer must use GitHub's ID+login noreply address with it (the
// form GitHub attributes by, also for accounts whose login-only address it does not know).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseTrigger } from '../../src/github/event.js';
import { coAuthorTrailer } from '../../src/github/git.js';

type Example = Record<string, unknown> & { action?: string; comment?: { user?: Record<string, unknown> } };
const index = createRequire(import.meta.url)('@octokit/webhooks-examples/api.github.com/index.json') as {
  name: string;
  examples: Example[];
}[];
const created = (): Example =>
  structuredClone(index.find((e) => e.name === 'issue_comment')!.examples.find((e) => e.action === 'created')!);

describe('Co-authored-by from the event', () => {
  it('threads comment.user.id of the published example into the ID+login noreply address', () => {
    const payload = created();
    const user = payload.comment!.user!;
    const t = parseTrigger('issue_comment', payload);
    if (t.kind !== 'comment') throw new Error(`expected a comment trigger, got ${t.kind}`);
    expect(t.actor.id).toBe(user['id']);
    expect(coAuthorTrailer(t.actor)).toBe(
      `Co-authored-by: ${String(user['login'])} <${String(user['id'])}+${String(user['login'])}@users.noreply.github.com>`,
    );
  });

  it('falls back to the login-only address when the payload has no id', () => {
    const payload = created();
    delete payload.comment!.user!['id'];
    const t = parseTrigger('issue_comment', payload);
    if (t.kind !== 'comment') throw new Error(`expected a comment trigger, got ${t.kind}`);
    expect(t.actor.id).toBeUndefined();
    expect(coAuthorTrailer(t.actor)).toBe('Co-authored-by: Codertocat <Codertocat@users.noreply.github.com>');
  });
});
