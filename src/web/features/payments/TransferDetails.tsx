import type { BeneficiaryDto, PaymentPageDto } from '#shared/api/api-types.ts';
import { buyerAmount } from '#shared/i18n/buyer-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { PaymentMessages } from '#shared/i18n/messages/payment.es.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { CopyButton } from '#web/ui/CopyButton.tsx';

import { usePaymentText } from './payment-text';

type Row = { label: string; value: string; copy?: { value: string; label: string }; mono?: boolean; hint?: string };

function rowsOf(
  payment: PaymentPageDto,
  beneficiary: BeneficiaryDto,
  t: Translate<PaymentMessages>,
  locale: Locale,
): Row[] {
  return [
    {
      label: t('details.beneficiary'),
      value: beneficiary.name,
      copy: { value: beneficiary.name, label: t('details.copyBeneficiary') },
      hint: t('details.beneficiaryHint'),
    },
    {
      label: t('details.iban'),
      value: beneficiary.iban,
      mono: true,
      copy: { value: beneficiary.iban.replace(/\s+/g, ''), label: t('details.copyIban') },
    },
    { label: t('details.bank'), value: beneficiary.bank },
    {
      label: t('details.bic'),
      value: beneficiary.bic,
      mono: true,
      copy: { value: beneficiary.bic, label: t('details.copyBic') },
    },
    {
      label: t('details.amount'),
      value: buyerAmount(payment.amount, locale),
      // Banking forms want the bare number with the reader's decimal mark, not "3.000 €".
      copy: {
        value: locale === 'en' ? payment.amount.toFixed(2) : payment.amount.toFixed(2).replace('.', ','),
        label: t('details.copyAmount'),
      },
      // The amount in words is Spanish: only the Spanish page shows it.
      hint: locale === 'es' ? payment.amount_words : undefined,
    },
    {
      label: t('details.reference'),
      value: payment.reference ?? '',
      mono: true,
      copy: { value: (payment.reference ?? '').replace(/\s+/g, ''), label: t('details.copyReference') },
      hint: t('details.referenceHint'),
    },
  ];
}

/** The fields the buyer types into the bank's transfer form, each with its own copy button. */
export function TransferDetails({ payment, beneficiary }: { payment: PaymentPageDto; beneficiary: BeneficiaryDto }) {
  const { t, locale } = usePaymentText();
  const texts = { copy: t('copy.copy'), copied: t('copy.copied'), failed: t('copy.failed') };
  return (
    <dl className="divide-y divide-stone-200">
      {rowsOf(payment, beneficiary, t, locale).map((row) => (
        <div key={row.label} className="py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{row.label}</dt>
          <dd className="mt-1 flex items-start justify-between gap-3">
            <span className="min-w-0">
              <span
                className={`block break-words text-base font-semibold text-stone-900 ${row.mono ? 'font-mono tracking-wide' : ''}`}
              >
                {row.value}
              </span>
              {row.hint ? <span className="mt-0.5 block text-sm text-stone-600">{row.hint}</span> : null}
            </span>
            {row.copy ? (
              <CopyButton value={row.copy.value} label={row.copy.label} texts={texts} className="shrink-0" />
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
