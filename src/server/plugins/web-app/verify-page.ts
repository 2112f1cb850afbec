import type { FastifyInstance } from 'fastify';

import { localizedPath } from '#shared/i18n/locale-path.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { VERIFY_CATALOGS } from '#shared/i18n/messages/verify.ts';
import { absoluteUrl } from '#server/lib/html/absolute-url.ts';
import { escapeHtml, renderDocument } from '#server/lib/html/document.ts';
import type { EntryAssets } from '#server/lib/html/manifest.ts';
import { mailCompany } from '#server/lib/mail/company-identity.ts';

// Without JavaScript the page cannot hash the file: it says so in its own language.
const NO_SCRIPT = {
  es: 'Para verificar un documento, activa JavaScript en tu navegador.',
  ca: 'Per verificar un document, activa JavaScript al navegador.',
  en: 'To verify a document, please turn on JavaScript in your browser.',
};

/** English readers may type the English word: /en/verify is the same page as /en/verificar (docs/product.md §11.2). */
const ENGLISH_PATH = '/en/verify';
const SPANISH_WORD_IN_ENGLISH = '/en/verificar';

/**
 * /verificar, /ca/verificar and /en/verificar (and /en/verify) (docs/product.md §5.5, §11.2): the app bundle's shell with the
 * page's own title, description and `<html lang>`. The page is a lazy chunk of that bundle, so the public landing
 * page's JavaScript does not grow; it may be indexed.
 */
export function registerVerifyPage(app: FastifyInstance, assets: EntryAssets, publicUrl: string): void {
  // Search engines take canonical and hreflang URLs only when absolute.
  const urlIn = (locale: Locale) => escapeHtml(absoluteUrl(publicUrl, localizedPath(locale, '/verificar')));
  const alternates = [
    ...LOCALES.map((other) => `<link rel="alternate" hreflang="${INTL_LOCALE[other]}" href="${urlIn(other)}">`),
    `<link rel="alternate" hreflang="x-default" href="${urlIn(DEFAULT_LOCALE)}">`,
  ].join('');
  // The title names whoever runs the site (company_name), read at each request: never a fixed name.
  const COMPANY = '\u0000company\u0000';
  for (const locale of LOCALES) {
    const messages = VERIFY_CATALOGS[locale];
    const html = renderDocument({
      head: `<title>${escapeHtml(messages['page.titleWithCompany'].replace('{company}', COMPANY))}</title><meta name="description" content="${escapeHtml(messages['page.intro'])}"><link rel="canonical" href="${urlIn(locale)}">${alternates}`,
      body: `<noscript><p style="padding:2rem;font-family:sans-serif">${NO_SCRIPT[locale]}</p></noscript>`,
      assets,
      // Opened once, often from the QR code of a sealed PDF on a phone: one round trip less before the first paint.
      inlineStyles: true,
      lang: INTL_LOCALE[locale],
    });
    // /en/verify is the English page's own address (its canonical); /en/verificar keeps answering as before.
    const paths = locale === 'en' ? [ENGLISH_PATH, SPANISH_WORD_IN_ENGLISH] : [localizedPath(locale, '/verificar')];
    for (const path of paths) {
      app.get(path, async (_request, reply) => {
        const company = escapeHtml((await mailCompany(app.ctx.db)).name);
        return reply
          .header('cache-control', 'no-cache')
          .header('content-language', INTL_LOCALE[locale])
          .type('text/html; charset=utf-8')
          .send(html.replace(COMPANY, company));
      });
    }
  }
}
