import type { Locale } from '#shared/i18n/locales.ts';

import { publicCa } from './public.ca';
import { publicEn } from './public.en';
import { publicEs, type PublicMessages } from './public.es';

export type { PublicMessageKey, PublicMessages } from './public.es';

/**
 * Every language's public catalog, for the server. The browser never imports this module: a page embeds the
 * catalog of its own language (decision 011).
 */
export const PUBLIC_CATALOGS: Record<Locale, PublicMessages> = { es: publicEs, ca: publicCa, en: publicEn };
