// The portals' shared feed machinery: which properties a portal gets (eligibility, listings) and the guard that keeps
// a full feed from wiping a portal; the public Kyero route. features/portals builds idealista and Fotocasa on it.
export { default as feedRoutes } from './routes';
export {
  eligibilityFacts,
  exclusionsByPortal,
  feedCompany,
  feedListings,
  listingContext,
  portalConfigured,
  type ListingContext,
} from './feed-listings';
export {
  confirmHeldFeed,
  feedState,
  readFeedRow,
  settleFeed,
  type FeedGeneration,
  type SettledFeed,
} from './guarded-feed';
export { currentKyeroFeed, kyeroGeneration } from './kyero-generation';
export { kyeroFeed } from './kyero-feed';
export type { FeedCompany, FeedListing, PortalFeed } from './portal-feed';
