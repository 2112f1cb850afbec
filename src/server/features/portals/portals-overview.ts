// The portals at a glance for the dashboard (GET /api/cms/portals): whether each is configured, the last good feed
// and the one held by the guard with what it would drop (docs/product.md#portals), idealista's deliveries and
// Fotocasa's queue. The held list names properties by title so the owner sees what disappears.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { FEED_PORTALS, PORTALS, type Portal } from '#shared/portal-lifecycle/portals.ts';
import { FEED_HOLD_MESSAGES } from '#shared/portals/feed-guard.ts';
import type { PortalOverviewDto } from '#shared/schemas/portal-schema.ts';
import { portalJobs, portalListings, properties } from '#server/db/schema.ts';
import {
  currentKyeroFeed,
  feedState,
  portalConfigured,
  readFeedRow,
  type SettledFeed,
} from '#server/features/feeds/index.ts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

async function titles(app: FastifyInstance, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await app.ctx.db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(inArray(properties.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}

async function heldOf(app: FastifyInstance, settled: SettledFeed): Promise<PortalOverviewDto['held']> {
  const { held } = settled;
  if (!held) return null;
  const names = await titles(app, held.disappearing);
  return {
    reason: held.reason,
    message: FEED_HOLD_MESSAGES[held.reason],
    generation: held.hash,
    at: held.at.toISOString(),
    properties: held.ids.length,
    disappearing: held.disappearing.map((id) => ({ id, title: names.get(id) ?? `Propiedad ${id} (borrada)` })),
  };
}

async function overviewOf(app: FastifyInstance, portal: Portal): Promise<PortalOverviewDto> {
  const configured = portalConfigured(app.ctx.config, portal);
  const base: PortalOverviewDto = {
    portal,
    configured,
    published: null,
    published_at: null,
    held: null,
    last_error: null,
    uploaded_at: null,
    next_run_at: null,
    status_read_at: null,
    pending: null,
    failed: null,
  };
  if ((FEED_PORTALS as readonly string[]).includes(portal)) {
    const feedPortal = portal as (typeof FEED_PORTALS)[number];
    const settled = feedPortal === 'kyero' ? await currentKyeroFeed(app) : await feedState(app.ctx.db, feedPortal);
    const row = await readFeedRow(app.ctx.db, feedPortal);
    return {
      ...base,
      published: settled.good?.ids.length ?? null,
      published_at: iso(settled.good?.at),
      held: await heldOf(app, settled),
      last_error: row?.lastError ?? null,
      uploaded_at: iso(row?.uploadedAt),
      next_run_at: portal === 'idealista' && configured ? iso(row?.nextRunAt) : null,
      status_read_at: iso(row?.statusReadAt),
    };
  }
  const [pending, failed] = await Promise.all([
    app.ctx.db.$count(portalJobs, eq(portalJobs.portal, portal)),
    app.ctx.db.$count(
      portalListings,
      and(
        eq(portalListings.portal, portal),
        isNotNull(portalListings.state),
        inArray(portalListings.state, ['refused', 'error']),
      ),
    ),
  ]);
  return { ...base, pending, failed };
}

export function portalsOverview(app: FastifyInstance): Promise<PortalOverviewDto[]> {
  return Promise.all(PORTALS.map((portal) => overviewOf(app, portal)));
}
