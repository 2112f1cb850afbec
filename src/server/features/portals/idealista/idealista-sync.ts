// One delivery pass to idealista (docs/product.md#portals): build the file, put it past the feed guard, upload it
// when it differs from the last one uploaded (idealista blocks customers who send unchanged files), then read back
// idealista's newest status file. Run by the portal worker every 15 minutes and at once when an owner asks; a lease
// on the feed's row lets one instance at a time do it.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { IDEALISTA_STATUS_STATE } from '#shared/portal-lifecycle/portals.ts';
import { readIdealistaStatusFile } from '#shared/portals/idealista-status.ts';
import { portalFeeds, portalListings } from '#server/db/schema.ts';
import { settleFeed, type SettledFeed } from '#server/features/feeds/index.ts';

import { readNewestStatusFile, uploadFile, type FtpOptions } from './ftp-delivery';
import { withSendDate, type IdealistaFile } from './idealista-file';
import { idealistaGeneration } from './idealista-generation';

const SYNC_EVERY_MS = 15 * 60_000;
const LEASE_MS = 10 * 60_000;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 30 * 60_000;

export type IdealistaSyncResult =
  { ran: false } | { ran: true; uploaded: string | null; held: boolean; statuses: number | null; error: string | null };

/** "ilc…_20261129-103000.json": idealista wants the customer code in the name; the time keeps names apart. */
function fileName(customerCode: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${customerCode}_${stamp}.json`;
}

/** Takes the pass if it is due and no other instance holds it. */
async function claim(app: FastifyInstance, now: Date) {
  const { db } = app.ctx;
  // A new row is due at once by the application's clock (the database's own clock may differ from it).
  await db.insert(portalFeeds).values({ portal: 'idealista', nextRunAt: now }).onConflictDoNothing();
  const [row] = await db
    .update(portalFeeds)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(portalFeeds.portal, 'idealista'),
        lte(portalFeeds.nextRunAt, now),
        or(isNull(portalFeeds.leaseUntil), lte(portalFeeds.leaseUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** Stores idealista's statuses for the properties it names (codes are the property ids). */
async function storeStatuses(app: FastifyInstance, contents: string): Promise<number | null> {
  const statuses = readIdealistaStatusFile(contents);
  if (!statuses) return null;
  const now = app.ctx.now();
  for (const entry of statuses) {
    const propertyId = Number(entry.code);
    if (!Number.isSafeInteger(propertyId) || propertyId <= 0) continue;
    const values = { state: IDEALISTA_STATUS_STATE[entry.status], message: entry.message, updatedAt: now };
    await app.ctx.db
      .insert(portalListings)
      .values({ portal: 'idealista', propertyId, listed: entry.status === 'active', ...values })
      .onConflictDoUpdate({
        target: [portalListings.portal, portalListings.propertyId],
        set: { ...values, listed: entry.status === 'active' },
      });
  }
  return statuses.length;
}

export async function syncIdealista(app: FastifyInstance, ftpOptions: FtpOptions = {}): Promise<IdealistaSyncResult> {
  const settings = app.ctx.config.idealista;
  if (!settings) return { ran: false };
  const now = app.ctx.now();
  const row = await claim(app, now);
  if (!row) return { ran: false };
  const { db } = app.ctx;
  let uploaded: string | null = null;
  let statuses: number | null = null;
  let error: string | null = null;
  let settled: SettledFeed = { good: null, held: null };
  try {
    settled = await settleFeed(db, app.log, 'idealista', await idealistaGeneration(app), now);
  } catch (failure) {
    error = `No se pudo preparar el fichero: ${(failure as Error).message}`;
  }
  const { good, held } = settled;
  // idealista changes nothing on an empty file; an owner-confirmed empty feed is therefore not sent either.
  if (good && good.ids.length > 0 && good.hash !== row.uploadedHash) {
    const name = fileName(settings.customerCode, now);
    try {
      const body = JSON.stringify(withSendDate(JSON.parse(good.body) as IdealistaFile, now));
      await uploadFile(settings.ftp, name, body, ftpOptions);
      await db
        .update(portalFeeds)
        .set({ uploadedHash: good.hash, uploadedAt: now, uploadedFile: name })
        .where(eq(portalFeeds.portal, 'idealista'));
      uploaded = name;
      app.log.info({ portal: 'idealista', file: name, properties: good.ids.length }, 'idealista feed uploaded');
    } catch (failure) {
      error = (failure as Error).message;
    }
  }
  // After a failed upload the account is not reachable either: the status file waits for the next pass.
  if (!error)
    try {
      const status = await readNewestStatusFile(settings.ftp, settings.customerCode, row.statusFile, ftpOptions);
      if (status?.contents != null) {
        statuses = await storeStatuses(app, status.contents);
        await db
          .update(portalFeeds)
          .set({ statusFile: status.name, statusReadAt: now })
          .where(eq(portalFeeds.portal, 'idealista'));
      }
    } catch (failure) {
      error ??= (failure as Error).message;
    }
  const attempts = error ? row.attempts + 1 : 0;
  const delay = error ? Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS) : SYNC_EVERY_MS;
  await db
    .update(portalFeeds)
    .set({ lastError: error, attempts, nextRunAt: new Date(now.getTime() + delay), leaseUntil: null })
    .where(eq(portalFeeds.portal, 'idealista'));
  if (error) app.log.warn({ portal: 'idealista', attempts, error }, 'idealista delivery failed; retried later');
  return { ran: true, uploaded, held: held !== null, statuses, error };
}

/** An owner's "Enviar ahora": the next worker pass delivers (POST /api/cms/portals/idealista/sync). */
export async function requestIdealistaSync(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  await db.insert(portalFeeds).values({ portal: 'idealista', nextRunAt: app.ctx.now() }).onConflictDoNothing();
  await db.transaction(async (tx) => {
    await tx.update(portalFeeds).set({ nextRunAt: app.ctx.now() }).where(eq(portalFeeds.portal, 'idealista'));
    await tx.execute(sql`select pg_notify('portal_jobs', '')`);
  });
}
