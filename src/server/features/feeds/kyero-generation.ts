import type { FastifyInstance } from 'fastify';

import { sha256Hex } from '#server/lib/crypto.ts';

import { feedListings, listingContext, type ListingContext } from './feed-listings';
import { settleFeed, type FeedGeneration, type SettledFeed } from './guarded-feed';
import { kyeroFeed } from './kyero-feed';

// The date Kyero's header carries changes with every generation; the fingerprint is of the listings alone.
const GENERATED_LINE = /<feed_generated>[^<]*<\/feed_generated>/;

/** The feed as the listings are now, built once per content version and set of reserved homes. */
export async function kyeroGeneration(app: FastifyInstance, context?: ListingContext): Promise<FeedGeneration> {
  const listing = context ?? (await listingContext(app));
  const reserved = [...listing.holds.keys()].sort((a, b) => a - b).join(',');
  return app.publicCache.data(`feed-generation:kyero:${reserved}`, async () => {
    const started = performance.now();
    const listings = await feedListings(app, 'kyero', kyeroFeed.maxImages, listing);
    const body = kyeroFeed.render(listings, listing.company, app.ctx.now());
    const ids = listings.map((item) => item.property.id);
    app.log.info(
      { portal: 'kyero', properties: ids.length, ms: Math.round(performance.now() - started) },
      'portal feed generated',
    );
    return { body, ids, hash: sha256Hex(body.replace(GENERATED_LINE, '')) };
  });
}

/** The Kyero feed past its guard: what /feeds/kyero.xml serves, and what is held for an owner. */
export async function currentKyeroFeed(app: FastifyInstance, context?: ListingContext): Promise<SettledFeed> {
  return settleFeed(app.ctx.db, app.log, 'kyero', await kyeroGeneration(app, context), app.ctx.now());
}
