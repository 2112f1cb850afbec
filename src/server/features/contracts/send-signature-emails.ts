import { eq } from 'drizzle-orm';

import { isAwaitingSignatures } from '#shared/contract-lifecycle/index.ts';
import type { Database } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict } from '#server/lib/errors.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { contractTypeName } from './contract-type-name';
import { buyerLanguage, type SigningLinkOf } from './dto';
import { recordContractEvent, type RequestOrigin } from './events';
import { contractMailDetails, signatureRequestMail } from './mails';
import { getContract } from './queries';
import { mailLanguages, readerSheets, sheetNames } from './reader-documents';
import { markLinksSent, NOT_READY_FOR_EMAILS } from './signing-links/signing-links';

/** One mail per buyer who has not signed yet, each with their own link; returns how many were queued. */
export async function sendSignatureEmails(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  linkOf: SigningLinkOf,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Locked so a buyer signing at this very moment is either mailed or not, never half-counted.
    await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for('update');
    const aggregate = await getContract(tx, contractId);
    const { contract, buyers } = aggregate;
    if (!isAwaitingSignatures(contract.status)) throw conflict(NOT_READY_FOR_EMAILS, 'not_pending_signature');
    if (contract.archivedAt !== null)
      throw conflict('El contrato está archivado: sus enlaces de firma ya no funcionan.', 'archived');
    const company = await companyDetails(tx);
    const pending = buyers.filter((buyer) => buyer.signedAt === null);
    for (const buyer of pending) {
      const language = buyerLanguage(buyer);
      // Each buyer gets the information sheet in every language they read, before signing anything.
      const sheets = readerSheets(aggregate, language);
      const mail = signatureRequestMail({
        buyerName: buyer.name,
        contractName: contractTypeName(contract.contractType, language),
        details: contractMailDetails(contract, language),
        companyName: company.legal_name || company.company_name,
        url: linkOf(buyer),
        language,
        languages: mailLanguages(aggregate),
        sheets: sheetNames(aggregate, sheets),
      });
      await enqueueMail(tx, { kind: 'contract_signature_request', to: buyer.email, ...mail, attachments: sheets });
    }
    // Expiry and reminders count from this mail (docs/product.md §5.4).
    await markLinksSent(
      tx,
      pending.map((buyer) => ({ buyerId: buyer.id, contractId })),
      now,
    );
    await recordContractEvent(tx, contractId, 'emails_sent', origin, { details: { recipients: pending.length } });
    await recordAudit(tx, actor, 'send_signature_emails', 'contract', contractId, { recipients: pending.length });
    return pending.length;
  });
}
