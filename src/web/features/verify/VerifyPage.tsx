import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';

import { NOT_A_PDF_MESSAGE, type VerifyDocumentDto } from '#shared/api/document-dtos.ts';
import { localizedPath } from '#shared/i18n/locale-path.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

import { companyNameQuery, verifyPdf } from './api';
import { useVerifyText, type VerifyTranslate } from './verify-text';
import { VerifyResult } from './VerifyResult';

type State =
  | { kind: 'idle' }
  | { kind: 'checking'; filename: string }
  | { kind: 'done'; filename: string; result: VerifyDocumentDto }
  | { kind: 'error'; message: string };

/**
 * /verificar (and /ca/verificar, /en/verificar): anyone drops a contract PDF and learns whether it is the sealed
 * original (docs/product.md §5.5), in the language of the page.
 */
export function VerifyPage() {
  const { locale, t } = useVerifyText();
  if (!t) return <Spinner label={LOADING[locale]} className="min-h-dvh" />;
  return <VerifyForm t={t} locale={locale} />;
}

// Shown while the page's own catalog loads.
const LOADING: Record<Locale, string> = { es: 'Cargando...', ca: 'Carregant...', en: 'Loading...' };

function VerifyForm({ t, locale }: { t: VerifyTranslate; locale: Locale }) {
  const spanish = locale === 'es';
  const home = localizedPath(locale, '/');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const company = useQuery(companyNameQuery).data ?? '';

  const check = async (file: File) => {
    setState({ kind: 'checking', filename: file.name });
    try {
      setState({ kind: 'done', filename: file.name, result: await verifyPdf(file, locale) });
    } catch (error) {
      // The server explains in Spanish; other languages get the general message rather than a Spanish one.
      const message = spanish && error instanceof ApiError && error.detail ? error.detail : t('error.failed');
      setState({ kind: 'error', message });
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'application/pdf': ['.pdf'] },
    multiple: false,
    disabled: state.kind === 'checking',
    onDropAccepted: ([file]) => {
      if (file) void check(file);
    },
    onDropRejected: () => setState({ kind: 'error', message: spanish ? NOT_A_PDF_MESSAGE : t('error.notPdf') }),
  });

  return (
    <div className="min-h-dvh bg-sand-50">
      <title>{company ? t('page.titleWithCompany', { company }) : t('page.title')}</title>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-4">
          <a
            href={home}
            aria-label={t('page.home', { company })}
            className="inline-block min-h-7 font-serif text-xl font-semibold text-brand-800"
          >
            {company}
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
        <div>
          <h1 className="font-serif text-3xl font-semibold text-stone-900">{t('page.heading')}</h1>
          <p className="mt-3 text-stone-700">{t('page.intro')}</p>
        </div>

        <div
          {...getRootProps({
            className: `flex min-h-44 cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-600/40 ${
              isDragActive ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white hover:border-brand-500'
            }`,
            role: 'button',
          })}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-10 text-stone-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path d="M7 3h7l5 5v13H7zM14 3v5h5M12 11v6m0-6l-3 3m3-3l3 3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className="font-medium text-stone-900">{isDragActive ? t('drop.active') : t('drop.idle')}</p>
          <p className="text-sm text-stone-600">{t('drop.limit')}</p>
        </div>
        {/* Outside the drop zone, so the zone is the one control: it opens this input on click, Enter or Space. */}
        <input {...getInputProps({ 'aria-label': t('drop.label') })} />

        <div aria-live="polite">
          {state.kind === 'checking' ? (
            <Spinner label={t('state.checking', { filename: state.filename })} showLabel className="py-6" />
          ) : null}
          {state.kind === 'done' ? (
            <VerifyResult result={state.result} filename={state.filename} t={t} locale={locale} />
          ) : null}
          {state.kind === 'error' ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
              {state.message}
            </p>
          ) : null}
        </div>
        {state.kind === 'done' || state.kind === 'error' ? (
          <Button variant="secondary" onClick={() => setState({ kind: 'idle' })}>
            {t('state.again')}
          </Button>
        ) : null}
      </main>
    </div>
  );
}
