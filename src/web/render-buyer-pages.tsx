import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

import type { PaymentPageData, RenderedBuyerPage, SigningPageData } from '#shared/api/buyer-page-dtos.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { preloadedTranslator } from '#web/lib/i18n/use-catalog.ts';

import { buyerQueryClient, startPaymentPage, startSigningPage } from './buyer-pages';
import { PAYMENT_CATALOGS, paymentEs, paymentTitle } from './features/payments/payment-text';
import { PaymentPage } from './features/payments/routes';
import { SigningPage } from './features/signing/routes';
import { SIGNING_CATALOGS, signingEs, signingTitle } from './features/signing/signing-text';

/** Draws a page once its queries are filled (`start`, which returns the page's language) with its own query cache. */
async function draw(
  start: (client: QueryClient) => Promise<Locale>,
  page: ReactNode,
  title: (locale: Locale) => string,
): Promise<RenderedBuyerPage> {
  const client = buyerQueryClient();
  const locale = await start(client);
  const html = renderToString(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
  client.clear();
  return { html, title: title(locale) };
}

/**
 * The signing page as its buyer's browser first draws it (docs/decisions/034): the contract, its signers and the
 * guide, from the answers the page embeds, in the contract's language. The steps' code is not part of it (it comes
 * after the first paint, as in the browser).
 */
export function renderSigningPage(contractId: string, search: string, data: SigningPageData) {
  const params = new URLSearchParams(search);
  return draw(
    (client) => startSigningPage(contractId, { client, search: params, data, ask: false }),
    <SigningPage contractId={contractId} search={params} />,
    (locale) => signingTitle(preloadedTranslator(SIGNING_CATALOGS, signingEs, locale), data.contract.company?.name),
  );
}

/** The payment page as its buyer's browser first draws it, from the answer it embeds, in the page's language. */
export function renderPaymentPage(transactionId: string, search: string, data: PaymentPageData) {
  const params = new URLSearchParams(search);
  return draw(
    (client) => startPaymentPage(transactionId, { client, search: params, data, ask: false }),
    <PaymentPage transactionId={transactionId} searchParams={params} />,
    (locale) => paymentTitle(preloadedTranslator(PAYMENT_CATALOGS, paymentEs, locale), data.payment.company.name),
  );
}
