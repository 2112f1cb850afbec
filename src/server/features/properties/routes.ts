import type { FastifyInstance } from 'fastify';
import { propertyInputSchema, propertyOrderSchema } from '../../../shared/schemas';
import { LARGE_BODY_LIMIT } from '../../app-limits';
import { actorOf } from '../../plugins/auth';
import { AppError, notFound } from '../../lib/errors';
import { imageTooLarge, MAX_IMAGE_BYTES } from '../../lib/images';
import { idParam } from '../../lib/params';
import { createProperty } from './create-property';
import { deleteProperty } from './delete-property';
import { findProperty, listProperties, propertyStats } from './queries';
import { toImageDto } from './queries';
import { reorderProperties } from './reorder-properties';
import { uploadImage } from './store-image';
import { PROPERTY_NOT_FOUND, updateProperty } from './update-property';

export async function publicPropertyRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/properties', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.readCache.get('properties', () => listProperties(db));
  });

  app.get('/api/properties/:id', async (request) => {
    const property = await findProperty(db, idParam(request.params, PROPERTY_NOT_FOUND));
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    return property;
  });

  app.get('/api/stats', async () => propertyStats(db));
}

export async function adminPropertyRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post('/api/cms/properties', { bodyLimit: LARGE_BODY_LIMIT }, async (request, reply) => {
    const input = propertyInputSchema.parse(request.body);
    reply.status(201);
    return createProperty(db, actorOf(request), input);
  });

  app.put('/api/cms/properties/order', async (request) => {
    const { properties } = propertyOrderSchema.parse(request.body);
    await reorderProperties(db, actorOf(request), properties);
    return { message: 'Orden actualizado' };
  });

  app.put('/api/cms/properties/:id', { bodyLimit: LARGE_BODY_LIMIT }, async (request) => {
    const id = idParam(request.params, PROPERTY_NOT_FOUND);
    const input = propertyInputSchema.parse(request.body);
    return updateProperty(db, actorOf(request), id, input);
  });

  app.delete('/api/cms/properties/:id', async (request) => {
    await deleteProperty(db, actorOf(request), idParam(request.params, PROPERTY_NOT_FOUND));
    return { message: 'Propiedad eliminada' };
  });

  /** One image per request (multipart field `file`), so the browser can show each file's progress. */
  app.post('/api/cms/images', { bodyLimit: MAX_IMAGE_BYTES + 1024 * 1024 }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError(415, 'multipart_required', 'Se esperaba un formulario multipart con la imagen.');
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
  });
}
