import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import { resolveBuyerAccess } from '#server/features/contracts/access.ts';

import { emailCodeStatus } from './require-email-code';

/** Whether the buyer of the link must confirm an emailed code before signing, and whether they have (no side effect). */
export async function readEmailCodeStatus(app: FastifyInstance, request: FastifyRequest): Promise<EmailCodeStatusDto> {
  const access = await resolveBuyerAccess(app, request);
  return emailCodeStatus(app.ctx.db, access, {
    secret: app.ctx.jwtSecret,
    cookies: request.headers.cookie,
    now: app.ctx.now(),
  });
}
