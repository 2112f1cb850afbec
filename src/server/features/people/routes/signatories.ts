import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { signatoryResponseSchema } from '#shared/schemas/people-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { signatories } from '../queries';
import { tags } from './route-schemas';

export function signatoriesRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/signatories',
    {
      schema: {
        tags,
        summary: 'Quién firma por la empresa, con su cargo y sus poderes',
        description:
          'Las personas con poderes para firmar por la empresa, con el cargo y los poderes que dirá el contrato (se cambian en ' +
          'Personas). Vacío: firma la cuenta de administración compartida. También para el personal, que prepara borradores.',
        response: { 200: z.array(signatoryResponseSchema), ...errors(401) },
      },
    },
    async () => signatories(db),
  );
}
