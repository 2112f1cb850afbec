import { randomUUID } from 'node:crypto';
import type { MenuItemDto } from '../../../shared/api/api-types';
import type { Database } from '../../db/client';
import { menuItems } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { listMenu } from './queries';

type MenuInput = { id?: string; label: string; href: string; order: number; is_active: boolean };

/** The admin sends the whole list: the stored menu becomes exactly that list. */
export async function replaceMenu(db: Database, actor: Actor, items: MenuInput[]): Promise<MenuItemDto[]> {
  const seen = new Set<string>();
  const rows = items.map((item) => {
    const id = item.id && !seen.has(item.id) ? item.id : randomUUID();
    seen.add(id);
    return { id, label: item.label.trim(), href: item.href.trim(), order: item.order, isActive: item.is_active };
  });
  return db.transaction(async (tx) => {
    await tx.delete(menuItems);
    if (rows.length > 0) await tx.insert(menuItems).values(rows);
    await recordAudit(tx, actor, 'replace', 'menu', null, { count: rows.length });
    return listMenu(tx);
  });
}
