// The portals beyond the Kyero feed (docs/product.md#portals, decision 040): idealista's feed delivered by FTP,
// Fotocasa's import API through an outbox, each property's state per portal and the cadastre's lookup.
export { adminPortalRoutes } from './routes';
export { startPortalWorker, runPortalPass } from './portal-worker';
