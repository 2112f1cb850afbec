import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { DEFAULT_LOCALE, INTL_LOCALE } from '#shared/i18n/locales.ts';
import {
  localeQuerySchema,
  propertyInputSchema,
  propertyListQuerySchema,
  propertyOrderSchema,
  selectProperties,
} from '#shared/schemas/index.ts';
import {
  propertyImageResponseSchema,
  propertyResponseSchema,
  statsResponseSchema,
} from '#shared/schemas/property-schema.ts';
import { LARGE_BODY_LIMIT } from '#server/app-limits.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { imageTooLarge, MAX_IMAGE_BYTES } from '#server/lib/images.ts';
import { sendRepresentation } from '#server/lib/public-cache/representation.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, fileResponse, messageSchema, numericIdParams } from '#server/lib/route-schemas.ts';

import { createProperty } from './create-property';
import { deleteProperty } from './delete-property';
import { informationSheetFile } from './information-sheet-file';
import { findProperty, localizedProperty, propertyStats, publicPortfolio, toImageDto } from './queries';
import { reorderProperties } from './reorder-properties';
import { uploadImage } from './store-image';
import { PROPERTY_NOT_FOUND, updateProperty } from './update-property';

const tags = ['Propiedades'];
const propertyParams = numericIdParams(PROPERTY_NOT_FOUND);
const PROPERTY_BODY =
  'La propiedad con sus imágenes (URL data: nuevas, o las ya guardadas por id/url) y vídeos de YouTube. start_date es la fecha de ' +
  'publicación y completion_date la de venta. Cada imagen hasta 10 MB.';

export async function publicPropertyRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The hottest public read: served from a body serialised and compressed once per content version,
  // with an ETag; not access-logged (the reverse proxy's log has it), so a visit costs almost nothing.
  api.get(
    '/api/properties',
    {
      logLevel: 'warn',
      compress: false,
      schema: {
        tags,
        summary: 'Cartera de propiedades, por orden',
        description:
          'Sin parámetros, todas. Opcionales: status, limit (1–100), offset y lang (ca o en: título y descripción en ese idioma donde ' +
          'están escritos, en español los demás). Admite ETag e If-None-Match.',
        querystring: propertyListQuerySchema,
        response: { 200: z.array(propertyResponseSchema), ...errors(422) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const locale = query.lang ?? DEFAULT_LOCALE;
      const key = `properties?${query.status ?? ''}&${query.limit ?? ''}&${query.offset ?? ''}&${locale}`;
      const body = await app.publicCache.representation(key, 'application/json; charset=utf-8', async () =>
        JSON.stringify(selectProperties(await publicPortfolio(app, locale), query)),
      );
      if (query.lang) reply.header('content-language', INTL_LOCALE[locale]);
      return sendRepresentation(request, reply, body);
    },
  );

  api.get(
    '/api/properties/:id',
    {
      schema: {
        tags,
        summary: 'Una propiedad',
        description: 'Opcional: lang (ca o en), título y descripción en ese idioma donde están escritos.',
        params: propertyParams,
        querystring: localeQuerySchema,
        response: { 200: propertyResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => {
      const property = await findProperty(db, request.params.id);
      if (!property) throw notFound(PROPERTY_NOT_FOUND);
      return localizedProperty(property, request.query.lang ?? DEFAULT_LOCALE);
    },
  );

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

  api.get(
    '/api/stats',
    {
      schema: {
        tags,
        summary: 'Contadores del panel (total, en reforma, en venta, vendidas)',
        response: { 200: statsResponseSchema },
      },
    },
    async () => propertyStats(db),
  );
}

export async function adminPropertyRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/cms/properties',
    {
      bodyLimit: LARGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Crear una propiedad',
        description: PROPERTY_BODY,
        body: propertyInputSchema,
        response: { 201: propertyResponseSchema, ...errors(401, 413, 422) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createProperty(db, actorOf(request), request.body, app.ctx.now());
    },
  );

  api.put(
    '/api/cms/properties/order',
    {
      schema: {
        tags,
        summary: 'Reordenar la cartera',
        description: 'Lista de { property_id, order } (order desde 1).',
        body: propertyOrderSchema,
        response: { 200: messageSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => {
      await reorderProperties(db, actorOf(request), request.body.properties);
      return { message: 'Orden actualizado' };
    },
  );

  api.put(
    '/api/cms/properties/:id',
    {
      bodyLimit: LARGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Actualizar una propiedad',
        description: PROPERTY_BODY,
        params: propertyParams,
        body: propertyInputSchema,
        response: { 200: propertyResponseSchema, ...errors(401, 404, 413, 422) },
      },
    },
    async (request) => updateProperty(db, actorOf(request), request.params.id, request.body, app.ctx.now()),
  );

  api.delete(
    '/api/cms/properties/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una propiedad',
        params: propertyParams,
        response: { 200: messageSchema, ...errors(401, 404) },
      },
    },
    async (request) => {
      await deleteProperty(db, actorOf(request), request.params.id);
      return { message: 'Propiedad eliminada' };
    },
  );

  /** One image per request (multipart field `file`), so the browser can show each file's progress. */
  api.post(
    '/api/cms/images',
    {
      bodyLimit: MAX_IMAGE_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary: 'Subir una imagen',
        description:
          'Formulario multipart con el campo file (JPEG, PNG, GIF o WebP, hasta 10 MB y 50 megapíxeles). Se guarda sin metadatos, en WebP de ' +
          '480, 960 y 1600 px; queda pendiente hasta que se guarda una propiedad con ella.',
        consumes: ['multipart/form-data'],
        response: { 201: propertyImageResponseSchema, ...errors(401, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(415, 'multipart_required', 'Se esperaba un formulario multipart con la imagen.');
      const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      if (!file) throw new AppError(422, 'missing_file', 'No se ha recibido ninguna imagen.');
      // The name must say image and the bytes must be one: a PNG called .pdf is as wrong as HTML called .jpg.
      if (!/\.(jpe?g|png|gif|webp)$/i.test(file.filename)) {
        throw new AppError(422, 'invalid_image', `Tipo de archivo no permitido: ${file.filename}`);
      }
      const data = await file.toBuffer();
      if (file.file.truncated) throw imageTooLarge();
      const row = await uploadImage(db, data);
      request.log.info({ imageId: row.id, bytes: data.length }, 'image uploaded');
      reply.status(201);
      return toImageDto(row);
    },
  );
}
