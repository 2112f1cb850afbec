import type { ContractTypeDefinition } from '../../../../shared/contract-types';
import { SelectField } from '../../../ui/SelectField';
import { AttachmentsInput } from './AttachmentsInput';
import { ContractFieldInput } from './ContractFieldInput';
import { isAmountField, type AttachmentDraft, type FieldValues } from './wizard-model';

type Props = {
  types: readonly ContractTypeDefinition[];
  type: ContractTypeDefinition | undefined;
  values: FieldValues;
  errors: Record<string, string>;
  attachments: AttachmentDraft[];
  onTypeChange: (typeId: string) => void;
  onFieldChange: (fieldId: string, value: string) => void;
  onAttachmentsChange: (attachments: AttachmentDraft[]) => void;
};

/** Step 1 'Datos del Contrato': the type, its fields grouped as the definition says, and documents. */
export function ContractDataStep({ types, type, values, errors, attachments, onTypeChange, onFieldChange, onAttachmentsChange }: Props) {
  const groups = type ? [...new Set(type.fields.map((field) => field.group ?? 'Datos'))] : [];
  return (
    <div className="space-y-5">
      <SelectField
        label="Tipo de contrato"
        required
        value={type?.id ?? ''}
        options={[{ value: '', label: 'Selecciona un tipo de contrato' }, ...types.map((t) => ({ value: t.id, label: t.name }))]}
        hint={type?.description}
        onChange={(event) => onTypeChange(event.target.value)}
      />
      {type
        ? groups.map((group) => (
            <fieldset key={group} className="rounded-lg border border-stone-200 p-4">
              <legend className="px-1 text-sm font-semibold text-stone-800">{group}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                {type.fields
                  .filter((field) => (field.group ?? 'Datos') === group)
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
              </div>
            </fieldset>
          ))
        : null}
      {type ? <AttachmentsInput attachments={attachments} onChange={onAttachmentsChange} /> : null}
    </div>
  );
}
