import type { PublicPageData } from '#shared/api/api-types.ts';
import type { EntryAssets } from './manifest';

/** The server-rendering bundle's entry (dist/ssr/entry-server.js): a public page's HTML body. */
export type PublicRenderer = (data: PublicPageData) => string;

/** What the built web app gives the server: each browser entry's assets and the public page renderer. */
export type WebBundle = { publicAssets: EntryAssets; appAssets: EntryAssets; renderPublicPage: PublicRenderer };
