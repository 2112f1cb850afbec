import type { EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import type { Executor } from '#server/db/client.ts';
import type { BuyerAccess } from '#server/features/contracts/access.ts';
import { emailCodeRequired, type SigningPurpose } from '#server/features/contracts/signing-policy.ts';
import { forbidden } from '#server/lib/errors.ts';

import { isUsable, isVerifiedHere, latestEmailCode, MAX_CODE_ATTEMPTS, presentedProof } from './email-codes';

const CODE_REQUIRED = 'Introduce el código que te hemos enviado por email antes de firmar.';

/**
 * Asked of a buyer who has not signed yet, when the contract's frozen policy says so or, in a live installation, when
 * the company held their link (docs/product.md#links-in-company-hands).
 */
async function codeApplies(db: Executor, access: BuyerAccess, purpose: SigningPurpose = 'contract'): Promise<boolean> {
  return emailCodeRequired(db, access.aggregate.contract, access.buyer, purpose);
}

/** What the checks need from the request: the server secret and the browser's cookies. */
type CodeCheck = { secret: Uint8Array; cookies: string | undefined; now: Date };

/** buyer-sign refuses with 403 until the buyer has confirmed a code in this browser (docs/product.md §5.4). */
export async function assertEmailCodeVerified(
  db: Executor,
  access: BuyerAccess,
  check: CodeCheck,
  purpose: SigningPurpose = 'contract',
): Promise<void> {
  if (!(await codeApplies(db, access, purpose))) return;
  const latest = await latestEmailCode(db, access.buyer.id);
  if (!isVerifiedHere(check.secret, latest, check.now, presentedProof(check.cookies, access.buyer.id)))
    throw forbidden(CODE_REQUIRED);
}

export async function emailCodeStatus(
  db: Executor,
  access: BuyerAccess,
  check: CodeCheck,
): Promise<EmailCodeStatusDto> {
  const { now } = check;
  if (!(await codeApplies(db, access))) {
    return { required: false, verified: false, expires_at: null, attempts_left: null };
  }
  const latest = await latestEmailCode(db, access.buyer.id);
  const pending = latest && isUsable(latest, now) ? latest : null;
  return {
    required: true,
    verified: isVerifiedHere(check.secret, latest, now, presentedProof(check.cookies, access.buyer.id)),
    expires_at: pending?.expiresAt.toISOString() ?? null,
    attempts_left: pending ? MAX_CODE_ATTEMPTS - pending.attempts : null,
  };
}
