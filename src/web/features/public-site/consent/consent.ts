// The visitor's cookie choice (docs/product.md §3), kept in localStorage with its timestamp. Anything
// non-essential (the YouTube player) asks `hasConsent` before it loads. Each choice is also recorded on the
// server under a random id the browser keeps, with the policy version, so it can be shown later.
import type { ConsentRecordInput } from '#shared/schemas/consent-schema.ts';
import { COOKIE_POLICY_VERSION, SITE_USES_ANALYTICS } from '#shared/site/cookie-policy.ts';

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing' | 'functional';

export type ConsentChoice = { necessary: true; analytics: boolean; marketing: boolean; functional: boolean };

/** `id` and `version` are absent from choices stored before they were recorded on the server. */
export type StoredConsent = ConsentChoice & { timestamp: string; id?: string; version?: string };

export const CONSENT_STORAGE_KEY = 'cookie_consent';
/** A choice is asked again after 12 months (docs/product.md §10: consent lasts 12 months). */
const CONSENT_MAX_AGE_MONTHS = 12;

/** Everything the site uses: analytics only once it has any (the server refuses a consent to nothing). */
export const ACCEPT_ALL: ConsentChoice = {
  necessary: true,
  analytics: SITE_USES_ANALYTICS,
  marketing: true,
  functional: true,
};
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
      analytics: SITE_USES_ANALYTICS && value.analytics === true,
      marketing: value.marketing === true,
      functional: value.functional === true,
      timestamp: timestamp.toISOString(),
      ...(typeof value.id === 'string' ? { id: value.id } : {}),
      ...(typeof value.version === 'string' ? { version: value.version } : {}),
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
  // The same visitor keeps one id, so their changes of mind are one history on the server.
  const id = readConsent()?.id ?? crypto.randomUUID();
  const stored: StoredConsent = {
    ...choice,
    necessary: true,
    timestamp: new Date().toISOString(),
    id,
    version: COOKIE_POLICY_VERSION,
  };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Not persisted; the choice still applies to this page view.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: stored }));
  void recordOnServer(stored);
  return stored;
}

/** Best effort: the choice applies in the browser whether or not the record reaches the server. */
async function recordOnServer(stored: StoredConsent) {
  const body: ConsentRecordInput = {
    id: stored.id!,
    analytics: stored.analytics,
    marketing: stored.marketing,
    functional: stored.functional,
    policy_version: COOKIE_POLICY_VERSION,
  };
  try {
    // keepalive: a choice made just before leaving the page is still recorded.
    await fetch('/api/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
  } catch {
    // Offline or blocked: the browser keeps the choice; the next change records it again.
  }
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
