import type { SiteContentDto } from '#shared/api/api-types.ts';
import type { Executor } from '#server/db/client.ts';

import { siteContentWithDefaults, storedContent } from './queries';

/**
 * The company as contracts, payments, legal pages and mails print it (legal name, CIF, addresses,
 * representative, bank account, Registro Mercantil…), kept with the site texts: the one way other
 * features read it. Stored values over the Spanish defaults.
 */
export function companyDetails(db: Executor): Promise<SiteContentDto> {
  return siteContentWithDefaults(db);
}

/** Only what the company filled in, without defaults: what is really known (checklist, contract text). */
export function storedCompanyDetails(db: Executor): Promise<Record<string, string>> {
  return storedContent(db);
}
