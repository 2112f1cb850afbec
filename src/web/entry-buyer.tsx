import './lib/zod-without-eval';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

import { isLocale } from '#shared/i18n/locales.ts';

import { signingContractQuery } from './features/contracts/signing/api';
import { paymentPageQuery } from './features/payments/api';

import './styles.css';

/**
 * The pages a buyer opens from an email, mostly on a phone: signing (/contracts/:id/sign) and the transfer
 * instructions (/pago/:id). Built with Preact through its React API and without a router (docs/decisions/032): the
 * URL names one page, whose chunk the server's shell preloads (BUYER_PAGE_CHUNKS in src/server/lib/html/web-bundle.ts).
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * Asks for the page's data at once, while the page's chunk is still arriving, with the query the page will read
 * (same key, same request). An answer that is already an error is shown as such, not asked for again on mount.
 */
function prefetch(query: { queryKey: readonly unknown[] }) {
  queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  void queryClient.prefetchQuery(query);
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
  prefetch(signingContractQuery(contractId, { token: search.get('token'), email: search.get('email') }));
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
