import type { FastifyInstance } from 'fastify';
import { loadFile } from '../../lib/storage';
import { notFound } from '../../lib/errors';

/** Public files (property images): content never changes for an id, so caches may keep it for a year. */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get('/media/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    // The extension is decoration (portals want image URLs to end in .jpg); the id names the file.
    const file = await loadFile(app.ctx.db, id.replace(/\.(webp|jpe?g)$/, ''));
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
