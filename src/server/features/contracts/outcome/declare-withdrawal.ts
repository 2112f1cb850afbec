import { and, eq } from 'drizzle-orm';

import { isFullySigned } from '#shared/contract-lifecycle/index.ts';
import type { Database } from '#server/db/client.ts';
import { contractEvents } from '#server/db/schema.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { conflict } from '#server/lib/errors.ts';
import { saveFile } from '#server/lib/storage.ts';

import type { BuyerAccess } from '../access';
import { recordContractEvent, type RequestOrigin } from '../events';

const NOT_WITHDRAWABLE =
  'Solo se puede desistir de un contrato firmado por todas las partes que todavía no tiene resultado registrado.';
const ALREADY_DECLARED = 'Ya has declarado tu desistimiento de este contrato.';

/**
 * A buyer withdraws through their own link (docs/product.md#outcome): their statement in their own words and a drawn
 * signature, recorded like a signature (the statement's and the signature's SHA-256, the IP and the browser). The
 * company then records the outcome once every buyer has declared (or with written evidence).
 */
export async function declareWithdrawal(
  db: Database,
  access: BuyerAccess,
  origin: RequestOrigin,
  input: { statement: string; signaturePng: Buffer },
  now: Date,
): Promise<{ declared_at: string }> {
  const { contract } = access.aggregate;
  const { buyer } = access;
  if (!isFullySigned(contract.status) || contract.outcome !== null || contract.archivedAt !== null)
    throw conflict(NOT_WITHDRAWABLE, 'not_withdrawable');
  return db.transaction(async (tx) => {
    const earlier = await tx
      .select({ id: contractEvents.id })
      .from(contractEvents)
      .where(
        and(
          eq(contractEvents.contractId, contract.id),
          eq(contractEvents.buyerId, buyer.id),
          eq(contractEvents.event, 'withdrawal_declared'),
        ),
      );
    if (earlier.length > 0) throw conflict(ALREADY_DECLARED, 'already_declared');
    // The drawn signature is kept like a signature's; the statement, in the buyer's own words, with its fingerprint.
    const signature = await saveFile(tx, { data: input.signaturePng, contentType: 'image/png' });
    await recordContractEvent(tx, contract.id, 'withdrawal_declared', origin, {
      buyerId: buyer.id,
      details: {
        buyer_order: buyer.buyerOrder,
        via: 'link',
        statement: input.statement,
        statement_sha256: sha256Hex(input.statement),
        signature_sha256: signature.sha256,
        document_sha256: null,
      },
    });
    return { declared_at: now.toISOString() };
  });
}
