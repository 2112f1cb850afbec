import type { FastifyReply, FastifyRequest } from 'fastify';

import { escapeHtml, renderDocument } from './document';
import type { BuyerPageChunk, WebBundle } from './web-bundle';

/**
 * The HTML of a page a buyer opens once from a link on their phone (signing, payment instructions; docs/decisions/032):
 * the buyer entry with the page's chunk preloaded and the stylesheet inline, one round trip less before the first
 * paint; `data`, when given, is the page's first answer, embedded so the page draws without asking for it
 * (docs/decisions/033), and `body` the page drawn from it on the server (docs/decisions/034).
 */
export function buyerShell(
  bundle: WebBundle,
  chunk: BuyerPageChunk,
  { lang, title = 'Casa Nova', data, body = '' }: { lang: string; title?: string; data?: unknown; body?: string },
): string {
  return renderDocument({
    head: `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex, nofollow">`,
    body,
    assets: bundle.buyerPageAssets?.[chunk] ?? bundle.appAssets,
    inlineStyles: true,
    // A page the server drew is read before its script runs: like the public pages, it asks for none of it before
    // the first paint (docs/decisions/033, 034). A bare page has nothing to paint until its script draws it.
    scriptAfterPaint: body !== '',
    onlyUsedStylesInline: body !== '',
    lang,
    data,
  });
}

/**
 * One answer the page embeds, as the API would give it (its response schema, applied the same way), or nothing when
 * it cannot be read: the page's script then asks the API and shows its answer (an expired link, a wrong address).
 */
export const readForPage = <T>(
  request: FastifyRequest,
  what: string,
  reading: () => Promise<unknown>,
  schema: { parse: (value: unknown) => T },
): Promise<T | undefined> =>
  reading()
    .then((dto) => schema.parse(dto))
    .catch((error: unknown) => {
      request.log.info({ err: error }, `buyer page served without its ${what}`);
      return undefined;
    });

/**
 * The page drawn on the server from its answers, or nothing when the bundle has no renderer or it fails: the page's
 * script then draws it from the same answers, as before (docs/decisions/034).
 */
export async function renderForPage<T>(
  request: FastifyRequest,
  render: ((search: string) => Promise<T>) | undefined,
): Promise<T | undefined> {
  if (!render) return undefined;
  const query = request.url.indexOf('?');
  try {
    return await render(query === -1 ? '' : request.url.slice(query + 1));
  } catch (error) {
    request.log.error({ err: error }, 'buyer page sent for its script to draw: the server could not draw it');
    return undefined;
  }
}

/** Sends a buyer page: never cached or indexed, and its URL, which carries the link's secret, never sent on. */
export const sendBuyerPage = (reply: FastifyReply, html: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
