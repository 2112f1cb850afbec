import type { FastifyInstance } from 'fastify';

import {
  feedListings,
  listingContext,
  type FeedGeneration,
  type ListingContext,
} from '#server/features/feeds/index.ts';
import { sha256Hex } from '#server/lib/crypto.ts';

import {
  IDEALISTA_MAX_IMAGES,
  PLACEHOLDER_CUSTOMER_CODE,
  renderIdealistaFile,
  type IdealistaRendering,
} from './idealista-file';

export type IdealistaGeneration = FeedGeneration & IdealistaRendering;

/**
 * The idealista file as the listings are now (without its send date), built once per content version and set of
 * reserved homes. `preview` builds it as if idealista were configured, with a stand-in customer code when none is.
 */
export async function idealistaGeneration(
  app: FastifyInstance,
  options: { preview?: boolean; context?: ListingContext } = {},
): Promise<IdealistaGeneration> {
  const context = options.context ?? (await listingContext(app));
  const customerCode = app.ctx.config.idealista?.customerCode ?? PLACEHOLDER_CUSTOMER_CODE;
  const reserved = [...context.holds.keys()].sort((a, b) => a - b).join(',');
  const preview = options.preview === true && !app.ctx.config.idealista;
  return app.publicCache.data(`feed-generation:idealista:${preview}:${reserved}`, async () => {
    const started = performance.now();
    const listings = await feedListings(app, 'idealista', IDEALISTA_MAX_IMAGES, context, { assumeConfigured: preview });
    const rendering = renderIdealistaFile(listings, context.company, customerCode);
    const body = JSON.stringify(rendering.file);
    app.log.info(
      {
        portal: 'idealista',
        properties: rendering.ids.length,
        invalid: rendering.invalid.size,
        ms: Math.round(performance.now() - started),
      },
      'portal feed generated',
    );
    return { ...rendering, body, hash: sha256Hex(body) };
  });
}
