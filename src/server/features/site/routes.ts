import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { PropertyCardDto, PropertyDto, PublicPageData, SiteContentDto } from '#shared/api/api-types.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import {
  alternatePaths,
  localizedPath,
  splitLocalePath,
  untranslatedPath,
  type LocalePaths,
} from '#shared/i18n/locale-path.ts';
import { INTL_LOCALE, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { PUBLIC_CATALOGS } from '#shared/i18n/messages/public.ts';
import { embeddedIslandData } from '#shared/site/island-data.ts';
import { LEGAL_PAGE_KEYS, LEGAL_PAGES } from '#shared/site/legal-pages.ts';
import { PORTFOLIO_PAGE_SIZE, portfolioPageOf } from '#shared/site/portfolio-pages.ts';
import { parsePropertySegment, propertyPath, propertyPaths } from '#shared/site/property-path.ts';
import { publicSiteContent } from '#server/features/content/index.ts';
import { localizedMenu, publicMenu } from '#server/features/menu/index.ts';
import {
  publicCards,
  publicPortfolio,
  publicPortfolioSummary,
  publicProperty,
} from '#server/features/properties/index.ts';
import { renderDocument } from '#server/lib/html/document.ts';
import type { WebBundle } from '#server/lib/html/web-bundle.ts';
import { sendRepresentation } from '#server/lib/public-cache/representation.ts';

import { homeMeta, legalMeta, notFoundMeta, propertyMeta } from './pages';
import { buildSeoHead, type PageMeta } from './seo-head';
import { buildRobots, buildSitemap } from './sitemap';

const HTML = 'text/html; charset=utf-8';
const CRAWLER_FILE_CACHE = 'public, max-age=3600';
// Served from the per-version cache and not access-logged; see docs/product.md §7 (public caches).
const CACHED_PAGE = { logLevel: 'warn', compress: false } as const;

type PageRequest = {
  page: PublicPageData['page'];
  locale: Locale;
  /** The page in every language (the language switcher's targets). */
  paths: LocalePaths;
  /** One rendering per content version, language and day is kept under this key. */
  cacheKey: string;
  meta: (content: SiteContentDto) => PageMeta;
  /** Pages of portfolio cards rendered with the page (landing and property pages). */
  cardPages?: number;
  property?: PropertyDto | null;
};

/** The hero shows the first picture of the first cards (HeroSection). */
const heroImageOf = (cards: PropertyCardDto[]) => cards.find((card) => card.cover)?.cover ?? undefined;

/** Server-rendered public pages (home, property pages, legal pages, 404) plus sitemap and robots. */
export async function registerPublicPages(app: FastifyInstance, bundle: WebBundle) {
  const { config } = app.ctx;
  const cache = app.publicCache;

  async function renderPage(request: PageRequest, today: string): Promise<string> {
    const [content, menu, cards, portfolio] = await Promise.all([
      publicSiteContent(app, request.locale),
      publicMenu(app).then((menu) => localizedMenu(menu, request.locale)),
      request.cardPages ? publicCards(app, request.cardPages * PORTFOLIO_PAGE_SIZE, request.locale) : [],
      publicPortfolioSummary(app),
    ]);
    const data: PublicPageData = {
      page: request.page,
      content,
      menu,
      cards,
      portfolio,
      property: request.property ?? null,
      year: Number(today.slice(0, 4)),
      today,
      retention: { backupDays: config.backupRetentionDays, contactMonths: config.contactRetentionMonths },
      publicUrl: config.publicUrl,
      locale: request.locale,
      messages: PUBLIC_CATALOGS[request.locale],
      paths: request.paths,
    };
    return renderDocument({
      head: buildSeoHead(request.meta(content), config.publicUrl, content.company_name!),
      body: bundle.renderPublicPage(data),
      assets: bundle.publicAssets,
      inlineStyles: true,
      onlyUsedStylesInline: true,
      scriptAfterPaint: true,
      lang: INTL_LOCALE[request.locale],
      data: embeddedIslandData(data),
    });
  }

  /**
   * Rendered once per content version, language and day (the footer's year and the tax estimate's date are the
   * day's, docs/product.md#31-property-listings-what-a-buyer-is-told), then sent compressed with an ETag.
   */
  async function render(httpRequest: FastifyRequest, reply: FastifyReply, request: PageRequest, status = 200) {
    const today = todayIsoDateInMadrid(app.ctx.now());
    const key = `page:${request.locale}:${request.cacheKey}:${today}`;
    const page = await cache.representation(key, HTML, () => renderPage(request, today));
    reply.header('content-language', INTL_LOCALE[request.locale]);
    if (status !== 200) {
      return sendRepresentation(httpRequest, reply.status(status), page, {
        cacheControl: 'no-store',
        conditional: false,
      });
    }
    return sendRepresentation(httpRequest, reply, page);
  }

  // One rendering per language serves every unknown address: the page depends only on the prefix asked for.
  const renderNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const { locale } = splitLocalePath(request.url.split('?')[0]!);
    return render(
      request,
      reply,
      {
        page: 'not_found',
        locale,
        paths: alternatePaths('/'),
        cacheKey: 'not_found',
        meta: (content) => notFoundMeta(content, locale),
      },
      404,
    );
  };

  for (const locale of LOCALES) registerPages(locale);

  /** Every public page under the language's prefix: `/…` in Spanish, `/ca/…` and `/en/…` (docs/product.md §11). */
  function registerPages(locale: Locale) {
    const at = (path: string) => localizedPath(locale, path);
    app.get(at('/'), CACHED_PAGE, async (request, reply) => {
      const { total } = await publicPortfolioSummary(app);
      const lastPage = Math.max(1, Math.ceil(total / PORTFOLIO_PAGE_SIZE));
      const cardPages = Math.min(portfolioPageOf((request.query as Record<string, unknown>).pagina), lastPage);
      const cards = await publicCards(app, cardPages * PORTFOLIO_PAGE_SIZE, locale);
      return render(request, reply, {
        page: 'home',
        locale,
        paths: alternatePaths(cardPages > 1 ? `/?pagina=${cardPages}` : '/'),
        cacheKey: `home:${cardPages}`,
        cardPages,
        meta: (content) => homeMeta(content, config.publicUrl, cardPages, heroImageOf(cards), locale),
      });
    });

    // Under /ca/ and /en/ each page's word is in that language (docs/product.md#url-words); the Spanish word these
    // addresses had before answers with a permanent redirect, so links and search results keep working.
    const atOld = (path: string) => (locale === 'es' ? null : untranslatedPath(locale, path));
    const withQuery = (request: FastifyRequest, path: string) => {
      const query = request.url.indexOf('?');
      return query === -1 ? path : `${path}${request.url.slice(query)}`;
    };
    const portfolio = async (_request: FastifyRequest, reply: FastifyReply) => reply.redirect(at('/#propiedades'), 301);
    app.get(at('/propiedades'), portfolio);

    const propertyPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const { idSlug } = request.params as { idSlug: string };
      const parsed = parsePropertySegment(idSlug);
      const property = parsed ? await publicProperty(app, parsed.id, locale) : undefined;
      if (!parsed || !property) return renderNotFound(request, reply);
      // One URL per property and language: a stale slug, another language's, or the old Spanish word under the
      // prefix moves permanently to this one's.
      const path = propertyPath(property, locale);
      if (request.url.split('?')[0] !== at(path)) return reply.redirect(withQuery(request, at(path)), 301);
      return render(request, reply, {
        page: 'property',
        locale,
        paths: propertyPaths(property),
        cacheKey: path,
        cardPages: 1,
        property,
        meta: (content) => propertyMeta(property, content, config.publicUrl, locale),
      });
    };
    app.get(at('/propiedades/:idSlug'), CACHED_PAGE, propertyPage);

    for (const key of LEGAL_PAGE_KEYS) {
      const path = LEGAL_PAGES[key].path;
      app.get(at(path), CACHED_PAGE, async (request, reply) =>
        render(request, reply, {
          page: key,
          locale,
          paths: alternatePaths(path),
          cacheKey: key,
          meta: (content) => legalMeta(key, content, locale),
        }),
      );
    }

    const old = atOld('/propiedades');
    if (old !== null && old !== at('/propiedades')) {
      app.get(old, portfolio);
      app.get(`${old}/:idSlug`, CACHED_PAGE, propertyPage);
    }
    for (const key of LEGAL_PAGE_KEYS) {
      const path = LEGAL_PAGES[key].path;
      const oldPath = atOld(path);
      if (oldPath === null || oldPath === at(path)) continue;
      app.get(oldPath, async (request, reply) => reply.redirect(withQuery(request, at(path)), 301));
    }
  }

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

  app.decorate('renderNotFoundPage', renderNotFound);
}
