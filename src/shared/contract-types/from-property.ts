// The wizard fills a contract's property fields from the portfolio instead of having them retyped
// (docs/product.md#31-property-listings-what-a-buyer-is-told); the administrator still reviews and may change them.
import type { PropertyDto } from '#shared/api/api-types.ts';
import { percentInWholeEuros } from '#shared/money/cents.ts';
import { formatFloorDoor } from '#shared/site/floor-door.ts';

import { TAX_REGIME_FIELD_ID, TAX_REGIMES } from './fields';
import type { ContractTypeDefinition } from './types';

type PropertyFacts = Pick<
  PropertyDto,
  | 'address'
  | 'floor'
  | 'floor_number'
  | 'floor_level'
  | 'door'
  | 'registry_number'
  | 'registry_city'
  | 'cadastral_reference'
  | 'registry_office'
  | 'registry_property_number'
  | 'registry_idufir'
  | 'price'
  | 'is_new_build'
  | 'reservation_amount'
  | 'arras_percentage'
>;

/** "Registro de la Propiedad n.º 5 de Barcelona" (or the Catalan "Registre … núm. 5 de Barcelona") → its number and town. */
export function registryOfficeParts(office: string | null): { number: string | null; place: string | null } {
  if (!office) return { number: null, place: null };
  const number = /\b(\d{1,3})\b/.exec(office)?.[1] ?? null;
  const place = /\bde\s+([^\d,]+?)\s*$/i.exec(office)?.[1] ?? null;
  return { number, place: place && !/^la propie/i.test(place) ? place : null };
}

/** The address as contracts write it: with the city, which the portfolio leaves implicit. */
const withCity = (address: string) => (/barcelona/i.test(address) ? address : `${address}, Barcelona`);

/** Floor and door ('2.º 1.ª') identify the dwelling in a building: kept when the portfolio stores them apart. */
function withFloor(address: string, floor: string | null): string {
  const written = floor?.trim() ?? '';
  if (written === '' || address.replace(/\s/g, '').includes(written.replace(/\s/g, ''))) return address;
  // Before the postcode and city when the address carries them ("Carrer de Verdi 12, 08012 Barcelona").
  const tail = /,\s*(\d{5}\b.*)$/.exec(address);
  return tail ? `${address.slice(0, tail.index)}, ${written}, ${tail[1]}` : `${address}, ${written}`;
}

/**
 * The values of the type's fields that the property knows (as typed text, amounts as plain numbers); fields the
 * property leaves empty, or the type does not have, are left out.
 */
export function contractValuesFromProperty(
  type: ContractTypeDefinition,
  property: PropertyFacts,
): Record<string, string> {
  // The structured fields when set; the text typed before them otherwise (docs/product.md#structured-address-facts).
  const registry =
    property.registry_number !== null || property.registry_city
      ? {
          number: property.registry_number === null ? null : String(property.registry_number),
          place: property.registry_city,
        }
      : registryOfficeParts(property.registry_office);
  const floor = formatFloorDoor(property, 'es') ?? property.floor;
  const arras =
    property.price !== null && property.arras_percentage !== null
      ? percentInWholeEuros(property.price, property.arras_percentage)
      : null;
  const known: Record<string, string | number | null> = {
    direccion_inmueble: property.address.trim() ? withCity(withFloor(property.address.trim(), floor)) : null,
    referencia_catastral: property.cadastral_reference,
    numero_registro: registry.number,
    lugar_registro: registry.place,
    finca: property.registry_property_number,
    numero_cru: property.registry_idufir,
    precio_venta: property.price,
    [TAX_REGIME_FIELD_ID]: property.is_new_build ? TAX_REGIMES.iva : TAX_REGIMES.itp,
    importe_reserva: property.reservation_amount,
    importe_arras: arras,
  };
  const values: Record<string, string> = {};
  for (const field of type.fields) {
    const value = known[field.id];
    if (value !== null && value !== undefined && String(value).trim() !== '') values[field.id] = String(value);
  }
  return values;
}
