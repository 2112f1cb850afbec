// Deliberately the product's simple pattern (docs/product.md) (something@something.something, no whitespace): a stricter
// check would reject real addresses, and delivery is the only true test anyway. Except for `?`, `&`, `<` and `>`,
// which no real address needs and which turn an address into a query or markup once it lands in a `mailto:` link
// ("victim@x.test?bcc=…").
const EMAIL_PATTERN = /^[^\s@?&<>]+@[^\s@?&<>]+\.[^\s@?&<>]+$/;

export const INVALID_EMAIL_MESSAGE = 'Por favor, introduce un email válido';

/** RFC 5321 limit for a whole address. */
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(s: string): boolean {
  const email = s.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/**
 * The one canonical form for comparing addresses: lookups (the administrator's reset address, a buyer's link),
 * uniqueness (buyers of a contract) and throttling keys. NFKC folds compatibility forms (fullwidth letters,
 * ligatures) before lowercasing, so look-alike spellings of one address share its limits.
 */
export function normalizeEmail(s: string): string {
  return s.normalize('NFKC').trim().toLowerCase();
}

/** A `mailto:` link whose address (and optional subject and body) cannot add headers or parameters of its own. */
export function mailtoHref(email: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}${query ? `?${query}` : ''}`;
}

/**
 * Addresses that can never receive mail: the domains reserved for examples and tests (RFC 2606, RFC 6761). A company
 * address there (the demo's "hola@casanova.example") means owner notices and buyers' replies go nowhere.
 */
export function isReservedEmail(s: string): boolean {
  const domain = s.trim().toLowerCase().split('@').at(-1) ?? '';
  return /(^|\.)(example|test|invalid|localhost)$/.test(domain) || /^example\.(com|net|org)$/.test(domain);
}
