import { useLocation } from 'react-router';

import { splitLocalePath } from '#shared/i18n/locale-path.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { verifyEs, type VerifyMessages } from '#shared/i18n/messages/verify.es.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { useCatalog, type CatalogLoaders } from '#web/lib/i18n/use-catalog.ts';

// /verificar, /ca/verificar and /en/verificar (docs/product.md §5.5, §11.2): Spanish is bundled, Catalan and
// English are one chunk each.
const LOADERS: CatalogLoaders<VerifyMessages> = {
  ca: () => import('#shared/i18n/messages/verify.ca.ts').then((m) => m.verifyCa),
  en: () => import('#shared/i18n/messages/verify.en.ts').then((m) => m.verifyEn),
};

export type VerifyTranslate = Translate<VerifyMessages>;

/** The page's language (from its path) and its translator, null while that language's chunk loads. */
export function useVerifyText(): { locale: Locale; t: VerifyTranslate | null } {
  const { locale } = splitLocalePath(useLocation().pathname);
  return { locale, t: useCatalog(locale, verifyEs, LOADERS) };
}
