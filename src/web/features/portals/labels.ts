import type { ListingState, Portal } from '#shared/portal-lifecycle/portals.ts';

// The admin's words for the portals (docs/product.md#portals): plain Spanish an owner knows.

export const STATE_LABELS: Record<ListingState, string> = {
  published: 'Publicada',
  pending: 'Pendiente',
  refused: 'Rechazada',
  excluded: 'No se publica',
};

export const STATE_TONES: Record<ListingState, string> = {
  published: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  pending: 'bg-sky-100 text-sky-900 ring-sky-300',
  refused: 'bg-red-100 text-red-900 ring-red-300',
  excluded: 'bg-stone-200 text-stone-800 ring-stone-300',
};

export const PORTAL_BLURBS: Record<Portal, string> = {
  kyero: 'Kyero, thinkSPAIN y los portales que leen su formato, para compradores de fuera de España.',
  idealista:
    'El portal donde más se busca en España; recibe un fichero con todas las propiedades cada 15 minutos si cambia algo.',
  fotocasa: 'Fotocasa (y los portales de Adevinta que tengas contratados); recibe cada cambio en un minuto.',
};

/** The form's label of each field a portal may ask for, to name it in "Ir a …". */
export const FIELD_LABELS: Record<string, string> = {
  status: 'Estado',
  energy_rating: 'Certificado energético',
  price: 'Precio (€)',
  built_area_m2: 'Superficie construida (m²)',
  bathrooms: 'Baños',
  latitude: 'Latitud',
  publish_to_kyero: 'Publicar en Kyero',
  publish_to_idealista: 'Publicar en idealista',
  publish_to_fotocasa: 'Publicar en Fotocasa',
};
