import type { BuyerPageRenderers, PublicRenderer, WebBundle } from '#server/lib/html/web-bundle.ts';

const assets = (name: string) => ({ script: `/assets/${name}.js`, styles: [], preloads: [], inlineCss: '' });

/**
 * A web bundle for server tests: the built app's assets stand in as empty names, and the public pages' body is what
 * `renderPublicPage` makes of the data the server hands over (entry-server.test.tsx renders the real one); the buyer
 * pages are drawn by `renderBuyerPages` when given (render-buyer-pages.test.tsx renders the real ones), else sent bare.
 */
export const standInWebBundle = (
  renderPublicPage: PublicRenderer = () => '',
  renderBuyerPages?: BuyerPageRenderers,
): WebBundle => ({
  publicAssets: assets('public'),
  appAssets: assets('app'),
  renderPublicPage,
  renderBuyerPages,
});
