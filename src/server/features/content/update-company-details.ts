import {
  COMPANY_DETAIL_KEYS,
  CONTENT_FIELD_META,
  validateContentValue,
  type CompanyDetailKey,
} from '#shared/site/content.ts';
import type { Database } from '#server/db/client.ts';
import { siteContent } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { unprocessable } from '#server/lib/errors.ts';

export const NOT_A_COMPANY_DETAIL_MESSAGE =
  'Solo se guardan aquí los datos de la empresa (razón social, CIF, representante, banco, Registro Mercantil, redes sociales).';

const isCompanyDetailKey = (key: string): key is CompanyDetailKey =>
  (COMPANY_DETAIL_KEYS as readonly string[]).includes(key);

/**
 * The company's details in one save (docs/product.md#company-details): every value is checked first and nothing is
 * stored unless all are valid, so a contract never reads half of an edit.
 */
export async function updateCompanyDetails(
  db: Database,
  actor: Actor,
  details: Readonly<Record<string, string>>,
  now: Date,
): Promise<string[]> {
  const keys = Object.keys(details);
  for (const key of keys) {
    if (!isCompanyDetailKey(key)) throw unprocessable(NOT_A_COMPANY_DETAIL_MESSAGE);
    const problem = validateContentValue(key, details[key]!);
    if (problem) throw unprocessable(`${CONTENT_FIELD_META[key].label}: ${problem}`);
  }
  // The triggers of docs/product.md §7 bump the content version in this same transaction.
  await db.transaction(async (tx) => {
    for (const key of keys) {
      const value = details[key]!;
      await tx
        .insert(siteContent)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: now } });
    }
    if (keys.length > 0) await recordAudit(tx, actor, 'update', 'content', 'company_details', { keys });
  });
  return keys;
}
