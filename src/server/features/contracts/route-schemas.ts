// Path and query of the public contract routes. The id is not checked here: access.ts answers 403 to
// anything that is not a valid link of this very contract, without saying whether the contract exists.
import { z } from 'zod';

export const signingParams = z.object({ id: z.string().describe('Identificador (UUID) del contrato') });

/** Anything but one value (none, or the parameter repeated) is not a link: access.ts answers 403. */
export const signingLinkQuery = z.object({
  token: z
    .string()
    .optional()
    .catch(undefined)
    .describe('Token del enlace de firma del comprador (o el token del administrador en Authorization)'),
  email: z.string().optional().catch(undefined).describe('Email del comprador al que se emitió el token'),
});
