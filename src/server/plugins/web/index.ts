import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicPageData } from '../../../shared/api/api-types';
import { registerPublicPages } from '../../features/site/routes';
import { projectRoot } from '../../lib/paths';
import { renderDocument } from './document';
import { readEntryAssets, type EntryAssets } from './manifest';

export type PublicRenderer = (data: PublicPageData) => string;

export type WebBundle = { publicAssets: EntryAssets; appAssets: EntryAssets; renderPublicPage: PublicRenderer };

/** Pages of the `app` bundle, rendered in the browser only; none of them is for search engines. */
const APP_SHELL_ROUTES = ['/login', '/reset-password', '/cms', '/cms/*', '/admin', '/admin/*', '/contracts/:id/sign', '/pago/:id'];

export async function loadWebBundle(): Promise<WebBundle> {
  const root = projectRoot();
  const clientDir = path.join(root, 'dist', 'client');
  const ssrEntry = path.join(root, 'dist', 'ssr', 'entry-server.js');
  if (!fs.existsSync(ssrEntry)) throw new Error('The web app is not built: run `npm run build`.');
  const ssr = (await import(pathToFileURL(ssrEntry).href)) as { renderPublicPage: PublicRenderer };
  return {
    publicAssets: readEntryAssets(clientDir, 'public'),
    appAssets: readEntryAssets(clientDir, 'app'),
    renderPublicPage: ssr.renderPublicPage,
  };
}

export const registerWeb = fp(async function web(app: FastifyInstance) {
  const bundle = await loadWebBundle();
  await app.register(fastifyStatic, {
    root: path.join(projectRoot(), 'dist', 'client'),
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      // Vite puts a content hash in every asset name: safe to cache for a year.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });

  const appShell = renderDocument({
    head: '<title>Casa Nova</title><meta name="robots" content="noindex, nofollow">',
    body: '',
    assets: bundle.appAssets,
  });
  for (const url of APP_SHELL_ROUTES) {
    app.get(url, async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      // Signing and payment links carry secrets in the URL: never leak them as a referrer.
      if (request.url.startsWith('/contracts/') || request.url.startsWith('/pago/')) {
        reply.header('referrer-policy', 'no-referrer');
      }
      return reply.type('text/html; charset=utf-8').send(appShell);
    });
  }

  await registerPublicPages(app, bundle);
});
