import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { PropertyCardDto, PropertyDto, PublicPageData, SiteContentDto } from '#shared/api/api-types.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { alternatePaths, splitLocalePath, type LocalePaths } from '#shared/i18n/locale-path.ts';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { PUBLIC_CATALOGS } from '#shared/i18n/messages/public.ts';
import { embeddedIslandData } from '#shared/site/island-data.ts';
import { PORTFOLIO_PAGE_SIZE } from '#shared/site/portfolio-pages.ts';
import { publicSiteContent } from '#server/features/content/index.ts';
import { localizedMenu, publicMenu } from '#server/features/menu/index.ts';
import { publicCards, publicPortfolioSummary } from '#server/features/properties/index.ts';
import { renderDocument } from '#server/lib/html/document.ts';
import type { WebBundle } from '#server/lib/html/web-bundle.ts';
import { sendRepresentation } from '#server/lib/public-cache/representation.ts';

import { notFoundMeta } from './pages';
import { buildSeoHead, type PageMeta } from './seo-head';

const HTML = 'text/html; charset=utf-8';

export type PageRequest = {
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
export const heroImageOf = (cards: PropertyCardDto[]) => cards.find((card) => card.cover)?.cover ?? undefined;

/** Renders a public page from its request (content, menu, cards), cached per content version, language and day. */
export function pageRenderer(app: FastifyInstance, bundle: WebBundle) {
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

  return { render, renderNotFound };
}

export type PageRenderer = ReturnType<typeof pageRenderer>;
