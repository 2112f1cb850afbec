import type { ReactNode } from 'react';

export const ADMIN_SECTIONS = [
  'dashboard',
  'properties',
  'content',
  'menu',
  'contacts',
  'contracts',
  'change-password',
  'people',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export type NavItem = { section: AdminSection; label: string; path: string; icon: ReactNode };

const icon = (d: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-5 shrink-0"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The seven sidebar items of docs/product.md §4, in order; `path` is relative to /cms or /admin. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    section: 'dashboard',
    label: 'Dashboard',
    path: '',
    icon: icon('M4 13h6V4H4zm10 7h6v-9h-6zM4 20h6v-4H4zm10-13h6V4h-6z'),
  },
  {
    section: 'properties',
    label: 'Propiedades',
    path: 'properties',
    icon: icon('M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6'),
  },
  { section: 'content', label: 'Contenido', path: 'content', icon: icon('M5 4h14v16H5zM8 8h8M8 12h8M8 16h5') },
  { section: 'menu', label: 'Menú', path: 'menu', icon: icon('M4 6h16M4 12h16M4 18h16') },
  { section: 'contacts', label: 'Contactos', path: 'contacts', icon: icon('M4 6h16v12H4zM4 7l8 6 8-6') },
  {
    section: 'contracts',
    label: 'Contratos y Firmas',
    path: 'contracts',
    icon: icon('M7 3h7l5 5v13H7zM14 3v5h5M10 17c1-2 2-2 3 0s2 1 3-1'),
  },
  {
    section: 'change-password',
    label: 'Cambiar Password',
    path: 'change-password',
    icon: icon('M7 11V8a5 5 0 0110 0v3M5 11h14v10H5zM12 15v2'),
  },
];

/**
 * Owners' pages listed after the specification's seven items (docs/product.md §4), which stay as they are: Personas.
 */
export const ACCOUNT_ITEMS: readonly NavItem[] = [
  {
    section: 'people',
    label: 'Personas',
    path: 'people',
    icon: icon('M9 11a4 4 0 100-8 4 4 0 000 8zM3 21v-1a6 6 0 0112 0v1M16 3.5a4 4 0 010 7.5M21 21v-1a6 6 0 00-4-5.6'),
  },
];

export const sectionHref = (base: string, path: string) => (path ? `${base}/${path}` : base);
