import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { propertyImageResponseSchema } from '#shared/schemas/property-schema.ts';
import { AppError } from '#server/lib/errors.ts';
import { imageTooLarge, MAX_IMAGE_BYTES } from '#server/lib/images.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { toImageDto } from '../queries';
import { uploadImage } from '../store-image';
import { tags } from './route-schemas';

export function uploadImageRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
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
