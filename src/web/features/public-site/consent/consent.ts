// The visitor's cookie choice (docs/product.md §3), kept in localStorage with its timestamp. Anything
// non-essential (the YouTube player, analytics) asks `hasConsent` before it loads.

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing' | 'functional';

export type ConsentChoice = { necessary: true; analytics: boolean; marketing: boolean; functional: boolean };

export type StoredConsent = ConsentChoice & { timestamp: string };

export const CONSENT_STORAGE_KEY = 'cookie_consent';
/** A choice is asked again after 12 months (docs/product.md §10: consent lasts 12 months). */
export const CONSENT_MAX_AGE_MONTHS = 12;

export const ACCEPT_ALL: ConsentChoice = { necessary: true, analytics: true, marketing: true, functional: true };
export const REJECT_ALL: ConsentChoice = { necessary: true, analytics: false, marketing: false, functional: false };

const CHANGE_EVENT = 'consentchange';

function expiry(timestamp: Date): Date {
  const date = new Date(timestamp);
  date.setMonth(date.getMonth() + CONSENT_MAX_AGE_MONTHS);
  return date;
}

/** Parses a stored value; null when absent, malformed, from the future or older than 12 months. */
export function parseConsent(raw: string | null, now: Date = new Date()): StoredConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    const timestamp = new Date(String(value.timestamp));
    if (Number.isNaN(timestamp.getTime()) || timestamp > now || expiry(timestamp) <= now) return null;
    return {
      necessary: true,
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      functional: value.functional === true,
      timestamp: timestamp.toISOString(),
    };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, strict settings): behave as if nothing was chosen.
    return null;
  }
}

export function readConsent(): StoredConsent | null {
  return parseConsent(readRaw());
}

export function saveConsent(choice: ConsentChoice): StoredConsent {
  const stored: StoredConsent = { ...choice, necessary: true, timestamp: new Date().toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Not persisted; the choice still applies to this page view.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: stored }));
  return stored;
}

/** True when the visitor allowed the category; necessary storage is always allowed. */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return readConsent()?.[category] ?? false;
}

/** Calls `listener` when the choice changes, in this tab or another. */
export function subscribeConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
