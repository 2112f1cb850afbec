import type { EntryAssets } from './manifest';

export type DocumentParts = {
  head: string;
  body: string;
  assets: EntryAssets;
  /** JSON embedded for hydration; `<` is escaped so no text can close the script element. */
  data?: unknown;
  htmlClass?: string;
  /** `<html lang>`: the page's language tag (es-ES, ca-ES, en-GB); Spanish unless told. */
  lang?: string;
  /**
   * Public pages inline their (small) stylesheet: the first paint then needs no request after the
   * HTML. The app links its stylesheet, which the browser caches across its many screens.
   */
  inlineStyles?: boolean;
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const serializeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function renderDocument(parts: DocumentParts): string {
  const styles = parts.inlineStyles
    ? `<style>${parts.assets.inlineCss}</style>`
    : parts.assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const preloads = parts.assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  const data =
    parts.data === undefined
      ? ''
      : `<script id="__DATA__" type="application/json">${serializeJson(parts.data)}</script>`;
  return (
    `<!doctype html><html lang="${parts.lang ?? 'es'}"${parts.htmlClass ? ` class="${parts.htmlClass}"` : ''}><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="theme-color" content="#244536">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    parts.head +
    styles +
    `<script type="module" src="${parts.assets.script}"></script>` +
    preloads +
    `</head><body><div id="root">${parts.body}</div>${data}</body></html>`
  );
}
