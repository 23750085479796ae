// Every encoding in which a secret can leave the runner, as the text to look for. base64 is
// reduced to the characters that depend only on the secret, so it is found after any prefix
// ("x-access-token:TOKEN" in a basic-auth header, "user:TOKEN" in an .npmrc _auth).

export type FormKind = 'raw' | 'url' | 'base64' | 'base64url' | 'hex';

export interface Form {
  kind: FormKind;
  text: string;
}

/** The forms of one secret, raw first. Callers decide which to use (see Secrets). */
export function formsOf(secret: string): Form[] {
  const forms: Form[] = [{ kind: 'raw', text: secret }];
  const url = encodeURIComponent(secret);
  // Some encoders write %2f instead of %2F.
  for (const text of new Set([url, url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())]))
    if (text !== secret) forms.push({ kind: 'url', text });
  const bytes = Buffer.from(secret, 'utf8');
  for (let offset = 0; offset < 3; offset++) {
    const core = base64Core(bytes, offset);
    forms.push({ kind: 'base64', text: core });
    const url64 = core.replace(/\+/g, '-').replace(/\//g, '_');
    if (url64 !== core) forms.push({ kind: 'base64url', text: url64 });
  }
  const hex = bytes.toString('hex');
  forms.push({ kind: 'hex', text: hex }, { kind: 'hex', text: hex.toUpperCase() });
  return forms;
}

/**
 * The base64 characters of `bytes` placed `offset` bytes into a 3-byte group (0, 1 or 2: every
 * position in a longer stream is one of these) that depend on no byte before or after them.
 * Character c covers bits [6c, 6c+6); the secret covers bits [8·offset, 8·(offset+length)).
 */
export function base64Core(bytes: Uint8Array, offset: number): string {
  const b64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
  return b64.slice(Math.ceil((offset * 8) / 6), Math.floor(((offset + bytes.length) * 8) / 6));
}
