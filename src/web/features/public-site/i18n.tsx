import { createContext, useContext, type ReactNode } from 'react';

import { localizedPath } from '#shared/i18n/locale-path.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';
import { createTranslator, type Translate } from '#shared/i18n/translator.ts';
import type { IslandMessages } from '#shared/site/island-messages.ts';
import { isPropertyStatus, isPropertyType, propertyStatusLabel, propertyTypeLabel } from '#shared/site/labels.ts';

// The page's language and its catalog (docs/product.md §11). The catalog comes with the page data, so the
// server render and the hydration of each island translate with the very same messages.

export type PublicTranslate = Translate<PublicMessages>;
type PublicI18n = {
  locale: Locale;
  t: PublicTranslate;
  /** A site path in the page's language: `/cookies` → `/en/cookies`. */
  path: (path: string) => string;
};

// One translator per catalog object: the server passes the same object for every page of a language.
const translators = new WeakMap<PublicMessages, PublicI18n>();

function publicI18n(locale: Locale, messages: PublicMessages): PublicI18n {
  let i18n = translators.get(messages);
  if (!i18n || i18n.locale !== locale) {
    i18n = { locale, t: createTranslator(locale, messages), path: (path) => localizedPath(locale, path) };
    translators.set(messages, i18n);
  }
  return i18n;
}

const I18nContext = createContext<PublicI18n | null>(null);

/**
 * The page's whole catalog on the server, the islands' part of it in the browser (shared/site/island-data.ts): a key
 * an island asks for outside its part shows as the key, which the islands' own test catches.
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: PublicMessages | IslandMessages;
  children: ReactNode;
}) {
  return <I18nContext.Provider value={publicI18n(locale, messages as PublicMessages)}>{children}</I18nContext.Provider>;
}

export function useI18n(): PublicI18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}

/** A property status in the page's language; an unknown stored value is shown as it is (docs/product.md §2). */
export const statusLabel = (t: PublicTranslate, status: string) =>
  isPropertyStatus(status) ? t(`status.${status}`) : propertyStatusLabel(status);

export const typeLabel = (t: PublicTranslate, type: string) =>
  isPropertyType(type) ? t(`type.${type}`) : propertyTypeLabel(type);

/** "Gràcia, Barcelona" in the page's language. */
export const locationLabel = (t: PublicTranslate, property: { neighborhood: string }) =>
  t('page.location', { neighborhood: property.neighborhood });
