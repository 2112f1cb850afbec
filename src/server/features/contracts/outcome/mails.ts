import type { ContractOutcomeRecord } from '#shared/contract-lifecycle/index.ts';
import { clauseReference } from '#shared/contract-terms/clause-reference.ts';
import { buyerAmount, buyerDate, buyerDateTime } from '#shared/i18n/buyer-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { centsToEuros, ZERO_CENTS, type Cents } from '#shared/money/cents.ts';
import { buyerMailText } from '#server/lib/mail/buyer-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';

const NO_CLAUSE: Record<Locale, string> = { es: 'las cláusulas', ca: 'els pactes', en: 'the terms' };

type OutcomeMailDetails = {
  record: ContractOutcomeRecord;
  buyerName: string;
  contractName: string;
  companyName: string;
  language: Locale;
  /** A correction: when the communication it corrects was recorded, and why it is corrected. */
  correction?: { of: string; reason: string };
};

/**
 * Each buyer learns the outcome and its legal effect, in their language (docs/product.md#outcome): the amounts, the
 * due date and the clause come from the signed terms, as the record holds them.
 */
export function outcomeMail({
  record,
  buyerName,
  contractName,
  companyName,
  language,
  correction,
}: OutcomeMailDetails) {
  const t = buyerMailText(language);
  const day = (iso: string) => buyerDate(`${iso}T12:00:00Z`, language);
  const date = day(record.date);
  const amount = (cents: Cents | null) => buyerAmount(centsToEuros(cents ?? ZERO_CENTS), language);
  const dueDate = record.refund_due_date ? day(record.refund_due_date) : t('outcome.noDueDate');
  // The clause by its real heading, in the reader's words ("el pacte TERCER («ARRES PENITENCIALS»)").
  const clause = record.clause ? clauseReference(record.clause, language) : NO_CLAUSE[language];
  const effect = {
    deed_signed: () =>
      t('outcome.deed', { date, notary: record.notary ?? '', protocol: record.protocol ?? '', contractName }),
    buyer_withdrew: () =>
      t('outcome.buyerWithdrew', { date, companyName, clause, amount: amount(record.forfeited_cents) }),
    seller_withdrew: () =>
      t('outcome.sellerWithdrew', { date, companyName, clause, refund: amount(record.refund_cents), dueDate }),
    buyer_withdrew_justified: () =>
      t('outcome.justified', { date, companyName, clause, refund: amount(record.refund_cents), dueDate }),
  }[record.outcome]();
  return {
    subject: t('outcome.subject', { outcome: record.outcome, contractName }),
    ...renderMail({
      lang: language,
      title: t('outcome.title', { outcome: record.outcome }),
      paragraphs: [
        t('greeting', { name: buyerName }),
        ...(correction
          ? [
              t('outcome.corrects', {
                date: buyerDateTime(new Date(correction.of), language),
                reason: correction.reason,
              }),
            ]
          : []),
        effect,
        ...(record.reason ? [t('outcome.reason', { reason: record.reason })] : []),
        t('outcome.questions'),
      ],
      footer: `${companyName} · Barcelona`,
    }),
  };
}
