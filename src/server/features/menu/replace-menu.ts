import { randomUUID } from 'node:crypto';

import type { MenuItemDto } from '#shared/api/api-types.ts';
import type { Database } from '#server/db/client.ts';
import { menuItems } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

import { listMenu } from './queries';

type MenuInput = {
  id?: string;
  label: string;
  label_ca?: string | null;
  label_en?: string | null;
  href: string;
  order: number;
  is_active: boolean;
};

/** Omitted: the stored translation stays (an older client cannot erase what it does not know); blank removes it. */
const translation = (sent: string | null | undefined, stored: string | null | undefined) =>
  sent === undefined ? (stored ?? null) : sent?.trim() || null;

/** The admin sends the whole list: the stored menu becomes exactly that list. */
export async function replaceMenu(db: Database, actor: Actor, items: MenuInput[]): Promise<MenuItemDto[]> {
  return db.transaction(async (tx) => {
    const stored = new Map((await tx.select().from(menuItems)).map((row) => [row.id, row]));
    const seen = new Set<string>();
    const rows = items.map((item) => {
      const id = item.id && !seen.has(item.id) ? item.id : randomUUID();
      seen.add(id);
      const before = stored.get(id);
      return {
        id,
        label: item.label.trim(),
        labelCa: translation(item.label_ca, before?.labelCa),
        labelEn: translation(item.label_en, before?.labelEn),
        href: item.href.trim(),
        order: item.order,
        isActive: item.is_active,
      };
    });
    await tx.delete(menuItems);
    if (rows.length > 0) await tx.insert(menuItems).values(rows);
    await recordAudit(tx, actor, 'replace', 'menu', null, { count: rows.length });
    return listMenu(tx);
  });
}
