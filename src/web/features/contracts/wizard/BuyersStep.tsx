import type { ContractLanguage } from '#shared/contract-types/language.ts';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { INTERNATIONAL_PHONE_EXAMPLE } from '#shared/identity/phone.ts';
import type { BuyerField } from '#shared/schemas/index.ts';
import { Button } from '#web/ui/Button.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { TextField } from '#web/ui/TextField.tsx';

import { readerNote } from './reader-notes';
import { buyerErrors, type BuyerDraft } from './wizard-model';

type Props = {
  buyers: BuyerDraft[];
  /** Fields already left or submitted, whose messages are shown (live checks for email, DNI and phone). */
  touched: ReadonlySet<string>;
  listError: string | null;
  onChange: (index: number, field: BuyerField, value: string) => void;
  onLanguageChange: (index: number, language: Locale) => void;
  onPhoneForeignChange: (index: number, foreign: boolean) => void;
  /** The contract's language and its copy's, so each buyer's card says what that buyer will read. */
  contractLanguage: ContractLanguage;
  copyLanguage: ContractLanguage | null;
  onTouch: (key: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

// Checked on every keystroke (docs/product.md §9 "live checks"); name and address only once left or on submit.
const LIVE_FIELDS: ReadonlySet<BuyerField> = new Set(['email', 'dni', 'phone']);

const FIELDS: { field: BuyerField; label: string; required: boolean; type?: string; autoComplete?: string }[] = [
  { field: 'name', label: 'Nombre completo', required: true, autoComplete: 'off' },
  { field: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'off' },
  { field: 'dni', label: 'DNI/NIE', required: true, autoComplete: 'off' },
  { field: 'phone', label: 'Teléfono', required: false, type: 'tel', autoComplete: 'off' },
  { field: 'address', label: 'Dirección', required: true, autoComplete: 'off' },
];

// Each language named in itself, so the administrator reads what the buyer will read (docs/product.md §11.2).
const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** Step 2 'Compradores': one card per buyer, in signing order. */
export function BuyersStep({
  buyers,
  touched,
  listError,
  onChange,
  onLanguageChange,
  onPhoneForeignChange,
  contractLanguage,
  copyLanguage,
  onTouch,
  onAdd,
  onRemove,
}: Props) {
  return (
    <div className="space-y-4">
      {buyers.map((buyer, index) => {
        const errors = buyerErrors(buyer);
        const shown = (field: BuyerField) => {
          const key = `${buyer.key}.${field}`;
          const typed = buyer[field].trim() !== '';
          return touched.has(key) || (LIVE_FIELDS.has(field) && typed) ? errors[field] : undefined;
        };
        return (
          <fieldset key={buyer.key} className="rounded-lg border border-stone-200 p-4">
            <legend className="px-1 text-sm font-semibold text-stone-800">Comprador {index + 1}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map(({ field, label, required, type, autoComplete }) => (
                <TextField
                  key={field}
                  label={label}
                  required={required}
                  type={type ?? 'text'}
                  autoComplete={autoComplete}
                  value={buyer[field]}
                  error={shown(field) ?? null}
                  hint={
                    field === 'phone' && (buyer.language !== 'es' || buyer.phoneForeign)
                      ? `Español o con el prefijo del país (ej: ${INTERNATIONAL_PHONE_EXAMPLE})`
                      : undefined
                  }
                  className={field === 'address' ? 'sm:col-span-2' : undefined}
                  onChange={(event) => onChange(index, field, event.target.value)}
                  onBlur={() => onTouch(`${buyer.key}.${field}`)}
                />
              ))}
              {buyer.language === 'es' ? (
                // A Spanish reader may still have a number from abroad: marked, it may be in international form.
                <label className="flex items-center gap-3 self-start text-sm text-stone-800 sm:col-span-2">
                  <input
                    type="checkbox"
                    checked={buyer.phoneForeign}
                    onChange={(event) => onPhoneForeignChange(index, event.target.checked)}
                    className="size-5 accent-brand-600"
                  />
                  Teléfono de fuera de España
                </label>
              ) : null}
              <SelectField
                label="Idioma de las comunicaciones"
                hint="Emails y páginas de firma y pago. El idioma del contrato se elige abajo."
                options={LANGUAGE_OPTIONS}
                value={buyer.language}
                onChange={(event) => {
                  if (isLocale(event.target.value)) onLanguageChange(index, event.target.value);
                }}
              />
            </div>
            <p className="mt-3 rounded-md bg-sand-100 px-3 py-2 text-sm text-stone-800" aria-live="polite">
              {readerNote(buyer.language, contractLanguage, copyLanguage)}
            </p>
            {buyers.length > 1 ? (
              <div className="mt-3 flex justify-end">
                <Button variant="ghost" size="sm" className="text-red-700" onClick={() => onRemove(index)}>
                  Eliminar comprador {index + 1}
                </Button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onAdd}>
        <span aria-hidden="true">+</span>
        Añadir Comprador
      </Button>
    </div>
  );
}
