import { createContext, useContext } from 'react';

import { ISLAND_ATTRIBUTE } from './island-frame';

// Where the islands go, apart from what they are (islands.tsx): the sections that place a slot import nothing of the
// islands' own code, so no section's folder imports the registry that imports it back.

/** The interactive parts of the public pages, by name. */
export type IslandName = 'header' | 'portfolio' | 'contact-form';

/** The server-rendered HTML of each island of the page being rendered (filled by entry-server). */
export const IslandHtmlContext = createContext<Partial<Record<IslandName, string>>>({});

/** Where an island goes in the page: its own HTML, in a box-less wrapper the browser hydrates. */
export function IslandSlot({ name }: { name: IslandName }) {
  const html = useContext(IslandHtmlContext)[name] ?? '';
  return <div {...{ [ISLAND_ATTRIBUTE]: name }} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
