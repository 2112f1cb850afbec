import type { Locale } from '#shared/i18n/locales.ts';
import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';
import { chunkMessages, type ChunkIsland } from '#shared/site/island-data.ts';
import type { IslandMessages } from '#shared/site/island-messages.ts';

// The page embeds only the messages of what is drawn at load; an island below the first screen takes its own from
// its language's catalog, a chunk of its own (one per language, cached like any chunk) fetched beside the island's
// code (docs/decisions/031).
const CATALOGS: Record<Locale, () => Promise<PublicMessages>> = {
  es: async () => (await import('#shared/i18n/messages/public.es.ts')).publicEs,
  ca: async () => (await import('#shared/i18n/messages/public.ca.ts')).publicCa,
  en: async () => (await import('#shared/i18n/messages/public.en.ts')).publicEn,
};

/** The page's embedded messages plus those `island` needs, in the page's language. */
export async function withChunkMessages(
  embedded: IslandMessages,
  locale: Locale,
  island: ChunkIsland,
): Promise<IslandMessages> {
  return { ...embedded, ...chunkMessages(await CATALOGS[locale](), island) };
}
