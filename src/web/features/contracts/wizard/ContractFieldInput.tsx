import type { FieldDefinition } from '#shared/contract-types/index.ts';
import { SelectField } from '#web/ui/SelectField.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';

type Props = {
  field: FieldDefinition;
  value: string;
  amount: boolean;
  error?: string | undefined;
  onChange: (value: string) => void;
};

/** One field of a contract type, drawn from its definition (docs/product.md §2). */
export function ContractFieldInput({ field, value, amount, error, onChange }: Props) {
  const common = { label: field.label, required: field.required, error: error ?? null, value };
  if (field.options) {
    const placeholder = { value: '', label: field.placeholder ?? 'Selecciona una opción' };
    return (
      <SelectField
        {...common}
        options={[placeholder, ...field.options.map((option) => ({ value: option, label: option }))]}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  if (field.type === 'textarea') {
    return (
      <TextAreaField
        {...common}
        rows={3}
        placeholder={field.placeholder ?? undefined}
        onChange={(event) => onChange(event.target.value)}
        className="sm:col-span-2"
      />
    );
  }
  if (field.auto_generated) {
    return <TextField {...common} readOnly hint="Se rellena automáticamente" className="sm:col-span-2" />;
  }
  const numeric = field.type === 'number';
  return (
    <TextField
      {...common}
      type={field.type === 'date' ? 'date' : 'text'}
      // Amounts are typed as text so the thousands dots can be shown while typing.
      inputMode={numeric ? (amount ? 'decimal' : 'numeric') : undefined}
      min={numeric && !amount ? field.validation?.min : undefined}
      max={numeric && !amount ? field.validation?.max : undefined}
      placeholder={field.placeholder ?? undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
