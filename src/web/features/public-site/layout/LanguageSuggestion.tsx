import { useState } from 'react';

import type { LocalePaths } from '#shared/i18n/locale-path.ts';
import { INTL_LOCALE, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { useCookieSettingsOpen } from '#web/features/public-site/consent/consent-ui.ts';
import { useConsent } from '#web/features/public-site/consent/use-consent.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';

import { rememberedLanguage, rememberLanguage } from './language-preference';

// Written in the language it offers (the page's catalog is in another one): three short lines, not a catalog.
const OFFER: Record<Locale, { text: string; go: string; stay: string }> = {
  es: { text: 'Esta página también está disponible en español.', go: 'Ver en español', stay: 'No, gracias' },
  ca: { text: 'Aquesta pàgina també està disponible en català.', go: 'Veure-la en català', stay: 'No, gràcies' },
  en: { text: 'This page is also available in English.', go: 'View in English', stay: 'No, thanks' },
};

const ROBOT = /bot|crawl|spider|slurp|lighthouse|headless/i;

/** The visitor's own language, if the site has it: their earlier choice, else the browser's languages. */
function preferredLocale(): Locale | null {
  const remembered = rememberedLanguage();
  if (remembered) return remembered;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    const match = LOCALES.find((locale) => locale === base);
    if (match) return match;
  }
  return null;
}

/**
 * A dismissible offer of the page in the visitor's language (docs/product.md §11): never a redirect, never for
 * crawlers, fixed at the bottom so nothing moves, and only once the cookie banner is gone.
 */
export function LanguageSuggestion({ paths }: { paths: LocalePaths }) {
  const { locale } = useI18n();
  const consent = useConsent();
  const settingsOpen = useCookieSettingsOpen();
  const [dismissed, setDismissed] = useState(false);
  // Drawn by the browser only (never hydrated), so reading the browser's state while rendering is safe.
  if (dismissed || !consent || settingsOpen || ROBOT.test(navigator.userAgent) || navigator.webdriver) return null;
  const offered = preferredLocale();
  if (!offered || offered === locale) return null;
  const offer = OFFER[offered];
  const dismiss = () => {
    rememberLanguage(locale);
    setDismissed(true);
  };
  return (
    <aside
      lang={INTL_LOCALE[offered]}
      aria-label={offer.text}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-3 text-sm text-stone-800 shadow-2xl sm:inset-x-6 sm:bottom-6"
    >
      <p>{offer.text}</p>
      <div className="flex gap-2">
        <a
          href={paths[offered]}
          hrefLang={INTL_LOCALE[offered]}
          onClick={() => rememberLanguage(offered)}
          className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {offer.go}
        </a>
        <button
          type="button"
          onClick={dismiss}
          className="rounded-full px-3 py-2 font-semibold text-stone-700 hover:bg-sand-100"
        >
          {offer.stay}
        </button>
      </div>
    </aside>
  );
}
