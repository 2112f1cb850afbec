import { describe, expect, it } from 'vitest';

import { catalogProblems } from '#shared/i18n/catalog-consistency.ts';
import type { Messages } from '#shared/i18n/translator.ts';

import { buyerMailCa } from './buyer-mail.ca';
import { buyerMailEn } from './buyer-mail.en';
import { buyerMailEs } from './buyer-mail.es';
import { enquiryMailCa } from './enquiry-mail.ca';
import { enquiryMailEn } from './enquiry-mail.en';
import { enquiryMailEs } from './enquiry-mail.es';
import { paymentCa } from './payment.ca';
import { paymentEn } from './payment.en';
import { paymentEs } from './payment.es';
import { signingCa } from './signing.ca';
import { signingEn } from './signing.en';
import { signingEs } from './signing.es';

// Every catalog a buyer reads (docs/product.md §11.2) has the keys and ICU arguments of its Spanish original.
const NAMESPACES: { name: string; es: Messages; translations: Record<string, Messages> }[] = [
  { name: 'buyer-mail', es: buyerMailEs, translations: { ca: buyerMailCa, en: buyerMailEn } },
  { name: 'signing', es: signingEs, translations: { ca: signingCa, en: signingEn } },
  { name: 'payment', es: paymentEs, translations: { ca: paymentCa, en: paymentEn } },
  { name: 'enquiry-mail', es: enquiryMailEs, translations: { ca: enquiryMailCa, en: enquiryMailEn } },
];

describe.each(NAMESPACES)('catalog $name', ({ name, es, translations }) => {
  it('parses in Spanish', () => {
    expect(catalogProblems(es, es, `${name}.es`)).toEqual([]);
  });
  it.each(Object.entries(translations))('%s has every key with the same arguments', (locale, messages) => {
    expect(catalogProblems(es, messages, `${name}.${locale}`)).toEqual([]);
  });
});
