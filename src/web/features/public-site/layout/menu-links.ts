import type { IslandMenuItem } from '#shared/api/api-types.ts';

export type MenuLink = { id: string; label: string; href: string; external: boolean };

// Pages that exist in every language; any other path (`/verificar`, another site) is left as it is.
const LOCALIZED_PAGE = /^\/(?:$|[?#]|propiedades\/|terminos$|privacidad$|cookies$)/;

function localizedSitePath(href: string, localized: (path: string) => string): string {
  return LOCALIZED_PAGE.test(href) ? localized(href) : href;
}

/**
 * Active items in order. `#section` links point at the landing page from other pages, and
 * links to other sites open in a new tab.
 */
export function menuLinks(
  items: IslandMenuItem[],
  onLandingPage: boolean,
  localized: (path: string) => string = (path) => path,
): MenuLink[] {
  return items
    .filter((item) => item.is_active)
    .sort((a, b) => a.order - b.order)
    .map((item) => ({
      id: item.id,
      label: item.label,
      href: item.href.startsWith('#')
        ? onLandingPage
          ? item.href
          : localized(`/${item.href}`)
        : localizedSitePath(item.href, localized),
      external: /^https?:\/\//i.test(item.href),
    }));
}
