import { createContext, useContext } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import { paymentEs, type PaymentMessages } from '../../../shared/i18n/messages/payment.es';
import { createTranslator, type Translate } from '../../../shared/i18n/translator';
import type { CatalogLoaders } from '../../lib/i18n/use-catalog';

// The payment page speaks the language of the contract's first buyer (docs/product.md §11.2). Spanish is bundled;
// Catalan and English are one chunk each.
export { paymentEs };

export const PAYMENT_CATALOGS: CatalogLoaders<PaymentMessages> = {
  ca: () => import('../../../shared/i18n/messages/payment.ca').then((m) => m.paymentCa),
  en: () => import('../../../shared/i18n/messages/payment.en').then((m) => m.paymentEn),
};

export type PaymentText = { t: Translate<PaymentMessages>; locale: Locale };

const PaymentTextContext = createContext<PaymentText>({ t: createTranslator('es', paymentEs), locale: 'es' });

export const PaymentTextProvider = PaymentTextContext.Provider;

export const usePaymentText = (): PaymentText => useContext(PaymentTextContext);
