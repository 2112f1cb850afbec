import type { PropertyDetailsDto } from '#shared/api/api-types.ts';

/** A property with none of the buyer-facing details filled in (how every property stored before them reads). */
export const NO_PROPERTY_DETAILS: PropertyDetailsDto = {
  usable_area_m2: null,
  built_area_m2: null,
  cadastral_reference: null,
  registry_office: null,
  registry_property_number: null,
  registry_idufir: null,
  year_built: null,
  floor: null,
  has_lift: null,
  community_fees_per_year: null,
  ibi_per_year: null,
  habitability_certificate_number: null,
  habitability_certificate_date: null,
  is_new_build: false,
  publish_to_portals: false,
  reservation_amount: null,
  arras_percentage: null,
  payment_terms: null,
  payment_terms_ca: null,
  payment_terms_en: null,
};
