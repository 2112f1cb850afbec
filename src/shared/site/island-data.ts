import type { IslandPageData, PublicPageData } from '#shared/api/api-types.ts';
import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';

/**
 * Message namespaces only the server-rendered, never-hydrated parts use (hero, about, legal pages, 404): a page
 * does not send them to the browser. An island that used one would show the key itself, on the server too, because
 * the server renders the islands from the same trimmed data (web/entry-server.test.tsx).
 */
const SERVER_ONLY_NAMESPACES = ['hero', 'about', 'legal', 'notFound'] as const;
type ServerOnlyKey = `${(typeof SERVER_ONLY_NAMESPACES)[number]}.${string}`;

/** The public catalog without the server-only namespaces. */
export type IslandMessages = {
  readonly [K in keyof PublicMessages as K extends ServerOnlyKey ? never : K]: PublicMessages[K];
};

const isServerOnly = (key: string) => SERVER_ONLY_NAMESPACES.some((namespace) => key.startsWith(`${namespace}.`));

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

/** The part of a page's data its islands need: what the page embeds for the browser and what the islands render from. */
export function islandData(data: PublicPageData): IslandPageData {
  const { content, messages, ...rest } = data;
  return {
    ...rest,
    content: {
      company_name: content.company_name,
      company_phone: content.company_phone,
      hero_title: content.hero_title,
    },
    messages: islandMessages(messages),
  };
}
