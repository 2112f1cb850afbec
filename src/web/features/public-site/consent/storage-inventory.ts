// What this site really keeps in the visitor's browser, by consent category (docs/product.md §3). The cookie
// settings dialog and the cookie policy are both generated from these lists, so they cannot drift apart: an
// item added here appears in the policy's table, and nothing is listed that the code does not store.
import { LANGUAGE_STORAGE_KEY } from '#web/features/public-site/layout/language-preference.ts';
import { TOKEN_KEY } from '#web/lib/api-client.ts';

import { CONSENT_STORAGE_KEY, type ConsentCategory } from './consent';

type ConsentCategoryInfo = {
  key: ConsentCategory;
  title: string;
  text: string;
  /** Longest a stored choice or item of the category may last, as the policy states. */
  maxDuration: string;
};

export const CONSENT_CATEGORIES: readonly ConsentCategoryInfo[] = [
  {
    key: 'necessary',
    title: 'Necesarias',
    text: 'Imprescindibles para que la web funcione y para recordar tu elección de cookies. Siempre activas.',
    maxDuration: '12 meses',
  },
  {
    key: 'analytics',
    title: 'Analíticas',
    text: 'Hoy no usamos ninguna: la web no mide tus visitas. Si algún día lo hiciera, te lo preguntaríamos antes.',
    maxDuration: '24 meses',
  },
  {
    key: 'marketing',
    title: 'Marketing',
    text: 'Permiten contenido de terceros como los vídeos de YouTube, que pueden usar cookies propias.',
    maxDuration: '12 meses',
  },
  {
    key: 'functional',
    title: 'Funcionales',
    text: 'Recuerdan preferencias para ofrecerte una experiencia más cómoda.',
    maxDuration: '6 meses',
  },
];

export type StoredItem = {
  name: string;
  category: ConsentCategory;
  /** Where it lives: the browser's local storage, or cookies set by a third party. */
  storage: string;
  purpose: string;
  owner: string;
  duration: string;
};

export const STORED_ITEMS: readonly StoredItem[] = [
  {
    name: CONSENT_STORAGE_KEY,
    category: 'necessary',
    storage: 'Almacenamiento local',
    purpose:
      'Guarda tu elección sobre cookies, la fecha en que la hiciste, la versión de esta política y un identificador ' +
      'aleatorio con el que la registramos para poder demostrarla.',
    owner: 'Propia',
    duration: '12 meses',
  },
  {
    name: TOKEN_KEY,
    category: 'necessary',
    storage: 'Almacenamiento local',
    purpose: 'Mantiene la sesión del personal en el área de administración; no se usa con los visitantes.',
    owner: 'Propia',
    duration: 'Hasta cerrar la sesión (deja de valer a las 12 horas)',
  },
  {
    name: LANGUAGE_STORAGE_KEY,
    category: 'functional',
    storage: 'Almacenamiento local',
    purpose:
      'Recuerda el idioma que elegiste en el selector de idioma, para ofrecértelo si llegas a otra versión de la web.',
    owner: 'Propia',
    duration: '6 meses',
  },
  {
    name: 'YouTube (youtube-nocookie.com)',
    category: 'marketing',
    storage: 'Cookies de terceros',
    purpose:
      'Reproducción de los vídeos de las viviendas en modo de privacidad mejorada; solo se cargan si aceptas las ' +
      'cookies de marketing y pulsas el vídeo.',
    owner: 'Google Ireland Ltd.',
    duration: 'Las que fije YouTube, hasta 12 meses',
  },
];
