// Secrets must never reach logs, comments or error messages. Tokens also travel base64-encoded inside
// basic-auth headers, so those forms are removed too.

/** Every form of a secret worth looking for: raw, URL-encoded, and base64 at each byte alignment. */
export function secretForms(secret: string): string[] {
  if (!secret) return [];
  const forms = new Set([secret, encodeURIComponent(secret), Buffer.from(`x-access-token:${secret}`).toString('base64')]);
  for (let pad = 0; pad < 3; pad++) {
    // base64 of (any pad bytes + secret): the characters that depend only on the secret are stable,
    // so "user:token" style encodings (an .npmrc _auth, a basic-auth header) are found too.
    const b64 = Buffer.from(`${'x'.repeat(pad)}${secret}`).toString('base64');
    const start = Math.ceil((pad * 4) / 3) + 1;
    const end = Math.floor(((pad + secret.length) * 4) / 3) - 1;
    if (end - start >= 8) forms.add(b64.slice(start, end));
  }
  return [...forms];
}

/** Replaces every known form of each secret with ***. */
export function redact(text: string, ...secrets: (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    for (const form of secretForms(secret ?? '')) out = out.split(form).join('***');
  }
  return out;
}
