import type { Locale } from '#shared/i18n/locales.ts';

import { publicCa } from './public.ca';
import { publicEn } from './public.en';
import { publicEs, type PublicMessages } from './public.es';

export type { PublicMessageKey, PublicMessages } from './public.es';

/**
 * Every language's public catalog, for the server. The browser never imports this module: a page embeds the part of
 * its own language's catalog drawn at load (decision 011), and an island below the first screen imports that
 * language's file alone (web/features/public-site/chunk-messages.ts, decision 031).
 */
export const PUBLIC_CATALOGS: Record<Locale, PublicMessages> = { es: publicEs, ca: publicCa, en: publicEn };
