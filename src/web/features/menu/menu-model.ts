import type { MenuItemDto } from '#shared/api/api-types.ts';

/** Ascending by order; items with the same order keep their relative position. */
export function sortByOrder(items: readonly MenuItemDto[]): MenuItemDto[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => item);
}

/** After a drag the order is the list position, counted from 1 (docs/product.md §4). */
export function renumber(items: readonly MenuItemDto[]): MenuItemDto[] {
  return items.map((item, index) => ({ ...item, order: index + 1 }));
}

/** Replaces the item with the same id, or adds it; the result is sorted by order. */
export function upsertItem(items: readonly MenuItemDto[], item: MenuItemDto): MenuItemDto[] {
  const exists = items.some((existing) => existing.id === item.id);
  return sortByOrder(exists ? items.map((existing) => (existing.id === item.id ? item : existing)) : [...items, item]);
}

export function removeItem(items: readonly MenuItemDto[], id: string): MenuItemDto[] {
  return items.filter((item) => item.id !== id);
}

export function menuCounts(items: readonly MenuItemDto[]) {
  const active = items.filter((item) => item.is_active).length;
  return { total: items.length, active, inactive: items.length - active };
}
