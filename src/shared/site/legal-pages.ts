/** The three legal pages: route, heading (also the page title) and search-result summary. */
export const LEGAL_PAGES = {
  terminos: {
    path: '/terminos',
    title: 'Términos y Condiciones',
    description: 'Condiciones de uso del sitio web, identificación del titular (LSSI-CE) y legislación aplicable.',
  },
  privacidad: {
    path: '/privacidad',
    title: 'Política de Privacidad',
    description: 'Cómo tratamos tus datos personales: responsable, finalidades, base legal, conservación y tus derechos (RGPD y LOPDGDD).',
  },
  cookies: {
    path: '/cookies',
    title: 'Política de Cookies',
    description: 'Qué cookies y almacenamiento local usamos, para qué, cuánto tiempo y cómo cambiar tu elección.',
  },
} as const;

export type LegalPageKey = keyof typeof LEGAL_PAGES;

export const LEGAL_PAGE_KEYS = Object.keys(LEGAL_PAGES) as LegalPageKey[];

export function isLegalPageKey(page: string): page is LegalPageKey {
  return Object.hasOwn(LEGAL_PAGES, page);
}
