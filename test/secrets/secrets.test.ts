// The secrets module against an independent oracle (test/support/secret-oracle.ts): every encoding is
// found wrapped, split and concatenated; redaction leaves none behind; ordinary code is never flagged.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_SKELETON_LENGTH, REDACTED, Secrets } from '../../src/secrets/index.js';
import { alnum, encodingsOf, leaksIn, stableBase64 } from '../support/secret-oracle.js';

// '~' and '>' give base64 '+', '?' gives '/', when they sit in the third byte of a group: placed at
// all three alignments, so every offset has both (asserted below, so this cannot silently stop holding).
const API_KEY = 'sk-proj-7Hq~X~v~T?y?Z?w1Ab2Cd3Ef4Gh5Ij6Kl';
const TOKEN = 'ghs_a?b?c?Xd~e~f~Y7kQ2mW9zR4vL';
/** A realistic token: letters, digits and "_" only (its base64 has neither "+" nor "/"). */
const PLAIN_TOKEN = 'ghs_e2eToken0123456789abcdef';
const ALL = [API_KEY, TOKEN, PLAIN_TOKEN];
const secrets = Secrets.of(ALL);

type Group = 'raw' | 'url' | 'base64' | 'hex';
interface Written {
  name: string;
  group: Group;
  text: string;
}

/** Every way a test writes a secret: whole encodings as a program would produce them. */
function written(secret: string): Written[] {
  const out: Written[] = [
    { name: 'raw', group: 'raw', text: secret },
    { name: 'hex', group: 'hex', text: Buffer.from(secret).toString('hex') },
    { name: 'HEX', group: 'hex', text: Buffer.from(secret).toString('hex').toUpperCase() },
  ];
  const url = encodeURIComponent(secret);
  if (url !== secret) out.push({ name: 'url', group: 'url', text: url });
  for (const prefix of ['', 'a', 'ab', 'x-access-token:', 'bot:']) {
    const b64 = Buffer.from(prefix + secret).toString('base64');
    out.push({ name: `base64(${prefix}…)`, group: 'base64', text: b64 });
    out.push({ name: `base64url(${prefix}…)`, group: 'base64', text: b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') });
  }
  return out;
}

/** The kinds find() may name for a group: base64 and base64url share one skeleton. */
const KINDS: Record<Group, string[]> = { raw: ['raw'], url: ['url'], base64: ['base64', 'base64url'], hex: ['hex'] };

const wrap = (text: string, width: number, eol: string): string => text.match(new RegExp(`[^]{1,${width}}`, 'g'))!.join(eol);

function expectFoundAndRedacted(text: string, secret: string, w: Written, label: string): void {
  expect(KINDS[w.group], label).toContain(secrets.find(text)?.kind);
  const out = secrets.redact(text);
  expect(leaksIn(out, [secret]), label).toEqual([]);
  expect(out, label).toContain(REDACTED);
  expect(out.startsWith('before '), label).toBe(true);
  expect(out.endsWith(' after'), label).toBe(true);
}

describe('the test secrets', () => {
  it('have base64 with both "+" and "/" at every byte offset, and the oracle sees them', () => {
    for (const secret of [API_KEY, TOKEN]) {
      for (let offset = 0; offset < 3; offset++) {
        const b64 = stableBase64(secret, offset);
        expect(b64, `${secret}@${offset}`).toMatch(/\+/);
        expect(b64, `${secret}@${offset}`).toMatch(/\//);
      }
    }
    // The oracle itself can fail: it finds each encoding it is given.
    for (const secret of ALL) for (const w of written(secret)) expect(leaksIn(`x ${w.text} y`, [secret]), w.name).not.toEqual([]);
  });
});

describe('Secrets.find and redact', () => {
  it('find each form on one line, with the kind named', () => {
    for (const secret of ALL) {
      for (const w of written(secret)) expectFoundAndRedacted(`before ${w.text} after`, secret, w, `${secret} ${w.name}`);
    }
  });

  it('find each form wrapped at every width from 1 to 80, with LF and CRLF', () => {
    for (const secret of ALL) {
      for (const w of written(secret)) {
        for (let width = 1; width <= 80; width++) {
          for (const eol of ['\n', '\r\n']) {
            expectFoundAndRedacted(`before ${wrap(w.text, width, eol)} after`, secret, w, `${secret} ${w.name} @${width}`);
          }
        }
      }
    }
  });

  it('find each form inside string concatenations, escapes and a unified diff', () => {
    const styles: Record<string, (chunks: string[]) => string> = {
      js: (c) => `"${c.join('" +\n  "')}"`,
      python: (c) => `(\n    "${c.join('"\n    "')}"\n)`,
      array: (c) => `['${c.join("', '")}'].join('')`,
      shell: (c) => c.join('\\\n'),
      jsonEscapes: (c) => JSON.stringify(c.join('\n')),
      unicodeEscapes: (c) => `"${c.join('\\u000a')}"`,
      templates: (c) => c.map((x) => `\`${x}\``).join(' + '),
      diff: (c) => `diff --git a/k.txt b/k.txt\n--- /dev/null\n+++ b/k.txt\n@@ -0,0 +1,${c.length} @@\n${c.map((x) => `+${x}`).join('\n')}`,
      diffCrlf: (c) => `@@ -1,2 +1,${c.length} @@\r\n context\r\n${c.map((x) => `+${x}`).join('\r\n')}`,
    };
    for (const secret of ALL) {
      for (const w of written(secret)) {
        for (const width of [3, 7, 16, 20]) {
          const chunks = wrap(w.text, width, '\n').split('\n');
          for (const [style, render] of Object.entries(styles)) {
            expectFoundAndRedacted(`before ${render(chunks)} after`, secret, w, `${secret} ${w.name} ${style} @${width}`);
          }
        }
      }
    }
  });

  it('with a linePrefix, find a form wrapped over numbered lines', () => {
    const b64 = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
    const view = wrap(b64, 16, '\n')
      .split('\n')
      .map((l, i) => `${String(i + 8).padStart(3)}| ${l}`)
      .join('\n');
    const text = `before ${view} after`;
    // The line numbers are letters and digits: without the option they split the form.
    expect(secrets.find(text)).toBeUndefined();
    expect(secrets.find(text, { linePrefix: / *\d+\| / })?.kind).toBe('base64');
    const out = secrets.redact(text, { linePrefix: / *\d+\| / });
    expect(leaksIn(out.replace(/^ *\d+\| /gm, ''), [TOKEN])).toEqual([]);
  });

  it('report the position of the secret in the list and the span of the match', () => {
    const text = `a\nb ${Buffer.from(TOKEN).toString('hex')} c`;
    const hit = secrets.find(text)!;
    expect(hit.secret).toBe(1);
    expect(text.slice(hit.start, hit.end)).toBe(Buffer.from(TOKEN).toString('hex'));
    expect(Secrets.of([undefined, '', PLAIN_TOKEN]).find(`x ${PLAIN_TOKEN}`)?.secret).toBe(2);
  });

  it('leave text without secrets unchanged, and match short secrets raw only', () => {
    expect(secrets.redact('hello world')).toBe('hello world');
    expect(Secrets.none.redact(API_KEY)).toBe(API_KEY);
    expect(Secrets.of([' ', '', null]).isEmpty).toBe(true);
    const short = Secrets.of(['pw123']);
    expect(short.redact('x pw123 y')).toBe(`x ${REDACTED} y`);
    // Short secrets never block a commit, and their encodings are not looked for (they would match ordinary text).
    expect(short.find('x pw123 y')).toBeUndefined();
    expect(short.redact(Buffer.from('pw123').toString('hex'))).toBe(Buffer.from('pw123').toString('hex'));
    // Tool results keep a placeholder key ("EMPTY" for a local server) so the model can still quote the line.
    expect(Secrets.of(['EMPTY', TOKEN]).redact(`x = EMPTY; t = ${TOKEN}`, { skipShort: true })).toBe(`x = EMPTY; t = ${REDACTED}`);
  });

  it('a form nested inside itself, each removal spelling the next, is redacted whole at any depth; text around it stays', () => {
    for (const depth of [1, 8, 11, 40]) {
      let nested = API_KEY;
      for (let k = 0; k < depth; k++) nested = `${API_KEY.slice(0, 9)}${nested}${API_KEY.slice(9)}`;
      const text = `before ${nested} after`;
      const out = secrets.redact(text);
      expect(secrets.find(out), `depth ${depth}`).toBeUndefined();
      expect(leaksIn(out, [API_KEY]), `depth ${depth}`).toEqual([]);
      expect(out.startsWith('before ') && out.endsWith(' after')).toBe(true);
    }
    // Control: a single pass leaves the next one whole.
    let two = API_KEY;
    for (let k = 0; k < 2; k++) two = `${API_KEY.slice(0, 9)}${two}${API_KEY.slice(9)}`;
    expect(secrets.find(two.replace(API_KEY, REDACTED))).toBeDefined();
  });

  it('any separators inserted into any encoding are still found, and redact leaves no encoding (property)', () => {
    const chars = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~?>:@!'];
    const secretArb = fc
      .string({ unit: fc.constantFrom(...chars), minLength: 10, maxLength: 48 })
      .filter((s) => encodingsOf(s).every((e) => alnum(e.text).length >= MIN_SKELETON_LENGTH));
    // Not a bare backslash: before a letter it is itself an escape ("\n"), ambiguous for any reader.
    const separators = [
      '\n',
      '\r\n',
      ' ',
      '\t',
      '"+"',
      '" + "',
      '",\n"',
      "'",
      '`',
      '\\\n',
      '\n+',
      '\n-',
      '\n ',
      '=',
      ',',
      ';',
      '%',
      '\\n',
      '\\r\\n',
      '\\t',
      '\\u000a',
    ];
    const encode = (secret: string, kind: number, prefix: string): string => {
      const bytes = Buffer.from(prefix + secret);
      const b64 = bytes.toString('base64');
      return [
        secret,
        encodeURIComponent(secret),
        b64,
        b64.replace(/\+/g, '-').replace(/\//g, '_'),
        Buffer.from(secret).toString('hex'),
        Buffer.from(secret).toString('hex').toUpperCase(),
      ][kind]!;
    };
    fc.assert(
      fc.property(
        secretArb,
        fc.nat(5),
        fc.string({ maxLength: 5 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...separators)), { maxLength: 30 }),
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 30 }),
        (secret, kind, prefix, inserts, before, after) => {
          // Separators go between characters of the encoding (never inside another separator).
          const chars = [...encode(secret, kind, prefix)];
          const gaps: string[] = Array.from({ length: chars.length + 1 }, () => '');
          for (const [at, sep] of inserts) gaps[at % gaps.length] += sep;
          const text = `${before} ${gaps.map((g, i) => g + (chars[i] ?? '')).join('')} ${after}`;
          const set = Secrets.of([secret]);
          return set.find(text) !== undefined && leaksIn(set.redact(text), [secret]).length === 0;
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the commit scan (find) on ordinary code', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && /\.(ts|md|json|yml)$/.test(d.name))
      .map((d) => join(d.parentPath, d.name));
  const corpus = [...files('src'), ...files('docs'), 'README.md', 'action.yml', 'package.json']
    .map((p) => readFileSync(p, 'utf8'))
    .join('\n');
  const asDiff = corpus
    .split('\n')
    .map((l) => `+${l}`)
    .join('\n');
  // Many secrets of the shapes the action sees, down to the minimum length.
  const generated = fc.sample(
    fc.tuple(
      fc.constantFrom('ghs_', 'ghp_', 'github_pat_', 'sk-', 'sk-proj-', ''),
      fc.string({
        unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
        minLength: 8,
        maxLength: 40,
      }),
    ),
    { numRuns: 200, seed: 20261129 },
  );
  const many = Secrets.of([...ALL, ...generated.map(([p, s]) => p + s)]);

  it('flags nothing in the repository source, docs and README, plain or as a diff', () => {
    expect(corpus.length).toBeGreaterThan(200_000);
    expect(many.find(corpus)).toBeUndefined();
    expect(many.find(asDiff)).toBeUndefined();
    expect(many.redact(corpus)).toBe(corpus);
  });

  it('still flags a secret planted in that corpus', () => {
    const planted = `${asDiff}\n+const k = "${wrap(Buffer.from(`x-access-token:${TOKEN}`).toString('base64'), 20, '" +\n+  "')}";\n`;
    expect(many.find(planted)?.secret).toBe(1);
  });
});

describe('Secrets.redactMessage (error messages)', () => {
  const key = 'sk-proj-AbCdEfGh1234567890ZyXwVuT';

  it('removes the key, fragments of it and generic key shapes', () => {
    const text = `bad key ${key}; partial proj-AbCdEfGh12…ZyXwVuT; other sk-live-abcdef123456; header Bearer abc.def.ghi123; gh ghp_abcdefghij0123`;
    const out = Secrets.of([key]).redactMessage(text);
    expect(out).not.toContain(key);
    for (let i = 0; i + 8 <= key.length; i += 1) expect(out).not.toContain(key.slice(i, i + 8));
    expect(out).not.toContain('sk-live-abcdef123456');
    expect(out).not.toContain('abc.def.ghi123');
    expect(out).not.toContain('ghp_abcdefghij0123');
    expect(out).toContain('bad key');
    // A masked echo goes whole, not only its runs of the key.
    expect(Secrets.of([key]).redactMessage('key sk-proj-AbCd****ZyXwVuT rejected')).toBe(`key ${REDACTED} rejected`);
  });

  it('also removes every encoding, like redact', () => {
    const text = `auth failed for basic ${Buffer.from(`user:${API_KEY}`).toString('base64')} (${Buffer.from(API_KEY).toString('hex')})`;
    expect(leaksIn(Secrets.of([API_KEY]).redactMessage(text), [API_KEY])).toEqual([]);
  });

  it('never leaves 8 consecutive characters of a random secret', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        (secret, a, b) => {
          const out = Secrets.of([secret]).redactMessage(`${a}${secret}${b}`);
          for (let i = 0; i + 8 <= secret.length; i += 1) if (out.includes(secret.slice(i, i + 8))) return false;
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is not applied by redact: tool results keep code that merely looks like a key', () => {
    const code = 'headers: { Authorization: "Bearer test-token-123" }, key: "sk-test-fixture"';
    expect(secrets.redact(code)).toBe(code);
  });
});
