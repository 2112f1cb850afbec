import type { Locale } from '#shared/i18n/locales.ts';
import { buyerMailText } from '#server/lib/mail/buyer-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';

/** In the buyer's language (docs/product.md §11.2); `expiresOn` is already formatted for it. */
export function signingReminderMail(input: {
  buyerName: string;
  contractName: string;
  companyName: string;
  url: string;
  expiresOn: string;
  language: Locale;
}) {
  const t = buyerMailText(input.language);
  const { contractName, companyName } = input;
  return {
    subject: t('reminder.subject', { contractName }),
    ...renderMail({
      lang: input.language,
      title: t('reminder.title'),
      paragraphs: [
        t('greeting', { name: input.buyerName }),
        t('reminder.body', { companyName, contractName }),
        t('reminder.expiry', { expiresOn: input.expiresOn }),
      ],
      action: { label: t('signatureRequest.action'), url: input.url },
      footer: companyName,
    }),
  };
}
