import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { alternatePaths, localizedPath, untranslatedPath } from '#shared/i18n/locale-path.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { LEGAL_PAGE_KEYS, LEGAL_PAGES } from '#shared/site/legal-pages.ts';
import { PORTFOLIO_PAGE_SIZE, portfolioPageOf } from '#shared/site/portfolio-pages.ts';
import { parsePropertySegment, propertyPath, propertyPaths } from '#shared/site/property-path.ts';
import { publicCards, publicPortfolioSummary, publicProperty } from '#server/features/properties/index.ts';

import { CACHED_PAGE } from './page-options';
import { homeMeta, legalMeta, propertyMeta } from './pages';
import { heroImageOf, type PageRenderer } from './render-page';

/** Every public page under the language's prefix: `/…` in Spanish, `/ca/…` and `/en/…` (docs/product.md §11). */
export function registerLocalePages(app: FastifyInstance, locale: Locale, { render, renderNotFound }: PageRenderer) {
  const { config } = app.ctx;
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
