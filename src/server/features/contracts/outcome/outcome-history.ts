import { and, asc, eq, inArray } from 'drizzle-orm';

import { parseContractEventDetails } from '#shared/contract-lifecycle/event-details.ts';
import type { OutcomeAnswer } from '#shared/schemas/contract-outcome-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { contractEvents } from '#server/db/schema.ts';

import { outcomeAnswer } from './outcome-answer';

/** Every outcome recorded for the contract and each correction, oldest first: the history stays visible. */
export async function outcomeHistory(db: Executor, contractId: string): Promise<OutcomeAnswer[]> {
  const rows = await db
    .select({ event: contractEvents.event, details: contractEvents.details })
    .from(contractEvents)
    .where(
      and(
        eq(contractEvents.contractId, contractId),
        inArray(contractEvents.event, ['outcome_recorded', 'outcome_corrected']),
      ),
    )
    .orderBy(asc(contractEvents.createdAt), asc(contractEvents.id));
  return rows.flatMap((row) => {
    const read = parseContractEventDetails(row.event, row.details);
    if (!read.valid || (read.event !== 'outcome_recorded' && read.event !== 'outcome_corrected')) return [];
    return [outcomeAnswer(read.details)];
  });
}
