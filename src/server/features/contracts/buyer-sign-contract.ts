import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { BuyerSignResponse } from '#shared/api/contract-dtos.ts';
import { isAwaitingSignatures, isDraft } from '#shared/contract-lifecycle/index.ts';
import type { Database } from '#server/db/client.ts';
import { contractBuyers, contracts } from '#server/db/schema.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { conflict } from '#server/lib/errors.ts';
import { saveFile } from '#server/lib/storage.ts';

import { assertLinkActive } from './access';
import { recordContractEvent, type RequestOrigin } from './events';
import type { BuyerRow, ContractRow } from './queries';
import { transitionContract } from './transition-contract';

const NOT_READY_TO_SIGN = 'El contrato todavía no está listo para firmar';
const ALREADY_SIGNED = 'Ya has firmado este contrato';
const CONTRACT_CLOSED = 'El contrato ya no admite firmas';

/**
 * 409 when this buyer cannot sign now, 410 once the contract is archived or cancelled (its links are dead);
 * checked before the image work and again under the lock.
 */
export function assertCanSign(contract: ContractRow, buyer: BuyerRow): void {
  assertLinkActive(contract);
  if (isDraft(contract.status)) throw conflict(NOT_READY_TO_SIGN, 'not_ready');
  if (buyer.signedAt !== null) throw conflict(ALREADY_SIGNED, 'already_signed');
  if (!isAwaitingSignatures(contract.status)) throw conflict(CONTRACT_CLOSED, 'closed');
}

/**
 * What the last signature sets off in other features, composed by app.ts (docs/decisions/022): the sealed PDF and its
 * mails (sealing) and the payment links (payments); `now` is the app's clock.
 */
export type SignatureHandIns = {
  now: () => Date;
  fullySigned: FastifyInstance['contractFullySigned'];
  paymentsDue: FastifyInstance['paymentsDue'];
};

/**
 * Records one buyer's signature. The contract row is locked for the whole transaction and the buyer
 * update only applies while `signed_at` is still empty, so of two simultaneous requests exactly one
 * succeeds and the last signature always sees every other one (status 'signed', final mail once).
 */
export async function buyerSignContract(
  db: Database,
  origin: RequestOrigin,
  contractId: string,
  buyerId: number,
  signaturePng: Buffer,
  handIns: SignatureHandIns,
): Promise<BuyerSignResponse> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
    const [buyer] = await tx.select().from(contractBuyers).where(eq(contractBuyers.id, buyerId));
    if (!locked || !buyer) throw conflict(CONTRACT_CLOSED, 'closed');
    assertCanSign(locked, buyer);

    // The app clock: the evidence record and the sealed PDF's date of signature come from it.
    const now = handIns.now();
    const file = await saveFile(tx, { data: signaturePng, contentType: 'image/png' });
    const signed = await tx
      .update(contractBuyers)
      .set({ signedAt: now, signatureFileId: file.id, signedIp: origin.ip, signedUserAgent: origin.userAgent })
      .where(and(eq(contractBuyers.id, buyerId), isNull(contractBuyers.signedAt)))
      .returning({ id: contractBuyers.id });
    if (signed.length === 0) throw conflict(ALREADY_SIGNED, 'already_signed');

    const [{ unsigned } = { unsigned: 0 }] = await tx
      .select({ unsigned: sql<number>`count(*)::int` })
      .from(contractBuyers)
      .where(and(eq(contractBuyers.contractId, contractId), isNull(contractBuyers.signedAt)));
    const allSigned = Number(unsigned) === 0;
    // The row is locked, so the status read above is still the one in the database.
    const status = await transitionContract(tx, locked, allSigned ? 'last_buyer_sign' : 'buyer_sign', { now });
    // The hash of the exact text this buyer signed, recomputed from the frozen text itself (docs/product.md §5.4).
    const signedTextSha256 = locked.frozenContent === null ? null : sha256Hex(locked.frozenContent);
    await recordContractEvent(tx, contractId, 'buyer_signed', origin, {
      buyerId,
      details: { buyer_order: buyer.buyerOrder, signature_sha256: file.sha256, signed_text_sha256: signedTextSha256 },
    });
    if (allSigned) {
      await recordContractEvent(tx, contractId, 'signed', origin, { details: { sha256: locked.frozenSha256 } });
      await handIns.fullySigned(tx, contractId, origin);
      // Each buyer's payment link, in their language, with the last signature (docs/product.md §6).
      await handIns.paymentsDue(tx, contractId, origin, now);
    }
    return { all_signed: allSigned, status };
  });
}
