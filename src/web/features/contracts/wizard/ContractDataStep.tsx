import type { PropertyDto } from '#shared/api/api-types.ts';
import type { SignatoryDto } from '#shared/api/people-dtos.ts';
import {
  FIELD_GROUPS,
  REPRESENTATIVE_POSITION_FIELD,
  REPRESENTATIVE_POWERS_FIELD,
  type ContractTypeDefinition,
} from '#shared/contract-types/index.ts';
import { SelectField } from '#web/ui/SelectField.tsx';

import type { AttachmentDraft } from '../contract-body';
import { AttachmentsInput } from './AttachmentsInput';
import { ContractFieldInput } from './ContractFieldInput';
import { SignatoryPowers } from './SignatoryPowers';
import { isAmountField, type FieldValues } from './wizard-model';

type Props = {
  types: readonly ContractTypeDefinition[];
  type: ContractTypeDefinition | undefined;
  values: FieldValues;
  errors: Record<string, string>;
  attachments: AttachmentDraft[];
  /** The portfolio, to fill the property's fields from one of its homes. */
  properties: readonly PropertyDto[];
  propertyId: number | null;
  onPropertyChange: (property: PropertyDto | null) => void;
  onTypeChange: (typeId: string) => void;
  onFieldChange: (fieldId: string, value: string) => void;
  onAttachmentsChange: (attachments: AttachmentDraft[]) => void;
  /** People with signing powers: their stored position and powers replace the two representative inputs. */
  signatories?: readonly SignatoryDto[];
};

/** Stated on the signer's account when one exists (docs/product.md#signer-powers), never typed again here. */
const SIGNER_FIELDS: readonly string[] = [REPRESENTATIVE_POSITION_FIELD, REPRESENTATIVE_POWERS_FIELD];

/** Step 1 'Datos del Contrato': the type, its fields grouped as the definition says, and documents. */
export function ContractDataStep(props: Props) {
  const {
    types,
    type,
    values,
    errors,
    attachments,
    properties,
    propertyId,
    onPropertyChange,
    onTypeChange,
    onFieldChange,
    onAttachmentsChange,
    signatories = [],
  } = props;
  const fromAccount = signatories.length > 0;
  const shown = (fieldId: string) => !(fromAccount && SIGNER_FIELDS.includes(fieldId));
  const groups = type ? [...new Set(type.fields.map((field) => field.group ?? 'Datos'))] : [];
  return (
    <div className="space-y-5">
      <SelectField
        label="Tipo de contrato"
        required
        value={type?.id ?? ''}
        options={[
          { value: '', label: 'Selecciona un tipo de contrato' },
          ...types.map((t) => ({ value: t.id, label: t.name })),
        ]}
        hint={type?.description}
        onChange={(event) => onTypeChange(event.target.value)}
      />
      {type && properties.length > 0 ? (
        <SelectField
          label="Propiedad de la cartera"
          hint="Rellena sus datos (dirección, referencia catastral, registro, precio…), que debes revisar, y adjunta al contrato su ficha informativa en el idioma del contrato."
          value={propertyId === null ? '' : String(propertyId)}
          options={[
            { value: '', label: 'Ninguna: escribir los datos a mano' },
            ...properties.map((property) => ({
              value: String(property.id),
              label: `${property.title} · ${property.address}`,
            })),
          ]}
          onChange={(event) =>
            onPropertyChange(properties.find((property) => String(property.id) === event.target.value) ?? null)
          }
        />
      ) : null}
      {type
        ? groups.map((group) => (
            <fieldset key={group} className="rounded-lg border border-stone-200 p-4">
              <legend className="px-1 text-sm font-semibold text-stone-800">{group}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                {type.fields
                  .filter((field) => (field.group ?? 'Datos') === group && shown(field.id))
                  .map((field) => (
                    <ContractFieldInput
                      key={field.id}
                      field={field}
                      value={values[field.id] ?? ''}
                      amount={isAmountField(type, field.id)}
                      error={errors[field.id]}
                      onChange={(value) => onFieldChange(field.id, value)}
                    />
                  ))}
                {fromAccount && group === FIELD_GROUPS.seller ? <SignatoryPowers signatories={signatories} /> : null}
              </div>
            </fieldset>
          ))
        : null}
      {type ? <AttachmentsInput attachments={attachments} onChange={onAttachmentsChange} /> : null}
    </div>
  );
}
