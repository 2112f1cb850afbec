import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import { hasEnergyRating } from '#shared/site/energy-label.ts';

/**
 * Which properties the portal feeds list (docs/product.md#31-property-listings-what-a-buyer-is-told): on sale, switched on by the admin, and
 * with a real energy rating, since a sale advert without one breaks RD 390/2021 and the portals would refuse it.
 */
export function isPortalListing(property: {
  status: string;
  publish_to_portals: boolean;
  energy_rating: string | null;
}): boolean {
  return (
    property.status === PROPERTY_STATUS.vendiendo &&
    property.publish_to_portals &&
    hasEnergyRating(property.energy_rating)
  );
}
