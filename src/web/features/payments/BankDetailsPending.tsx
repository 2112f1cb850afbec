import type { PaymentPageDto } from '#shared/api/api-types.ts';

import { usePaymentText } from './payment-text';

/**
 * Shown instead of the transfer box and the QR code while the company has not filled in its bank details:
 * the amount and reference above stay valid, only the account is missing (docs/product.md §6).
 */
export function BankDetailsPending({ payment }: { payment: PaymentPageDto }) {
  const { company } = payment;
  const { t } = usePaymentText();
  return (
    <section
      aria-labelledby="bank-pending-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <h2 id="bank-pending-title" className="text-lg font-semibold">
        {t('pending.title', { company: company.name })}
      </h2>
      <p className="mt-2 text-sm leading-relaxed">{t('pending.body', { company: company.name })}</p>
      {company.email || company.phone ? (
        <ul className="mt-3 space-y-1 text-sm">
          {company.email ? (
            <li>
              {t('pending.email')}{' '}
              <a href={`mailto:${company.email}`} className="font-semibold underline">
                {company.email}
              </a>
            </li>
          ) : null}
          {company.phone ? (
            <li>
              {t('pending.phone')}{' '}
              <a href={`tel:${company.phone.replace(/\s+/g, '')}`} className="font-semibold underline">
                {company.phone}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="mt-3 text-sm">
        {t('pending.reference')} <span className="font-mono font-semibold">{payment.reference}</span>
      </p>
    </section>
  );
}
