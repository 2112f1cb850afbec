// Which properties each portal gets, and why not the others (docs/product.md#portals). Pure: the server answers the
// property's portal states with it and the feeds and pushes filter with it, so a property the admin sees "left out"
// is the one the portal never receives.
import { PORTAL_NAMES, PORTAL_SWITCHES, type Portal } from '#shared/portal-lifecycle/portals.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import { hasEnergyRating } from '#shared/site/energy-label.ts';

export type EligibilityProperty = {
  status: string;
  energy_rating: string | null;
  price: number | null;
  bathrooms: number;
  size_m2: number;
  size_m2_kind: 'built' | 'usable';
  built_area_m2: number | null;
} & Record<(typeof PORTAL_SWITCHES)[Portal], boolean>;

export type EligibilityFacts = {
  /** The contract that holds the property (an open reservation or arras), if any. */
  heldBy: string | null;
  /** The company's contact as the portal would show it. */
  company: { email: string | null; phone: string | null };
  /** Whether the server has this portal's settings (environment); Kyero needs none. */
  configured: boolean;
  /** Where the home is (never in the public API); only Fotocasa needs it. */
  coordinates: Coordinates | null;
};

export type Coordinates = { latitude: number; longitude: number };

/** Why a property is left out of one portal: a code, the form field that fixes it (if any) and plain Spanish. */
export type Exclusion = { code: string; field: string | null; message: string };

/** The built area a portal may be given: the built figure, or the main one when it is the built area. */
export function builtArea(property: Pick<EligibilityProperty, 'built_area_m2' | 'size_m2' | 'size_m2_kind'>) {
  return property.built_area_m2 ?? (property.size_m2_kind === 'built' ? property.size_m2 : null);
}

/** Everything that keeps the property off `portal`; empty when the portal gets it. */
export function portalExclusions(portal: Portal, property: EligibilityProperty, facts: EligibilityFacts): Exclusion[] {
  const name = PORTAL_NAMES[portal];
  const out: Exclusion[] = [];
  const add = (code: string, field: string | null, message: string) => out.push({ code, field, message });
  if (!property[PORTAL_SWITCHES[portal]]) {
    add('switched_off', PORTAL_SWITCHES[portal], `No está activado «Publicar en ${name}».`);
  }
  if (!facts.configured) {
    add('not_configured', null, `${name} no está configurado en el servidor (ver «Portales» en el README).`);
  }
  if (property.status !== PROPERTY_STATUS.vendiendo) add('not_for_sale', 'status', 'No está En Venta.');
  if (facts.heldBy) {
    add('reserved', null, 'Está reservada: una reserva o unas arras en curso la retiran de todos los portales.');
  }
  if (!hasEnergyRating(property.energy_rating)) {
    add('energy_rating', 'energy_rating', 'Falta la calificación energética (A–G); «en trámite» no basta.');
  }
  if (portal === 'kyero') return out;
  if (property.price === null || Math.round(property.price) < 1) add('price', 'price', 'Falta el precio.');
  if (portal === 'idealista') {
    if (builtArea(property) === null) add('built_area', 'built_area_m2', 'Falta la superficie construida.');
    if (!(property.bathrooms >= 1)) add('bathrooms', 'bathrooms', 'Falta el número de baños.');
    return out;
  }
  if (!facts.coordinates) {
    add('coordinates', 'latitude', 'Faltan las coordenadas (latitud y longitud): Fotocasa las exige para situarla.');
  }
  if (!facts.company.email && !facts.company.phone) {
    add(
      'contact',
      null,
      'Falta el email o el teléfono de la empresa (Textos del sitio), donde Fotocasa envía a los interesados.',
    );
  }
  return out;
}

/** "No está En Venta. Falta el precio." — the reasons as one sentence list. */
export const exclusionText = (exclusions: readonly Exclusion[]) => exclusions.map((e) => e.message).join(' ');
