// E-mail address helpers shared by sign-up and invitations.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normalizeEmail(email) {
  const [local, domain] = email.trim().split('@');
  return `${local}@${domain.toLowerCase()}`;
}

export function isValidEmail(email) {
  if (typeof email !== 'string' || email.length > 254) return false;
  return EMAIL.test(email.trim());
}
