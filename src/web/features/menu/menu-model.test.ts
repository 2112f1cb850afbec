import { describe, expect, it } from 'vitest';

import type { MenuItemDto } from '#shared/api/api-types.ts';

import { menuCounts, removeItem, renumber, sortByOrder, upsertItem } from './menu-model';

const item = (id: string, order: number, is_active = true): MenuItemDto => ({
  id,
  label: id,
  label_ca: null,
  label_en: null,
  href: `#${id}`,
  order,
  is_active,
});

describe('menu model', () => {
  it('renumbers from 1 in list order', () => {
    expect(renumber([item('b', 5), item('a', 2), item('c', 9)]).map((i) => [i.id, i.order])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
  });

  it('sorts by order, stable for equal orders', () => {
    expect(sortByOrder([item('x', 2), item('y', 1), item('z', 1)]).map((i) => i.id)).toEqual(['y', 'z', 'x']);
  });

  it('adds a new item or replaces the one with the same id', () => {
    const list = [item('a', 1), item('b', 2)];
    expect(upsertItem(list, item('c', 1)).map((i) => i.id)).toEqual(['a', 'c', 'b']);
    expect(upsertItem(list, { ...item('a', 3), label: 'Nuevo' }).map((i) => `${i.id}:${i.label}`)).toEqual([
      'b:b',
      'a:Nuevo',
    ]);
  });

  it('removes by id and counts active and inactive items', () => {
    const list = [item('a', 1), item('b', 2, false), item('c', 3)];
    expect(removeItem(list, 'b').map((i) => i.id)).toEqual(['a', 'c']);
    expect(menuCounts(list)).toEqual({ total: 3, active: 2, inactive: 1 });
  });
});
