import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { companyDetailsResponseSchema, companyDetailsUpdateSchema } from '#shared/schemas/content-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { updateCompanyDetails } from '../update-company-details';
import { companyDetailsAnswer, tags } from './route-schemas';

export function saveCompanyDetailsRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/api/cms/company-details',
    {
      schema: {
        tags,
        summary: 'Guardar los datos de la empresa de una vez',
        description:
          'Solo los datos que cambian; cada uno se comprueba como en PUT /api/cms/content/{key} y no se guarda ninguno si uno no es ' +
          'válido (422 que lo nombra). Solo propietarios (403 para el personal).',
        body: companyDetailsUpdateSchema,
        response: { 200: companyDetailsResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      await updateCompanyDetails(db, actorOf(request), request.body.details, app.ctx.now());
      return companyDetailsAnswer(db);
    },
  );
}
