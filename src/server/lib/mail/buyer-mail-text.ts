import type { Locale } from '#shared/i18n/locales.ts';
import { buyerMailCa } from '#shared/i18n/messages/buyer-mail.ca.ts';
import { buyerMailEn } from '#shared/i18n/messages/buyer-mail.en.ts';
import { buyerMailEs, type BuyerMailMessages } from '#shared/i18n/messages/buyer-mail.es.ts';
import { createTranslator, type Translate } from '#shared/i18n/translator.ts';

const CATALOGS: Record<Locale, BuyerMailMessages> = { es: buyerMailEs, ca: buyerMailCa, en: buyerMailEn };
const translators = new Map<Locale, Translate<BuyerMailMessages>>();

/** The translator of the mails a buyer receives, in the buyer's language (docs/product.md §11.2); one per locale. */
export function buyerMailText(locale: Locale): Translate<BuyerMailMessages> {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator(locale, CATALOGS[locale]);
    translators.set(locale, translate);
  }
  return translate;
}
