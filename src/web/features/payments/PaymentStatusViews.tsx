import type { PaymentPageDto } from '#shared/api/api-types.ts';
import { buyerAmount, buyerDateTime } from '#shared/i18n/buyer-format.ts';
import { aroundMark, MARK, translatedError } from '#web/lib/i18n/use-catalog.ts';

import { usePaymentText } from './payment-text';
import { PaymentMessage } from './PaymentLayout';

export function PaymentReceived({ payment }: { payment: PaymentPageDto }) {
  const { t, locale } = usePaymentText();
  const paidAt = payment.paid_at ? buyerDateTime(payment.paid_at, locale) : 'none';
  const [before, after] = aroundMark(t('received.body', { amount: MARK, paidAt }));
  return (
    <PaymentMessage tone="success" title={t('received.title')}>
      <p>
        {before}
        <strong>{buyerAmount(payment.amount, locale)}</strong>
        {/* The amount in words is Spanish: only the Spanish page shows it. */}
        {locale === 'es' ? ` (${payment.amount_words})` : ''}
        {after}
      </p>
      <p>
        {t('page.contract', {
          contractTypeName: payment.contract_type_name,
          contractShortId: payment.contract_short_id,
        })}{' '}
        · {t('received.reference')} <span className="font-mono">{payment.reference}</span>
      </p>
      {payment.buyers.length > 1 ? <p>{t('received.settlesAll', { buyers: payment.buyers.join(', ') })}</p> : null}
    </PaymentMessage>
  );
}

/** Before every party signed: what will be due, and no account or reference to pay into (docs/product.md §6). */
export function PaymentAwaitingSignatures({ payment }: { payment: PaymentPageDto }) {
  const { t, locale } = usePaymentText();
  return (
    <PaymentMessage tone="warning" title={t('awaiting.title')}>
      <p>
        {t('page.contract', {
          contractTypeName: payment.contract_type_name,
          contractShortId: payment.contract_short_id,
        })}
      </p>
      <p>{t('awaiting.body')}</p>
      <p>{t('awaiting.amount', { amount: buyerAmount(payment.amount, locale) })}</p>
      <p className="font-semibold">{t('awaiting.noTransfer')}</p>
    </PaymentMessage>
  );
}

/**
 * Signed, but the law wants every buyer identified and their file assessed before any money (docs/product.md#money-gate):
 * what will be due, and no account or reference yet.
 */
export function PaymentAwaitingBuyerFile({ payment }: { payment: PaymentPageDto }) {
  const { t, locale } = usePaymentText();
  return (
    <PaymentMessage tone="warning" title={t('awaitingFile.title')}>
      <p>
        {t('page.contract', {
          contractTypeName: payment.contract_type_name,
          contractShortId: payment.contract_short_id,
        })}
      </p>
      <p>{t('awaitingFile.body', { company: payment.company.name })}</p>
      <p>{t('awaiting.amount', { amount: buyerAmount(payment.amount, locale) })}</p>
      <p className="font-semibold">{t('awaiting.noTransfer')}</p>
      <p>{t('awaitingFile.help')}</p>
    </PaymentMessage>
  );
}

export function PaymentCancelled() {
  const { t } = usePaymentText();
  return (
    <PaymentMessage tone="warning" title={t('cancelled.title')}>
      <p>{t('cancelled.body')}</p>
      <p>{t('cancelled.contact')}</p>
    </PaymentMessage>
  );
}

export function PaymentLinkInvalid() {
  const { t } = usePaymentText();
  return (
    <PaymentMessage tone="error" title={t('invalid.title')}>
      <p>{t('invalid.body')}</p>
      <p>{t('invalid.help')}</p>
    </PaymentMessage>
  );
}

export function PaymentLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, locale } = usePaymentText();
  return (
    <PaymentMessage tone="error" title={t('loadError.title')}>
      <p>{translatedError(t, locale, error, { 0: 'loadError.network' }) ?? t('loadError.unknown')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t('loadError.retry')}
      </button>
    </PaymentMessage>
  );
}
