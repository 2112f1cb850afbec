import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { MenuItemDto } from '#shared/api/api-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { translatedOr } from '#shared/site/translated-content.ts';
import type { Executor } from '#server/db/client.ts';
import { menuItems } from '#server/db/schema.ts';

export async function listMenu(db: Executor): Promise<MenuItemDto[]> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.order), asc(menuItems.label));
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    label_ca: r.labelCa,
    label_en: r.labelEn,
    href: r.href,
    order: r.order,
    is_active: r.isActive,
  }));
}

/** The menu with its labels in `locale`, Spanish where not translated (docs/product.md §11.1). */
export function localizedMenu(menu: MenuItemDto[], locale: Locale): MenuItemDto[] {
  if (locale === 'es') return menu;
  return menu.map((item) => ({ ...item, label: translatedOr(item.label, item[`label_${locale}`]) }));
}

/** The menu as the public pages use it, once per content version. */
export function publicMenu(app: FastifyInstance): Promise<MenuItemDto[]> {
  return app.publicCache.data('menu', () => listMenu(app.ctx.db));
}
