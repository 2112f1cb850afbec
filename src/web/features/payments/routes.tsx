import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../ui/Spinner';
import { isInvalidLink, paymentPageQuery } from './api';
import { PaymentInstructions } from './PaymentInstructions';
import { PaymentLayout } from './PaymentLayout';
import { PaymentCancelled, PaymentLinkInvalid, PaymentLoadError, PaymentReceived } from './PaymentStatusViews';

/** /pago/:transactionId?token=…: the buyer's transfer instructions, reached only through the emailed link. */
export function PaymentPage() {
  const { transactionId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const query = useQuery({ ...paymentPageQuery(transactionId, token), enabled: token !== '' });
  const payment = query.data;

  useEffect(() => {
    document.title = payment ? `Instrucciones de pago | ${payment.company.name}` : 'Instrucciones de pago';
  }, [payment]);

  if (token === '' || (query.isError && isInvalidLink(query.error))) {
    return (
      <PaymentLayout>
        <PaymentLinkInvalid />
      </PaymentLayout>
    );
  }
  if (query.isError) {
    return (
      <PaymentLayout>
        <PaymentLoadError error={query.error} onRetry={() => void query.refetch()} />
      </PaymentLayout>
    );
  }
  if (!payment) {
    return (
      <PaymentLayout>
        <Spinner size="lg" showLabel label="Cargando los datos del pago..." className="py-24" />
      </PaymentLayout>
    );
  }
  return (
    <PaymentLayout companyName={payment.company.name}>
      {payment.status === 'paid' ? <PaymentReceived payment={payment} /> : null}
      {payment.status === 'cancelled' ? <PaymentCancelled /> : null}
      {payment.status === 'pending' ? <PaymentInstructions payment={payment} /> : null}
    </PaymentLayout>
  );
}
