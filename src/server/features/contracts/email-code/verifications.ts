import { and, asc, eq } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { contractEvents } from '#server/db/schema.ts';

/** When each buyer of a contract confirmed their emailed code (the last time), for the evidence page. */
export async function emailCodeVerifications(db: Executor, contractId: string): Promise<Map<number, Date>> {
  const rows = await db
    .select({ buyerId: contractEvents.buyerId, at: contractEvents.createdAt })
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.event, 'email_code_verified')))
    .orderBy(asc(contractEvents.createdAt));
  return new Map(rows.filter((row) => row.buyerId !== null).map((row) => [row.buyerId!, row.at]));
}
