import type { MailPreviewDto } from '#shared/schemas/mail-preview-schema.ts';
import type { Database } from '#server/db/client.ts';
import { dryRunMails } from '#server/lib/mail/dry-run-mails.ts';

import { buyerLanguage } from './dto';
import { getContract } from './queries';

/**
 * The mails of `kind` a one-way act on a contract would send, each named by its buyer and language, from a dry run
 * of the act itself (docs/product.md#last-look): nothing is recorded, sent or changed.
 */
export async function previewContractMails(
  db: Database,
  contractId: string,
  kind: string,
  act: (tx: Database) => Promise<unknown>,
): Promise<MailPreviewDto> {
  const { buyers } = await getContract(db, contractId);
  const mails = await dryRunMails(db, kind, act);
  return {
    mails: mails.map((mail) => {
      const buyer = buyers.find((b) => b.email.toLowerCase() === mail.to.toLowerCase());
      return {
        buyer_name: buyer?.name ?? mail.to,
        to: mail.to,
        language: buyer ? buyerLanguage(buyer) : 'es',
        subject: mail.subject,
        text: mail.text,
      };
    }),
  };
}
