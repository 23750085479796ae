// Account sign-up. (The e-mail helpers grew up here and are now used elsewhere too.)

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normalizeEmail(email) {
  const [local, domain] = email.trim().split('@');
  return `${local}@${domain.toLowerCase()}`;
}

export function isValidEmail(email) {
  if (typeof email !== 'string' || email.length > 254) return false;
  return EMAIL.test(email.trim());
}

export function signup(users, { email, name }) {
  if (!isValidEmail(email)) return { ok: false, error: 'invalid email' };
  const normalized = normalizeEmail(email);
  if (users.has(normalized)) return { ok: false, error: 'already registered' };
  const user = { email: normalized, name: name.trim(), invitedBy: null };
  users.set(normalized, user);
  return { ok: true, user };
}
