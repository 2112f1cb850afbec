import { formatRfReference } from '#shared/banking/rf-reference.ts';
import { clauseReference } from '#shared/contract-terms/clause-reference.ts';
import { amountToEurosWords } from '#shared/format/amount-words.ts';
import { buyerAmount, buyerDate, buyerDateTime } from '#shared/i18n/buyer-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { buyerMailText } from '#server/lib/mail/buyer-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';

type ReceiptDetails = {
  buyerName: string;
  amount: number;
  /** Who made the transfer, when known (the statement's payer, or as the owner confirmed it). */
  payerName: string | null;
  /** This receipt's buyer is that payer (named like them): "your transfer"; otherwise "the transfer from …". */
  paidByThisBuyer: boolean;
  /** The value date the bank gave the credit (YYYY-MM-DD), when known. */
  valueDate: string | null;
  /** Names of every buyer: one payment settles the contract for all of them. */
  buyerNames: string[];
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
          // The buyer who paid reads "your transfer"; a co-buyer reads whose it was (docs/product.md#manual-confirmation).
          whose: d.payerName ? (d.paidByThisBuyer ? 'own' : 'payer') : 'other',
          payer: d.payerName ?? '',
          amountText,
          paymentType: d.contractSigned ? (d.paymentType === 'arras' ? 'arras' : 'reserva') : 'on_account',
          hasProperty: d.propertyAddress ? 'yes' : 'no',
          propertyAddress: d.propertyAddress,
        }),
        ...(d.contractSigned ? [] : [t('receipt.unsigned')]),
        ...(d.buyerNames.length > 1 ? [t('receipt.settlesAll', { buyers: d.buyerNames.join(', ') })] : []),
        [
          d.contractSigned
            ? t('receipt.contract', { contractTypeName: d.contractTypeName, contractShortId: d.contractShortId })
            : t('receipt.contractUnsigned', { contractShortId: d.contractShortId }),
          ...(d.payerName ? [t('receipt.payer', { payer: d.payerName })] : []),
          ...(d.valueDate ? [t('receipt.valueDate', { date: buyerDate(`${d.valueDate}T12:00:00Z`, d.language) })] : []),
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

type PaymentLinkDetails = {
  buyerName: string;
  buyerNames: string[];
  amount: number;
  contractName: string;
  /** YYYY-MM-DD, from the contract's signed term; null for a year the holiday tables do not cover yet. */
  deadline: string | null;
  term: { days: number; businessDays: boolean };
  clause: string | null;
  paymentUrl: string;
  companyName: string;
  language: Locale;
};

/**
 * Every party signed: each buyer gets their payment link in their language (docs/product.md §6), saying what the
 * contract says (the deadline by its own term), that several buyers make one transfer for the whole amount from an
 * account in their name, and to check the IBAN against the signed contract.
 */
export function paymentLinkMail(d: PaymentLinkDetails) {
  const t = buyerMailText(d.language);
  // The clause by its real heading, in the reader's words ("el pacte SEGON («…»)"), never "SEGON.-".
  const clause = d.clause ? clauseReference(d.clause, d.language) : '';
  return {
    subject: t('paymentLink.subject', { contractName: d.contractName }),
    ...renderMail({
      lang: d.language,
      title: t('paymentLink.title'),
      paragraphs: [
        t('receipt.greeting', { name: d.buyerName }),
        t(d.deadline ? 'paymentLink.body' : 'paymentLink.bodyTerm', {
          contractName: d.contractName,
          amount: buyerAmount(d.amount, d.language),
          deadline: d.deadline ? buyerDate(`${d.deadline}T12:00:00Z`, d.language) : '',
          days: d.term.days,
          business: d.term.businessDays ? 'yes' : 'no',
        }),
        d.buyerNames.length > 1
          ? t('paymentLink.oneTransfer', { buyers: d.buyerNames.join(', ') })
          : t('paymentLink.ownAccount'),
        t('paymentLink.fraud', { hasClause: clause ? 'yes' : 'no', clause }),
      ],
      action: { label: t('paymentLink.action'), url: d.paymentUrl },
      footer: `${d.companyName} · Barcelona`,
    }),
  };
}
