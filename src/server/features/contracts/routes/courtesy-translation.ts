import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { notFound } from '#server/lib/errors.ts';
import { errors, fileResponse } from '#server/lib/route-schemas.ts';
import { sendFile } from '#server/lib/send-file.ts';

import { resolveContractAccess } from '../access';
import { courtesyPdfFileName, courtesyTranslationPdf } from '../courtesy-translation';
import { linkAccess, READ_LIMIT, tags } from './route-schemas';

export function courtesyTranslationRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/contracts/:id/courtesy-translation',
    {
      config: READ_LIMIT,
      schema: {
        tags,
        summary: 'Traducción de cortesía al inglés (PDF, no vinculante)',
        description:
          'Para los contratos con algún comprador que lee en inglés: la traducción, marcada en cada página como no ' +
          'vinculante y con el texto que vincula. Sin comprador en inglés, 404.',
        ...linkAccess,
        response: { 200: fileResponse('application/pdf', 'El PDF de la traducción'), ...errors(403, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const { aggregate } = await resolveContractAccess(app, request);
      const pdf = await courtesyTranslationPdf(db, aggregate);
      if (!pdf) throw notFound('Este contrato no tiene traducción de cortesía: ningún comprador lee en inglés.');
      return sendFile(reply, pdf, 'application/pdf', courtesyPdfFileName(aggregate.contract.id));
    },
  );
}
