import type { Locale } from '#shared/i18n/locales.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '#shared/schemas/property-schema.ts';
import { ENERGY_LABEL_WARNING, needsEnergyLabel } from '#shared/site/energy-label.ts';
import {
  ENERGY_RATING_VALUES,
  energyRatingLabel,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertyStatusLabel,
  propertyTypeLabel,
} from '#shared/site/labels.ts';
import { TRANSLATION_FALLBACK_HINT } from '#shared/site/translated-content.ts';
import { SelectField, type SelectOption } from '#web/ui/SelectField.tsx';
import { Tabs } from '#web/ui/Tabs.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { languageTabs, translatedLabel } from '#web/ui/translations/language-tabs.tsx';

import { FormSection, type UpdateValues } from './FormSection';
import type { PropertyFormErrors, PropertyFormValues } from './property-form-model';

/** Options of a fixed list, plus the stored value when it is not in it (shown as is, docs/product.md §4). */
function optionsWith(values: readonly string[], label: (v: string) => string, current: string): SelectOption[] {
  const options = values.map((value) => ({ value, label: label(value) }));
  return values.includes(current) || current === '' ? options : [...options, { value: current, label: current }];
}

const ENERGY_OPTIONS: SelectOption[] = [
  { value: '', label: 'Sin indicar' },
  ...ENERGY_RATING_VALUES.map((value) => ({ value, label: energyRatingLabel(value) })),
];

const AREA_KIND_OPTIONS: SelectOption[] = [
  { value: 'built', label: 'Construida' },
  { value: 'usable', label: 'Útil' },
];

type Props = { values: PropertyFormValues; errors: PropertyFormErrors; update: UpdateValues };

export function BasicInfoSection({ values, errors, update }: Props) {
  const text = (field: keyof PropertyFormValues) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
  });

  return (
    <FormSection title="Información Básica">
      <div className="grid gap-4 sm:grid-cols-2">
        <Tabs
          label="Idioma del título y la descripción"
          className="sm:col-span-2"
          tabs={languageTabs(
            (locale) => (
              <TranslatedTexts locale={locale} text={text} />
            ),
            (locale) =>
              locale !== 'es' &&
              (values[`title_${locale}`].trim() === '' || values[`description_${locale}`].trim() === ''),
            (locale) =>
              Boolean(
                locale === 'es'
                  ? errors.title || errors.description
                  : errors[`title_${locale}`] || errors[`description_${locale}`],
              ),
          )}
        />
        <TextField label="Dirección" required autoComplete="off" {...text('address')} />
        <TextField label="Barrio" required {...text('neighborhood')} />
        <SelectField
          label="Tipo de propiedad"
          options={optionsWith(PROPERTY_TYPES, propertyTypeLabel, values.property_type)}
          {...text('property_type')}
        />
        <SelectField
          label="Estado"
          options={optionsWith(PROPERTY_STATUSES, propertyStatusLabel, values.status)}
          {...text('status')}
        />
        <div className="grid grid-cols-3 gap-3 sm:col-span-2">
          <TextField
            label="Habitaciones"
            type="number"
            inputMode="numeric"
            min={values.property_type === 'estudio' ? 0 : 1}
            required
            {...text('bedrooms')}
          />
          <TextField label="Baños" type="number" inputMode="numeric" min={1} required {...text('bathrooms')} />
          <TextField label="Superficie (m²)" type="number" inputMode="decimal" min={1} required {...text('size_m2')} />
        </div>
        <SelectField
          label="La superficie anunciada es"
          hint="La tarjeta y la ficha dicen cuál es: «92 m² construidos» o «78 m² útiles»."
          options={AREA_KIND_OPTIONS}
          {...text('size_m2_kind')}
        />
        <TextField label="Fecha de Publicación" type="date" required {...text('publication_date')} />
        {values.status === PROPERTY_STATUS.vendido ? (
          <TextField label="Fecha de Venta" type="date" {...text('sale_date')} />
        ) : null}
        <TextField
          label="Precio (€)"
          type="number"
          inputMode="decimal"
          min={0}
          hint="Opcional. Déjalo vacío para no mostrar el precio."
          {...text('price')}
        />
        <SelectField label="Certificado energético" options={ENERGY_OPTIONS} {...text('energy_rating')} />
        {needsEnergyLabel(values) ? (
          <p
            role="status"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2"
          >
            {ENERGY_LABEL_WARNING} Puedes guardarla igualmente.
          </p>
        ) : null}
        <TextField
          label="Consumo de energía (kWh/m²·año)"
          type="number"
          inputMode="decimal"
          min={0}
          {...text('energy_consumption')}
        />
        <TextField
          label="Emisiones (kg CO₂/m²·año)"
          type="number"
          inputMode="decimal"
          min={0}
          {...text('energy_emissions')}
        />
      </div>
    </FormSection>
  );
}

type TextProps = (field: keyof PropertyFormValues) => {
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

/** Title and description in one language: Spanish required, Catalan and English optional (docs/product.md §11.2). */
function TranslatedTexts({ locale, text }: { locale: Locale; text: TextProps }) {
  const spanish = locale === 'es';
  const suffix = spanish ? '' : (`_${locale}` as const);
  const hint = spanish ? undefined : TRANSLATION_FALLBACK_HINT;
  return (
    <div className="grid gap-4">
      <TextField
        label={translatedLabel('Título', locale)}
        required={spanish}
        maxLength={spanish ? undefined : TITLE_MAX_LENGTH}
        hint={hint}
        {...text(`title${suffix}`)}
      />
      <TextAreaField
        label={translatedLabel('Descripción', locale)}
        required={spanish}
        rows={5}
        maxLength={spanish ? undefined : DESCRIPTION_MAX_LENGTH}
        hint={hint}
        {...text(`description${suffix}`)}
      />
    </div>
  );
}
