// Deliberately the spec's simple pattern (something@something.something, no whitespace): a stricter
// check would reject real addresses, and delivery is the only true test anyway.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL_MESSAGE = 'Por favor, introduce un email válido';

/** RFC 5321 limit for a whole address. */
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(s: string): boolean {
  const email = s.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** Canonical form for comparisons (duplicate buyers, admin address lookup). */
export function normalizeEmail(s: string): string {
  return s.trim().toLowerCase();
}
