import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { localizedPath } from '#shared/i18n/locale-path.ts';
import { INTL_LOCALE, LOCALES } from '#shared/i18n/locales.ts';
import { escapeHtml, renderDocument } from '#server/lib/html/document.ts';
import { readEntryAssets, withRouteChunks } from '#server/lib/html/manifest.ts';
import {
  APP_ROUTE_CHUNKS,
  BUYER_PAGE_CHUNKS,
  type AppRouteChunk,
  type BuyerPageRenderers,
  type PublicRenderer,
  type WebBundle,
} from '#server/lib/html/web-bundle.ts';
import { projectRoot } from '#server/paths.ts';

import { registerRestStyles } from './rest-styles';
import { registerVerifyPage } from './verify-page';

/** Pages of the `app` bundle, rendered in the browser only, with their route chunk; none of them is for search engines. */
const APP_SHELL_ROUTES: [string, AppRouteChunk][] = [
  ['/login', 'auth'],
  ['/cms', 'admin'],
  ['/cms/*', 'admin'],
  ['/admin', 'admin'],
  ['/admin/*', 'admin'],
];

const ssrEntryPath = () => path.join(projectRoot(), 'dist', 'ssr', 'entry-server.js');

/** Whether `npm run build` has produced the web app (the server-rendering bundle is its last part). */
export const isWebBuilt = () => fs.existsSync(ssrEntryPath());

export async function loadWebBundle(): Promise<WebBundle> {
  const root = projectRoot();
  const clientDir = path.join(root, 'dist', 'client');
  const ssrEntry = ssrEntryPath();
  if (!fs.existsSync(ssrEntry)) throw new Error('The web app is not built: run `npm run build`.');
  const ssr = (await import(pathToFileURL(ssrEntry).href)) as {
    renderPublicPage: PublicRenderer;
    renderSigningPage: BuyerPageRenderers['signing'];
    renderPaymentPage: BuyerPageRenderers['payment'];
  };
  const appAssets = readEntryAssets(clientDir, 'app');
  const buyerAssets = readEntryAssets(clientDir, 'buyer');
  return {
    publicAssets: readEntryAssets(clientDir, 'public'),
    appAssets,
    appRouteAssets: withRouteChunks(clientDir, 'app', appAssets, APP_ROUTE_CHUNKS),
    buyerPageAssets: withRouteChunks(clientDir, 'buyer', buyerAssets, BUYER_PAGE_CHUNKS),
    renderPublicPage: ssr.renderPublicPage,
    renderBuyerPages: { signing: ssr.renderSigningPage, payment: ssr.renderPaymentPage },
  };
}

/** Static files, the app bundle's shells and the verification page; the public pages come from features/site. */
export const webApp = fp(async function web(
  app: FastifyInstance,
  { bundle, publicUrl }: { bundle: WebBundle; publicUrl: string },
) {
  await app.register(fastifyStatic, {
    root: path.join(projectRoot(), 'dist', 'client'),
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of every text asset (scripts/build.mjs).
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Vite puts a content hash in every asset name: safe to cache for a year.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });

  const assetsOf = (chunk: AppRouteChunk) => bundle.appRouteAssets?.[chunk] ?? bundle.appAssets;
  const shellIn = (lang: string, chunk: AppRouteChunk, title = 'Casa Nova') =>
    renderDocument({
      head: `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex, nofollow">`,
      body: '',
      assets: assetsOf(chunk),
      inlineStyles: false,
      lang,
    });
  // The reset page in every language, each with its own <html lang> (docs/product.md §11).
  for (const locale of LOCALES) {
    const shell = shellIn(INTL_LOCALE[locale], 'auth');
    app.get(localizedPath(locale, '/reset-password'), async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('content-language', INTL_LOCALE[locale])
        .type('text/html; charset=utf-8')
        .send(shell),
    );
  }
  for (const [url, chunk] of APP_SHELL_ROUTES) {
    const appShell = shellIn('es', chunk);
    app.get(url, async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(appShell),
    );
  }
  // The signing and payment pages are their features' (contracts/signing-page.ts, payments/payment-page.ts): each
  // embeds its first answer.

  registerVerifyPage(app, assetsOf('verify'), publicUrl);
  registerRestStyles(app, [bundle.publicAssets, ...Object.values(bundle.buyerPageAssets ?? {})]);
});
