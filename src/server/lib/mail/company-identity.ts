import { inArray } from 'drizzle-orm';

import { withContentDefaults } from '#shared/site/content.ts';
import type { Executor } from '#server/db/client.ts';
import { siteContent } from '#server/db/schema.ts';

import type { MailCompany } from './layout';

const KEYS = ['company_name', 'legal_name', 'company_address', 'company_phone', 'company_email'];

/** The company as its mails present it: stored values over the defaults, read in the caller's transaction. */
export async function mailCompany(db: Executor): Promise<MailCompany> {
  const rows = await db
    .select({ key: siteContent.key, value: siteContent.value })
    .from(siteContent)
    .where(inArray(siteContent.key, KEYS));
  const content = withContentDefaults(Object.fromEntries(rows.map((row) => [row.key, row.value])));
  return {
    name: content.company_name ?? '',
    legalName: content.legal_name ?? '',
    address: content.company_address ?? '',
    phone: content.company_phone ?? '',
    email: content.company_email ?? '',
  };
}
