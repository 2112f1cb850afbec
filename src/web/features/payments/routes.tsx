import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { PAYMENT_PAGE_STATUS } from '#shared/contract-lifecycle/index.ts';
import { isLocale, localeOr } from '#shared/i18n/locales.ts';
import { useCatalog } from '#web/lib/i18n/use-catalog.ts';
import { Spinner } from '#web/ui/Spinner.tsx';

import { isInvalidLink, paymentPageQuery } from './api';
import { PAYMENT_CATALOGS, paymentEs, PaymentTextProvider, paymentTitle } from './payment-text';
import { PaymentInstructions } from './PaymentInstructions';
import { PaymentLayout } from './PaymentLayout';
import {
  PaymentAwaitingBuyerFile,
  PaymentAwaitingSignatures,
  PaymentCancelled,
  PaymentLinkInvalid,
  PaymentLoadError,
  PaymentReceived,
} from './PaymentStatusViews';

/**
 * /pago/:transactionId?token=…&lang=…: the buyer's transfer instructions, reached only through the emailed link, in
 * the link's language, else the contract's first buyer's (docs/product.md §11.2). An invalid link's page follows
 * `lang` too; without it, Spanish until the answer says otherwise.
 */
export function PaymentPage({ transactionId, searchParams }: { transactionId: string; searchParams: URLSearchParams }) {
  const token = searchParams.get('token') ?? '';
  const lang = searchParams.get('lang');
  const linkLocale = isLocale(lang) ? lang : undefined;
  const query = useQuery({ ...paymentPageQuery(transactionId, token, linkLocale), enabled: token !== '' });
  const payment = query.data;
  const locale = localeOr(lang, payment?.language);
  const t = useCatalog(locale, paymentEs, PAYMENT_CATALOGS);

  useEffect(() => {
    if (!t) return;
    document.title = paymentTitle(t, payment?.company.name);
  }, [payment, t]);

  // The same wheel while the payment and then its language's messages load: nothing moves in between.
  if (!t || (!payment && token !== '' && !query.isError)) {
    return (
      <PaymentLayout searchParams={searchParams}>
        <Spinner
          size="lg"
          showLabel={t !== null}
          label={t ? t('page.loading') : paymentEs['page.loading']}
          className="py-24"
        />
      </PaymentLayout>
    );
  }
  let content;
  if (token === '' || (query.isError && isInvalidLink(query.error))) content = <PaymentLinkInvalid />;
  else if (query.isError) content = <PaymentLoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (payment) {
    content = (
      <>
        {payment.status === PAYMENT_PAGE_STATUS.paid ? <PaymentReceived payment={payment} /> : null}
        {payment.status === PAYMENT_PAGE_STATUS.cancelled ? <PaymentCancelled /> : null}
        {payment.status === PAYMENT_PAGE_STATUS.awaiting_signatures ? (
          <PaymentAwaitingSignatures payment={payment} />
        ) : null}
        {payment.status === PAYMENT_PAGE_STATUS.awaiting_buyer_file ? (
          <PaymentAwaitingBuyerFile payment={payment} />
        ) : null}
        {payment.status === PAYMENT_PAGE_STATUS.pending ? <PaymentInstructions payment={payment} /> : null}
      </>
    );
  }
  return (
    <PaymentTextProvider value={{ t, locale }}>
      <PaymentLayout companyName={payment?.company.name} searchParams={searchParams}>
        {content}
      </PaymentLayout>
    </PaymentTextProvider>
  );
}
