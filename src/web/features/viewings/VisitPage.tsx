import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';

import type { ViewingStatus } from '#shared/contact-lifecycle/index.ts';
import { buyerDateTime } from '#shared/i18n/buyer-format.ts';
import { INTL_LOCALE, localeOr, type Locale } from '#shared/i18n/locales.ts';
import { enquiryMailCa } from '#shared/i18n/messages/enquiry-mail.ca.ts';
import { enquiryMailEn } from '#shared/i18n/messages/enquiry-mail.en.ts';
import { enquiryMailEs, type EnquiryMailMessages } from '#shared/i18n/messages/enquiry-mail.es.ts';
import { createTranslator } from '#shared/i18n/translator.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { SignatureCanvas } from '#web/ui/SignatureCanvas.tsx';

type VisitorViewing = {
  id: number;
  property: string;
  starts_at: string;
  attendee: string;
  visitor_name: string;
  language: Locale;
  status: ViewingStatus;
  sheet_open: boolean;
  signed: boolean;
};

const CATALOGS: Record<Locale, EnquiryMailMessages> = { es: enquiryMailEs, ca: enquiryMailCa, en: enquiryMailEn };
const BUTTON =
  'min-h-11 w-full rounded-lg px-4 font-semibold sm:w-auto disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * /visita/:id?token=…&lang=…: the visitor's own page, from the invitation (docs/product.md §4.2): the viewing, confirm
 * or cancel, and on the day the visit sheet to sign. In the visitor's language; the link's token is all it needs.
 */
export function VisitPage({ id, search }: { id: string; search: URLSearchParams }) {
  const token = search.get('token') ?? '';
  const client = useQueryClient();
  const key = ['viewing', id, token];
  const viewing = useQuery({
    queryKey: key,
    queryFn: () => apiFetch<VisitorViewing>(`/api/viewings/${id}?token=${encodeURIComponent(token)}`, { auth: false }),
    retry: false,
  });
  const locale = viewing.data?.language ?? localeOr(search.get('lang'));
  const t = useMemo(() => createTranslator(locale, CATALOGS[locale]), [locale]);
  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[locale];
    document.title = t('page.title');
  }, [locale, t]);
  const act = useMutation({
    mutationFn: (action: 'confirm' | 'cancel') =>
      apiFetch<VisitorViewing>(`/api/viewings/${id}/${action}`, { method: 'POST', body: { token }, auth: false }),
    onSuccess: (data) => client.setQueryData(key, data),
  });

  let body;
  if (viewing.isPending) body = <p aria-busy="true">…</p>;
  else if (!viewing.data) body = <p role="alert">{t('page.invalid')}</p>;
  else {
    const v = viewing.data;
    body = (
      <>
        <dl className="grid gap-3 text-base">
          <div>
            <dt className="text-sm text-stone-600">{t('page.property')}</dt>
            <dd className="font-semibold">{v.property}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">{t('page.when')}</dt>
            <dd className="font-semibold">{buyerDateTime(v.starts_at, locale)}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">{t('page.attendee')}</dt>
            <dd>{v.attendee}</dd>
          </div>
        </dl>
        <p role="status" className="mt-4 rounded-lg bg-stone-100 p-3 font-semibold">
          {t(`page.status.${v.status}`)}
        </p>
        {act.isError ? (
          <p role="alert" className="mt-3 text-red-800">
            {t('page.error')}
          </p>
        ) : null}
        {v.status === 'scheduled' || v.status === 'confirmed' ? (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            {v.status === 'scheduled' ? (
              <button
                type="button"
                className={`${BUTTON} bg-[#1f3a2e] text-white`}
                disabled={act.isPending}
                onClick={() => act.mutate('confirm')}
              >
                {t('page.confirm')}
              </button>
            ) : null}
            <button
              type="button"
              className={`${BUTTON} border border-stone-300 bg-white text-stone-900`}
              disabled={act.isPending}
              onClick={() => act.mutate('cancel')}
            >
              {t('page.cancel')}
            </button>
          </div>
        ) : null}
        {v.sheet_open ? (
          <SheetForm id={id} token={token} name={v.visitor_name} t={t} onSigned={() => void viewing.refetch()} />
        ) : null}
        {v.signed ? <p className="mt-4 font-semibold text-emerald-800">{t('page.sheetSigned')}</p> : null}
      </>
    );
  }
  return (
    <main className="mx-auto max-w-xl p-4 sm:p-8">
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="mb-4 text-2xl font-semibold text-stone-900">{t('page.title')}</h1>
        {body}
      </div>
    </main>
  );
}

type Translate = ReturnType<typeof createTranslator<EnquiryMailMessages>>;

function SheetForm({
  id,
  token,
  name,
  t,
  onSigned,
}: {
  id: string;
  token: string;
  name: string;
  t: Translate;
  onSigned: () => void;
}) {
  const [visitorName, setVisitorName] = useState(name);
  const [idNumber, setIdNumber] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onSignature = useCallback((value: string | null) => setSignature(value), []);
  const sign = useMutation({
    mutationFn: () =>
      apiFetch<unknown>(`/api/viewings/${id}/sheet/sign`, {
        method: 'POST',
        auth: false,
        body: { token, visitor_name: visitorName, visitor_id_number: idNumber.trim(), signature_image: signature },
      }),
    onSuccess: onSigned,
    onError: () => setError(t('page.error')),
  });
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (idNumber.trim().length < 5 || !signature) return setError(t('page.missing'));
    setError(null);
    sign.mutate();
  };
  const field = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 px-3 text-base';
  return (
    <form onSubmit={submit} className="mt-6 space-y-4 border-t border-stone-200 pt-6">
      <h2 className="text-xl font-semibold">{t('page.sheetTitle')}</h2>
      <p className="text-stone-700">{t('page.sheetIntro')}</p>
      {error ? (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      ) : null}
      <label className="block text-sm font-medium">
        {t('page.name')}
        <input
          className={field}
          value={visitorName}
          autoComplete="name"
          onChange={(e) => setVisitorName(e.currentTarget.value)}
        />
      </label>
      <label className="block text-sm font-medium">
        {t('page.idNumber')}
        <input className={field} value={idNumber} onChange={(e) => setIdNumber(e.currentTarget.value)} />
      </label>
      <div>
        <p className="mb-1 text-sm font-medium">{t('page.signature')}</p>
        <SignatureCanvas label={t('page.signature')} clearLabel={t('page.clearSignature')} onChange={onSignature} />
      </div>
      <button type="submit" className={`${BUTTON} bg-[#1f3a2e] text-white`} disabled={sign.isPending}>
        {t('page.sign')}
      </button>
    </form>
  );
}
