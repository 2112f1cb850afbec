// The feed guard's memory (docs/product.md#portals, decision 040): per full-file portal, the last good feed (what
// is served or uploaded) and the generation held back because it would empty the portal or lose more than a third
// of it. A held generation waits for an owner; meanwhile the last good one stays. Every instance reads the same row.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { FeedHoldReason, FeedPortal } from '#shared/portal-lifecycle/portals.ts';
import { judgeFeed } from '#shared/portals/feed-guard.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { portalFeeds } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict } from '#server/lib/errors.ts';

/** One generated feed: its bytes (without the send date, for idealista), the properties in it and its fingerprint. */
export type FeedGeneration = { body: string; ids: number[]; hash: string };

export type HeldFeed = FeedGeneration & { reason: FeedHoldReason; disappearing: number[]; at: Date };

export type SettledFeed = { good: (FeedGeneration & { at: Date }) | null; held: HeldFeed | null };

type Row = typeof portalFeeds.$inferSelect;

async function ensureRow(db: Executor, portal: FeedPortal): Promise<void> {
  await db.insert(portalFeeds).values({ portal }).onConflictDoNothing();
}

export async function readFeedRow(db: Executor, portal: FeedPortal): Promise<Row | undefined> {
  const [row] = await db.select().from(portalFeeds).where(eq(portalFeeds.portal, portal));
  return row;
}

function settled(row: Row | undefined): SettledFeed {
  const good =
    row?.goodHash && row.goodBody !== null && row.goodIds
      ? { body: row.goodBody, ids: row.goodIds, hash: row.goodHash, at: row.goodAt ?? new Date(0) }
      : null;
  const held =
    row?.heldHash && row.heldBody !== null && row.heldIds && row.heldReason
      ? {
          body: row.heldBody,
          ids: row.heldIds,
          hash: row.heldHash,
          reason: row.heldReason,
          at: row.heldAt ?? new Date(0),
          disappearing: (good?.ids ?? []).filter((id) => !row.heldIds!.includes(id)),
        }
      : null;
  return { good, held };
}

/** The last good feed and the held one, as stored. */
export async function feedState(db: Executor, portal: FeedPortal): Promise<SettledFeed> {
  return settled(await readFeedRow(db, portal));
}

/**
 * Puts a new generation past the guard: it becomes the good feed when it passes, or the held one when it would empty
 * the portal or lose more than a third of it. Unchanged generations cost one read.
 */
export async function settleFeed(
  db: Database,
  log: FastifyBaseLogger,
  portal: FeedPortal,
  generation: FeedGeneration,
  now: Date,
): Promise<SettledFeed> {
  const current = await readFeedRow(db, portal);
  // Seen before: unchanged, or still held. (Back to the good feed while one is held clears the hold, below.)
  if (current?.heldHash === generation.hash) return settled(current);
  if (current?.goodHash === generation.hash && !current.heldHash) return settled(current);
  await ensureRow(db, portal);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(portalFeeds).where(eq(portalFeeds.portal, portal)).for('update');
    const previous = row?.goodIds ?? null;
    const verdict = judgeFeed(row?.goodHash ? previous : null, generation.ids);
    const counts = { portal, properties: generation.ids.length, previous: previous?.length ?? null };
    if (row?.goodHash === generation.hash || verdict.publish) {
      const [updated] = await tx
        .update(portalFeeds)
        .set({
          goodHash: generation.hash,
          goodBody: generation.body,
          goodIds: generation.ids,
          goodAt: row?.goodHash === generation.hash ? row.goodAt : now,
          ...clearedHold,
          generatedAt: now,
          generatedCount: generation.ids.length,
        })
        .where(eq(portalFeeds.portal, portal))
        .returning();
      if (row?.goodHash !== generation.hash)
        log.info({ ...counts, removed: verdict.disappearing.length }, 'portal feed published');
      return settled(updated);
    }
    if (row?.heldHash === generation.hash) return settled(row);
    const [updated] = await tx
      .update(portalFeeds)
      .set({
        heldHash: generation.hash,
        heldBody: generation.body,
        heldIds: generation.ids,
        heldReason: verdict.reason,
        heldAt: now,
        generatedAt: now,
        generatedCount: generation.ids.length,
      })
      .where(eq(portalFeeds.portal, portal))
      .returning();
    log.warn(
      { ...counts, reason: verdict.reason, removed: verdict.disappearing.length },
      'portal feed held until an owner confirms it',
    );
    return settled(updated);
  });
}

const clearedHold = { heldHash: null, heldBody: null, heldIds: null, heldReason: null, heldAt: null };

/**
 * An owner publishes the held feed with what it drops (POST /api/cms/portals/{portal}/feed/confirm). `hash` names
 * the generation the owner saw: a feed that changed since is not confirmed blindly.
 */
export async function confirmHeldFeed(
  db: Database,
  portal: FeedPortal,
  hash: string | undefined,
  actor: Actor,
  now: Date,
): Promise<SettledFeed> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(portalFeeds).where(eq(portalFeeds.portal, portal)).for('update');
    const { held } = settled(row);
    if (!held) throw conflict('No hay ningún feed retenido que confirmar.', 'nothing_held');
    if (hash !== undefined && hash !== held.hash) {
      throw conflict(
        'El feed retenido ha cambiado desde que lo viste: revisa de nuevo lo que desaparecería.',
        'feed_changed',
      );
    }
    const [updated] = await tx
      .update(portalFeeds)
      .set({
        goodHash: held.hash,
        goodBody: held.body,
        goodIds: held.ids,
        goodAt: now,
        ...clearedHold,
        // idealista delivers the confirmed file at its next pass, which starts now.
        nextRunAt: now,
        attempts: 0,
      })
      .where(eq(portalFeeds.portal, portal))
      .returning();
    await recordAudit(tx, actor, 'publish', 'portal_feed', portal, {
      properties: held.ids.length,
      removed: held.disappearing,
      reason: held.reason,
    });
    await tx.execute(sql`select pg_notify('portal_jobs', '')`);
    return settled(updated);
  });
}
