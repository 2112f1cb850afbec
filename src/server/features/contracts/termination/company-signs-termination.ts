import type { Executor } from '#server/db/client.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { signingRepresentative } from '#server/features/people/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { AppError } from '#server/lib/errors.ts';

import { recordContractEvent, type RequestOrigin } from '../events';

/**
 * The company signs the agreement through a person with signing powers, exactly as admin-sign (their account names
 * them; the shared account only while nobody has powers). With `optional` (the owner who offers it), someone who
 * cannot sign for the company leaves the signature to one who can instead of refusing the offer.
 */
export async function companySignsTermination(
  tx: Executor,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  sha256: string,
  now: Date,
  options: { optional?: boolean } = {},
): Promise<void> {
  let signer;
  try {
    signer = await signingRepresentative(tx, actor.userId, await companyDetails(tx));
  } catch (error) {
    if (options.optional && error instanceof AppError && error.status === 403) return;
    throw error;
  }
  await recordContractEvent(tx, contractId, 'termination_signed', origin, {
    details: {
      party: 'company',
      buyer_order: null,
      sha256,
      signer: { name: signer.name, dni: signer.dni, position: signer.position ?? null, powers: signer.powers ?? null },
      signed_at: now.toISOString(),
    },
  });
  await recordAudit(tx, actor, 'sign_termination', 'contract', contractId, { sha256, signer: signer.name });
}
