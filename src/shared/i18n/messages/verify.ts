import type { Locale } from '#shared/i18n/locales.ts';

import { verifyCa } from './verify.ca';
import { verifyEn } from './verify.en';
import { verifyEs, type VerifyMessages } from './verify.es';

export type { VerifyMessages } from './verify.es';

/** Every language's verification-page catalog, for the server's page titles and the consistency test. */
export const VERIFY_CATALOGS: Record<Locale, VerifyMessages> = { es: verifyEs, ca: verifyCa, en: verifyEn };
