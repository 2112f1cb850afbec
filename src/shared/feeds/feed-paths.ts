/** Where the portals read the portfolio (docs/product.md#31-property-listings-what-a-buyer-is-told). */
export const KYERO_FEED_PATH = '/feeds/kyero.xml';
