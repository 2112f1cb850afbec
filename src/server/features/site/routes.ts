import type { FastifyInstance } from 'fastify';

import { LOCALES } from '#shared/i18n/locales.ts';
import { publicPortfolio } from '#server/features/properties/index.ts';
import type { WebBundle } from '#server/lib/html/web-bundle.ts';
import { sendRepresentation } from '#server/lib/public-cache/representation.ts';

import { registerLocalePages } from './locale-pages';
import { CACHED_PAGE } from './page-options';
import { pageRenderer } from './render-page';
import { buildRobots, buildSitemap } from './sitemap';

const CRAWLER_FILE_CACHE = 'public, max-age=3600';

/** Server-rendered public pages (home, property pages, legal pages, 404) plus sitemap and robots. */
export async function registerPublicPages(app: FastifyInstance, bundle: WebBundle) {
  const { config } = app.ctx;
  const cache = app.publicCache;
  const renderer = pageRenderer(app, bundle);
  for (const locale of LOCALES) registerLocalePages(app, locale, renderer);

  app.get('/sitemap.xml', CACHED_PAGE, async (request, reply) => {
    const sitemap = await cache.representation('sitemap', 'application/xml; charset=utf-8', async () =>
      buildSitemap(config.publicUrl, await publicPortfolio(app)),
    );
    return sendRepresentation(request, reply, sitemap, { cacheControl: CRAWLER_FILE_CACHE });
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', CRAWLER_FILE_CACHE)
      .type('text/plain; charset=utf-8')
      .send(buildRobots(config.publicUrl)),
  );

  app.decorate('renderNotFoundPage', renderer.renderNotFound);
}
