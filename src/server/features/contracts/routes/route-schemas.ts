import { z } from 'zod';

import { contractResponseSchema } from '#shared/schemas/contract-schema.ts';
import { uuidParams } from '#server/lib/route-schemas.ts';

import { CONTRACT_NOT_FOUND } from '../queries';
import { signingLinkQuery, signingParams } from '../route-schemas';

// Links carry 256-bit tokens, so guessing is hopeless anyway; the limits only stop hammering while
// leaving plenty of room for a buyer who reloads, downloads every file and retries.
export const READ_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
export const SIGN_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
export const ATTACHMENT_NOT_FOUND = 'Documento no encontrado';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const tags = ['Contratos'];
export const contractParams = uuidParams('id', CONTRACT_NOT_FOUND);
/** A buyer's link: the contract id in the path, the buyer's email and token in the query. */
export const linkAccess = { params: signingParams, querystring: signingLinkQuery };

export const withContract = (message: string) =>
  z.object({ message: z.string().describe(message), status: z.string(), contract: contractResponseSchema });
