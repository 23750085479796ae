// The commit scan: deliver's beforeCommit refuses a staged diff with any form of a secret, against
// real git (nothing is committed, the index is reset), and names the input without the value.
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refuseSecrets } from '../../src/action/deliver.js';
import { GitWorkspace } from '../../src/github/git.js';
import { Secrets } from '../../src/secrets/index.js';

const KEY = 'sk-proj-7Hq~X~v~T?y?Z?w1Ab2Cd3Ef4Gh5Ij6Kl';
const TOKEN = 'ghs_e2eToken0123456789abcdef';
const secrets = Secrets.of([KEY, TOKEN]);

const refusal = (diff: string): string | undefined => {
  try {
    refuseSecrets(diff, secrets);
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('refuseSecrets', () => {
  it('refuses a secret raw, split over lines, URL-encoded, base64 after any prefix, and hex', () => {
    expect(refusal(`+const t = "${TOKEN}";`)).toMatch(/input github-token, raw form/);
    expect(refusal(`+const t = "ghs_e2eToken01" +\n+  "23456789abcdef";`)).toMatch(/github-token/);
    expect(refusal(`+u=${encodeURIComponent(KEY)}`)).toMatch(/input api-key, url form/);
    for (const prefix of ['', 'b', 'bo', 'bot:', 'x-access-token:']) {
      expect(refusal(`+_auth=${Buffer.from(prefix + TOKEN).toString('base64')}`), prefix).toMatch(/github-token, base64 form/);
    }
    const wrapped = (
      Buffer.from(`x-access-token:${KEY}`)
        .toString('base64')
        .match(/.{1,20}/g) ?? []
    )
      .map((l) => `+${l}`)
      .join('\n');
    expect(wrapped).toMatch(/\+/);
    expect(refusal(wrapped)).toMatch(/api-key, base64/);
    expect(refusal(`+${Buffer.from(KEY).toString('hex').toUpperCase()}`)).toMatch(/api-key, hex form/);
    for (const diff of [`+${KEY}`, `+${TOKEN}`]) {
      const message = refusal(diff) ?? '';
      expect(message).toMatch(/nothing was committed or pushed/);
      expect(message).not.toContain(KEY);
      expect(message).not.toContain(TOKEN);
    }
    expect(refusal('+const t = "hello world";')).toBeUndefined();
  });

  it('as beforeCommit, leaves nothing committed and nothing staged', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agent-fix-refuse-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    await writeFile(join(dir, 'a.txt'), 'a\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'init');
    const head = git('rev-parse', 'HEAD');
    const b64 = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
    await writeFile(
      join(dir, 'auth.js'),
      `module.exports = [\n${(b64.match(/.{1,16}/g) ?? []).map((l) => `  '${l}',`).join('\n')}\n].join('');\n`,
    );
    const ws = new GitWorkspace(dir, 'main');
    const who = { message: 'x', authorName: 'bot', authorEmail: 'bot@example.com' };
    await expect(ws.commitAll({ ...who, paths: ['auth.js'], beforeCommit: (d) => refuseSecrets(d, secrets) })).rejects.toThrow(
      /contain a secret \(input github-token, base64 form\)/,
    );
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(git('diff', '--cached', '--name-only')).toBe('');
  });
});
