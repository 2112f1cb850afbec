import { QueryClient } from '@tanstack/react-query';

import type { PaymentPageData, SigningPageData } from '#shared/api/buyer-page-dtos.ts';
import { isLocale, localeOr, type Locale } from '#shared/i18n/locales.ts';
import { preloadCatalog } from '#web/lib/i18n/use-catalog.ts';

import { paymentPageQuery } from './features/payments/api';
import { PAYMENT_CATALOGS } from './features/payments/payment-text';
import { signingContractQuery } from './features/signing/api';
import { buyerFileQuery } from './features/signing/buyer-file-api';
import { emailCodeStatusQuery } from './features/signing/email-code-api';
import { SIGNING_CATALOGS } from './features/signing/signing-text';

/**
 * The signing and payment pages' start, the same in the browser (entry-buyer.tsx) and on the server (entry-server.tsx,
 * docs/decisions/034): the same queries filled with the same embedded answers and the same language's catalog loaded
 * before the first draw, so the browser's first draw is the server's HTML, word for word.
 */

export const buyerQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/**
 * Fills one of the page's queries with the answer the page carries. Without one, the browser asks at once, with the
 * page's own query (same key, same request), while the page's chunk is still arriving; the server asks nothing. The
 * answer is the page's for a minute: the page drawn after it arrived does not ask again, nor for an answer that is
 * already an error; signing or verifying invalidates what it changes, as before.
 */
function seed(client: QueryClient, query: { queryKey: readonly unknown[] }, answer: unknown, ask: boolean) {
  client.setQueryDefaults(query.queryKey, { retryOnMount: false, staleTime: 60_000 });
  if (answer !== undefined) client.setQueryData(query.queryKey, answer);
  else if (ask) void client.prefetchQuery(query);
}

type Start<T> = { client: QueryClient; search: URLSearchParams; data: T | undefined; ask: boolean };

/** The signing page's queries; returns the language its first draw speaks, its catalog loaded. */
export async function startSigningPage(
  contractId: string,
  { client, search, data, ask }: Start<SigningPageData>,
): Promise<Locale> {
  const link = { token: search.get('token'), email: search.get('email') };
  const own = data?.contract.id === contractId ? data : undefined;
  seed(client, signingContractQuery(contractId, link), own?.contract, ask);
  // The guide's two answers, when the page carries them; otherwise the guide asks once the contract is drawn.
  if (own?.email_code) seed(client, emailCodeStatusQuery(contractId, link), own.email_code, ask);
  if (own?.buyer_file) seed(client, buyerFileQuery(contractId, link), own.buyer_file, ask);
  const locale = own?.contract.language ?? localeOr(search.get('lang'));
  await preloadCatalog(SIGNING_CATALOGS, locale);
  return locale;
}

/** The payment page's query; returns the language its first draw speaks, its catalog loaded. */
export async function startPaymentPage(
  transactionId: string,
  { client, search, data, ask }: Start<PaymentPageData>,
): Promise<Locale> {
  const token = search.get('token') ?? '';
  const lang = search.get('lang');
  const linkLocale = isLocale(lang) ? lang : undefined;
  const payment = data?.payment.transaction_id === transactionId ? data.payment : undefined;
  // Without a token the page asks for nothing (it says the link is not valid).
  if (token !== '') seed(client, paymentPageQuery(transactionId, token, linkLocale), payment, ask);
  const locale = localeOr(lang, payment?.language);
  await preloadCatalog(PAYMENT_CATALOGS, locale);
  return locale;
}
