import { eq } from 'drizzle-orm';

import { isAwaitingSignatures } from '#shared/contract-lifecycle/index.ts';
import type { Database } from '#server/db/client.ts';
import { contractBuyers, contracts } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { contractTypeName } from '#server/features/contracts/contract-type-name.ts';
import { buyerLanguage, type SigningLinkOf } from '#server/features/contracts/dto.ts';
import { recordContractEvent, type RequestOrigin } from '#server/features/contracts/events.ts';
import { signatureRequestMail } from '#server/features/contracts/mails.ts';
import { getContract } from '#server/features/contracts/queries.ts';
import { mailLanguages, readerSheets, sheetNames } from '#server/features/contracts/reader-documents.ts';
import { newBuyerToken } from '#server/features/contracts/signing-token.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { markLinksSent, NOT_READY_FOR_EMAILS } from './signing-links';

export const BUYER_NOT_FOUND = 'Comprador no encontrado';
const BUYER_ALREADY_SIGNED = 'Este comprador ya ha firmado el contrato';

/**
 * 'Reenviar enlace' (docs/product.md §5.4): the buyer gets a new link by mail and the old one dies, since
 * its token no longer matches. Expiry and reminders start again from now.
 */
export async function resendSigningLink(
  db: Database,
  secret: Uint8Array,
  actor: Actor,
  origin: RequestOrigin,
  target: { contractId: string; buyerId: number },
  linkOf: SigningLinkOf,
  now: Date,
): Promise<void> {
  const { contractId, buyerId } = target;
  await db.transaction(async (tx) => {
    await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for('update');
    const aggregate = await getContract(tx, contractId);
    const { contract, buyers } = aggregate;
    const buyer = buyers.find((b) => b.id === buyerId);
    if (!buyer) throw notFound(BUYER_NOT_FOUND);
    if (!isAwaitingSignatures(contract.status)) throw conflict(NOT_READY_FOR_EMAILS, 'not_pending_signature');
    if (buyer.signedAt !== null) throw conflict(BUYER_ALREADY_SIGNED, 'already_signed');

    const token = newBuyerToken(secret, contractId, buyer.buyerOrder);
    await tx.update(contractBuyers).set(token).where(eq(contractBuyers.id, buyer.id));
    await markLinksSent(tx, [{ buyerId: buyer.id, contractId }], now);
    const company = await companyDetails(tx);
    const sheets = readerSheets(aggregate, buyerLanguage(buyer));
    const mail = signatureRequestMail({
      buyerName: buyer.name,
      contractName: contractTypeName(contract.contractType, buyerLanguage(buyer)),
      companyName: company.legal_name || company.company_name,
      url: linkOf({ ...buyer, ...token }),
      language: buyerLanguage(buyer),
      languages: mailLanguages(aggregate),
      sheets: sheetNames(aggregate, sheets),
    });
    await enqueueMail(tx, { kind: 'contract_signature_request', to: buyer.email, ...mail, attachments: sheets });
    await recordContractEvent(tx, contractId, 'link_resent', origin, { buyerId: buyer.id });
    await recordAudit(tx, actor, 'resend_signing_link', 'contract', contractId, { buyer_order: buyer.buyerOrder });
  });
}
