import type { FastifyInstance } from 'fastify';

import { getContract } from '#server/features/contracts/index.ts';

import { queueSignedContract } from './queue-signed-contract';
import { sealingOf } from './seal-contract';

// What other features may use of sealing: the seal for their own documents (the visit sheet), and what the last
// signature of a contract sets off, handed to contracts by app.ts (docs/decisions/022).
export { sealingOf, type Sealing } from './seal-contract';
export { sealCompanyDocument } from './seal-document';

/** The final PDF sealed and mailed when the last buyer signs, for app.ts to decorate the app with. */
export function contractFullySigned(app: FastifyInstance): FastifyInstance['contractFullySigned'] {
  return async (tx, contractId, origin) =>
    queueSignedContract(tx, await getContract(tx, contractId), origin, sealingOf(app.ctx));
}
