// Where a property is listed besides the site (docs/product.md#portals) and what each portal last said about it.
// The property form, the portal routes, the workers and the database CHECKs read these lists; nothing else spells a
// portal or a listing state.

export const PORTALS = ['kyero', 'idealista', 'fotocasa'] as const;
export type Portal = (typeof PORTALS)[number];

export const PORTAL_NAMES: Record<Portal, string> = { kyero: 'Kyero', idealista: 'idealista', fotocasa: 'Fotocasa' };

/** The property's switch for each portal ("Publicar en Kyero"…), as the API and the form name it. */
export const PORTAL_SWITCHES = {
  kyero: 'publish_to_kyero',
  idealista: 'publish_to_idealista',
  fotocasa: 'publish_to_fotocasa',
} as const satisfies Record<Portal, string>;
export type PortalSwitch = (typeof PORTAL_SWITCHES)[Portal];

/** Portals fed a whole file that replaces the last one: a short file deletes listings there (the feed guard). */
export const FEED_PORTALS = ['kyero', 'idealista'] as const satisfies readonly Portal[];
export type FeedPortal = (typeof FEED_PORTALS)[number];
export const isFeedPortal = (value: string): value is FeedPortal => (FEED_PORTALS as readonly string[]).includes(value);

/** A property on a portal, as GET /api/cms/properties/{id}/portals answers it. */
export const LISTING_STATES = ['published', 'pending', 'refused', 'excluded'] as const;
export type ListingState = (typeof LISTING_STATES)[number];
export const LISTING_STATE = {
  published: 'published',
  pending: 'pending',
  refused: 'refused',
  excluded: 'excluded',
} as const satisfies { [S in ListingState]: S };

/**
 * What a portal last told us about one property (stored): live there, still processing, refused with its reason, or
 * an answer we could not use (an error kept with its first line; the push is retried, then left until the data change).
 */
export const REMOTE_STATES = ['published', 'pending', 'refused', 'error'] as const;
export type RemoteState = (typeof REMOTE_STATES)[number];
export const REMOTE_STATE = {
  published: 'published',
  pending: 'pending',
  refused: 'refused',
  error: 'error',
} as const satisfies { [S in RemoteState]: S };

/** How a feed's last generation was handled by the guard: published, or held until an owner confirms. */
export const FEED_HOLD_REASONS = ['empty', 'loss'] as const;
export type FeedHoldReason = (typeof FEED_HOLD_REASONS)[number];

/** idealista's status file (its status service): per property, one of these. */
export const IDEALISTA_STATUSES = ['active', 'pending', 'quality', 'error'] as const;
export type IdealistaStatus = (typeof IDEALISTA_STATUSES)[number];

/** idealista's status → ours: live; still processing; held back by its quality filter or refused as an error. */
export const IDEALISTA_STATUS_STATE: Record<IdealistaStatus, RemoteState> = {
  active: 'published',
  pending: 'pending',
  quality: 'refused',
  error: 'refused',
};
