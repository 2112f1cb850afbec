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
