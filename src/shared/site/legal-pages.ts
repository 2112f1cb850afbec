/** The three legal pages and their paths; their titles and summaries are in the public catalogs (public.es.ts). */
export const LEGAL_PAGES = {
  terminos: { path: '/terminos' },
  privacidad: { path: '/privacidad' },
  cookies: { path: '/cookies' },
} as const;

export type LegalPageKey = keyof typeof LEGAL_PAGES;

export const LEGAL_PAGE_KEYS = Object.keys(LEGAL_PAGES) as LegalPageKey[];
