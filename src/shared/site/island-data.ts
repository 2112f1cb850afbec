import type { IslandPageData, PublicPageData } from '#shared/api/api-types.ts';
import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';
import { isServerOnly, type IslandMessages } from '#shared/site/island-messages.ts';
import { packCards, unpackCards, type PackedCard } from '#shared/site/packed-cards.ts';

// One trimmed object per catalog: translators are memoised per catalog object (public-site/i18n.tsx).
const trimmed = new WeakMap<PublicMessages, IslandMessages>();

export function islandMessages(messages: PublicMessages): IslandMessages {
  let island = trimmed.get(messages);
  if (!island) {
    island = Object.fromEntries(Object.entries(messages).filter(([key]) => !isServerOnly(key))) as IslandMessages;
    trimmed.set(messages, island);
  }
  return island;
}

/**
 * Namespaces only one island below the first screen uses. The page does not embed them: the browser takes them from
 * its language's catalog, fetched beside that island's chunk when the island is needed (web/entry-public.tsx,
 * docs/decisions/031). The server renders every island with them.
 */
export const CHUNK_NAMESPACES = {
  // The footer is drawn by the server alone; of its messages only the video's cookie settings button reads one.
  portfolio: ['portfolio', 'card', 'modal', 'gallery', 'video', 'energy', 'listing', 'status', 'type', 'footer'],
  'contact-form': ['contact'],
} as const;
export type ChunkIsland = keyof typeof CHUNK_NAMESPACES;

/** Keys of those namespaces that a part drawn at load uses too: the cookie settings' close button. */
const EMBEDDED_ANYWAY = new Set(['modal.close']);

const chunkOf = (key: string): ChunkIsland | undefined =>
  EMBEDDED_ANYWAY.has(key)
    ? undefined
    : (Object.keys(CHUNK_NAMESPACES) as ChunkIsland[]).find((island) =>
        CHUNK_NAMESPACES[island].some((namespace) => key.startsWith(`${namespace}.`)),
      );

/** The messages that come with `island`'s chunk rather than with the page. */
export function chunkMessages(messages: PublicMessages, island: ChunkIsland): Partial<IslandMessages> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => chunkOf(key) === island));
}

/** The part of a page's data its islands need: what the islands render from (on the server, in full). */
export function islandData(data: PublicPageData): IslandPageData {
  const { content, messages, menu, ...rest } = data;
  return {
    ...rest,
    menu: menu.map(({ label_ca: _ca, label_en: _en, ...item }) => item),
    content: {
      company_name: content.company_name,
      company_phone: content.company_phone,
      hero_title: content.hero_title,
    },
    messages: islandMessages(messages),
  };
}

// One embedded catalog per island catalog, like `trimmed`.
const embedded = new WeakMap<IslandMessages, IslandMessages>();

/** The page's `__DATA__`: the islands' data with its cards packed (packed-cards.ts). */
export type EmbeddedPageData = Omit<IslandPageData, 'cards'> & { cards: PackedCard[] };

/**
 * What the page embeds for the browser: the islands' data without the messages that come with an island's chunk,
 * and its cards packed. The browser unpacks them (`unpackPageData`) and adds the messages back (`chunkMessages`)
 * before it hydrates an island, so it renders what the server did.
 */
export function embeddedIslandData(data: PublicPageData): EmbeddedPageData {
  const forIslands = islandData(data);
  let messages = embedded.get(forIslands.messages);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(forIslands.messages).filter(([key]) => chunkOf(key) === undefined),
    ) as IslandMessages;
    embedded.set(forIslands.messages, messages);
  }
  return { ...forIslands, messages, cards: packCards(forIslands.cards) };
}

/** The islands' data from the page's `__DATA__`. */
export const unpackPageData = (embedded: EmbeddedPageData): IslandPageData => ({
  ...embedded,
  cards: unpackCards(embedded.cards),
});
