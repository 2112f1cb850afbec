import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { portalEntriesSchema } from '#shared/schemas/portal-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { propertyPortalStates } from '../portal-states';
import { propertyParams, tags } from './route-schemas';

export function propertyPortalStatesRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/properties/:id/portals',
    {
      schema: {
        tags,
        summary: 'Estado de la propiedad en cada portal',
        description:
          'Una entrada por portal (kyero, idealista, fotocasa): published, pending, refused (con el motivo del portal) o excluded ' +
          '(con cada dato que falta y su campo). Una propiedad reservada (reserva o arras en curso) queda fuera de todos.',
        params: propertyParams,
        response: { 200: portalEntriesSchema, ...errors(401, 404) },
      },
    },
    async (request) => propertyPortalStates(app, request.params.id),
  );
}
