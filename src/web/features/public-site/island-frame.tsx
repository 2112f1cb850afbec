import type { ReactNode } from 'react';

import type { IslandPageData } from '#shared/api/api-types.ts';
import { DomIdPrefix } from '#web/ui/use-dom-id.ts';

import { I18nProvider } from './i18n';

// What the page's script needs to find and frame the islands, without their components: the islands below the
// first screen arrive as chunks of their own (entry-public, docs/decisions/031), the server renders them all
// (islands.tsx).

export const ISLAND_ATTRIBUTE = 'data-island';
/** The cookie banner and settings dialog: drawn by the browser only (the choice lives there). */
export const CONSENT_ROOT_ID = 'cookie-consent';

/** An island's frame, the same on both sides: ids of its own (several roots on one page) and the page's language. */
export const IslandFrame = ({ name, data, children }: { name: string; data: IslandPageData; children: ReactNode }) => (
  <I18nProvider locale={data.locale} messages={data.messages}>
    <DomIdPrefix.Provider value={`${name}-`}>{children}</DomIdPrefix.Provider>
  </I18nProvider>
);
