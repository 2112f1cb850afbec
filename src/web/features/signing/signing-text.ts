import { createContext, useContext } from 'react';

import type { Locale } from '#shared/i18n/locales.ts';
import { signingEs, type SigningMessages } from '#shared/i18n/messages/signing.es.ts';
import { createTranslator, type Translate } from '#shared/i18n/translator.ts';
import type { CatalogLoaders } from '#web/lib/i18n/use-catalog.ts';

// The signing page speaks its buyer's language (docs/product.md §11.2). Spanish is bundled; Catalan and English
// are one chunk each, loaded only for their buyers.
export { signingEs };

export const SIGNING_CATALOGS: CatalogLoaders<SigningMessages> = {
  ca: () => import('#shared/i18n/messages/signing.ca.ts').then((m) => m.signingCa),
  en: () => import('#shared/i18n/messages/signing.en.ts').then((m) => m.signingEn),
};

type SigningText = { t: Translate<SigningMessages>; locale: Locale };

const SigningTextContext = createContext<SigningText>({ t: createTranslator('es', signingEs), locale: 'es' });

export const SigningTextProvider = SigningTextContext.Provider;

/** The page's translator and language, for every component of the signing page. */
export const useSigningText = (): SigningText => useContext(SigningTextContext);

/** The page's title: the company's name once the contract names it. */
export const signingTitle = (t: Translate<SigningMessages>, company?: string) =>
  company ? t('page.titleWithCompany', { company }) : t('page.title');
