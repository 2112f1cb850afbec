import { formatRfReference } from '#shared/banking/rf-reference.ts';
import { amountToEurosWords } from '#shared/format/amount-words.ts';
import { buyerAmount, buyerDateTime } from '#shared/i18n/buyer-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { buyerMailText } from '#server/lib/mail/buyer-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';

type ReceiptDetails = {
  buyerName: string;
  amount: number;
  paymentType: string;
  /** Every party has signed: only then is the money arras or a reservation (docs/product.md §6). */
  contractSigned: boolean;
  contractTypeName: string;
  contractShortId: string;
  propertyAddress: string;
  reference: string;
  paidAt: Date;
  companyName: string;
  companyEmail: string;
  language: Locale;
};

/**
 * The buyer's proof that the transfer arrived: what, for which contract, and when it was confirmed; in the
 * buyer's language (docs/product.md §11.2). The amount in words is Spanish, so only the Spanish mail has it. For a
 * contract not every party signed, neither arras nor reservation is named: only a payment on account.
 */
export function paymentReceiptMail(d: ReceiptDetails) {
  const t = buyerMailText(d.language);
  const amount = buyerAmount(d.amount, d.language);
  const amountText = d.language === 'es' ? `${amount} (${amountToEurosWords(d.amount)})` : amount;
  return {
    subject: t('receipt.subject', { amount }),
    ...renderMail({
      lang: d.language,
      title: t('receipt.title'),
      paragraphs: [
        t('receipt.greeting', { name: d.buyerName }),
        t('receipt.body', {
          amountText,
          paymentType: d.contractSigned ? (d.paymentType === 'arras' ? 'arras' : 'reserva') : 'on_account',
          hasProperty: d.propertyAddress ? 'yes' : 'no',
          propertyAddress: d.propertyAddress,
        }),
        ...(d.contractSigned ? [] : [t('receipt.unsigned')]),
        [
          d.contractSigned
            ? t('receipt.contract', { contractTypeName: d.contractTypeName, contractShortId: d.contractShortId })
            : t('receipt.contractUnsigned', { contractShortId: d.contractShortId }),
          t('receipt.reference', { reference: formatRfReference(d.reference) }),
          t('receipt.confirmedAt', { paidAt: buyerDateTime(d.paidAt, d.language) }),
          t('receipt.beneficiary', { companyName: d.companyName }),
        ].join('\n'),
        t('receipt.keep', { companyEmail: d.companyEmail }),
      ],
      footer: `${d.companyName} · Barcelona`,
    }),
  };
}
