import type { ContractOutcomeRecord } from '#shared/contract-lifecycle/index.ts';
import { buyerAmount, buyerDate } from '#shared/i18n/buyer-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { buyerMailText } from '#server/lib/mail/buyer-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';

type OutcomeMailDetails = {
  record: ContractOutcomeRecord;
  buyerName: string;
  contractName: string;
  companyName: string;
  language: Locale;
};

/** Each buyer learns the outcome and its legal effect, in their language (docs/product.md#outcome). */
export function outcomeMail({ record, buyerName, contractName, companyName, language }: OutcomeMailDetails) {
  const t = buyerMailText(language);
  const date = buyerDate(`${record.date}T12:00:00Z`, language);
  const effect =
    record.outcome === 'deed_signed'
      ? t('outcome.deed', { date, notary: record.notary ?? '', protocol: record.protocol ?? '', contractName })
      : record.outcome === 'buyer_withdrew'
        ? t('outcome.buyerWithdrew', { date, companyName, amount: buyerAmount(record.paid_amount, language) })
        : t('outcome.sellerWithdrew', {
            date,
            companyName,
            refund: buyerAmount(record.refund_amount ?? 0, language),
            dueDate: buyerDate(`${record.refund_due_date}T12:00:00Z`, language),
          });
  return {
    subject: t('outcome.subject', { outcome: record.outcome, contractName }),
    ...renderMail({
      lang: language,
      title: t('outcome.title', { outcome: record.outcome }),
      paragraphs: [
        t('greeting', { name: buyerName }),
        effect,
        ...(record.reason ? [t('outcome.reason', { reason: record.reason })] : []),
        t('outcome.questions'),
      ],
      footer: `${companyName} · Barcelona`,
    }),
  };
}
