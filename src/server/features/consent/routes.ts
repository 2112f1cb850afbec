import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { consentRecordResponseSchema, consentRecordSchema } from '#shared/schemas/consent-schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { latestConsent } from './queries';
import { recordConsent } from './record-consent';

const tags = ['Cookies'];
const CONSENT_NOT_FOUND = 'No hay ninguna elección de cookies registrada con este identificador.';

export async function publicConsentRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/consent',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Registrar la elección de cookies de un visitante',
        description:
          'Se guarda con su fecha y la versión de la política; el identificador es aleatorio y lo guarda el navegador.',
        body: consentRecordSchema,
        response: { 201: consentRecordResponseSchema, ...errors(422, 429) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return recordConsent(db, request.body, now());
    },
  );

  api.get(
    '/api/consent/:id',
    {
      schema: {
        tags,
        summary: 'La última elección de cookies registrada con ese identificador',
        params: z.object({ id: z.uuid({ error: CONSENT_NOT_FOUND }) }),
        response: { 200: consentRecordResponseSchema, ...errors(404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const record = await latestConsent(db, request.params.id);
      if (!record) throw notFound(CONSENT_NOT_FOUND);
      return record;
    },
  );
}
