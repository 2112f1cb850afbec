import { useQuery } from '@tanstack/react-query';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

import type { PublicContractDto, SigningCompanyDto } from '#shared/api/contract-dtos.ts';
import { isFullySigned } from '#shared/contract-lifecycle/index.ts';
import { buyerDate } from '#shared/i18n/buyer-format.ts';
import { localizedPath } from '#shared/i18n/locale-path.ts';
import { localeOr } from '#shared/i18n/locales.ts';
import { maskDni } from '#shared/identity/dni.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { translatedError, useCatalog } from '#web/lib/i18n/use-catalog.ts';
import { shortId } from '#web/lib/short-id.ts';
import { ContractStatusBadge } from '#web/ui/ContractStatusBadge.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

import { signingContractQuery } from './api';
import { ContractDownloads } from './ContractDownloads';
import { ContractTexts, CourtesyTranslation } from './ContractTexts';
import { EmailCodeGate } from './EmailCodeGate';
import { PAYMENT_NOTES, paymentStage } from './payment-stage';
import { isDone, selectSigner } from './select-signer';
import { SIGNING_CATALOGS, signingEs, SigningTextProvider, signingTitle, useSigningText } from './signing-text';
import { SigningGuide } from './SigningGuide';
import { STEP_ANCHORS } from './step-anchors';
import { TerminationToSign } from './TerminationToSign';

// The signing steps' code (the buyer's file with its validation rules, the signature pad) is not needed to read the
// contract: it is asked for when the buyer reaches the steps, or once the page has been still for a while, both parts
// at once, so the text a buyer reads first never waits for it and its loading is not part of the page's
// (docs/decisions/033, 043).
const loadBuyerFileGate = () => import('./BuyerFileGate');
const loadSigningForm = () => import('./SigningForm');
// Each part is drawn in a task of its own, after the one that ran its code: a phone's main thread is never held for
// both at once (docs/decisions/034).
const nextTask = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value)));
const BuyerFileGate = lazy(async () => ({ default: (await nextTask(await loadBuyerFileGate())).BuyerFileGate }));
const SigningForm = lazy(async () => ({ default: (await nextTask(await loadSigningForm())).SigningForm }));

/** How long a buyer who reads the contract without scrolling waits before the steps' code is asked for anyway. */
const STEPS_WHILE_READING_MS = 3_000;

/**
 * False until the buyer reaches the steps (their place comes within a screen of the viewport) or, after the page was
 * drawn, STEPS_WHILE_READING_MS have passed and the main thread is idle; then the steps' code is on its way.
 */
function useStepsWhenReached(place: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const load = () => {
      stop();
      void loadBuyerFileGate();
      void loadSigningForm();
      setReady(true);
    };
    const observer =
      typeof IntersectionObserver === 'function' && place.current
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
            rootMargin: '0px 0px 100% 0px',
          })
        : undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load, { timeout: 1_000 });
      else load();
    }, STEPS_WHILE_READING_MS);
    function stop() {
      observer?.disconnect();
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    }
    if (observer) observer.observe(place.current!);
    else load();
    return stop;
  }, [place]);
  return ready;
}

function Shell({ children, company }: { children: ReactNode; company?: SigningCompanyDto }) {
  const { t } = useSigningText();
  // Set by hand rather than with a <title> element: Preact (the buyer build) does not hoist it into <head>. The
  // shell's <head> already says noindex, and the server sends the page with `referrer-policy: no-referrer`.
  const title = signingTitle(t, company?.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-4 font-serif text-xl font-semibold text-brand-800">
          {company?.name}
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 space-y-5 px-4 py-6 sm:py-10">{children}</main>
      {company ? <CompanyFooter company={company} /> : null}
    </div>
  );
}

/** Who is behind the page and how its data is handled (RGPD art. 13, LSSI art. 10), in the page's language. */
function CompanyFooter({ company }: { company: SigningCompanyDto }) {
  const { t, locale } = useSigningText();
  const legalName = company.legal_name.trim();
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto max-w-3xl space-y-1 px-4 py-5 text-sm text-stone-700">
        <p className="font-semibold text-stone-900">
          {company.name}
          {legalName && legalName !== company.name.trim() ? ` · ${legalName}` : null}
        </p>
        {company.address ? <p>{company.address}</p> : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {company.email ? (
            <a className="text-brand-800 underline" href={`mailto:${company.email}`}>
              {company.email}
            </a>
          ) : null}
          {company.phone ? <span>{company.phone}</span> : null}
          <a className="text-brand-800 underline" href={localizedPath(locale, '/privacidad')}>
            {t('footer.privacy')}
          </a>
        </p>
      </div>
    </footer>
  );
}

function FullScreenError({
  message,
  title,
  spanishDetail,
}: {
  message: string;
  title?: string;
  spanishDetail?: string | null;
}) {
  const { t } = useSigningText();
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-sand-50 p-6">
      <div className="max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-red-200">
        <h1 className="text-xl font-semibold text-red-800">{title ?? t('error.loadTitle')}</h1>
        <p className="mt-3 text-stone-700">{message}</p>
        {spanishDetail ? (
          // The server's words (with the company's email and phone) are Spanish: shown as such, marked as Spanish.
          <p className="mt-3 text-sm text-stone-600">
            {t('error.serverSays')} <span lang="es">{spanishDetail}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ContractInfo({ contract }: { contract: PublicContractDto }) {
  const { t, locale } = useSigningText();
  const address = contract.contract_data.direccion_inmueble;
  const company = contract.company;
  return (
    <section
      aria-labelledby="contract-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {/* The type's name in the page's language; the document's own name heads the contract text below. */}
          <h1 id="contract-title" className="font-serif text-2xl font-semibold text-stone-900">
            {contract.contract_type_label ?? contract.contract_type_name}
          </h1>
          <p className="mt-1 text-sm text-stone-600">
            {t('info.contract')} <span className="font-mono">{shortId(contract.id)}</span> ·{' '}
            {buyerDate(contract.created_at, locale)}
          </p>
          {typeof address === 'string' ? (
            <p className="mt-1 text-sm text-stone-700">{t('info.property', { address })}</p>
          ) : null}
        </div>
        <ContractStatusBadge status={contract.status} label={t('info.status', { status: contract.status })} />
      </div>
      <h2 className="mt-5 text-sm font-semibold text-stone-800">{t('info.signers')}</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {company ? (
          <li className="flex flex-wrap justify-between gap-2">
            <span>{t('info.company', { name: company.legal_name.trim() || company.name })}</span>
            <span className={company.signed_at ? 'text-emerald-700' : 'text-amber-700'}>
              {company.signed_at
                ? company.representative
                  ? t('info.companySigned', { name: company.representative })
                  : t('info.signed')
                : t('info.pending')}
            </span>
          </li>
        ) : null}
        {contract.signers.map((s) => (
          <li key={s.buyer_order} className="flex flex-wrap justify-between gap-2">
            <span>{s.name}</span>
            <span className={s.signed_at ? 'text-emerald-700' : 'text-amber-700'}>
              {s.signed_at ? t('info.signed') : t('info.pending')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A phone that loses the connection while the steps' code is on its way: the page says so and offers to reload,
 * instead of the whole page failing with it.
 */
export class StepsLoadBoundary extends Component<{ message: string; action: string; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
        <p>{this.props.message}</p>
        <button
          type="button"
          className="mt-3 min-h-11 font-semibold underline"
          onClick={() => window.location.reload()}
        >
          {this.props.action}
        </button>
      </div>
    );
  }
}

/** The buyer's file and the signature pad, once their code is there; a wheel until then. */
function SigningSteps({ children }: { children: ReactNode }) {
  const { t } = useSigningText();
  const place = useRef<HTMLDivElement>(null);
  const ready = useStepsWhenReached(place);
  const wheel = <Spinner className="py-8" label={t('page.loadingShort')} />;
  if (!ready) return <div ref={place}>{wheel}</div>;
  return (
    <StepsLoadBoundary message={t('error.stepsLoad')} action={t('error.reload')}>
      <Suspense fallback={wheel}>{children}</Suspense>
    </StepsLoadBoundary>
  );
}

/** Centred wheel while the contract or its language's messages load: nothing moves when they arrive. */
function Loading({ label, showLabel = true }: { label: string; showLabel?: boolean }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-sand-50">
      <Spinner size="lg" label={label} showLabel={showLabel} />
    </div>
  );
}

/**
 * /contracts/{id}/sign?email=…&token=…[&lang=…]: a buyer reads and signs their contract (docs/product.md §5), in
 * their language (docs/product.md §11.2): the answer's `language`, or the link's `lang` until the contract is read.
 */
export function SigningPage({ contractId, search }: { contractId: string; search: URLSearchParams }) {
  const link = { token: search.get('token'), email: search.get('email') };
  const contract = useQuery(signingContractQuery(contractId, link));
  const locale = contract.data?.language ?? localeOr(search.get('lang'));
  const t = useCatalog(locale, signingEs, SIGNING_CATALOGS);
  // Until the buyer's messages arrive no Spanish words are shown to them (the wheel alone; its label is for readers).
  if (!t) return <Loading label={signingEs['page.loading']} showLabel={false} />;
  return (
    <SigningTextProvider value={{ t, locale }}>
      <SigningContent contract={contract} link={link} email={search.get('email')} />
    </SigningTextProvider>
  );
}

type ContractQuery = ReturnType<typeof useQuery<PublicContractDto>>;

function SigningContent({
  contract,
  link,
  email,
}: {
  contract: ContractQuery;
  link: { token: string | null; email: string | null };
  email: string | null;
}) {
  const { t, locale } = useSigningText();
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  if (contract.isPending) return <Loading label={t('page.loading')} />;
  // An expired or closed link (410) says so and how to reach the company (docs/product.md §5.4).
  if (contract.error instanceof ApiError && contract.error.status === 410 && contract.error.detail) {
    return locale === 'es' ? (
      <FullScreenError title={t('error.linkGoneTitle')} message={contract.error.detail} />
    ) : (
      <FullScreenError
        title={t('error.linkGoneTitle')}
        message={t('error.linkGone')}
        spanishDetail={contract.error.detail}
      />
    );
  }
  if (contract.isError) {
    const known = translatedError(t, locale, contract.error, {
      0: 'error.network',
      403: 'error.invalidLink',
      404: 'error.notFound',
    });
    const message = locale !== 'es' && known ? known : t('error.load', { detail: known ?? t('error.unknown') });
    return <FullScreenError message={message} />;
  }

  const data = contract.data;
  const signer = selectSigner(data, email);
  const done = isDone(data, signer);
  const closed = isFullySigned(data.status);
  const paymentNote = PAYMENT_NOTES[paymentStage(data)];

  return (
    <Shell company={data.company}>
      <ContractInfo contract={data} />
      {signer === null ? null : <SigningGuide contract={data} link={link} signed={done} />}
      {/* A termination agreement offered after signing is signed here too (docs/product.md#mutual-agreement). */}
      {done && signer && link.token !== null ? (
        <TerminationToSign contractId={data.id} link={link} signerName={signer.name} />
      ) : null}
      {done ? (
        <section aria-labelledby="done-title" className="rounded-xl bg-emerald-50 p-6 ring-1 ring-emerald-200">
          <h2 id="done-title" className="text-lg font-semibold text-emerald-900">
            {closed ? t('done.signedTitle') : t('done.recordedTitle')}
          </h2>
          <p role="status" className="mt-2 text-emerald-900">
            {successMessage ?? (closed ? t('done.allSigned') : t('done.waiting'))}
          </p>
          {/* The next step, named, and true at each stage: before, once everyone has signed, once the details went out. */}
          {paymentNote ? <p className="mt-2 text-emerald-900">{t(paymentNote)}</p> : null}
          <div className="mt-4">
            <ContractDownloads contract={data} link={link} />
          </div>
        </section>
      ) : null}
      {/* The English reader keeps their translation after signing, as before it. */}
      {done && data.courtesy_translation ? <CourtesyTranslation contract={data} link={link} /> : null}
      {done ? null : signer === null ? (
        <p role="alert" className="rounded-xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
          {t('error.noSigner')}
        </p>
      ) : (
        <>
          <section
            aria-labelledby="signer-title"
            className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
          >
            <h2 id="signer-title" className="text-lg font-semibold text-stone-900">
              {t('signer.title')}
            </h2>
            <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-stone-600">{t('signer.name')}</dt>
              <dd className="mb-2 font-medium sm:mb-0">{signer.name}</dd>
              <dt className="text-stone-600">{t('signer.email')}</dt>
              <dd className="mb-2 wrap-anywhere sm:mb-0">{signer.email}</dd>
              <dt className="text-stone-600">{t('signer.dni')}</dt>
              <dd>{maskDni(signer.dni)}</dd>
            </dl>
            <div className="mt-4">
              <ContractDownloads contract={data} link={link} />
            </div>
          </section>
          <ContractTexts contract={data} link={link} />
          {link.token === null ? (
            // A company account previews the page; signing is the buyer's alone (docs/product.md §5.4).
            <p role="note" className="rounded-xl bg-amber-50 p-5 text-amber-900 ring-1 ring-amber-200">
              {t('preview.onlyBuyer')}
            </p>
          ) : (
            // The steps in the guide's order: confirm the email, then identify (docs/product.md#signing-guide).
            <div id={STEP_ANCHORS.email} className="scroll-mt-4 space-y-5">
              <EmailCodeGate contractId={data.id} link={link} email={signer.email}>
                <div id={STEP_ANCHORS.identity} className="scroll-mt-4 space-y-5">
                  <SigningSteps>
                    <BuyerFileGate contractId={data.id} link={link}>
                      <div id={STEP_ANCHORS.sign} className="scroll-mt-4">
                        <SigningForm contractId={data.id} link={link} signer={signer} onSigned={setSuccessMessage} />
                      </div>
                    </BuyerFileGate>
                  </SigningSteps>
                </div>
              </EmailCodeGate>
            </div>
          )}
        </>
      )}
    </Shell>
  );
}
