import type { FastifyInstance } from 'fastify';

import { notFound } from '#server/lib/errors.ts';
import { uuidParam } from '#server/lib/params.ts';
import { loadFile } from '#server/lib/storage.ts';

/** Public files (property images): content never changes for an id, so caches may keep it for a year. */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get('/media/:id', async (request, reply) => {
    // Anything but a file id (a uuid, optionally with the extension its URLs carry: .webp, or .jpg, .png and .pdf
    // for the portals, which want file URLs to end in one) names nothing.
    const raw = (request.params as { id: string }).id.replace(/\.(webp|jpe?g|png|pdf)$/, '');
    const id = uuidParam({ id: raw }, 'id', 'Archivo no encontrado.');
    const file = await loadFile(app.ctx.db, id);
    if (!file || !file.isPublic) throw notFound('Archivo no encontrado.');
    const etag = `"${file.sha256}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(file.contentType).send(file.data);
  });
}
