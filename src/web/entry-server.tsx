import { renderToString } from 'react-dom/server';
import type { PublicPageData } from '../shared/api/api-types';
import { PublicApp } from './features/public-site/PublicApp';
import { LegalPage } from './features/public-site/legal/LegalPage';

/** Used by the server (dist/ssr) to render public pages; the browser hydrates the same tree. */
export function renderPublicPage(data: PublicPageData): string {
  return renderToString(<PublicApp data={data} legalPage={LegalPage} />);
}
