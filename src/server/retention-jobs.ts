import type { FastifyBaseLogger } from 'fastify';

import type { Database } from './db/client';
import { purgeOldContacts } from './features/contacts/purge-old-contacts';
import { purgeExpiredBuyerFiles } from './features/contracts/buyer-file/retention';
import { startPeriodicJob, type PeriodicJob } from './lib/periodic-job';

type RetentionDeps = {
  db: Database;
  /** The app's clock. */
  now: () => Date;
  /** CONTACT_RETENTION_MONTHS. */
  contactRetentionMonths: number;
  log: FastifyBaseLogger;
  /** Daily unless a test asks otherwise. */
  intervalMs?: number;
  firstAfterMs?: number;
};

/**
 * The retention the privacy policy states, applied every day by every instance (each pass is safe alongside
 * another's): buyer files ten years after the relationship ended, contact messages older than
 * CONTACT_RETENTION_MONTHS (docs/product.md#57-the-buyers-file-ley-102010, #3-public-site). Backups are pruned by the
 * backup itself (features/backup).
 */
export function startRetentionJobs({
  db,
  now,
  contactRetentionMonths,
  log,
  intervalMs,
  firstAfterMs,
}: RetentionDeps): PeriodicJob {
  return startPeriodicJob({
    name: 'retention',
    log,
    intervalMs,
    firstAfterMs,
    pass: async () => {
      const buyerFiles = await purgeExpiredBuyerFiles(db, now());
      const contacts = await purgeOldContacts(db, now(), contactRetentionMonths);
      if (buyerFiles > 0 || contacts > 0) log.info({ buyerFiles, contacts }, 'retention: expired data deleted');
    },
  });
}
