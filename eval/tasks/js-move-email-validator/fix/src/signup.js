// Account sign-up.
import { isValidEmail, normalizeEmail } from './email.js';

export function signup(users, { email, name }) {
  if (!isValidEmail(email)) return { ok: false, error: 'invalid email' };
  const normalized = normalizeEmail(email);
  if (users.has(normalized)) return { ok: false, error: 'already registered' };
  const user = { email: normalized, name: name.trim(), invitedBy: null };
  users.set(normalized, user);
  return { ok: true, user };
}
