import { renderToString } from 'react-dom/server';
import type { PublicPageData } from '#shared/api/api-types.ts';
import { IslandHtmlContext, islandTree, islandsOf } from './features/public-site/islands';
import { I18nProvider } from './features/public-site/i18n';
import { PublicApp } from './features/public-site/PublicApp';

/**
 * Used by the server (dist/ssr) to render public pages: each island first, as a root of its own (the
 * browser hydrates it the same way), then the page around them.
 */
export function renderPublicPage(data: PublicPageData): string {
  const islands = Object.fromEntries(islandsOf(data.page).map((name) => [name, renderToString(islandTree(name, data))]));
  return renderToString(
    <I18nProvider locale={data.locale} messages={data.messages}>
      <IslandHtmlContext.Provider value={islands}>
        <PublicApp data={data} />
      </IslandHtmlContext.Provider>
    </I18nProvider>,
  );
}
