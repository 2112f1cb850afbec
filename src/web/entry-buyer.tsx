import './lib/zod-without-eval';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

import type { PaymentPageDto } from '#shared/api/api-types.ts';
import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import type { EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import { isLocale } from '#shared/i18n/locales.ts';
import type { PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';

import { signingContractQuery } from './features/contracts/signing/api';
import { buyerFileQuery } from './features/contracts/signing/buyer-file-api';
import { emailCodeStatusQuery } from './features/contracts/signing/email-code-api';
import { paymentPageQuery } from './features/payments/api';

import './styles.css';

/**
 * The pages a buyer opens from an email, mostly on a phone: signing (/contracts/:id/sign) and the transfer
 * instructions (/pago/:id). Built with Preact through its React API and without a router (docs/decisions/032): the
 * URL names one page, whose chunk the server's shell preloads (BUYER_PAGE_CHUNKS in src/server/lib/html/web-bundle.ts).
 */
/** What the server embeds in the signing and payment pages (contracts/signing-page.ts, payments/payment-page.ts). */
type SigningPageData = {
  contract: PublicContractDto;
  email_code?: EmailCodeStatusDto;
  buyer_file?: PublicBuyerFileDto;
};
type PaymentPageData = { payment: PaymentPageDto };

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * Asks for the page's data at once, while the page's chunk is still arriving, with the query the page will read
 * (same key, same request), unless the page carries the answer already (the signing and payment pages embed it:
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
  const element = document.getElementById('__DATA__');
  const text = element?.textContent;
  // Read once into the query cache; the page's document keeps no copy of the buyer's data.
  element?.remove();
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
  const link = { token: search.get('token'), email: search.get('email') };
  const embedded = embeddedData<SigningPageData>();
  const own = embedded?.contract.id === contractId ? embedded : undefined;
  prefetch(signingContractQuery(contractId, link), own?.contract);
  // The guide's two answers, when the page carries them; otherwise the guide asks once the contract is drawn.
  if (own?.email_code) prefetch(emailCodeStatusQuery(contractId, link), own.email_code);
  if (own?.buyer_file) prefetch(buyerFileQuery(contractId, link), own.buyer_file);
  void import('./features/contracts/signing/routes').then(({ SigningPage }) =>
    render(<SigningPage contractId={contractId} search={search} />),
  );
} else if (payment) {
  const transactionId = decodeURIComponent(payment[1]!);
  const token = search.get('token') ?? '';
  const lang = search.get('lang');
  const embedded = embeddedData<PaymentPageData>()?.payment;
  // Without a token the page asks for nothing (it says the link is not valid).
  if (token !== '')
    prefetch(
      paymentPageQuery(transactionId, token, isLocale(lang) ? lang : undefined),
      embedded?.transaction_id === transactionId ? embedded : undefined,
    );
  void import('./features/payments/routes').then(({ PaymentPage }) =>
    render(<PaymentPage transactionId={transactionId} searchParams={search} />),
  );
}
