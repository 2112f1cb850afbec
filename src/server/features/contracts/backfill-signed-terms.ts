import { and, isNotNull, isNull } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';

import { findContract } from './queries';
import { signedTermsOf } from './signed-terms';

/**
 * Contracts the company signed before the signed terms existed get their record once, at start, derived from their
 * own frozen text and data (docs/product.md#what-the-company-says-after-signing) and never re-guessed afterwards.
 * They were not signed in test mode (every earlier release was the real thing), and the policy they were signed
 * under is the one in force today: until now the settings applied to every link already sent. Returns how many.
 */
export async function backfillSignedTerms(db: Database): Promise<number> {
  const pending = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(isNotNull(contracts.frozenAt), isNull(contracts.signedTerms)));
  let filled = 0;
  for (const { id } of pending) {
    const aggregate = await findContract(db, id);
    if (aggregate && (await signedTermsOf(db, aggregate))) filled += 1;
  }
  return filled;
}
