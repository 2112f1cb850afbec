import type { Locale } from '#shared/i18n/locales.ts';
import { buyerMailText } from '#server/lib/mail/buyer-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';

/** In the buyer's language (docs/product.md §11.2). */
export function signingCodeMail(input: {
  buyerName: string;
  contractName: string;
  companyName: string;
  code: string;
  language: Locale;
}) {
  const t = buyerMailText(input.language);
  const { contractName } = input;
  return {
    subject: t('code.subject', { contractName }),
    ...renderMail({
      lang: input.language,
      title: t('code.title'),
      paragraphs: [
        t('greeting', { name: input.buyerName }),
        t('code.body', { contractName }),
        input.code,
        t('code.expiry'),
      ],
      footer: input.companyName,
    }),
  };
}
