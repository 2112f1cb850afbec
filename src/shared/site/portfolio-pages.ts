import type { PortfolioSummary } from '#shared/api/api-types.ts';
import { isPropertyStatus } from '#shared/property-lifecycle/statuses.ts';

/** Cards per page of the portfolio on the landing page: three rows of the widest grid. */
export const PORTFOLIO_PAGE_SIZE = 9;

/** More pages than this in one URL are not rendered: `?pagina=` cannot make the server draw everything. */
const MAX_PORTFOLIO_PAGES = 20;

/** The `?pagina=` of the landing page: a whole number from 1, anything else is page 1. */
export function portfolioPageOf(value: unknown): number {
  const page = typeof value === 'string' && /^[1-9]\d{0,2}$/.test(value) ? Number(value) : 1;
  return Math.min(page, MAX_PORTFOLIO_PAGES);
}

/** Link to the landing page showing `page` pages of cards (the 'Ver más' link crawlers follow). */
export function portfolioPagePath(page: number): string {
  return page <= 1 ? '/#propiedades' : `/?pagina=${page}#propiedades`;
}

export function summarizePortfolio(properties: readonly { status: string }[]): PortfolioSummary {
  const summary: PortfolioSummary = { total: properties.length, reformando: 0, vendiendo: 0, vendido: 0 };
  for (const property of properties) {
    if (isPropertyStatus(property.status)) {
      summary[property.status] += 1;
    }
  }
  return summary;
}
