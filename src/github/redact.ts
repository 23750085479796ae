// Secrets must never reach logs, comments or error messages. Tokens also travel base64-encoded inside
// basic-auth headers, so those forms are removed too.

export function secretForms(secret: string): string[] {
  if (!secret) return [];
  return [secret, Buffer.from(secret).toString('base64'), Buffer.from(`x-access-token:${secret}`).toString('base64')];
}

/** Replaces every known form of each secret with ***. */
export function redact(text: string, ...secrets: (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    for (const form of secretForms(secret ?? '')) out = out.split(form).join('***');
  }
  return out;
}
