import type { Locale } from '#shared/i18n/locales.ts';

import { resetCa } from './reset.ca';
import { resetEn } from './reset.en';
import { resetEs, type ResetMessages } from './reset.es';

export type { ResetMessages } from './reset.es';

/** Every language's reset-page catalog, for the consistency test; the browser loads one (reset-i18n.ts). */
export const RESET_CATALOGS: Record<Locale, ResetMessages> = { es: resetEs, ca: resetCa, en: resetEn };
