import { asc } from 'drizzle-orm';
import type { MenuItemDto } from '../../../shared/api/api-types';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { menuItems } from '../../db/schema';

export async function listMenu(db: Executor): Promise<MenuItemDto[]> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.order), asc(menuItems.label));
  return rows.map((r) => ({ id: r.id, label: r.label, href: r.href, order: r.order, is_active: r.isActive }));
}

/** The menu as the public pages use it, once per content version. */
export function publicMenu(app: FastifyInstance): Promise<MenuItemDto[]> {
  return app.publicCache.data('menu', () => listMenu(app.ctx.db));
}
