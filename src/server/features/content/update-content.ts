import { isContentKey, validateContentValue } from '#shared/site/content.ts';
import { hasTranslation, isTranslatedContentKey, TRANSLATION_LOCALES } from '#shared/site/translated-content.ts';
import type { Database } from '#server/db/client.ts';
import { siteContent } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { unprocessable } from '#server/lib/errors.ts';

export const UNKNOWN_CONTENT_KEY_MESSAGE =
  'Clave de contenido desconocida: solo se guardan los textos del sitio y los datos de la empresa que la web usa.';

export const NOT_TRANSLATABLE_MESSAGE =
  'Solo los textos del sitio se traducen: los datos de la empresa se usan tal cual en contratos y pagos.';

/** Catalan and English texts of a site text: undefined keeps the stored one, null or blank removes it. */
type ContentTranslationsInput = { ca?: string | null; en?: string | null };

export async function updateContent(
  db: Database,
  actor: Actor,
  key: string,
  value: string,
  translations: ContentTranslationsInput,
  now: Date,
): Promise<void> {
  // A key nothing reads would be stored for nobody (and a typo would look saved): refused for everyone.
  if (!isContentKey(key)) throw unprocessable(UNKNOWN_CONTENT_KEY_MESSAGE);
  const problem = validateContentValue(key, value);
  if (problem) throw unprocessable(problem);
  const given = TRANSLATION_LOCALES.filter((locale) => translations[locale] !== undefined);
  if (given.length > 0 && !isTranslatedContentKey(key)) throw unprocessable(NOT_TRANSLATABLE_MESSAGE);
  const stored = (locale: 'ca' | 'en') => (hasTranslation(translations[locale]) ? translations[locale]! : null);
  const columns = {
    ...(given.includes('ca') ? { valueCa: stored('ca') } : {}),
    ...(given.includes('en') ? { valueEn: stored('en') } : {}),
  };
  // The triggers of docs/product.md §7 bump the content version in this same transaction.
  await db.transaction(async (tx) => {
    await tx
      .insert(siteContent)
      .values({ key, value, ...columns })
      .onConflictDoUpdate({ target: siteContent.key, set: { value, ...columns, updatedAt: now } });
    await recordAudit(tx, actor, 'update', 'content', key, given.length > 0 ? { translations: given } : undefined);
  });
}
