import { eq } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema.ts';

import { DEMO_COMPANY_DETAILS } from './demo-portfolio';

/**
 * Demo company details are marked as such when the seed stores them (docs/product.md §4): the setup checklist reports
 * each one still unchanged as "datos de demostración", an error, because a contract or a transfer would otherwise
 * name a company, a representative or an account that are not the company's. Marked, not recognised by value, so a
 * real company that happens to share a value (a city, a bank) is never flagged.
 */
export const DEMO_MARK = 'demo_company_details';

/**
 * The details that bind or reach: which company, where it is reached (its social profiles too: the footer links to
 * them), who signs, who is paid.
 */
const MARKED_KEYS = [
  'legal_name',
  'legal_address',
  'company_address',
  'company_email',
  'company_phone',
  'tax_id',
  'representative_name',
  'representative_dni',
  'bank_iban',
  'mercantile_volume',
  'mercantile_folio',
  'mercantile_sheet',
  'social_instagram',
  'social_facebook',
  'social_linkedin',
] as const;

/** The mark the seed writes with the details it stored (only keys the company had not saved before). */
export async function markDemoCompanyDetails(db: Executor, storedKeys: readonly string[]): Promise<void> {
  const value = Object.fromEntries(
    MARKED_KEYS.filter((key) => storedKeys.includes(key)).map((key) => [key, DEMO_COMPANY_DETAILS[key]!]),
  );
  if (Object.keys(value).length === 0) return;
  await db.insert(appSettings).values({ key: DEMO_MARK, value }).onConflictDoUpdate({
    target: appSettings.key,
    set: { value },
  });
}

const comparable = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();

/** The stored company details that are still the demo's: marked by the seed and never changed since. */
export async function demoCompanyKeys(
  db: Executor,
  stored: Readonly<Partial<Record<string, string>>>,
): Promise<string[]> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_MARK));
  const marked = (row?.value ?? {}) as Record<string, string>;
  return Object.keys(marked).filter(
    (key) => comparable(stored[key]) !== '' && comparable(stored[key]) === comparable(marked[key]),
  );
}
