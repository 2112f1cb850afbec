import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { DEFAULT_LOCALE } from '#shared/i18n/locales.ts';
import { localeQuerySchema } from '#shared/schemas/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { sendRepresentation } from '#server/lib/public-cache/representation.ts';
import { errors, fileResponse } from '#server/lib/route-schemas.ts';

import { informationSheetFile } from '../information-sheet-file';
import { PROPERTY_NOT_FOUND } from '../update-property';
import { propertyParams, tags } from './route-schemas';

export function informationSheetRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/properties/:id/information-sheet',
    {
      // Rendering a PDF costs far more than a page: limited per address like the other public documents.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'Ficha informativa de la propiedad (PDF)',
        description:
          'Lo que el comprador debe tener antes de pagar nada: identificación, superficies, precio e impuestos, etiqueta energética, ' +
          'cédula, registro, edificio (estructura, aislamiento, instalaciones, acabados, plano), comunidad, ocupación, forma de pago ' +
          'y la empresa; con la fecha de emisión. Opcional: lang (es, ca o en). Se genera una vez por versión de la propiedad, ' +
          'idioma y día (ETag); hasta 60 por minuto y dirección (429).',
        params: propertyParams,
        querystring: localeQuerySchema,
        response: { 200: fileResponse('application/pdf', 'La ficha en PDF'), ...errors(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const sheet = await informationSheetFile(app, request.params.id, request.query.lang ?? DEFAULT_LOCALE);
      if (!sheet) throw notFound(PROPERTY_NOT_FOUND);
      // Shown in the browser; revalidated each time (ETag), so nobody keeps a sheet of an older version.
      reply
        .header('content-disposition', `inline; filename="${sheet.filename}"`)
        .header('x-content-type-options', 'nosniff');
      return sendRepresentation(request, reply, sheet.pdf, { compress: false });
    },
  );
}
