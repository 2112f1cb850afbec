import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { PropertyDto } from '#shared/api/api-types.ts';
import type { ContractTypeDefinition } from '#shared/contract-types/index.ts';
import {
  isContractLanguage,
  suggestedContractLanguage,
  type ContractLanguage,
} from '#shared/contract-types/language.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { BuyerField } from '#shared/schemas/index.ts';
import { contractTypesQuery, signatoriesQuery, useCreateContract } from '#web/features/contracts/api.ts';
import { propertiesQuery } from '#web/features/properties/index.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import type { AttachmentDraft } from '../contract-body';
import { BuyersStep } from './BuyersStep';
import { ContractDataStep } from './ContractDataStep';
import { copyLanguageOptions, freeTextsToTranslate } from './reader-notes';
import {
  buyerErrors,
  buyerListError,
  changeField,
  contractBody,
  contractFieldErrors,
  emptyBuyer,
  fillFromProperty,
  initialValues,
  type BuyerDraft,
  type FieldValues,
} from './wizard-model';

const STEPS = ['Datos del Contrato', 'Compradores'] as const;

type Draft = {
  type: ContractTypeDefinition | undefined;
  values: FieldValues;
  attachments: AttachmentDraft[];
  buyers: BuyerDraft[];
  step: 0 | 1;
  showFieldErrors: boolean;
  touched: Set<string>;
  showListError: boolean;
  /** null until the administrator picks one: it then follows the first buyer's language. */
  contractLanguage: ContractLanguage | null;
  /** The portfolio property whose data filled the fields, if one was picked. */
  propertyId: number | null;
  /** The copy in the other language, null when none is chosen (`copy_language` is then not sent). */
  copyLanguage: ContractLanguage | null;
};

// The field labels stay Spanish (the admin reads Spanish); only the contract text changes.
const CONTRACT_LANGUAGE_OPTIONS = [
  { value: 'es', label: 'Castellano' },
  { value: 'ca', label: 'Catalán' },
];

/**
 * A contract started from a contact (docs/product.md §4.1, «Nuevo contrato»): the buyer's name, email, phone and
 * language, and the property they asked about, filled in once a type is chosen. The administrator reviews the rest.
 */
export type WizardPrefill = {
  buyer: { name: string; email: string; phone: string; language: Locale };
  propertyId: number | null;
};

const prefilledBuyer = (prefill: WizardPrefill | undefined): BuyerDraft => {
  const buyer = emptyBuyer();
  if (!prefill) return buyer;
  const phone = prefill.buyer.phone.replace(/\s+/g, '');
  const spanish = /^\+34\d{9}$/.test(phone);
  return {
    ...buyer,
    name: prefill.buyer.name,
    email: prefill.buyer.email,
    phone: spanish ? phone.slice(3) : prefill.buyer.phone,
    phoneForeign: phone.startsWith('+') && !spanish,
    language: prefill.buyer.language,
  };
};

const freshDraft = (type?: ContractTypeDefinition, prefill?: WizardPrefill): Draft => ({
  type,
  values: type ? initialValues(type) : {},
  attachments: [],
  buyers: [prefilledBuyer(prefill)],
  step: 0,
  showFieldErrors: false,
  touched: new Set(),
  showListError: false,
  contractLanguage: null,
  propertyId: null,
  copyLanguage: null,
});

/** 'Nuevo Contrato': two steps, type data then buyers (docs/product.md §5). */
export function NewContractWizard({
  open,
  onClose,
  prefill,
}: {
  open: boolean;
  onClose: () => void;
  prefill?: WizardPrefill;
}) {
  const types = useQuery(contractTypesQuery);
  const properties = useQuery({ ...propertiesQuery, enabled: open });
  const signatories = useQuery({ ...signatoriesQuery, enabled: open });
  const create = useCreateContract();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => freshDraft(undefined, prefill));
  const { type, values, step } = draft;
  const fieldErrors = type ? contractFieldErrors(type, values) : {};
  const listError = buyerListError(draft.buyers);

  const update = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  // Picking a property fills what it knows; the administrator reviews the rest. None keeps what was typed.
  const pickProperty = (property: PropertyDto | null) =>
    type &&
    update({ propertyId: property?.id ?? null, values: property ? fillFromProperty(type, values, property) : values });
  // Changing the type starts everything again: data, documents, buyers and step (docs/product.md §4).
  // A prefill from a contact carries over (docs/product.md §4.1); its property's data once a type is chosen.
  const changeType = (typeId: string) =>
    setDraft(
      freshDraft(
        types.data?.find((t) => t.id === typeId),
        prefill,
      ),
    );
  const prefillProperty = prefill?.propertyId
    ? properties.data?.find((property) => property.id === prefill.propertyId)
    : undefined;
  const [filledFor, setFilledFor] = useState<ContractTypeDefinition | undefined>(undefined);
  if (type && prefillProperty && filledFor !== type && draft.propertyId === null) {
    // During render, as React's docs advise for state derived from a change: the type's fields get the property's data.
    setFilledFor(type);
    setDraft({ ...draft, propertyId: prefillProperty.id, values: fillFromProperty(type, values, prefillProperty) });
  }

  const next = () => {
    if (!type) return;
    if (Object.keys(fieldErrors).length > 0) {
      update({ showFieldErrors: true });
      return;
    }
    update({ step: 1 });
  };

  const submit = async () => {
    if (!type) return;
    const buyersValid = draft.buyers.every((buyer) => Object.keys(buyerErrors(buyer)).length === 0);
    if (!buyersValid || listError) {
      const touched = new Set(
        draft.buyers.flatMap((buyer) =>
          (['name', 'email', 'dni', 'address', 'phone'] as BuyerField[]).map((f) => `${buyer.key}.${f}`),
        ),
      );
      update({ touched, showListError: true });
      return;
    }
    try {
      await create.mutateAsync(
        contractBody(
          type,
          values,
          draft.buyers,
          draft.attachments,
          draft.contractLanguage,
          draft.propertyId,
          draft.copyLanguage,
        ),
      );
      toast.success('Contrato creado exitosamente');
      setDraft(freshDraft());
      onClose();
    } catch (error) {
      toast.error(errorWithDetail('Error al crear el contrato', error));
    }
  };

  const contractLanguage = draft.contractLanguage ?? suggestedContractLanguage(draft.buyers[0]?.language);
  const copyLanguage = draft.copyLanguage === contractLanguage ? null : draft.copyLanguage;
  const toTranslate = type
    ? freeTextsToTranslate(type, values, {
        contract: contractLanguage,
        copy: copyLanguage,
        buyers: draft.buyers.map((buyer) => buyer.language),
      })
    : [];

  const changeBuyer = (index: number, field: BuyerField, value: string) =>
    update({ buyers: draft.buyers.map((buyer, i) => (i === index ? { ...buyer, [field]: value } : buyer)) });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Nuevo Contrato"
      size="lg"
      description={
        <ol className="flex flex-wrap gap-x-4 gap-y-1">
          {STEPS.map((label, index) => (
            <li
              key={label}
              aria-current={index === step ? 'step' : undefined}
              className={index === step ? 'font-semibold text-brand-800' : ''}
            >
              Paso {index + 1}: {label}
            </li>
          ))}
        </ol>
      }
      footer={
        step === 0 ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button onClick={next} disabled={!type}>
              Siguiente
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => update({ step: 0 })} disabled={create.isPending}>
              Anterior
            </Button>
            <Button onClick={() => void submit()} disabled={create.isPending}>
              {create.isPending ? 'Creando...' : 'Crear Contrato'}
            </Button>
          </>
        )
      }
    >
      <h3 className="mb-4 text-lg font-semibold text-stone-900">{STEPS[step]}</h3>
      {step === 0 && draft.showFieldErrors && Object.keys(fieldErrors).length > 0 ? (
        // The same shared rules the server applies: step 2 stays closed until they pass (docs/product.md §5.1).
        <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Revisa estos datos antes de continuar:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {Object.entries(fieldErrors).map(([fieldId, message]) => (
              <li key={fieldId}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {types.isPending ? (
        <Spinner className="py-10" />
      ) : step === 0 ? (
        <ContractDataStep
          types={types.data ?? []}
          type={type}
          values={values}
          errors={draft.showFieldErrors ? fieldErrors : {}}
          attachments={draft.attachments}
          properties={properties.data ?? []}
          propertyId={draft.propertyId}
          onPropertyChange={pickProperty}
          onTypeChange={changeType}
          signatories={signatories.data}
          onFieldChange={(fieldId, value) => type && update({ values: changeField(type, values, fieldId, value) })}
          onAttachmentsChange={(attachments) => update({ attachments })}
        />
      ) : (
        <BuyersStep
          buyers={draft.buyers}
          touched={draft.touched}
          listError={draft.showListError || listError === null ? listError : draft.buyers.length > 1 ? listError : null}
          onChange={changeBuyer}
          onLanguageChange={(index, language) =>
            update({ buyers: draft.buyers.map((buyer, i) => (i === index ? { ...buyer, language } : buyer)) })
          }
          onPhoneForeignChange={(index, phoneForeign) =>
            update({ buyers: draft.buyers.map((buyer, i) => (i === index ? { ...buyer, phoneForeign } : buyer)) })
          }
          contractLanguage={contractLanguage}
          copyLanguage={copyLanguage}
          onTouch={(key) => update({ touched: new Set(draft.touched).add(key) })}
          onAdd={() => update({ buyers: [...draft.buyers, emptyBuyer()] })}
          onRemove={(index) => update({ buyers: draft.buyers.filter((_, i) => i !== index) })}
        />
      )}
      {step === 1 ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Idioma del contrato"
            hint="Un comprador que lee catalán tiene derecho al contrato en catalán. Por defecto, el del primer comprador."
            options={CONTRACT_LANGUAGE_OPTIONS}
            value={contractLanguage}
            onChange={(event) => {
              if (isContractLanguage(event.target.value)) update({ contractLanguage: event.target.value });
            }}
          />
          <SelectField
            label="Copia en otro idioma"
            hint="Los dos textos se firman y se sellan juntos en un solo PDF."
            options={copyLanguageOptions(contractLanguage)}
            value={copyLanguage ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              update({ copyLanguage: isContractLanguage(value) ? value : null });
            }}
          />
          {toTranslate.length > 0 ? (
            <div
              role="note"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2"
            >
              <p className="font-semibold">Revisa la traducción de estos textos tuyos:</p>
              <p className="mt-1">
                {toTranslate.join(', ')}. Pasan tal cual al texto en otro idioma (contrato, copia o traducción de
                cortesía): escríbelos también en ese idioma o acláralo con el comprador.
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
