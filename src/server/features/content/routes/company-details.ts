import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { companyDetailsResponseSchema } from '#shared/schemas/content-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { companyDetailsAnswer, tags } from './route-schemas';

export function companyDetailsRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/company-details',
    {
      schema: {
        tags,
        summary: 'Datos de la empresa, con los de demostración señalados',
        description:
          'Los datos de la empresa (razón social, CIF, representante, banco, Registro Mercantil, redes sociales) y cuáles son todavía los de la demostración.',
        response: { 200: companyDetailsResponseSchema, ...errors(401, 403) },
      },
    },
    async () => companyDetailsAnswer(db),
  );
}
