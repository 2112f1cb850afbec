import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { MAX_VERIFY_BYTES, NOT_A_PDF_MESSAGE } from '#shared/api/document-dtos.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { verifyDocumentResponseSchema } from '#shared/schemas/document-schema.ts';
import { unprocessable } from '#server/lib/errors.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { contractPdfRoute } from './routes/contract-pdf';
import { verifyAdmission } from './verify-admission';
import { verifyDocument } from './verify-document';

// Verifying is public and hashes up to 20 MB, so each address gets a handful per minute.
const VERIFY_LIMIT = { max: 10, timeWindow: '1 minute' };

/** POST /api/documents/verify: the raw bytes of a PDF (docs/product.md §5.5). */
export async function publicDocumentRoutes(
  app: FastifyInstance,
  options: { admission?: ReturnType<typeof verifyAdmission> } = {},
) {
  const admission = options.admission ?? verifyAdmission();
  // Only in this plugin's scope: every other route keeps refusing PDF bodies.
  app.addContentTypeParser(
    ['application/pdf', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_VERIFY_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/documents/verify',
    {
      bodyLimit: MAX_VERIFY_BYTES,
      config: { rateLimit: VERIFY_LIMIT },
      onRequest: admission.enter,
      onResponse: admission.leave,
      onRequestAbort: admission.leave,
      schema: {
        tags: ['Documentos'],
        summary: 'Verificar un PDF sellado',
        description:
          'Cuerpo: los bytes del PDF (Content-Type: application/pdf, hasta 20 MB). "genuine" solo si esta instalación lo emitió y su ' +
          'sello es válido; cualquier byte cambiado da "unknown". Se limita por dirección (429) y en todo el servidor: con demasiadas ' +
          'verificaciones a la vez, 503 con Retry-After.',
        consumes: ['application/pdf'],
        // An unknown language is not an error: the answer stays in Spanish.
        querystring: z.object({
          lang: z
            .enum(LOCALES)
            .optional()
            .catch(undefined)
            .describe('Idioma de los nombres del contrato y de las partes (es, ca, en); español por defecto'),
        }),
        body: z
          .instanceof(Buffer, { error: NOT_A_PDF_MESSAGE })
          .meta({ type: 'string', format: 'binary' })
          .describe('El PDF'),
        response: { 200: verifyDocumentResponseSchema, ...errors(413, 415, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw unprocessable(NOT_A_PDF_MESSAGE, 'not_a_pdf');
      reply.header('cache-control', 'no-store');
      return verifyDocument(app.ctx.db, request.body, app.ctx.tsaTrust, new Date(), request.query.lang);
    },
  );
}

/** GET /api/contracts/{id}/pdf: a preview until every party signed, then the sealed bytes (the contract's link rules). */
export async function publicContractPdfRoutes(app: FastifyInstance) {
  contractPdfRoute(app);
}
