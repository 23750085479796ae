import { describe, expect, it } from 'vitest';
import { assertNoSecrets } from '../../src/action/deliver.js';
import { prepareBody } from '../../src/github/api.js';
import { redact } from '../../src/github/redact.js';

const TOKEN = 'ghs_e2eToken0123456789abcdef';

describe('secrets in diffs and bodies', () => {
  const found = (diff: string): boolean => {
    try {
      assertNoSecrets(diff, [TOKEN]);
      return false;
    } catch {
      return true;
    }
  };

  it('finds a secret raw, split over lines, URL-encoded, and base64 after any prefix', () => {
    expect(found(`+const t = "${TOKEN}";`)).toBe(true);
    expect(found(`+const t = "ghs_e2eToken01" +\n+  "23456789abcdef";`)).toBe(true);
    expect(found(`+u=${encodeURIComponent(TOKEN)}`)).toBe(true);
    for (const prefix of ['', 'b', 'bo', 'bot:', 'x-access-token:']) {
      expect(found(`+_auth=${Buffer.from(prefix + TOKEN).toString('base64')}`), prefix).toBe(true);
    }
    expect(found('+const t = "hello world";')).toBe(false);
  });

  it('bodies posted to GitHub never carry a secret', () => {
    const body = prepareBody(`summary: the key is sk-abcdef0123456789 and ${Buffer.from(`bot:${TOKEN}`).toString('base64')}`, [
      'sk-abcdef0123456789',
      TOKEN,
    ]);
    expect(body).not.toContain('sk-abcdef0123456789');
    expect(redact(`x ${TOKEN} y`, TOKEN)).toBe('x *** y');
    expect(body).not.toContain(Buffer.from(`bot:${TOKEN}`).toString('base64'));
    expect(body).toContain('***');
  });
});
