import type { FastifyReply, FastifyRequest } from 'fastify';

import { escapeHtml, renderDocument } from './document';
import type { BuyerPageChunk, WebBundle } from './web-bundle';

/**
 * The HTML of a page a buyer opens once from a link on their phone (signing, payment instructions; docs/decisions/032):
 * the buyer entry with the page's chunk preloaded and the stylesheet inline, one round trip less before the first
 * paint; `data`, when given, is the page's first answer, embedded so the page draws without asking for it
 * (docs/decisions/033).
 */
export function buyerShell(
  bundle: WebBundle,
  chunk: BuyerPageChunk,
  { lang, title = 'Casa Nova', data }: { lang: string; title?: string; data?: unknown },
): string {
  return renderDocument({
    head: `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex, nofollow">`,
    body: '',
    assets: bundle.buyerPageAssets?.[chunk] ?? bundle.appAssets,
    inlineStyles: true,
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

/** Sends a buyer page: never cached or indexed, and its URL, which carries the link's secret, never sent on. */
export const sendBuyerPage = (reply: FastifyReply, html: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
