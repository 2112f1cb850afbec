import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import {
  BUYER_FILE_DOCUMENT_TYPES,
  FUNDS_ORIGIN_CATEGORIES,
  MAX_BUYER_FILE_DOCUMENT_BYTES,
  type BuyerDeclarationsInput,
} from '#shared/schemas/buyer-file-schema.ts';
import { translatedError } from '#web/lib/i18n/use-catalog.ts';
import { Button } from '#web/ui/Button.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import type { SigningLink } from './api';
import { buyerFileQuery, useBuyerFileMutations } from './buyer-file-api';
import { useSigningText } from './signing-text';

type YesNoValue = 'yes' | 'no' | '';
type Owner = { name: string; id_document: string; ownership: string };
type Draft = {
  ownBehalf: YesNoValue;
  beneficialOwner: Owner;
  isCompany: YesNoValue;
  owners: Owner[];
  isPep: YesNoValue;
  pepDetails: string;
  occupation: string;
  fundsCategory: string;
  fundsDetails: string;
};
type DraftErrors = Partial<Record<string, boolean>>;

const EMPTY_OWNER: Owner = { name: '', id_document: '', ownership: '' };
const yesNo = (value: boolean | undefined): YesNoValue => (value === undefined ? '' : value ? 'yes' : 'no');

function toDraft(declarations: PublicBuyerFileDto['declarations']): Draft {
  const owner = (o: { name: string; id_document: string; ownership?: string | null } | null | undefined): Owner =>
    o ? { name: o.name, id_document: o.id_document, ownership: o.ownership ?? '' } : { ...EMPTY_OWNER };
  return {
    ownBehalf: yesNo(declarations?.acts_on_own_behalf),
    beneficialOwner: owner(declarations?.beneficial_owner),
    isCompany: declarations ? yesNo(declarations.is_company) : 'no',
    owners: declarations?.company_beneficial_owners.length ? declarations.company_beneficial_owners.map(owner) : [{ ...EMPTY_OWNER }],
    isPep: yesNo(declarations?.is_pep),
    pepDetails: declarations?.pep_details ?? '',
    occupation: declarations?.occupation ?? '',
    fundsCategory: declarations?.funds_origin_category ?? '',
    fundsDetails: declarations?.funds_origin_details ?? '',
  };
}

/** The fields left empty that the law's questions need (the server checks the same with the shared schema). */
function missingFields(draft: Draft): DraftErrors {
  const blank = (value: string) => value.trim() === '';
  const errors: DraftErrors = {
    ownBehalf: draft.ownBehalf === '',
    isPep: draft.isPep === '',
    occupation: blank(draft.occupation),
    fundsCategory: draft.fundsCategory === '',
    fundsDetails: blank(draft.fundsDetails),
    pepDetails: draft.isPep === 'yes' && blank(draft.pepDetails),
    boName: draft.ownBehalf === 'no' && blank(draft.beneficialOwner.name),
    boDocument: draft.ownBehalf === 'no' && blank(draft.beneficialOwner.id_document),
  };
  if (draft.isCompany === 'yes') {
    draft.owners.forEach((owner, index) => {
      errors[`owner${index}Name`] = blank(owner.name);
      errors[`owner${index}Document`] = blank(owner.id_document);
    });
  }
  return Object.fromEntries(Object.entries(errors).filter(([, missing]) => missing));
}

function toDeclarations(draft: Draft): BuyerDeclarationsInput {
  const owner = (o: Owner) => ({ name: o.name, id_document: o.id_document, ownership: o.ownership.trim() === '' ? null : o.ownership });
  return {
    acts_on_own_behalf: draft.ownBehalf === 'yes',
    beneficial_owner: draft.ownBehalf === 'no' ? owner(draft.beneficialOwner) : null,
    is_company: draft.isCompany === 'yes',
    company_beneficial_owners: draft.isCompany === 'yes' ? draft.owners.map(owner) : [],
    is_pep: draft.isPep === 'yes',
    pep_details: draft.isPep === 'yes' ? draft.pepDetails : null,
    occupation: draft.occupation,
    funds_origin_category: draft.fundsCategory as BuyerDeclarationsInput['funds_origin_category'],
    funds_origin_details: draft.fundsDetails,
  };
}

/** A yes/no question as a group of two radio buttons (keyboard: arrows move between them). */
function YesNo({ name, legend, value, onChange, error, noLabel }: { name: string; legend: string; value: YesNoValue; onChange: (value: YesNoValue) => void; error?: string; noLabel?: string }) {
  const { t } = useSigningText();
  const errorId = useId();
  return (
    <fieldset role="radiogroup" aria-required="true" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
        {(['yes', 'no'] as const).map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-800">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              required
              className="size-6 shrink-0 accent-brand-600"
            />
            {option === 'yes' ? t('file.yes') : (noLabel ?? t('file.no'))}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function DocumentsPart({ contractId, link, file }: { contractId: string; link: SigningLink; file: PublicBuyerFileDto }) {
  const { t, locale } = useSigningText();
  const { upload } = useBuyerFileMutations(contractId, link);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = useId();

  const send = async (chosen: File) => {
    setNotice(null);
    setError(null);
    if (!(BUYER_FILE_DOCUMENT_TYPES as readonly string[]).includes(chosen.type)) return setError(t('file.invalidType'));
    if (chosen.size > MAX_BUYER_FILE_DOCUMENT_BYTES) return setError(t('file.tooLarge'));
    try {
      await upload.mutateAsync(chosen);
      setNotice(t('file.uploaded', { name: chosen.name }));
    } catch (failure) {
      const known = translatedError(t, locale, failure, { 0: 'error.network', 413: 'file.tooLarge', 422: 'file.invalidType', 410: 'error.linkGone' });
      setError(t('file.uploadError', { detail: known ?? t('error.unknown') }));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="mt-5">
      <h3 className="font-semibold text-stone-900">{t('file.documentsTitle')}</h3>
      <p id={helpId} className="mt-1 text-sm text-stone-600">
        {t('file.documentsHelp')}
      </p>
      {file.documents.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('file.noDocuments')}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {file.documents.map((document) => (
            <li key={document.id} className="flex items-center gap-2 wrap-anywhere text-emerald-800">
              <span aria-hidden="true">✓</span>
              {document.filename}
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-stone-800">
        {t('file.documentLabel')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={BUYER_FILE_DOCUMENT_TYPES.join(',')}
        aria-describedby={helpId}
        disabled={upload.isPending}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) void send(chosen);
        }}
        className="mt-1 block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-medium file:text-white hover:file:bg-brand-800"
      />
      <div aria-live="polite" className="mt-2 text-sm">
        {upload.isPending ? <Spinner label={t('file.uploading')} /> : notice ? <p className="text-emerald-800">{notice}</p> : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DeclarationsPart({ contractId, link, file }: { contractId: string; link: SigningLink; file: PublicBuyerFileDto }) {
  const { t, locale } = useSigningText();
  const { declare } = useBuyerFileMutations(contractId, link);
  const [draft, setDraft] = useState<Draft>(() => toDraft(file.declarations));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const setOwner = (index: number, patch: Partial<Owner>) =>
    setDraft((current) => ({ ...current, owners: current.owners.map((owner, i) => (i === index ? { ...owner, ...patch } : owner)) }));
  const required = (key: string) => (errors[key] ? t('file.fieldRequired') : undefined);

  const submit = async () => {
    setNotice(null);
    const missing = missingFields(draft);
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setSummary(t('file.missingRequired'));
      // The first field to fix gets the focus, so keyboard and screen reader users land on it.
      requestAnimationFrame(() => {
        const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        (first?.matches('fieldset') ? first.querySelector<HTMLElement>('input') : first)?.focus();
      });
      return;
    }
    setSummary(null);
    try {
      await declare.mutateAsync(toDeclarations(draft));
      setNotice(t('file.saved'));
    } catch (failure) {
      const known = translatedError(t, locale, failure, { 0: 'error.network', 409: 'form.closed', 410: 'error.linkGone', 422: 'file.missingRequired' });
      setSummary(t('file.saveError', { detail: known ?? t('error.unknown') }));
    }
  };

  return (
    <form
      ref={form}
      noValidate
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="font-semibold text-stone-900">{t('file.declarationsTitle')}</h3>
      <YesNo
        name="acts_on_own_behalf"
        legend={t('file.ownBehalf')}
        value={draft.ownBehalf}
        onChange={(ownBehalf) => set({ ownBehalf })}
        noLabel={t('file.ownBehalfNo')}
        error={required('ownBehalf')}
      />
      {draft.ownBehalf === 'no' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('file.beneficialOwnerName')}
            required
            value={draft.beneficialOwner.name}
            onChange={(event) => set({ beneficialOwner: { ...draft.beneficialOwner, name: event.target.value } })}
            error={required('boName')}
            maxLength={200}
          />
          <TextField
            label={t('file.beneficialOwnerDocument')}
            required
            value={draft.beneficialOwner.id_document}
            onChange={(event) => set({ beneficialOwner: { ...draft.beneficialOwner, id_document: event.target.value } })}
            error={required('boDocument')}
            maxLength={40}
          />
        </div>
      ) : null}
      <YesNo name="is_company" legend={t('file.isCompany')} value={draft.isCompany} onChange={(isCompany) => set({ isCompany })} />
      {draft.isCompany === 'yes' ? (
        <fieldset className="space-y-4 rounded-lg bg-sand-50 p-4">
          <legend className="text-sm font-medium text-stone-800">{t('file.companyOwners')}</legend>
          {draft.owners.map((owner, index) => {
            const number = index + 1;
            return (
              <div key={index} className="grid gap-3 sm:grid-cols-3">
                <TextField label={t('file.ownerName', { number })} required value={owner.name} onChange={(event) => setOwner(index, { name: event.target.value })} error={required(`owner${index}Name`)} maxLength={200} />
                <TextField label={t('file.ownerDocument', { number })} required value={owner.id_document} onChange={(event) => setOwner(index, { id_document: event.target.value })} error={required(`owner${index}Document`)} maxLength={40} />
                <TextField label={t('file.ownerShare', { number })} value={owner.ownership} onChange={(event) => setOwner(index, { ownership: event.target.value })} maxLength={200} />
                {draft.owners.length > 1 ? (
                  <Button variant="ghost" className="sm:col-span-3 sm:justify-self-start" onClick={() => set({ owners: draft.owners.filter((_, i) => i !== index) })}>
                    {t('file.removeOwner', { number })}
                  </Button>
                ) : null}
              </div>
            );
          })}
          {draft.owners.length < 10 ? (
            <Button variant="secondary" onClick={() => set({ owners: [...draft.owners, { ...EMPTY_OWNER }] })}>
              {t('file.addOwner')}
            </Button>
          ) : null}
        </fieldset>
      ) : null}
      <YesNo name="is_pep" legend={t('file.isPep')} value={draft.isPep} onChange={(isPep) => set({ isPep })} error={required('isPep')} />
      {draft.isPep === 'yes' ? (
        <TextField label={t('file.pepDetails')} required value={draft.pepDetails} onChange={(event) => set({ pepDetails: event.target.value })} error={required('pepDetails')} maxLength={1000} />
      ) : null}
      <TextField
        label={t('file.occupation')}
        required
        autoComplete="organization-title"
        value={draft.occupation}
        onChange={(event) => set({ occupation: event.target.value })}
        error={required('occupation')}
        maxLength={200}
      />
      <SelectField
        label={t('file.fundsCategory')}
        required
        value={draft.fundsCategory}
        onChange={(event) => set({ fundsCategory: event.target.value })}
        error={required('fundsCategory')}
        options={[{ value: '', label: t('file.fundsChoose') }, ...FUNDS_ORIGIN_CATEGORIES.map((category) => ({ value: category, label: t(`file.funds.${category}`) }))]}
      />
      <TextAreaField
        label={t('file.fundsDetails')}
        required
        rows={3}
        value={draft.fundsDetails}
        onChange={(event) => set({ fundsDetails: event.target.value })}
        error={required('fundsDetails')}
        maxLength={2000}
      />
      {summary ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {summary}
        </p>
      ) : null}
      <div aria-live="polite" className="text-sm text-emerald-800">
        {notice}
      </div>
      <Button type="submit" disabled={declare.isPending} className="w-full sm:w-auto">
        {declare.isPending ? t('file.saving') : t('file.save')}
      </Button>
    </form>
  );
}

/**
 * The buyer's identification under Ley 10/2010 (docs/product.md §5.7), before the signature: where the setting
 * requires it (arras, by default) the signature pad appears only once the identity document and the declarations
 * are in; otherwise it is offered and the pad shows at once. If the file cannot be read, the pad shows and the
 * server decides at signing time.
 */
export function BuyerFileGate({ contractId, link, children }: { contractId: string; link: SigningLink; children: ReactNode }) {
  const file = useQuery(buyerFileQuery(contractId, link));
  const { t } = useSigningText();
  if (file.isPending) return <Spinner className="py-8" label={t('page.loadingShort')} />;
  if (file.isError) return <>{children}</>;
  const { required, complete } = file.data;
  return (
    <>
      <section aria-labelledby="buyer-file-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <h2 id="buyer-file-title" className="text-lg font-semibold text-stone-900">
          {t('file.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('file.intro')}</p>
        <p role="status" className={`mt-3 rounded-lg p-3 text-sm ${complete ? 'bg-emerald-50 text-emerald-900' : 'bg-sand-100 text-stone-800'}`}>
          {complete ? t('file.complete') : required ? t('file.required') : t('file.optional')}
        </p>
        <DocumentsPart contractId={contractId} link={link} file={file.data} />
        <DeclarationsPart contractId={contractId} link={link} file={file.data} />
      </section>
      {required && !complete ? <p className="rounded-xl bg-sand-100 p-4 text-sm text-stone-800 ring-1 ring-stone-200">{t('file.signAfter')}</p> : children}
    </>
  );
}
