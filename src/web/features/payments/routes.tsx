import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCatalog } from '../../lib/i18n/use-catalog';
import { Spinner } from '../../ui/Spinner';
import { isInvalidLink, paymentPageQuery } from './api';
import { PaymentInstructions } from './PaymentInstructions';
import { PaymentLayout } from './PaymentLayout';
import { PaymentCancelled, PaymentLinkInvalid, PaymentLoadError, PaymentReceived } from './PaymentStatusViews';
import { PAYMENT_CATALOGS, paymentEs, PaymentTextProvider } from './payment-text';

/**
 * /pago/:transactionId?token=…: the buyer's transfer instructions, reached only through the emailed link, in the
 * language of the contract's first buyer (docs/product.md §11.2); Spanish until the answer says otherwise.
 */
export function PaymentPage() {
  const { transactionId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const query = useQuery({ ...paymentPageQuery(transactionId, token), enabled: token !== '' });
  const payment = query.data;
  const locale = payment?.language ?? 'es';
  const t = useCatalog(locale, paymentEs, PAYMENT_CATALOGS);

  useEffect(() => {
    if (!t) return;
    document.title = payment ? t('page.titleWithCompany', { company: payment.company.name }) : t('page.title');
  }, [payment, t]);

  // The same wheel while the payment and then its language's messages load: nothing moves in between.
  if (!t || (!payment && token !== '' && !query.isError)) {
    return (
      <PaymentLayout>
        <Spinner size="lg" showLabel={t !== null} label={t ? t('page.loading') : paymentEs['page.loading']} className="py-24" />
      </PaymentLayout>
    );
  }
  let content;
  if (token === '' || (query.isError && isInvalidLink(query.error))) content = <PaymentLinkInvalid />;
  else if (query.isError) content = <PaymentLoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (payment) {
    content = (
      <>
        {payment.status === 'paid' ? <PaymentReceived payment={payment} /> : null}
        {payment.status === 'cancelled' ? <PaymentCancelled /> : null}
        {payment.status === 'pending' ? <PaymentInstructions payment={payment} /> : null}
      </>
    );
  }
  return (
    <PaymentTextProvider value={{ t, locale }}>
      <PaymentLayout companyName={payment?.company.name}>{content}</PaymentLayout>
    </PaymentTextProvider>
  );
}
