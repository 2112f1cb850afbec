import type { ConsentRecordInput } from '#shared/schemas/consent-schema.ts';
import type { Database } from '#server/db/client.ts';
import { consentRecords } from '#server/db/schema.ts';

import { toConsentRecordDto, type ConsentRecordDto } from './queries';

/** Keeps one more choice of a visitor; earlier ones stay, so a change of mind is on record too. */
export async function recordConsent(db: Database, input: ConsentRecordInput, now: Date): Promise<ConsentRecordDto> {
  const [row] = await db
    .insert(consentRecords)
    .values({
      consentId: input.id,
      analytics: input.analytics,
      marketing: input.marketing,
      functional: input.functional,
      policyVersion: input.policy_version,
      createdAt: now,
    })
    .returning();
  return toConsentRecordDto(row!);
}
