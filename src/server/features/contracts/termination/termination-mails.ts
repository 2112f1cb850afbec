import { longDate } from '#shared/contract-terms/termination-text.ts';
import { buyerAmount } from '#shared/i18n/buyer-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { centsToEuros, type Cents } from '#shared/money/cents.ts';
import { buyerMailText } from '#server/lib/mail/buyer-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';

/**
 * The offer of a termination agreement, to each buyer who is a party, in their language (docs/product.md#mutual-agreement):
 * what it says (amount, day, release), that the contract stands until every party signs, and where to sign it.
 */
export function terminationOfferMail(input: {
  buyerName: string;
  contractName: string;
  companyName: string;
  amountCents: Cents;
  deadline: string;
  expiresOn: string;
  url: string;
  language: Locale;
}) {
  const t = buyerMailText(input.language);
  const day = (iso: string) => longDate(iso, input.language);
  const { contractName, companyName } = input;
  return {
    subject: t('termination.subject', { contractName }),
    ...renderMail({
      lang: input.language,
      title: t('termination.title'),
      paragraphs: [
        t('greeting', { name: input.buyerName }),
        t('termination.body', {
          companyName,
          contractName,
          hasAmount: input.amountCents > 0 ? 'yes' : 'no',
          amount: buyerAmount(centsToEuros(input.amountCents), input.language),
          deadline: day(input.deadline),
        }),
        t('termination.notYet'),
        t('termination.expires', { expiresOn: day(input.expiresOn) }),
      ],
      action: { label: t('termination.action'), url: input.url },
      footer: companyName,
    }),
  };
}
