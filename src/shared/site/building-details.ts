// What Llei 18/2007 art. 60.3 adds to a buyer's information before a payment on account, and which area the
// advertised figure is (RD 515/1989 art. 4; docs/product.md#31-property-listings-what-a-buyer-is-told). Kept apart
// from the zod schemas, so the public pages' script can read the lists without carrying zod.

/** Which area the advertised `size_m2` is. */
export const AREA_KINDS = ['built', 'usable'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

/** Whether the buyer gets the home free of occupants. */
export const OCCUPANCY_VALUES = ['vacant', 'tenanted', 'occupied'] as const;
export type Occupancy = (typeof OCCUPANCY_VALUES)[number];

/** The floor plan's accepted types: a PDF or a picture. */
export const FLOOR_PLAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type FloorPlanType = (typeof FLOOR_PLAN_TYPES)[number];

/**
 * The free texts about the building and the community, with their labels (the admin form's and the API's, in
 * Spanish); each may be written in Catalan and English too (`_ca`, `_en`, as titles).
 */
export const BUILDING_TEXT_FIELDS = {
  building_structure: 'Estructura y materiales',
  insulation: 'Aislamiento térmico y acústico',
  installations: 'Instalaciones',
  finishes: 'Acabados',
  community_charges: 'Cargas y derramas de la comunidad',
  community_statutes: 'Estatutos y normas de la comunidad',
} as const;
export type BuildingTextField = keyof typeof BUILDING_TEXT_FIELDS;
export const BUILDING_TEXT_KEYS = Object.keys(BUILDING_TEXT_FIELDS) as BuildingTextField[];
