// An oracle for secret tests, independent of src/secrets: the encodings of a secret a test looks for,
// built with Buffer, and found by comparing letters and digits only (what a lenient decoder reads).

export interface Encoding {
  name: string;
  text: string;
}

/**
 * The base64 characters of `secret` placed `offset` bytes into a 3-byte group that no neighbouring
 * byte can change, found empirically: encode between 0x00 and between 0xff neighbours and keep the
 * run where both agree (every neighbour bit differs between the two, so only secret-only characters agree).
 */
export function stableBase64(secret: string, offset: number): string {
  const bytes = Buffer.from(secret, 'utf8');
  const enc = (fill: number): string => Buffer.concat([Buffer.alloc(offset, fill), bytes, Buffer.alloc(3, fill)]).toString('base64');
  const [a, b] = [enc(0), enc(0xff)];
  let best = '';
  let run = '';
  for (let i = 0; i < a.length; i++) {
    run = a[i] === b[i] ? run + a[i] : '';
    if (run.length > best.length) best = run;
  }
  return best;
}

/** Raw, URL-encoded, base64 and base64url at each offset, hex in both cases. */
export function encodingsOf(secret: string): Encoding[] {
  const out: Encoding[] = [
    { name: 'raw', text: secret },
    { name: 'url', text: encodeURIComponent(secret) },
    { name: 'hex', text: Buffer.from(secret).toString('hex') },
    { name: 'HEX', text: Buffer.from(secret).toString('hex').toUpperCase() },
  ];
  for (let offset = 0; offset < 3; offset++) {
    const b64 = stableBase64(secret, offset);
    out.push({ name: `base64@${offset}`, text: b64 }, { name: `base64url@${offset}`, text: b64.replace(/\+/g, '-').replace(/\//g, '_') });
  }
  return out;
}

export const alnum = (text: string): string => text.replace(/[^A-Za-z0-9]/g, '');

/** "secret#i:encoding" for every encoding whose letters and digits occur, contiguously, in those of `text`. */
export function leaksIn(text: string, secrets: readonly string[]): string[] {
  const hay = alnum(text);
  const found: string[] = [];
  secrets.forEach((secret, i) => {
    for (const e of encodingsOf(secret)) if (hay.includes(alnum(e.text))) found.push(`secret#${i}:${e.name}`);
  });
  return found;
}
