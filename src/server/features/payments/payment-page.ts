import type { FastifyInstance } from 'fastify';

import type { PaymentPageDto } from '#shared/api/api-types.ts';
import type { PaymentPageData, RenderedBuyerPage } from '#shared/api/buyer-page-dtos.ts';
import { INTL_LOCALE, isLocale, localeOr, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { paymentCa } from '#shared/i18n/messages/payment.ca.ts';
import { paymentEn } from '#shared/i18n/messages/payment.en.ts';
import { paymentEs } from '#shared/i18n/messages/payment.es.ts';
import { paymentPageResponseSchema } from '#shared/schemas/payment-schema.ts';
import { buyerShell, readForPage, renderForPage, sendBuyerPage } from '#server/lib/html/buyer-shell.ts';
import type { WebBundle } from '#server/lib/html/web-bundle.ts';

import { getPaymentPage } from './get-payment-page';
import { isPaymentToken } from './payment-link';
import { PAYMENT_PAGE_LIMIT } from './routes';

/** The payment page's title before its script runs, in the link's language (`lang`, docs/product.md §11.2). */
const PAYMENT_TITLES: Record<Locale, string> = {
  es: paymentEs['page.title'],
  ca: paymentCa['page.title'],
  en: paymentEn['page.title'],
};

/**
 * /pago/{id}?token=…[&lang=…]: the buyer's transfer instructions. A payment link carries its reader's language: the
 * page says so from the first byte, <html lang> and title included. With a valid link to instructions ready to pay
 * (the account shown) the page also carries the answer of GET /api/payments/{id} for it (docs/decisions/033), so a
 * phone draws it without one more round trip, and the page drawn from it on the server (docs/decisions/034), in the
 * language that answer names when the link names none. Any other request gets the bare page, whose script asks the
 * API and shows its answer. Rate-limited like the API.
 */
export function registerPaymentPage(app: FastifyInstance, bundle: WebBundle): void {
  const { db, jwtSecret } = app.ctx;
  const shell = (locale: Locale, data?: PaymentPageData, page?: RenderedBuyerPage) =>
    buyerShell(bundle, 'payment', {
      lang: INTL_LOCALE[locale],
      title: page?.title ?? PAYMENT_TITLES[locale],
      data,
      body: page?.html,
    });
  const bare = Object.fromEntries(LOCALES.map((locale) => [locale, shell(locale)])) as Record<Locale, string>;
  app.get<{ Params: { id: string }; Querystring: { token?: unknown; lang?: unknown } }>(
    '/pago/:id',
    { config: PAYMENT_PAGE_LIMIT },
    async (request, reply) => {
      const { lang, token } = request.query;
      const locale = localeOr(lang);
      const payment = isPaymentToken(jwtSecret, request.params.id, token)
        ? await readForPage(
            request,
            'instructions',
            () => getPaymentPage(db, request.params.id, isLocale(lang) ? lang : undefined),
            paymentPageResponseSchema,
          )
        : undefined;
      // Only instructions the page shows whole: before every party signed (or once paid) the page shows no account,
      // and its HTML must not carry one either (the script asks the API then).
      const shown = payment?.beneficiary ? (payment as PaymentPageDto) : undefined;
      if (!shown) return sendBuyerPage(reply.header('content-language', INTL_LOCALE[locale]), bare[locale]);
      // The page speaks the link's language, else its buyer's: the one the answer names.
      const shownLocale = localeOr(lang, shown.language);
      reply.header('content-language', INTL_LOCALE[shownLocale]);
      const data = { payment: shown };
      const renderers = bundle.renderBuyerPages;
      const page = await renderForPage(
        request,
        renderers && ((search) => renderers.payment(request.params.id, search, data)),
      );
      return sendBuyerPage(reply, shell(shownLocale, data, page));
    },
  );
}
