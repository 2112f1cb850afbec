import { useId, useState } from 'react';

import type { Locale } from '#shared/i18n/locales.ts';
import { BUILDING_TEXT_MAX_LENGTH, FLOOR_PLAN_INVALID } from '#shared/schemas/property-schema.ts';
import { BUILDING_TEXT_FIELDS, BUILDING_TEXT_KEYS, FLOOR_PLAN_TYPES } from '#shared/site/building-details.ts';
import { TRANSLATION_FALLBACK_HINT } from '#shared/site/translated-content.ts';
import { Button } from '#web/ui/Button.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { Tabs } from '#web/ui/Tabs.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { languageTabs, translatedLabel } from '#web/ui/translations/language-tabs.tsx';

import { FormSection, type UpdateValues } from './FormSection';
import type { PropertyFormErrors, PropertyFormValues } from './property-form-model';

type Props = { values: PropertyFormValues; errors: PropertyFormErrors; update: UpdateValues };

const OCCUPANCY_OPTIONS = [
  { value: '', label: 'Sin indicar' },
  { value: 'vacant', label: 'Libre de ocupantes' },
  { value: 'tenanted', label: 'Alquilada (con inquilino)' },
  { value: 'occupied', label: 'Ocupada sin título' },
];

const MAX_PLAN_BYTES = 10 * 1024 * 1024;
const PLAN_TOO_LARGE = 'El plano es demasiado grande (máximo 10MB).';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(FLOOR_PLAN_INVALID));
    reader.readAsDataURL(file);
  });
}

/**
 * What Llei 18/2007 art. 60.3 asks before a payment on account (docs/product.md#31-property-listings-what-a-buyer-is-told):
 * structure and materials, insulation, installations, finishes, the community's charges and statutes (each in three
 * languages), occupancy and the floor plan. All optional; the information sheet says "No consta" for what is missing.
 */
/**
 * Opens the file picker without leaving a second file input in the form: the image drop zone's stays the only one.
 */
function pickFile(accept: string, onPick: (file: File | undefined) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = accept;
  input.addEventListener('change', () => onPick(input.files?.[0]), { once: true });
  input.click();
}

const PLAN_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

export function BuildingDetailsSection({ values, errors, update }: Props) {
  const planLabel = useId();
  const [planError, setPlanError] = useState<string | null>(null);

  const choosePlan = async (file: File | undefined) => {
    if (!file) return;
    setPlanError(null);
    // The server checks the bytes; this only spares a useless upload.
    if (!(FLOOR_PLAN_TYPES as readonly string[]).includes(file.type === 'image/jpg' ? 'image/jpeg' : file.type)) {
      setPlanError(FLOOR_PLAN_INVALID);
      return;
    }
    if (file.size > MAX_PLAN_BYTES) {
      setPlanError(PLAN_TOO_LARGE);
      return;
    }
    try {
      update({ floor_plan: await readDataUrl(file), floor_plan_label: file.name });
    } catch {
      setPlanError(FLOOR_PLAN_INVALID);
    }
  };

  return (
    <FormSection
      title="Edificio, comunidad y plano"
      description="La ley catalana de vivienda (art. 60.3) pide darlo por escrito antes de cobrar más del 1 % del precio a cuenta: sale en la ficha informativa que se adjunta a cada contrato."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Tabs
          label="Idioma de los datos del edificio y la comunidad"
          className="sm:col-span-2"
          tabs={languageTabs(
            (locale) => (
              <BuildingTexts locale={locale} values={values} errors={errors} update={update} />
            ),
            (locale) =>
              locale !== 'es' &&
              BUILDING_TEXT_KEYS.some(
                (field) => values[field].trim() !== '' && values[`${field}_${locale}`].trim() === '',
              ),
            (locale) =>
              BUILDING_TEXT_KEYS.some(
                (field) => errors[locale === 'es' ? field : (`${field}_${locale}` as const)] !== undefined,
              ),
          )}
        />
        <SelectField
          label="Ocupación"
          options={OCCUPANCY_OPTIONS}
          value={values.occupancy}
          error={errors.occupancy}
          onChange={(event) => update({ occupancy: event.target.value })}
        />
        <div className="sm:col-span-2">
          <p id={planLabel} className="block text-sm font-semibold text-stone-800">
            Plano de la vivienda
          </p>
          <p className="mt-1 text-sm text-stone-600">
            PDF o imagen (JPEG, PNG o WebP), hasta 10 MB. Una imagen se imprime en la ficha; un PDF se adjunta aparte.
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button
              size="sm"
              variant="secondary"
              aria-describedby={planLabel}
              onClick={() => pickFile(PLAN_ACCEPT, (file) => void choosePlan(file))}
            >
              {values.floor_plan ? 'Cambiar el plano' : 'Elegir el plano'}
            </Button>
            {values.floor_plan ? (
              <>
                <span className="text-sm font-medium text-stone-800" data-testid="floor-plan">
                  {values.floor_plan_label}
                </span>
                <Button size="sm" variant="ghost" onClick={() => update({ floor_plan: '', floor_plan_label: '' })}>
                  Quitar el plano
                </Button>
              </>
            ) : null}
          </div>
          {planError || errors.floor_plan ? (
            <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {planError ?? errors.floor_plan}
            </p>
          ) : null}
        </div>
      </div>
    </FormSection>
  );
}

/** The six texts in one language: Spanish first, Catalan and English where written (the Spanish shows otherwise). */
function BuildingTexts({ locale, values, errors, update }: Props & { locale: Locale }) {
  const hint = locale === 'es' ? undefined : TRANSLATION_FALLBACK_HINT;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {BUILDING_TEXT_KEYS.map((field) => {
        const key = locale === 'es' ? field : (`${field}_${locale}` as const);
        return (
          <TextAreaField
            key={key}
            label={translatedLabel(BUILDING_TEXT_FIELDS[field], locale)}
            rows={3}
            maxLength={BUILDING_TEXT_MAX_LENGTH}
            hint={hint}
            value={values[key]}
            error={errors[key]}
            onChange={(event) => update({ [key]: event.target.value })}
          />
        );
      })}
    </div>
  );
}
