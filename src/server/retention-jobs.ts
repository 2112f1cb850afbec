import type { FastifyBaseLogger } from 'fastify';

import type { Database } from './db/client';
import { purgeExpiredBuyerFiles } from './features/buyer-file/retention';
import { purgeOldContacts } from './features/contacts/purge-old-contacts';
import { purgeExpiredContracts } from './features/contracts/retention/purge-expired-contracts';
import { checkClock, databaseNow, holdPasses, notePass, readClockHold } from './lib/clock-check';
import { startPeriodicJob, type PeriodicJob } from './lib/periodic-job';

const DAY_MS = 24 * 60 * 60_000;

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
  /** The database's clock (tests that move the app's clock move this one with it). */
  readDatabaseNow?: typeof databaseNow;
};

/**
 * The retention the privacy policy states, applied every day by every instance (each pass is safe alongside
 * another's): contracts and everything of them ten years after the relationship ended (E) unless held, drafts never
 * sent twelve months after their last change (docs/product.md#contract-retention), buyer files ten years after E,
 * contact messages older than
 * CONTACT_RETENTION_MONTHS (docs/product.md#57-the-buyers-file-ley-102010, #3-public-site). Backups are pruned by the
 * backup itself (features/backup). A pass first checks the clock against the database's, the newest record and the
 * last pass (decision 042).
 */
export function startRetentionJobs({
  db,
  now,
  contactRetentionMonths,
  log,
  intervalMs = DAY_MS,
  firstAfterMs,
  readDatabaseNow = databaseNow,
}: RetentionDeps): PeriodicJob {
  return startPeriodicJob({
    name: 'retention',
    log,
    intervalMs,
    firstAfterMs,
    pass: async () => {
      // Deleting is forever: a clock that jumped ahead stops the pass until an owner confirms (lib/clock-check.ts).
      const moment = now();
      const held = await readClockHold(db);
      if (held) {
        log.error({ hold: held }, 'retention: stopped until an owner confirms the clock on the dashboard');
        return;
      }
      const clock = await checkClock(db, moment, intervalMs, readDatabaseNow);
      if (!clock.ok) {
        await holdPasses(db, clock.hold);
        log.error({ hold: clock.hold }, 'retention: the clock jumped ahead; nothing deleted until an owner confirms');
        return;
      }
      // The first pass of an installation only notes its time: deleting starts from the next one.
      if (!clock.firstPass) {
        const ended = await purgeExpiredContracts(db, moment);
        const buyerFiles = await purgeExpiredBuyerFiles(db, moment);
        const contacts = await purgeOldContacts(db, moment, contactRetentionMonths);
        if (ended.contracts > 0 || ended.drafts > 0 || buyerFiles > 0 || contacts > 0)
          log.info({ ...ended, buyerFiles, contacts }, 'retention: expired data deleted');
      }
      await notePass(db, moment);
    },
  });
}
