import { isLocale, type Locale } from '#shared/i18n/locales.ts';
import { hasConsent } from '#web/features/public-site/consent/consent.ts';

// The language a visitor chose in the switcher, remembered only with functional consent (docs/product.md §11).
// It never redirects anybody: it only decides which language the suggestion banner offers.

export const LANGUAGE_STORAGE_KEY = 'site_language';
/** As the cookie policy states for functional storage: 6 months. */
const MAX_AGE_MS = 183 * 24 * 60 * 60 * 1000;

export function rememberLanguage(locale: Locale) {
  if (!hasConsent('functional')) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify({ locale, timestamp: new Date().toISOString() }));
  } catch {
    // Storage blocked: nothing is remembered.
  }
}

/** The remembered choice; without functional consent there is none, and an earlier one is deleted. */
export function rememberedLanguage(now = Date.now()): Locale | null {
  try {
    if (!hasConsent('functional')) {
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      return null;
    }
    const value = JSON.parse(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? 'null') as {
      locale?: unknown;
      timestamp?: unknown;
    } | null;
    const age = now - new Date(String(value?.timestamp)).getTime();
    return value && isLocale(value.locale) && age >= 0 && age < MAX_AGE_MS ? value.locale : null;
  } catch {
    return null;
  }
}
