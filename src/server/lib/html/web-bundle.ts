import type { PublicPageData } from '#shared/api/api-types.ts';
import type { PaymentPageData, RenderedBuyerPage, SigningPageData } from '#shared/api/buyer-page-dtos.ts';

import type { EntryAssets } from './manifest';

/** The server-rendering bundle's entry (dist/ssr/entry-server.js): a public page's HTML body. */
export type PublicRenderer = (data: PublicPageData) => string;

/**
 * The server-rendering bundle's buyer pages (docs/decisions/034): a page drawn from its embedded answers, given the
 * page's id and its link's query string.
 */
export type BuyerPageRenderers = {
  signing: (contractId: string, search: string, data: SigningPageData) => Promise<RenderedBuyerPage>;
  payment: (transactionId: string, search: string, data: PaymentPageData) => Promise<RenderedBuyerPage>;
};

/** The app bundle's lazy route chunks (src/web/router.tsx) by source path: a page's shell preloads its chunk. */
export const APP_ROUTE_CHUNKS = {
  auth: 'src/web/features/auth/routes.tsx',
  admin: 'src/web/admin-routes.tsx',
  verify: 'src/web/features/verify/routes.tsx',
} as const;
export type AppRouteChunk = keyof typeof APP_ROUTE_CHUNKS;

/** The buyer bundle's page chunks (src/web/entry-buyer.tsx), by source path: each page's shell preloads its own. */
export const BUYER_PAGE_CHUNKS = {
  signing: 'src/web/features/signing/routes.tsx',
  payment: 'src/web/features/payments/routes.tsx',
  viewing: 'src/web/features/viewings/VisitPage.tsx',
} as const;
export type BuyerPageChunk = keyof typeof BUYER_PAGE_CHUNKS;

/**
 * What the built web app gives the server: each browser entry's assets and the public page renderer; the app and
 * buyer entries' assets also per route chunk (without them, a shell preloads the entry only).
 */
export type WebBundle = {
  publicAssets: EntryAssets;
  appAssets: EntryAssets;
  appRouteAssets?: Record<AppRouteChunk, EntryAssets>;
  /** The buyer pages' assets (their own Preact entry plus the page's chunk); without them, the app entry's. */
  buyerPageAssets?: Record<BuyerPageChunk, EntryAssets>;
  renderPublicPage: PublicRenderer;
  /** Without them (server tests), the buyer pages are sent bare and their script draws them. */
  renderBuyerPages?: BuyerPageRenderers;
};
