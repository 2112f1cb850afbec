import { z } from 'zod';

import { tooLongMessage } from '#shared/format/text-rules.ts';
import { checkSocialLinks } from '#shared/schemas/social-link-schema.ts';
import {
  CONTENT_FIELD_META,
  CONTENT_MAX_LENGTH,
  CONTENT_TOO_LONG_MESSAGE,
  type ContentValues,
} from '#shared/site/content.ts';
import {
  TRANSLATION_LANGUAGE_NAMES,
  type ContentTranslations,
  type TranslationLocale,
} from '#shared/site/translated-content.ts';

// Omitted: the stored translation is kept; null or blank: removed, the site shows the Spanish (decision 012).
const translation = (locale: TranslationLocale) => {
  const subject = `El contenido en ${TRANSLATION_LANGUAGE_NAMES[locale]}`;
  return z
    .string({ error: `${subject}: valor no válido` })
    .max(CONTENT_MAX_LENGTH, tooLongMessage(subject, CONTENT_MAX_LENGTH))
    .nullish()
    .describe(
      `Texto en ${TRANSLATION_LANGUAGE_NAMES[locale]} (solo los once textos del sitio). Sin el campo no cambia; null o vacío lo quita`,
    );
};

/** Body of PUT /api/cms/content/{key}; per-key format checks are in validateContentValue. `content` is Spanish. */
export const contentUpdateSchema = z.object(
  {
    content: z.string({ error: 'El contenido es obligatorio' }).max(CONTENT_MAX_LENGTH, CONTENT_TOO_LONG_MESSAGE),
    content_ca: translation('ca'),
    content_en: translation('en'),
  },
  { error: 'El contenido es obligatorio' },
);

export type ContentUpdateInput = z.output<typeof contentUpdateSchema>;

/**
 * Every known key with its value (stored or Spanish fallback); unknown stored keys too. Typed by the content keys
 * (ContentValues) rather than inferred: zod's record cannot say which keys are always present.
 */
export const siteContentResponseSchema = z
  .record(z.string(), z.string())
  .describe(
    'Clave → texto: los once textos del sitio y los datos de la empresa, con los valores por defecto',
  ) as unknown as z.ZodType<ContentValues>;

export const contentTranslationsResponseSchema = z
  .object({
    ca: z.record(z.string(), z.string()).describe('Clave → texto en catalán, solo los textos escritos'),
    en: z.record(z.string(), z.string()).describe('Clave → texto en inglés, solo los textos escritos'),
  })
  .meta({ id: 'ContentTranslations' }) satisfies z.ZodType<ContentTranslations>;

export const contentSavedResponseSchema = z.object({
  key: z.string(),
  content: z.string().describe('Texto en español'),
  content_ca: z
    .string()
    .nullable()
    .optional()
    .describe('Solo si se envió: el texto en catalán guardado (null: ninguno)'),
  content_en: z
    .string()
    .nullable()
    .optional()
    .describe('Solo si se envió: el texto en inglés guardado (null: ninguno)'),
});

export type SiteContentDto = ContentValues;

/**
 * Body of PUT /api/cms/company-details: the company's details in one save (docs/product.md#company-details), only
 * the keys that changed. Each value is checked as in PUT /api/cms/content/{key}; blank restores the default.
 */
export const companyDetailsUpdateSchema = z.object(
  {
    details: z
      .record(z.string(), z.string({ error: 'Valor no válido' }).max(CONTENT_MAX_LENGTH, CONTENT_TOO_LONG_MESSAGE))
      // The social links are checked here, at the edge: blank or https on the network's site (social-link-schema.ts).
      .superRefine((details, ctx) => checkSocialLinks(details, ctx, (key) => CONTENT_FIELD_META[key].label))
      .describe(
        'Clave del dato de la empresa (legal_name, tax_id, bank_iban, social_instagram…) → valor. Las redes sociales: ' +
          'vacío o una dirección https del sitio de esa red',
      ),
  },
  { error: 'Faltan los datos de la empresa' },
);

export const companyDetailsResponseSchema = z.object({
  details: z
    .record(z.string(), z.string())
    .describe('Clave → valor guardado o por defecto, de cada dato de la empresa'),
  demo_keys: z
    .array(z.string())
    .describe('Datos que son todavía los de la demostración: no son los de ninguna empresa y no deben firmarse'),
});

export type CompanyDetailsDto = z.output<typeof companyDetailsResponseSchema>;
