import './lib/zod-without-eval';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import type { PaymentPageData, SigningPageData } from '#shared/api/buyer-page-dtos.ts';

import { buyerQueryClient, startPaymentPage, startSigningPage } from './buyer-pages';
import { AfterHydration, wakeUp } from './lib/early-input';
import { warmIntlOffMainThread } from './lib/intl-warmup';
import { keepTyped } from './lib/typed-before-hydration';

import './buyer.css';

/**
 * The pages a buyer opens from an email, mostly on a phone: signing (/contracts/:id/sign) and the transfer
 * instructions (/pago/:id). Built with Preact through its React API and without a router (docs/decisions/032): the
 * URL names one page, whose chunk the server's shell preloads (BUYER_PAGE_CHUNKS in src/server/lib/html/web-bundle.ts).
 * With a valid link the server has drawn the page already (docs/decisions/034): the script's first draw, from the
 * same embedded answers in the same language, takes over that HTML instead of replacing it.
 */
const queryClient = buyerQueryClient();
// Both pages show dates and amounts: ICU's data loads in a worker while the page's code and language arrive, and
// the first draw, which formats them, waits for it (docs/decisions/035).
const intlReady = warmIntlOffMainThread();

/** The page's embedded data (`<script id="__DATA__">`), when the server put it there. */
function embeddedData<T>(): T | undefined {
  const element = document.getElementById('__DATA__');
  const text = element?.textContent;
  // Read once into the query cache; the page's document keeps no copy of the buyer's data.
  element?.remove();
  return text ? (JSON.parse(text) as T) : undefined;
}

// A page the server drew is hydrated: its elements stay (the contract a buyer is reading does not flicker or move)
// and get their handlers; a button pressed before then plays back (docs/decisions/043). A bare page (a link the
// server could not read) is drawn from scratch.
function render(page: ReactNode) {
  const root = document.getElementById('root')!;
  const replayTyping = keepTyped(root);
  const awake = () => wakeUp(root, replayTyping);
  const tree = (
    <QueryClientProvider client={queryClient}>
      <AfterHydration onDone={awake}>{page}</AfterHydration>
    </QueryClientProvider>
  );
  if (root.firstElementChild) hydrateRoot(root, tree);
  else createRoot(root).render(tree);
}

const search = new URLSearchParams(window.location.search);
const signing = /^\/contracts\/([^/]+)\/sign\/?$/.exec(window.location.pathname);
const payment = /^\/pago\/([^/]+)\/?$/.exec(window.location.pathname);
const visit = /^\/visita\/(\d+)\/?$/.exec(window.location.pathname);
const start = { client: queryClient, search, ask: true };
if (signing) {
  const contractId = decodeURIComponent(signing[1]!);
  void Promise.all([
    import('./features/signing/routes'),
    startSigningPage(contractId, { ...start, data: embeddedData<SigningPageData>() }),
    intlReady,
  ]).then(([{ SigningPage }]) => render(<SigningPage contractId={contractId} search={search} />));
} else if (payment) {
  const transactionId = decodeURIComponent(payment[1]!);
  void Promise.all([
    import('./features/payments/routes'),
    startPaymentPage(transactionId, { ...start, data: embeddedData<PaymentPageData>() }),
    intlReady,
  ]).then(([{ PaymentPage }]) => render(<PaymentPage transactionId={transactionId} searchParams={search} />));
} else if (visit) {
  // The visitor's page of a viewing (docs/product.md §4.2): drawn by its script, never by the server.
  const id = visit[1]!;
  void Promise.all([import('./features/viewings/VisitPage'), intlReady]).then(([{ VisitPage }]) =>
    render(<VisitPage id={id} search={search} />),
  );
}
