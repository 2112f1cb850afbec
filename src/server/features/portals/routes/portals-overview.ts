import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { portalOverviewsSchema } from '#shared/schemas/portal-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { portalsOverview } from '../portals-overview';
import { tags } from './route-schemas';

export function portalsOverviewRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/portals',
    {
      schema: {
        tags,
        summary: 'Los portales: configuración, feeds y envíos',
        description:
          'Por portal: si está configurado, el último feed bueno, el retenido por la protección (con lo que desaparecería), los ' +
          'envíos a idealista y la cola de Fotocasa.',
        response: { 200: portalOverviewsSchema, ...errors(401, 403) },
      },
    },
    async () => portalsOverview(app),
  );
}
