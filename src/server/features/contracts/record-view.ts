import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { contractEvents } from '#server/db/schema.ts';

import type { RequestOrigin } from './events';

/** The first time a buyer opens their link is evidence worth keeping; later visits add nothing. */
export async function recordFirstView(
  db: Database,
  contractId: string,
  buyerId: number,
  origin: RequestOrigin,
): Promise<void> {
  // One statement, so two tabs opening at once still leave a single 'viewed' row in the usual case.
  await db.execute(sql`
    insert into ${contractEvents} (contract_id, event, actor, buyer_id, ip, user_agent)
    select ${contractId}, 'viewed', ${origin.actor}, ${buyerId}, ${origin.ip}, ${origin.userAgent}
    where not exists (
      select 1 from ${contractEvents}
      where ${and(eq(contractEvents.contractId, contractId), eq(contractEvents.buyerId, buyerId), eq(contractEvents.event, 'viewed'))}
    )`);
}
