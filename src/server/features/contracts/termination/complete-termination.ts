import { eq } from 'drizzle-orm';

import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';

import { cancelAndNotify } from '../cancel-and-notify';
import type { RequestOrigin } from '../events';
import { getContract } from '../queries';
import { terminationState, type TerminationState } from './termination-state';

/**
 * Once every party has signed the agreement (or its paper copy came in), and only then, the contract is cancelled for
 * mutual agreement and each buyer is told the amount and the day it is returned by (docs/product.md#mutual-agreement).
 * Before that, nothing changes and nobody is told the contract ended.
 */
export async function completeTermination(
  tx: Executor,
  origin: RequestOrigin,
  contractId: string,
  now: Date,
): Promise<TerminationState> {
  const { buyers } = await getContract(tx, contractId);
  const state = (await terminationState(tx, contractId, buyers, now))!;
  if (state.state !== 'complete') return state;
  const [locked] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  await cancelAndNotify(
    tx,
    origin,
    locked!,
    {
      reason: state.reason,
      reasonCode: 'mutual_agreement',
      agreement: {
        amount_cents: state.amount_cents,
        deadline: state.deadline,
        signed_on: todayIsoDateInMadrid(new Date(state.completed_at ?? now.toISOString())),
      },
    },
    now,
  );
  return state;
}
