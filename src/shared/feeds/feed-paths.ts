/** Where the portals read the portfolio (docs/product.md#8-properties). */
export const KYERO_FEED_PATH = '/feeds/kyero.xml';
