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

export const isServerOnly = (key: string) =>
  SERVER_ONLY_NAMESPACES.some((namespace) => key.startsWith(`${namespace}.`));
