import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';

import {
  CONTENT_FIELD_META,
  CONTENT_MAX_LENGTH,
  validateContentValue,
  type CompanyDetailKey,
} from '#shared/site/content.ts';
import { companyFieldAnchor } from '#shared/site/setup-checklist.ts';
import { SOCIAL_LINK_KEYS } from '#shared/site/social-networks.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { companyDetailsQuery, useSaveCompanyDetails } from './api';

/** The form's parts, in the order a notary's deed or a bank letter gives them. */
const SECTIONS: { title: string; keys: readonly CompanyDetailKey[] }[] = [
  { title: 'Empresa', keys: ['legal_name', 'tax_id', 'legal_address', 'company_phone'] },
  { title: 'Representante legal', keys: ['representative_name', 'representative_dni'] },
  { title: 'Cuenta bancaria', keys: ['bank_iban', 'bank_name', 'bank_bic'] },
  {
    title: 'Registro Mercantil',
    keys: ['mercantile_registry', 'mercantile_volume', 'mercantile_folio', 'mercantile_sheet', 'mercantile_entry'],
  },
  // The public footer's links (docs/product.md#social-links): a network left blank is not shown.
  { title: 'Redes sociales', keys: SOCIAL_LINK_KEYS },
];

export const DEMO_VALUE_LABEL = 'dato de ejemplo';

/**
 * The company's details in one form with one save (docs/product.md#company-details): each field checked as it is
 * typed, the demo's values marked, and the field a checklist link names focused on arrival.
 */
export function CompanyDetailsForm() {
  const details = useQuery(companyDetailsQuery);
  if (details.isPending) return <Spinner className="py-8" />;
  if (details.isError) {
    return details.error instanceof ApiError && details.error.status === 403 ? (
      <p className="rounded-xl bg-white p-4 text-sm text-stone-700 ring-1 ring-stone-200">
        Solo los propietarios ven y cambian los datos de la empresa.
      </p>
    ) : (
      <p role="alert" className="text-red-700">
        No se pudieron cargar los datos de la empresa.
      </p>
    );
  }
  return <CompanyDetailsFields saved={details.data.details} demoKeys={details.data.demo_keys} />;
}

function CompanyDetailsFields({ saved, demoKeys }: { saved: Record<string, string>; demoKeys: readonly string[] }) {
  const [drafts, setDrafts] = useState<Partial<Record<CompanyDetailKey, string>>>({});
  const save = useSaveCompanyDetails();
  const toast = useToast();
  const { hash } = useLocation();
  useFocusField(hash);

  const valueOf = (key: CompanyDetailKey) => drafts[key] ?? saved[key] ?? '';
  const changed = (Object.keys(drafts) as CompanyDetailKey[]).filter((key) => drafts[key] !== (saved[key] ?? ''));
  const problems = Object.fromEntries(changed.map((key) => [key, validateContentValue(key, valueOf(key))]));
  const invalid = Object.values(problems).some(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || changed.length === 0) return;
    save.mutate(Object.fromEntries(changed.map((key) => [key, valueOf(key)])), {
      onSuccess: () => {
        setDrafts({});
        toast.success(
          `Datos de la empresa guardados (${changed.length} ${changed.length === 1 ? 'cambio' : 'cambios'})`,
        );
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.detail
            ? `No se guardó ningún dato: ${error.detail}`
            : 'No se pudieron guardar los datos de la empresa',
        ),
    });
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Datos de la empresa"
      noValidate
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      {demoKeys.length > 0 ? (
        <p role="status" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          Los campos marcados «{DEMO_VALUE_LABEL}» son de la demostración, no de tu empresa: sustitúyelos antes de
          firmar o cobrar.
        </p>
      ) : null}
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="mb-5">
          <legend className="mb-2 text-sm font-semibold text-stone-900">{section.title}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {section.keys.map((key) => {
              const meta = CONTENT_FIELD_META[key];
              const demo = demoKeys.includes(key) && drafts[key] === undefined;
              return (
                <div key={key} id={companyFieldAnchor(key)} className="scroll-mt-24">
                  <TextField
                    label={
                      <>
                        {meta.label}
                        {demo ? (
                          <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                            {DEMO_VALUE_LABEL}
                          </span>
                        ) : null}
                      </>
                    }
                    name={key}
                    hint={meta.hint}
                    value={valueOf(key)}
                    maxLength={CONTENT_MAX_LENGTH}
                    error={problems[key] ?? null}
                    onChange={(e) => setDrafts((d) => ({ ...d, [key]: e.target.value }))}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {changed.length > 0 ? (
          <p className="mr-auto text-sm text-stone-600">
            {changed.length} {changed.length === 1 ? 'cambio sin guardar' : 'cambios sin guardar'}
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => setDrafts({})} disabled={changed.length === 0 || save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={changed.length === 0 || invalid || save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar datos de la empresa'}
        </Button>
      </div>
    </form>
  );
}

/** A checklist link (`#field-bank_iban`) lands on that field: scrolled into view and focused. */
function useFocusField(hash: string) {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const field = document.getElementById(id);
    field?.scrollIntoView({ block: 'center', behavior: 'instant' });
    field?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [hash]);
}
