import { describe, expect, it } from 'vitest';
import { menuLinks } from './menu-links';

const item = (id: string, href: string, order: number, is_active = true) => ({ id, label: id, href, order, is_active });

describe('menuLinks', () => {
  it('keeps active items in order and flags external links', () => {
    const links = menuLinks([item('b', 'https://blog.example', 2), item('a', '#inicio', 1), item('c', '/terminos', 3, false)], true);
    expect(links).toEqual([
      { id: 'a', label: 'a', href: '#inicio', external: false },
      { id: 'b', label: 'b', href: 'https://blog.example', external: true },
    ]);
  });

  it('points section links at the landing page from other pages', () => {
    expect(menuLinks([item('a', '#contacto', 1)], false)[0]!.href).toBe('/#contacto');
  });
});
