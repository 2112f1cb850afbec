import { eq } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { signingEmailCodes } from '#server/db/schema.ts';
import { recordContractEvent, type RequestOrigin } from '#server/features/contracts/events.ts';
import type { BuyerRow } from '#server/features/contracts/queries.ts';
import { safeEqual } from '#server/lib/crypto.ts';
import { AppError, conflict, forbidden, unprocessable } from '#server/lib/errors.ts';

import { emailCodeHash, latestEmailCode, MAX_CODE_ATTEMPTS, verificationProof } from './email-codes';

const NO_CODE_REQUESTED = 'Pide primero un código: te lo enviaremos por email.';
const CODE_LOCKED = 'Has agotado los 5 intentos. Pide un código nuevo.';
const CODE_EXPIRED = 'El código ha caducado. Pide uno nuevo.';
const wrongCodeMessage = (left: number) =>
  `El código no es correcto. Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`;

type Outcome =
  { kind: 'verified'; proof: string } | { kind: 'none' | 'locked' | 'expired' } | { kind: 'wrong'; left: number };

/**
 * Checks the code against the buyer's latest one. The failed try is counted in its own committed
 * transaction (the error is thrown afterwards), so five wrong codes lock it whatever the client does. Returns the
 * proof that this browser confirmed it (email-codes.ts, verificationProof).
 */
export async function verifyEmailCode(
  db: Database,
  secret: Uint8Array,
  contractId: string,
  buyer: BuyerRow,
  code: string,
  origin: RequestOrigin,
  now: Date,
): Promise<string> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const row = await latestEmailCode(tx, buyer.id, true);
    if (!row) return { kind: 'none' };
    // A confirmed code is checked again like any other: "verified" is never the answer to a wrong code.
    const matches = safeEqual(emailCodeHash(secret, buyer.id, row.salt, code), row.codeHash);
    if (row.verifiedAt !== null && matches) return { kind: 'verified', proof: verificationProof(secret, row) };
    if (row.attempts >= MAX_CODE_ATTEMPTS) return { kind: 'locked' };
    if (row.verifiedAt === null && row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
    if (matches) {
      await tx.update(signingEmailCodes).set({ verifiedAt: now }).where(eq(signingEmailCodes.id, row.id));
      await recordContractEvent(tx, contractId, 'email_code_verified', origin, { buyerId: buyer.id });
      return { kind: 'verified', proof: verificationProof(secret, { ...row, verifiedAt: now }) };
    }
    const attempts = row.attempts + 1;
    await tx.update(signingEmailCodes).set({ attempts }).where(eq(signingEmailCodes.id, row.id));
    return attempts >= MAX_CODE_ATTEMPTS ? { kind: 'locked' } : { kind: 'wrong', left: MAX_CODE_ATTEMPTS - attempts };
  });
  switch (outcome.kind) {
    case 'verified':
      return outcome.proof;
    case 'none':
      throw conflict(NO_CODE_REQUESTED, 'no_code');
    case 'locked':
      throw forbidden(CODE_LOCKED);
    case 'expired':
      throw new AppError(410, 'code_expired', CODE_EXPIRED);
    case 'wrong':
      throw unprocessable(wrongCodeMessage(outcome.left), 'wrong_code');
  }
}
