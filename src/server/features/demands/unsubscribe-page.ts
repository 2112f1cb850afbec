import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { escapeHtml } from '#server/lib/html/document.ts';
import { enquiryText } from '#server/lib/mail/enquiry-mail-text.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f6f4ef;color:#1c1c1c;margin:0;padding:24px}main{max-width:32rem;margin:10vh auto;background:#fff;padding:32px;border-radius:12px}button{font:inherit;background:#1f3a2e;color:#fff;border:0;border-radius:8px;padding:12px 20px;min-height:44px;cursor:pointer}';

/**
 * The unsubscribe page (docs/product.md §4.3): opening the link asks (a mail scanner that follows links unsubscribes
 * nobody); the button posts the same signed link. No script: it works in any mail app's browser.
 */
export function unsubscribePage(
  locale: Locale,
  view: { email: string; action: string } | { done: true } | { invalid: true },
): string {
  const t = enquiryText(locale);
  const body =
    'done' in view
      ? `<p role="status">${escapeHtml(t('unsubscribe.done'))}</p>`
      : 'invalid' in view
        ? `<p role="alert">${escapeHtml(t('page.invalid'))}</p>`
        : `<p>${escapeHtml(t('unsubscribe.question', { email: view.email }))}</p><form method="post" action="${escapeHtml(view.action)}"><button type="submit">${escapeHtml(t('unsubscribe.action'))}</button></form>`;
  return `<!doctype html><html lang="${INTL_LOCALE[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(t('unsubscribe.title'))}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(t('unsubscribe.title'))}</h1>${body}</main></body></html>`;
}
