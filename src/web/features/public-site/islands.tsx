import type { ReactNode } from 'react';

import type { IslandPageData, PublicPageData } from '#shared/api/api-types.ts';

import { ContactFormIsland } from './contact/ContactFormIsland';
import { IslandFrame } from './island-frame';
import type { IslandName } from './island-slot';
import { headerIsland } from './layout/header-island';
import { PortfolioIsland } from './properties/PortfolioIsland';

export { CONSENT_ROOT_ID, ISLAND_ATTRIBUTE } from './island-frame';

/**
 * The interactive parts of the public pages ("islands"). The rest of a page is plain HTML that is
 * never hydrated, so a phone runs script only for what can react to the visitor, each part in a task
 * of its own (docs/decisions/008). Each island is rendered as a root of its own on both sides, so
 * generated ids and markup match when the browser hydrates it.
 */
const ISLAND_PARTS = {
  header: headerIsland,
  portfolio: (data: IslandPageData) => <PortfolioIsland data={data} />,
  'contact-form': () => <ContactFormIsland />,
} satisfies Record<IslandName, (data: IslandPageData) => ReactNode>;

/** An island's tree, with ids of its own (several roots on one page must not repeat an id) and the page's language. */
export const islandTree = (name: IslandName, data: IslandPageData) => (
  <IslandFrame name={name} data={data}>
    {ISLAND_PARTS[name](data)}
  </IslandFrame>
);

/** Which islands a page has: only those are rendered on the server and hydrated in the browser. */
export function islandsOf(page: PublicPageData['page']): IslandName[] {
  return page === 'home' || page === 'property' ? ['header', 'portfolio', 'contact-form'] : ['header'];
}
