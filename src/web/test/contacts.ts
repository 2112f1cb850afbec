import type { ContactDto } from '#shared/api/api-types.ts';

/** The fields a contact of the site's own form has beyond the specification's (docs/product.md §4.1). */
export const ENQUIRY_DEFAULTS = {
  source: 'web',
  language: 'es',
  stage: 'new',
  property_id: null,
  missing: [],
  email_is_relay: false,
  unsubscribed: false,
} as const satisfies Partial<ContactDto>;
