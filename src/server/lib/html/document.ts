import { createHash } from 'node:crypto';

import { EARLY_INPUT_SCRIPT } from '#shared/site/early-input.ts';

import type { EntryAssets } from './manifest';
import { prepareCss, splitCss, type PreparedCss } from './used-css';

/**
 * Public pages start their script after the first contentful paint (docs/decisions/008, 033): the HTML, its inline
 * stylesheet and the hero image get the network to themselves, and the islands hydrate a moment later. The paint is
 * the one the browser reports (a frame callback can run before it is presented); a browser that reports no paint
 * entries waits for a frame. The entry's chunks start with it (a module runs once however often it is named), not
 * from the head. The snippet is constant, so the Content-Security-Policy allows exactly it by hash
 * (plugins/security.ts).
 */
const AFTER_PAINT_LOADER =
  "const{src,preload}=document.currentScript.dataset,go=()=>setTimeout(()=>{for(const u of`${preload} ${src}`.split(' '))if(u){const s=document.createElement('script');s.type='module';s.src=u;document.head.append(s)}});" +
  "if((PerformanceObserver.supportedEntryTypes||[]).includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(go)';
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
export const AFTER_PAINT_LOADER_HASH = scriptHash(AFTER_PAINT_LOADER);
/** The recorder of presses made before a page's script listens (docs/decisions/043), first in the head. */
export const EARLY_INPUT_SCRIPT_HASH = scriptHash(EARLY_INPUT_SCRIPT);

type DocumentParts = {
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
  /**
   * With `inlineStyles`: inline only the rules the page's HTML uses and link the rest of the stylesheet at the end of
   * the body, for what the islands draw later (docs/decisions/031, 036): only the rest, because a sheet that repeats
   * the rules in use makes the browser style every element again. The link blocks the script loader that follows it,
   * so no island runs before the rest is there.
   */
  onlyUsedStylesInline?: boolean;
  /**
   * Load the script after the first paint instead of from the head (public pages, buyer pages the server drew); the
   * page is usable before it: a press on one of its buttons is recorded and played back once its part listens.
   */
  scriptAfterPaint?: boolean;
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const serializeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// Parsed once per build's stylesheet (the assets object lives as long as the server).
const preparedStyles = new WeakMap<EntryAssets, PreparedCss>();

export function preparedStylesOf(assets: EntryAssets): PreparedCss {
  let prepared = preparedStyles.get(assets);
  if (!prepared) {
    prepared = prepareCss(assets.inlineCss);
    preparedStyles.set(assets, prepared);
  }
  return prepared;
}

/** Where the rest of a stylesheet is served (plugins/web-app/rest-styles.ts): the sheet's hash, then the key. */
export const restStylesPath = (prepared: PreparedCss, restKey: string) => `/assets/rest/${prepared.id}/${restKey}.css`;

const STYLE_SLOT = '<style></style>';
const REST_SLOT = '<link rel="stylesheet">';

export function renderDocument(parts: DocumentParts): string {
  const links = parts.assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const usedOnly = parts.inlineStyles && parts.onlyUsedStylesInline;
  const styles = usedOnly ? STYLE_SLOT : parts.inlineStyles ? `<style>${parts.assets.inlineCss}</style>` : links;
  // A page whose script waits for the first paint asks for none of it before that paint, its chunks included: the
  // loader names them (docs/decisions/033).
  const preloads = parts.scriptAfterPaint
    ? ''
    : parts.assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  const data =
    parts.data === undefined
      ? ''
      : `<script id="__DATA__" type="application/json">${serializeJson(parts.data)}</script>`;
  const html =
    `<!doctype html><html lang="${parts.lang ?? 'es'}"${parts.htmlClass ? ` class="${parts.htmlClass}"` : ''}><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    (parts.scriptAfterPaint ? `<script>${EARLY_INPUT_SCRIPT}</script>` : '') +
    '<meta name="theme-color" content="#244536">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    parts.head +
    styles +
    (parts.scriptAfterPaint ? '' : `<script type="module" src="${parts.assets.script}"></script>`) +
    preloads +
    `</head><body><div id="root">${parts.body}</div>${data}` +
    (usedOnly ? REST_SLOT : '') +
    (parts.scriptAfterPaint
      ? `<script data-src="${parts.assets.script}" data-preload="${parts.assets.preloads.join(' ')}">${AFTER_PAINT_LOADER}</script>`
      : '') +
    '</body></html>';
  if (!usedOnly) return html;
  const prepared = preparedStylesOf(parts.assets);
  const { inline, restKey } = splitCss(prepared, html);
  const rest = restKey ? `<link rel="stylesheet" href="${restStylesPath(prepared, restKey)}">` : '';
  const slot = html.indexOf(STYLE_SLOT);
  const restSlot = html.lastIndexOf(REST_SLOT);
  return (
    `${html.slice(0, slot)}<style>${inline}</style>${html.slice(slot + STYLE_SLOT.length, restSlot)}` +
    `${rest}${html.slice(restSlot + REST_SLOT.length)}`
  );
}
