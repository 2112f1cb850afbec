import { describe, expect, it } from 'vitest';

import { menuLinks } from './menu-links';

const item = (id: string, href: string, order: number, is_active = true) => ({
  id,
  label: id,
  label_ca: null,
  label_en: null,
  href,
  order,
  is_active,
});

describe('menuLinks', () => {
  it('keeps active items in order and flags external links', () => {
    const links = menuLinks(
      [item('b', 'https://blog.example', 2), item('a', '#inicio', 1), item('c', '/terminos', 3, false)],
      true,
    );
    expect(links).toEqual([
      { id: 'a', label: 'a', href: '#inicio', external: false },
      { id: 'b', label: 'b', href: 'https://blog.example', external: true },
    ]);
  });

  it('points section links at the landing page from other pages', () => {
    expect(menuLinks([item('a', '#contacto', 1)], false)[0]!.href).toBe('/#contacto');
  });
});

describe('menuLinks in another language', () => {
  const english = (path: string) => `/en${path}`;
  it('keeps visitors in their language for pages that have one, and leaves other links alone', () => {
    const links = menuLinks(
      [
        item('a', '#contacto', 1),
        item('b', '/cookies', 2),
        item('c', '/verificar', 3),
        item('d', 'https://x.example', 4),
      ],
      false,
      english,
    );
    expect(links.map((link) => link.href)).toEqual(['/en/#contacto', '/en/cookies', '/verificar', 'https://x.example']);
  });
});
