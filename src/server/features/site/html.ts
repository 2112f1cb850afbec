// The lint rule against `**/web/**` is meant for browser code; plugins/web is the server's own HTML
// document assembly, which the public pages build on.
// eslint-disable-next-line no-restricted-imports
export { escapeHtml, renderDocument, serializeJson } from '../../plugins/web/document';
