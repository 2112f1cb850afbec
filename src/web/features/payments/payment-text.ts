import { createContext, useContext } from 'react';

import type { Locale } from '#shared/i18n/locales.ts';
import { paymentEs, type PaymentMessages } from '#shared/i18n/messages/payment.es.ts';
import { createTranslator, type Translate } from '#shared/i18n/translator.ts';
import type { CatalogLoaders } from '#web/lib/i18n/use-catalog.ts';

// The payment page speaks the language of the contract's first buyer (docs/product.md §11.2). Spanish is bundled;
// Catalan and English are one chunk each.
export { paymentEs };

export const PAYMENT_CATALOGS: CatalogLoaders<PaymentMessages> = {
  ca: () => import('#shared/i18n/messages/payment.ca.ts').then((m) => m.paymentCa),
  en: () => import('#shared/i18n/messages/payment.en.ts').then((m) => m.paymentEn),
};

type PaymentText = { t: Translate<PaymentMessages>; locale: Locale };

const PaymentTextContext = createContext<PaymentText>({ t: createTranslator('es', paymentEs), locale: 'es' });

export const PaymentTextProvider = PaymentTextContext.Provider;

export const usePaymentText = (): PaymentText => useContext(PaymentTextContext);

/** The page's title: the company's name once the payment names it. */
export const paymentTitle = (t: Translate<PaymentMessages>, company?: string) =>
  company ? t('page.titleWithCompany', { company }) : t('page.title');
