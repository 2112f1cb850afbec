import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PropertyDto, PublicPageData, SiteContentDto } from '../../../shared/api/api-types';
import { LEGAL_PAGE_KEYS, LEGAL_PAGES } from '../../../shared/site/legal-pages';
import { parsePropertySegment, propertyPath } from '../../../shared/site/property-path';
import type { WebBundle } from '../../plugins/web';
import { renderDocument } from './html';
import { siteContentWithDefaults } from '../content/queries';
import { listMenu } from '../menu/queries';
import { listProperties } from '../properties/queries';
import { homeMeta, legalMeta, notFoundMeta, propertyMeta } from './pages';
import type { PageMeta } from './seo-head';
import { buildSeoHead } from './seo-head';
import { buildRobots, buildSitemap } from './sitemap';

// Pages change whenever the admin edits something: caches may keep a copy but must revalidate.
const PAGE_CACHE = 'no-cache';
const CRAWLER_FILE_CACHE = 'public, max-age=3600';

type PageRequest = {
  page: PublicPageData['page'];
  meta: (content: SiteContentDto, properties: PropertyDto[]) => PageMeta;
  properties?: PropertyDto[];
  propertyId?: number | null;
  status?: number;
  /** Pages with one rendering per data version are memoised under this key. */
  cacheKey?: string;
};

/** Server-rendered public pages (home, property pages, legal pages, 404) plus sitemap and robots. */
export async function registerPublicPages(app: FastifyInstance, bundle: WebBundle) {
  const { db, config } = app.ctx;
  const cache = app.readCache;
  const portfolio = () => cache.get('properties', () => listProperties(db));

  async function render(reply: FastifyReply, request: PageRequest) {
    const [content, menu] = await Promise.all([
      cache.get('content', () => siteContentWithDefaults(db)),
      cache.get('menu', () => listMenu(db)),
    ]);
    const properties = request.properties ?? [];
    const data: PublicPageData = {
      page: request.page,
      content,
      menu,
      properties,
      propertyId: request.propertyId ?? null,
      year: new Date().getFullYear(),
      publicUrl: config.publicUrl,
    };
    const status = request.status ?? 200;
    const page = () =>
      renderDocument({
        head: buildSeoHead(request.meta(content, properties), config.publicUrl, content.company_name!),
        body: bundle.renderPublicPage(data),
        assets: bundle.publicAssets,
        data,
      });
    // Rendering the whole portfolio is the costly part: a page is rendered once per data change.
    const html = status === 200 && request.cacheKey ? await cache.get(`page:${request.cacheKey}`, async () => page()) : page();
    return reply
      .status(status)
      .header('cache-control', status === 200 ? PAGE_CACHE : 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const renderNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    render(reply, {
      page: 'not_found',
      status: 404,
      meta: (content) => notFoundMeta(content, request.url.split('?')[0]!),
    });

  app.get('/', async (_request, reply) =>
    render(reply, {
      page: 'home',
      cacheKey: '/',
      properties: await portfolio(),
      meta: (content) => homeMeta(content, config.publicUrl),
    }),
  );

  app.get('/propiedades', async (_request, reply) => reply.redirect('/#propiedades', 301));

  app.get('/propiedades/:idSlug', async (request, reply) => {
    const { idSlug } = request.params as { idSlug: string };
    const parsed = parsePropertySegment(idSlug);
    const property = parsed ? (await portfolio()).find((p) => p.id === parsed.id) : undefined;
    if (!parsed || !property) return renderNotFound(request, reply);
    // One URL per property: old or mistyped slugs move permanently to the current one.
    if (parsed.slug !== property.slug) return reply.redirect(propertyPath(property), 301);
    return render(reply, {
      page: 'property',
      cacheKey: propertyPath(property),
      properties: await portfolio(),
      propertyId: property.id,
      meta: (content) => propertyMeta(property, content, config.publicUrl),
    });
  });

  for (const key of LEGAL_PAGE_KEYS) {
    app.get(LEGAL_PAGES[key].path, async (_request, reply) =>
      render(reply, { page: key, cacheKey: key, meta: (content) => legalMeta(key, content) }),
    );
  }

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', CRAWLER_FILE_CACHE)
      .type('application/xml; charset=utf-8')
      .send(buildSitemap(config.publicUrl, await portfolio())),
  );

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', CRAWLER_FILE_CACHE).type('text/plain; charset=utf-8').send(buildRobots(config.publicUrl)),
  );

  app.decorate('renderNotFoundPage', renderNotFound);
}
