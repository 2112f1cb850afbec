import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { catastroProposalSchema, catastroRequestSchema } from '#shared/schemas/portal-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import type { CatastroClient } from '../catastro/catastro-client';
import { catastroProposal } from '../catastro/catastro-lookup';
import { PROPERTY_NOT_FOUND } from '../portal-states';
import { propertyParams, tags } from './route-schemas';

export function catastroProposalRoute(app: FastifyInstance, catastro: CatastroClient) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/properties/:id/catastro',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Completar desde el Catastro',
        description:
          'Consulta el Catastro (Consulta_DNPRC) con la referencia indicada o la de la propiedad y propone superficie construida, ' +
          'año, uso y dirección para aceptarlos campo a campo. No cambia la propiedad. Errores del Catastro: 422 con su mensaje; ' +
          'sin conexión: 502.',
        params: propertyParams,
        body: catastroRequestSchema,
        response: { 200: catastroProposalSchema, ...errors(401, 403, 404, 422, 429, 502) },
      },
    },
    async (request) =>
      catastroProposal(app.ctx.db, catastro, request.params.id, request.body.cadastral_reference, PROPERTY_NOT_FOUND),
  );
}
