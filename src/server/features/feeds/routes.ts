import type { FastifyInstance } from 'fastify';

import { sendRepresentation } from '#server/lib/public-cache/representation.ts';

import { feedCompany, feedListings } from './feed-listings';
import { kyeroFeed } from './kyero-feed';
import type { PortalFeed } from './portal-feed';

/** Every portal format served; a new exporter is one more entry (decision 017). */
const FEEDS: PortalFeed[] = [kyeroFeed];

// Portals fetch a few times a day: an hour of caching on their side is plenty.
const FEED_CACHE = 'public, max-age=3600';

export default async function feedRoutes(app: FastifyInstance) {
  for (const feed of FEEDS) {
    app.get(
      feed.path,
      {
        logLevel: 'warn',
        compress: false,
        schema: {
          tags: ['Propiedades'],
          summary: `Feed para portales (${feed.path})`,
          description:
            'Las propiedades En Venta con «Publicar en portales» y calificación energética: textos en es/ca/en, imágenes en JPEG, ' +
            'ubicación aproximada (ciudad y barrio).',
        },
      },
      async (request, reply) => {
        // Built once per content version; the JPEGs older images lack are made on that first build.
        const body = await app.publicCache.representation(`feed:${feed.path}`, feed.contentType, async () => {
          const [listings, company] = await Promise.all([feedListings(app, feed.maxImages), feedCompany(app)]);
          return feed.render(listings, company, app.ctx.now());
        });
        return sendRepresentation(request, reply, body, { cacheControl: FEED_CACHE });
      },
    );
  }
}
