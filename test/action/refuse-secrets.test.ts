// The commit scan: deliver's vet refuses any outgoing text with any form of a secret, against real git
// it sees every new object of the commit raw (file bytes, file names, the commit message), nothing is
// committed or moved, and it names the input without the value.
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refuseSecrets } from '../../src/action/deliver.js';
import { GitWorkspace, type OutgoingText } from '../../src/github/git.js';
import { Secrets } from '../../src/secrets/index.js';

const KEY = 'sk-proj-7Hq~X~v~T?y?Z?w1Ab2Cd3Ef4Gh5Ij6Kl';
const TOKEN = 'ghs_e2eToken0123456789abcdef';
const secrets = Secrets.of([KEY, TOKEN]);

const refusal = (diff: string): string | undefined => {
  try {
    refuseSecrets([{ what: 'a file', text: diff }], secrets);
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

  async function repo(): Promise<{ dir: string; git: (...args: string[]) => string; ws: GitWorkspace; head: string }> {
    const dir = await mkdtemp(join(tmpdir(), 'agent-fix-refuse-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
    git('init', '-q', '-b', 'main');
    await writeFile(join(dir, 'a.txt'), 'a\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'init');
    return { dir, git, ws: new GitWorkspace(dir, 'main'), head: git('rev-parse', 'HEAD') };
  }
  const who = { message: 'x', authorName: 'bot', authorEmail: 'bot@example.com' };
  const vet = (o: readonly OutgoingText[]): void => refuseSecrets(o, secrets);

  it('as vet, leaves nothing committed, nothing staged, no branch moved', async () => {
    const { git, ws, head } = await repo();
    const b64 = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
    const bytes = Buffer.from(`module.exports = [\n${(b64.match(/.{1,16}/g) ?? []).map((l) => `  '${l}',`).join('\n')}\n].join('');\n`);
    await expect(ws.buildCommit({ ...who, changes: [{ path: 'auth.js', bytes, fresh: true }], vet })).rejects.toThrow(
      /contain a secret \(input github-token, base64 form\) in auth\.js/,
    );
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(git('diff', '--cached', '--name-only')).toBe('');
  });

  it('a token interleaved with a non-ASCII character in a file name is found (control: the staged diff the old scan read misses it)', async () => {
    const { dir, git, ws, head } = await repo();
    const name = `${[...TOKEN].join('é')}.txt`;
    const changes = [{ path: name, bytes: Buffer.from('harmless\n'), fresh: true }];
    await expect(ws.buildCommit({ ...who, changes, vet })).rejects.toThrow(/input github-token, raw form\) in the file names/);
    expect(git('rev-parse', 'HEAD')).toBe(head);
    // Control: git's quoted porcelain writes é as \303\251, whose digits split the token for the scan.
    await writeFile(join(dir, name), 'harmless\n');
    git('add', '-A');
    const diff = git('diff', '--cached', '--text', '--no-color');
    expect(diff).toContain('\\303\\251');
    expect(refusal(diff)).toBeUndefined();
  });

  it('a token in the commit message or its trailers is found', async () => {
    const { git, ws, head } = await repo();
    const changes = [{ path: 'a.txt', bytes: Buffer.from('b\n'), fresh: false }];
    await expect(ws.buildCommit({ ...who, message: `fix\n\nSee ${KEY}\n`, changes, vet })).rejects.toThrow(
      /input api-key, raw form\) in the commit message/,
    );
    await expect(ws.buildCommit({ ...who, coAuthor: { login: TOKEN }, changes, vet })).rejects.toThrow(
      /github-token.*in the commit message/,
    );
    expect(git('rev-parse', 'HEAD')).toBe(head);
    // Control: the same change with a clean message is committed (the scan refuses the secret, not the change).
    const built = await ws.buildCommit({ ...who, changes, vet });
    expect(built?.parent).toBe(head);
  });
});
