import type { Locale } from '#shared/i18n/locales.ts';
import { PUBLIC_CATALOGS, type PublicMessages } from '#shared/i18n/messages/public.ts';
import { createTranslator, type Translate } from '#shared/i18n/translator.ts';

type SiteTranslate = Translate<PublicMessages>;

// One translator per language for the whole process: its parsed messages are reused by every render.
const translators = new Map<Locale, SiteTranslate>();

export function siteTranslator(locale: Locale): SiteTranslate {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale, PUBLIC_CATALOGS[locale]);
    translators.set(locale, t);
  }
  return t;
}
