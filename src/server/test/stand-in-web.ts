import type { PublicRenderer, WebBundle } from '#server/lib/html/web-bundle.ts';

const assets = (name: string) => ({ script: `/assets/${name}.js`, styles: [], preloads: [], inlineCss: '' });

/**
 * A web bundle for server tests: the built app's assets stand in as empty names, and the public pages' body is what
 * `renderPublicPage` makes of the data the server hands over (entry-server.test.tsx renders the real one).
 */
export const standInWebBundle = (renderPublicPage: PublicRenderer = () => ''): WebBundle => ({
  publicAssets: assets('public'),
  appAssets: assets('app'),
  renderPublicPage,
});
