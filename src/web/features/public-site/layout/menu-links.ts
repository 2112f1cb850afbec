import type { MenuItemDto } from '../../../../shared/api/api-types';

export type MenuLink = { id: string; label: string; href: string; external: boolean };

/**
 * Active items in order. `#section` links point at the landing page from other pages, and
 * links to other sites open in a new tab.
 */
export function menuLinks(items: MenuItemDto[], onLandingPage: boolean): MenuLink[] {
  return items
    .filter((item) => item.is_active)
    .sort((a, b) => a.order - b.order)
    .map((item) => ({
      id: item.id,
      label: item.label,
      href: item.href.startsWith('#') && !onLandingPage ? `/${item.href}` : item.href,
      external: /^https?:\/\//i.test(item.href),
    }));
}
