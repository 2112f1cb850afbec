import type { SiteContentDto } from '../../../shared/api/api-types';
import { withContentDefaults } from '../../../shared/site/content';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { siteContent } from '../../db/schema';

export async function storedContent(db: Executor): Promise<Record<string, string>> {
  const rows = await db.select().from(siteContent);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Every key, stored values over the Spanish fallbacks: what the public site shows. */
export async function siteContentWithDefaults(db: Executor): Promise<SiteContentDto> {
  return withContentDefaults(await storedContent(db));
}

/** The site's texts as the public pages use them, once per content version. */
export function publicSiteContent(app: FastifyInstance): Promise<SiteContentDto> {
  return app.publicCache.data('content', () => siteContentWithDefaults(app.ctx.db));
}
