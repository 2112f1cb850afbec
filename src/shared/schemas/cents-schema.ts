// Cents in the JSON the product stores (event details, outcome records): read back as the branded Cents type
// (docs/decisions/051). Apart from src/shared/money/cents.ts, which stays zod-free for the public pages.
import { z } from 'zod';

import { asCents } from '#shared/money/cents.ts';

/** An amount in cents as stored: a safe integer (negative only for a difference), read as Cents. */
export const centsSchema = () => z.number().int().transform(asCents);

/** An amount in cents that is never negative (a payment, a refund), read as Cents. */
export const nonnegativeCentsSchema = () => z.number().int().nonnegative().transform(asCents);
