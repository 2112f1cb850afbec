import { COMPANY_DETAIL_KEYS } from '#shared/site/content.ts';
import type { Database } from '#server/db/client.ts';
import { demoCompanyKeys } from '#server/features/demo/index.ts';

import { siteContentWithDefaults, storedContent } from '../queries';

export const tags = ['Contenido'];

/** The company's details with the ones still the demo's (docs/product.md#company-details). */
export const companyDetailsAnswer = async (db: Database) => {
  const [content, stored] = await Promise.all([siteContentWithDefaults(db), storedContent(db)]);
  return {
    details: Object.fromEntries(COMPANY_DETAIL_KEYS.map((key) => [key, content[key]])),
    demo_keys: await demoCompanyKeys(db, stored),
  };
};
