import type { FastifyInstance } from 'fastify';
import { renderDocument } from '../../lib/html/document';
import type { EntryAssets } from '../../lib/html/manifest';

const DESCRIPTION = 'Compruebe que un contrato firmado en PDF es el original sellado y que nadie lo ha modificado.';

/**
 * /verificar (docs/product.md §5.5): the app bundle's shell with its own title. The page is a lazy chunk of
 * that bundle, so the public landing page's JavaScript does not grow; it may be indexed.
 */
export function registerVerifyPage(app: FastifyInstance, assets: EntryAssets): void {
  const html = renderDocument({
    head: `<title>Verificar un contrato firmado · Casa Nova</title><meta name="description" content="${DESCRIPTION}">`,
    body: '<noscript><p style="padding:2rem;font-family:sans-serif">Para verificar un documento, active JavaScript en su navegador.</p></noscript>',
    assets,
  });
  app.get('/verificar', async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html));
}
