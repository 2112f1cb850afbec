import { z } from 'zod';

import { LOCALES } from '#shared/i18n/locales.ts';

/** Optional `?lang=` of the public reads: the same answer with Catalan or English texts where written. */
export const localeQuerySchema = z.object({
  lang: z
    .enum(LOCALES, { error: 'Idioma no válido: es, ca o en' })
    .optional()
    .describe('Idioma de los textos (es, ca o en; por defecto es). Un texto sin traducir se devuelve en español'),
});

export type LocaleQuery = z.output<typeof localeQuerySchema>;
