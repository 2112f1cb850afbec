import './lib/zod-without-eval';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import { isLocale } from '#shared/i18n/locales.ts';

import { signingContractQuery } from './features/contracts/signing/api';
import { paymentPageQuery } from './features/payments/api';

import './styles.css';

/**
 * The pages a buyer opens from an email, mostly on a phone: signing (/contracts/:id/sign) and the transfer
 * instructions (/pago/:id). Built with Preact through its React API and without a router (docs/decisions/032): the
 * URL names one page, whose chunk the server's shell preloads (BUYER_PAGE_CHUNKS in src/server/lib/html/web-bundle.ts).
 */
/** What the server embeds in the signing page (features/contracts/signing-page.ts). */
type SigningPageData = { contract: PublicContractDto };

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * Asks for the page's data at once, while the page's chunk is still arriving, with the query the page will read
 * (same key, same request), unless the page carries the answer already (the signing page embeds its contract:
 * docs/decisions/033). The answer is the page's for a minute: the page drawn after it arrived does not ask again, nor
 * for an answer that is already an error; signing or verifying invalidates what it changes, as before.
 */
function prefetch(query: { queryKey: readonly unknown[] }, answer?: unknown) {
  queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false, staleTime: 60_000 });
  if (answer === undefined) void queryClient.prefetchQuery(query);
  else queryClient.setQueryData(query.queryKey, answer);
}

/** The page's embedded data (`<script id="__DATA__">`), when the server put it there. */
function embeddedData<T>(): T | undefined {
  const text = document.getElementById('__DATA__')?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

const render = (page: ReactNode) =>
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>,
  );

const search = new URLSearchParams(window.location.search);
const signing = /^\/contracts\/([^/]+)\/sign\/?$/.exec(window.location.pathname);
const payment = /^\/pago\/([^/]+)\/?$/.exec(window.location.pathname);
if (signing) {
  const contractId = decodeURIComponent(signing[1]!);
  const embedded = embeddedData<SigningPageData>()?.contract;
  prefetch(
    signingContractQuery(contractId, { token: search.get('token'), email: search.get('email') }),
    embedded?.id === contractId ? embedded : undefined,
  );
  void import('./features/contracts/signing/routes').then(({ SigningPage }) =>
    render(<SigningPage contractId={contractId} search={search} />),
  );
} else if (payment) {
  const transactionId = decodeURIComponent(payment[1]!);
  const token = search.get('token') ?? '';
  const lang = search.get('lang');
  // Without a token the page asks for nothing (it says the link is not valid).
  if (token !== '') prefetch(paymentPageQuery(transactionId, token, isLocale(lang) ? lang : undefined));
  void import('./features/payments/routes').then(({ PaymentPage }) =>
    render(<PaymentPage transactionId={transactionId} searchParams={search} />),
  );
}
