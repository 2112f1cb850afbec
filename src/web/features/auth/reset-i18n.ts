import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { splitLocalePath } from '#shared/i18n/locale-path.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { resetEs, type ResetMessages } from '#shared/i18n/messages/reset.es.ts';
import { createTranslator, type Translate } from '#shared/i18n/translator.ts';
import { MIN_PASSWORD_LENGTH, RESET_MISMATCH_MESSAGE, RESET_TOO_SHORT_MESSAGE } from '#shared/schemas/auth-schemas.ts';

export type ResetTranslate = Translate<ResetMessages>;

// The reset page exists at /reset-password, /ca/reset-password and /en/reset-password (docs/product.md §11);
// only the language of the address is downloaded, as a chunk of its own.
const LOADERS: Record<Locale, () => Promise<ResetMessages>> = {
  es: async () => resetEs,
  ca: () => import('#shared/i18n/messages/reset.ca.ts').then((m) => m.resetCa),
  en: () => import('#shared/i18n/messages/reset.en.ts').then((m) => m.resetEn),
};

const SPANISH = createTranslator('es', resetEs);

/** The page's translator; null while another language's catalog is on its way. */
export function useResetTranslator(): ResetTranslate | null {
  const { locale } = splitLocalePath(useLocation().pathname);
  const [loaded, setLoaded] = useState<{ locale: Locale; t: ResetTranslate } | null>(null);
  useEffect(() => {
    if (locale === 'es') return;
    let current = true;
    void LOADERS[locale]().then((messages) => current && setLoaded({ locale, t: createTranslator(locale, messages) }));
    return () => {
      current = false;
    };
  }, [locale]);
  if (locale === 'es') return SPANISH;
  return loaded?.locale === locale ? loaded.t : null;
}

/** The shared rule's Spanish message in the page's language. */
export function translateResetProblem(message: string | null, t: ResetTranslate): string | null {
  if (message === RESET_MISMATCH_MESSAGE) return t('reset.mismatch');
  if (message === RESET_TOO_SHORT_MESSAGE) return t('reset.tooShort', { min: MIN_PASSWORD_LENGTH });
  return message;
}
