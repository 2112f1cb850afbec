import type { IslandPageData } from '#shared/api/api-types.ts';

import { SiteHeader } from './SiteHeader';

/** The header island's tree from the page data, one definition for the server's render and the hydration. */
export const headerIsland = (data: IslandPageData) => (
  <SiteHeader
    menu={data.menu}
    companyName={data.content.company_name!}
    onLandingPage={data.page === 'home' || data.page === 'property'}
    paths={data.paths}
  />
);
