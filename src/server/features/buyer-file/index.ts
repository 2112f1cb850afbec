import type { FastifyInstance } from 'fastify';

import type { BuyerFileChecks } from '#server/context.ts';

import { readOwnBuyerFile } from './read-own-buyer-file';
import { assertBuyerFileReady, assertNoUnconfirmedHighRisk } from './require-buyer-file';

// What other features may use of the buyer's file (Ley 10/2010): the money gate payments obey, and the checks the
// signing acts ask of it, handed to contracts by app.ts (docs/decisions/022).
export { assertMoneyGateOpen, moneyGate, type MoneyGate } from './money-gate';

/** The checks contracts' signing acts ask of the buyers' files, for app.ts to decorate the app with. */
export function buyerFileChecks(app: FastifyInstance): BuyerFileChecks {
  return {
    assertReadyToSign: assertBuyerFileReady,
    assertNoUnconfirmedHighRisk,
    readOwn: (request) => readOwnBuyerFile(app, request),
  };
}
