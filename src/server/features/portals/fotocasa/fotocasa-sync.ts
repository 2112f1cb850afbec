// Keeps Fotocasa in step with the portfolio (docs/product.md#portals): each pass works out what Fotocasa should
// have (the eligible properties and their data), queues a job for every property whose data differ from the last
// finished push (or that must be withdrawn), then runs the due jobs one by one through the import API. Never on a
// request's path: the portal worker runs it every minute and when a job is queued.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { portalListings } from '#server/db/schema.ts';
import { feedListings, listingContext } from '#server/features/feeds/index.ts';
import { sha256Hex } from '#server/lib/crypto.ts';

import {
  createFotocasaProperty,
  deleteFotocasaProperty,
  updateFotocasaProperty,
  type FotocasaOutcome,
  type FotocasaSettings,
} from './fotocasa-client';
import {
  claimFotocasaJob,
  deleteJob,
  enqueueFotocasaJobs,
  lockClaimedJob,
  MAX_ATTEMPTS,
  postponeJob,
  type PortalJob,
} from './fotocasa-jobs';
import { FOTOCASA_MAX_IMAGES, fotocasaProperty, type FotocasaProperty } from './fotocasa-payload';

/** The fingerprint of "not on Fotocasa": a withdrawn or never-sent property. */
export const ABSENT = 'absent';
/** Jobs run in one pass at most; the rest wait for the next (one a minute, or at once when woken). */
const JOBS_PER_PASS = 25;

type Desired = Map<number, { payload: FotocasaProperty; hash: string }>;
type ListingRow = typeof portalListings.$inferSelect;

/** What Fotocasa should have now: each eligible property's data and its fingerprint. */
export async function desiredOnFotocasa(app: FastifyInstance): Promise<Desired> {
  const context = await listingContext(app, { coordinates: true });
  const listings = await feedListings(app, 'fotocasa', FOTOCASA_MAX_IMAGES, context);
  return new Map(
    listings.map((listing) => {
      const payload = fotocasaProperty(listing, context.company);
      return [listing.property.id, { payload, hash: sha256Hex(JSON.stringify(payload)) }];
    }),
  );
}

async function listingRows(app: FastifyInstance): Promise<Map<number, ListingRow>> {
  const rows = await app.ctx.db.select().from(portalListings).where(eq(portalListings.portal, 'fotocasa'));
  return new Map(rows.map((row) => [row.propertyId, row]));
}

/** Queues a job for every property whose state on Fotocasa differs from what it should be. */
export async function reconcileFotocasa(app: FastifyInstance, desired: Desired): Promise<number[]> {
  const rows = await listingRows(app);
  const owed = [...desired].filter(([id, { hash }]) => rows.get(id)?.syncedHash !== hash).map(([id]) => id);
  for (const [id, row] of rows) if (row.listed && !desired.has(id) && row.syncedHash !== ABSENT) owed.push(id);
  await enqueueFotocasaJobs(app.ctx.db, owed, app.ctx.now());
  return owed;
}

async function push(settings: FotocasaSettings, listed: boolean, payload: FotocasaProperty | undefined, id: number) {
  if (!payload) return deleteFotocasaProperty(settings, String(id));
  if (listed) {
    const updated = await updateFotocasaProperty(settings, payload);
    // Gone from Fotocasa meanwhile (withdrawn by hand): created again.
    if (updated.kind !== 'missing') return updated;
  }
  const created = await createFotocasaProperty(settings, payload);
  return created.kind === 'missing'
    ? ({ kind: 'retry', message: 'Fotocasa no encuentra su API (HTTP 404).' } as const)
    : created;
}

/** Records a finished job: the state the property is left in, and the job gone or postponed. */
async function finish(
  app: FastifyInstance,
  job: PortalJob,
  desiredHash: string,
  wanted: boolean,
  outcome: FotocasaOutcome,
) {
  const { db } = app.ctx;
  const now = app.ctx.now();
  await db.transaction(async (tx) => {
    if (!(await lockClaimedJob(tx, job))) return;
    const key = and(eq(portalListings.portal, 'fotocasa'), eq(portalListings.propertyId, job.propertyId));
    const upsert = async (values: Partial<ListingRow>) => {
      await tx
        .insert(portalListings)
        .values({ portal: 'fotocasa', propertyId: job.propertyId, ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: [portalListings.portal, portalListings.propertyId],
          set: { ...values, updatedAt: now },
        });
    };
    if (outcome.kind === 'done') {
      if (wanted) await upsert({ state: 'published', message: null, listed: true, syncedHash: desiredHash });
      else await tx.delete(portalListings).where(key);
      await deleteJob(tx, job);
    } else if (outcome.kind === 'refused') {
      await upsert({ state: 'refused', message: outcome.message, syncedHash: desiredHash });
      await deleteJob(tx, job);
    } else if (job.attempts >= MAX_ATTEMPTS) {
      const message = outcome.kind === 'retry' ? outcome.message : 'Fotocasa no encuentra el anuncio.';
      await upsert({ state: 'error', message, syncedHash: desiredHash });
      await deleteJob(tx, job);
    } else {
      await postponeJob(tx, job, outcome.kind === 'retry' ? outcome.message : 'Fotocasa no encuentra el anuncio.', now);
    }
  });
  if (outcome.kind !== 'done') {
    app.log.warn(
      { portal: 'fotocasa', propertyId: job.propertyId, attempts: job.attempts, outcome: outcome.kind },
      'fotocasa push not done',
    );
  }
}

/** One pass: reconcile, then the due jobs. Returns how many jobs ran. */
export async function syncFotocasa(app: FastifyInstance, options: { timeoutMs?: number } = {}): Promise<number> {
  const { apiKey, apiUrl } = app.ctx.config.fotocasa;
  // Without a key nothing is pushed; a property Fotocasa still lists keeps its row until a key withdraws it.
  if (!apiKey) return 0;
  const rows = await listingRows(app);
  const settings = { apiKey, apiUrl, timeoutMs: options.timeoutMs };
  const desired = await desiredOnFotocasa(app);
  await reconcileFotocasa(app, desired);
  let ran = 0;
  for (; ran < JOBS_PER_PASS; ran++) {
    const job = await claimFotocasaJob(app.ctx.db, app.ctx.now());
    if (!job) break;
    const wanted = desired.get(job.propertyId);
    const row = rows.get(job.propertyId) ?? (await listingRows(app)).get(job.propertyId);
    if (!wanted && !row?.listed) {
      await finish(app, job, ABSENT, false, { kind: 'done' });
      continue;
    }
    const outcome = await push(settings, row?.listed ?? false, wanted?.payload, job.propertyId);
    await finish(app, job, wanted?.hash ?? ABSENT, wanted !== undefined, outcome);
  }
  return ran;
}
