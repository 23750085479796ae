import { isValidEmail, normalizeEmail } from './signup.js';

export function invite(users, invites, inviter, email) {
  if (!users.has(inviter)) return { ok: false, error: 'unknown inviter' };
  if (!isValidEmail(email)) return { ok: false, error: 'invalid email' };
  const normalized = normalizeEmail(email);
  if (users.has(normalized)) return { ok: false, error: 'already a member' };
  invites.set(normalized, { email: normalized, invitedBy: inviter });
  return { ok: true };
}
