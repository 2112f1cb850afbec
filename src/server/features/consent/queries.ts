import { desc, eq } from 'drizzle-orm';

import type { ConsentRecordDto } from '#shared/api/api-types.ts';
import type { Database } from '#server/db/client.ts';
import { consentRecords } from '#server/db/schema.ts';

export type { ConsentRecordDto };

export const toConsentRecordDto = (row: typeof consentRecords.$inferSelect): ConsentRecordDto => ({
  id: row.consentId,
  analytics: row.analytics,
  marketing: row.marketing,
  functional: row.functional,
  policy_version: row.policyVersion,
  recorded_at: row.createdAt.toISOString(),
});

/** The visitor's latest recorded choice, or null when that id never chose. */
export async function latestConsent(db: Database, consentId: string): Promise<ConsentRecordDto | null> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.consentId, consentId))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(1);
  return row ? toConsentRecordDto(row) : null;
}
