import type { Locale } from '#shared/i18n/locales.ts';
import { enquiryMailCa } from '#shared/i18n/messages/enquiry-mail.ca.ts';
import { enquiryMailEn } from '#shared/i18n/messages/enquiry-mail.en.ts';
import { enquiryMailEs, type EnquiryMailMessages } from '#shared/i18n/messages/enquiry-mail.es.ts';
import { createTranslator, type Translate } from '#shared/i18n/translator.ts';

const CATALOGS: Record<Locale, EnquiryMailMessages> = { es: enquiryMailEs, ca: enquiryMailCa, en: enquiryMailEn };
const translators = new Map<Locale, Translate<EnquiryMailMessages>>();

/** The visitor's mails, pages and visit sheet in their language (docs/product.md §11.2); one translator per locale. */
export function enquiryText(locale: Locale): Translate<EnquiryMailMessages> {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator(locale, CATALOGS[locale]);
    translators.set(locale, translate);
  }
  return translate;
}
