import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';

import { ENERGY_RATINGS } from './labels';

// RD 390/2021 and Llei 18/2007 art. 59–63: a dwelling advertised for sale must show its energy rating
// (docs/product.md §4). "En trámite" is not a rating: the API still accepts a property on sale without one,
// because the certificate may be on its way, but the checklist flags it as an error and the portals never get it.

export const ENERGY_LABEL_WARNING =
  'En venta sin certificado energético: el RD 390/2021 exige indicar la calificación energética en los anuncios de venta. ' +
  '«En trámite» no basta, y los portales no la publicarán hasta que la tenga.';

/** A real letter A–G, not empty nor "en trámite". */
export function hasEnergyRating(rating: string | null | undefined): boolean {
  return (ENERGY_RATINGS as readonly string[]).includes((rating ?? '').trim());
}

export function needsEnergyLabel(property: { status: string; energy_rating: string | null | undefined }): boolean {
  return property.status === PROPERTY_STATUS.vendiendo && !hasEnergyRating(property.energy_rating);
}
