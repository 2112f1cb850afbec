import type { FastifyInstance } from 'fastify';

import { sendRepresentation } from '#server/lib/public-cache/representation.ts';

import { kyeroFeed } from './kyero-feed';
import { currentKyeroFeed } from './kyero-generation';

// Portals fetch a few times a day: an hour of caching on their side is plenty.
const FEED_CACHE = 'public, max-age=3600';

export default async function feedRoutes(app: FastifyInstance) {
  app.get(
    kyeroFeed.path,
    {
      logLevel: 'warn',
      compress: false,
      schema: {
        tags: ['Propiedades'],
        summary: `Feed para portales (${kyeroFeed.path})`,
        description:
          'Kyero v3: las propiedades En Venta, sin reservar, con «Publicar en Kyero» y calificación energética; textos en es/ca/en, ' +
          'imágenes en JPEG, ubicación aproximada (ciudad y barrio). Un feed que se quedaría sin propiedades o perdería más de un ' +
          'tercio de las del último no se publica: se sigue sirviendo el último bueno hasta que un propietario lo confirma. Sin ' +
          'ninguna propiedad responde 503: un feed vacío nunca se sirve como válido.',
      },
    },
    async (request, reply) => {
      const { good } = await currentKyeroFeed(app);
      if (!good || good.ids.length === 0) {
        // Kyero reads an empty feed as "delete everything"; an error keeps what it has.
        return reply
          .status(503)
          .header('retry-after', '3600')
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('No hay ninguna propiedad publicada en este feed.');
      }
      const body = await app.publicCache.representation(
        `feed-body:kyero:${good.hash}`,
        kyeroFeed.contentType,
        async () => good.body,
      );
      return sendRepresentation(request, reply, body, { cacheControl: FEED_CACHE });
    },
  );
}
