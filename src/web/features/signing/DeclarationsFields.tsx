import { useId } from 'react';

import { FUNDS_ORIGIN_CATEGORIES, type FundsOriginCategory } from '#shared/schemas/buyer-file-schema.ts';
import { Button } from '#web/ui/Button.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';

import {
  EMPTY_OWNER,
  MAX_COMPANY_OWNERS,
  type DeclarationsDraft,
  type DeclarationsErrors,
  type OwnerDraft,
  type YesNoValue,
} from './declarations-draft';

/**
 * The questions' texts: the buyer reads them in their language and as "you" on the signing page, the owners in
 * Spanish about the buyer in the admin area.
 */
export type DeclarationsTexts = {
  yes: string;
  no: string;
  ownBehalf: string;
  ownBehalfNo: string;
  beneficialOwnerName: string;
  beneficialOwnerDocument: string;
  isCompany: string;
  companyOwners: string;
  ownerName: (number: number) => string;
  ownerDocument: (number: number) => string;
  ownerShare: (number: number) => string;
  addOwner: string;
  removeOwner: (number: number) => string;
  isPep: string;
  pepDetails: string;
  occupation: string;
  fundsCategory: string;
  fundsChoose: string;
  funds: Record<FundsOriginCategory, string>;
  fundsDetails: string;
};

type YesNoProps = {
  name: string;
  legend: string;
  value: YesNoValue;
  onChange: (value: YesNoValue) => void;
  texts: DeclarationsTexts;
  error?: string;
  noLabel?: string;
};

/** A yes/no question as a group of two radio buttons (keyboard: arrows move between them). */
function YesNo({ name, legend, value, onChange, texts, error, noLabel }: YesNoProps) {
  const errorId = useId();
  return (
    <fieldset
      role="radiogroup"
      aria-required="true"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
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
            {option === 'yes' ? texts.yes : (noLabel ?? texts.no)}
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

type DeclarationsFieldsProps = {
  draft: DeclarationsDraft;
  onChange: (draft: DeclarationsDraft) => void;
  errors: DeclarationsErrors;
  texts: DeclarationsTexts;
};

/** The questions of the buyer's declarations (docs/product.md §5.7), each with its message when it needs fixing. */
export function DeclarationsFields({ draft, onChange, errors, texts }: DeclarationsFieldsProps) {
  const set = (patch: Partial<DeclarationsDraft>) => onChange({ ...draft, ...patch });
  const setOwner = (index: number, patch: Partial<OwnerDraft>) =>
    set({ owners: draft.owners.map((owner, i) => (i === index ? { ...owner, ...patch } : owner)) });
  return (
    <>
      <YesNo
        name="acts_on_own_behalf"
        legend={texts.ownBehalf}
        value={draft.ownBehalf}
        onChange={(ownBehalf) => set({ ownBehalf })}
        noLabel={texts.ownBehalfNo}
        texts={texts}
        error={errors.ownBehalf}
      />
      {draft.ownBehalf === 'no' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={texts.beneficialOwnerName}
            required
            value={draft.beneficialOwner.name}
            onChange={(event) => set({ beneficialOwner: { ...draft.beneficialOwner, name: event.target.value } })}
            error={errors.boName}
            maxLength={200}
          />
          <TextField
            label={texts.beneficialOwnerDocument}
            required
            value={draft.beneficialOwner.id_document}
            onChange={(event) =>
              set({ beneficialOwner: { ...draft.beneficialOwner, id_document: event.target.value } })
            }
            error={errors.boDocument}
            maxLength={40}
          />
        </div>
      ) : null}
      <YesNo
        name="is_company"
        legend={texts.isCompany}
        value={draft.isCompany}
        onChange={(isCompany) => set({ isCompany })}
        texts={texts}
        error={errors.isCompany}
      />
      {draft.isCompany === 'yes' ? (
        <fieldset className="space-y-4 rounded-lg bg-sand-50 p-4">
          <legend className="text-sm font-medium text-stone-800">{texts.companyOwners}</legend>
          {draft.owners.map((owner, index) => {
            const number = index + 1;
            return (
              <div key={index} className="grid gap-3 sm:grid-cols-3">
                <TextField
                  label={texts.ownerName(number)}
                  required
                  value={owner.name}
                  onChange={(event) => setOwner(index, { name: event.target.value })}
                  error={errors[`owner${index}Name`]}
                  maxLength={200}
                />
                <TextField
                  label={texts.ownerDocument(number)}
                  required
                  value={owner.id_document}
                  onChange={(event) => setOwner(index, { id_document: event.target.value })}
                  error={errors[`owner${index}Document`]}
                  maxLength={40}
                />
                <TextField
                  label={texts.ownerShare(number)}
                  value={owner.ownership}
                  onChange={(event) => setOwner(index, { ownership: event.target.value })}
                  error={errors[`owner${index}Share`]}
                  maxLength={200}
                />
                {draft.owners.length > 1 ? (
                  <Button
                    variant="ghost"
                    className="sm:col-span-3 sm:justify-self-start"
                    onClick={() => set({ owners: draft.owners.filter((_, i) => i !== index) })}
                  >
                    {texts.removeOwner(number)}
                  </Button>
                ) : null}
              </div>
            );
          })}
          {draft.owners.length < MAX_COMPANY_OWNERS ? (
            <Button variant="secondary" onClick={() => set({ owners: [...draft.owners, { ...EMPTY_OWNER }] })}>
              {texts.addOwner}
            </Button>
          ) : null}
        </fieldset>
      ) : null}
      <YesNo
        name="is_pep"
        legend={texts.isPep}
        value={draft.isPep}
        onChange={(isPep) => set({ isPep })}
        texts={texts}
        error={errors.isPep}
      />
      {draft.isPep === 'yes' ? (
        <TextField
          label={texts.pepDetails}
          required
          value={draft.pepDetails}
          onChange={(event) => set({ pepDetails: event.target.value })}
          error={errors.pepDetails}
          maxLength={1000}
        />
      ) : null}
      <TextField
        label={texts.occupation}
        required
        autoComplete="organization-title"
        value={draft.occupation}
        onChange={(event) => set({ occupation: event.target.value })}
        error={errors.occupation}
        maxLength={200}
      />
      <SelectField
        label={texts.fundsCategory}
        required
        value={draft.fundsCategory}
        onChange={(event) => set({ fundsCategory: event.target.value })}
        error={errors.fundsCategory}
        options={[
          { value: '', label: texts.fundsChoose },
          ...FUNDS_ORIGIN_CATEGORIES.map((category) => ({ value: category, label: texts.funds[category] })),
        ]}
      />
      <TextAreaField
        label={texts.fundsDetails}
        required
        rows={3}
        value={draft.fundsDetails}
        onChange={(event) => set({ fundsDetails: event.target.value })}
        error={errors.fundsDetails}
        maxLength={2000}
      />
    </>
  );
}
