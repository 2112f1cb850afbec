import { renderToString } from 'react-dom/server';

import type { PublicPageData } from '#shared/api/api-types.ts';
import type { PaymentPageData, SigningPageData } from '#shared/api/buyer-page-dtos.ts';
import { islandData } from '#shared/site/island-data.ts';

import { I18nProvider } from './features/public-site/i18n';
import { IslandHtmlContext } from './features/public-site/island-slot';
import { islandsOf, islandTree } from './features/public-site/islands';
import { PublicApp } from './features/public-site/PublicApp';

/**
 * Used by the server (dist/ssr) to render public pages: each island first, as a root of its own (the
 * browser hydrates it the same way, from the same trimmed data), then the page around them.
 */
export function renderPublicPage(data: PublicPageData): string {
  const forIslands = islandData(data);
  const islands = Object.fromEntries(
    islandsOf(data.page).map((name) => [name, renderToString(islandTree(name, forIslands))]),
  );
  return renderToString(
    <I18nProvider locale={data.locale} messages={data.messages}>
      <IslandHtmlContext.Provider value={islands}>
        <PublicApp data={data} />
      </IslandHtmlContext.Provider>
    </I18nProvider>,
  );
}

// The buyer pages' code is loaded with the first of them: a server that only shows the public site never holds it.
export const renderSigningPage = async (contractId: string, search: string, data: SigningPageData) =>
  (await import('./render-buyer-pages')).renderSigningPage(contractId, search, data);
export const renderPaymentPage = async (transactionId: string, search: string, data: PaymentPageData) =>
  (await import('./render-buyer-pages')).renderPaymentPage(transactionId, search, data);
