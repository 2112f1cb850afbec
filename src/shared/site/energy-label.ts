// RD 390/2021: a dwelling advertised for sale must show its energy rating (docs/product.md §4). The API still
// accepts a property on sale without one, because the certificate may be on its way; the admin is warned.

export const ENERGY_LABEL_WARNING =
  'En venta sin certificado energético: el RD 390/2021 exige indicar la calificación energética en los anuncios de venta.';

export function needsEnergyLabel(property: { status: string; energy_rating: string | null | undefined }): boolean {
  return property.status === 'vendiendo' && (property.energy_rating ?? '').trim() === '';
}
