import { floorLevelLabel, formatFloorDoor, formatRegistryOffice, isFloorLevel } from '#shared/site/floor-door.ts';
import { TRANSLATION_FALLBACK_HINT } from '#shared/site/translated-content.ts';
import { SelectField } from '#web/ui/SelectField.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';

import { FormSection, type UpdateValues } from './FormSection';
import type { PropertyFormErrors, PropertyFormValues } from './property-form-model';

type Props = { values: PropertyFormValues; errors: PropertyFormErrors; update: UpdateValues };

const LIFT_OPTIONS = [
  { value: '', label: 'Sin indicar' },
  { value: 'yes', label: 'Sí' },
  { value: 'no', label: 'No' },
];

const SALE_KIND_OPTIONS = [
  { value: 'second_hand', label: 'Segunda mano (ITP)' },
  { value: 'new', label: 'Obra nueva (IVA + AJD)' },
];

/** The product's own list of floors: named levels and numbers; each page writes them in its own language. */
const FLOOR_OPTIONS = [
  { value: '', label: 'Sin indicar' },
  ...(['sotano', 'bajo', 'entresuelo', 'principal'] as const).map((level) => ({
    value: level,
    label: floorLevelLabel(level),
  })),
  ...Array.from({ length: 30 }, (_, index) => ({ value: String(index + 1), label: `${index + 1}.ª planta` })),
  ...(['atico', 'sobreatico'] as const).map((level) => ({ value: level, label: floorLevelLabel(level) })),
];

const floorOf = (values: PropertyFormValues) => ({
  floor_number: values.floor_choice === '' || isFloorLevel(values.floor_choice) ? null : Number(values.floor_choice),
  floor_level: isFloorLevel(values.floor_choice) ? values.floor_choice : null,
  door: values.door.trim().toUpperCase() || null,
});

const registryOf = (values: PropertyFormValues) => ({
  registry_number: values.registry_number.trim() === '' ? null : Number(values.registry_number),
  registry_city: values.registry_city.trim() || null,
});

/**
 * The text typed before these fields existed, while the data does not say the same: it is kept, and the pages show it
 * (marked as Spanish) until the fields are filled in (docs/product.md#structured-address-facts).
 */
function previouslyTyped(typed: string, structured: string | null): string | undefined {
  const text = typed.trim();
  if (text === '' || text === structured) return undefined;
  return structured === null
    ? `Antes se escribió «${text}»: se sigue mostrando así, en castellano, hasta que rellenes estos datos.`
    : `Antes se escribió «${text}»; ahora se muestra «${structured}».`;
}

type TextKey = Exclude<
  keyof PropertyFormValues,
  'images' | 'videos' | 'publish_to_kyero' | 'publish_to_idealista' | 'publish_to_fotocasa' | 'location_loaded'
>;

/**
 * What the law says a buyer must know before paying (docs/product.md#31-property-listings-what-a-buyer-is-told): areas, registry, charges,
 * certificates and the taxes that apply. The portals have their own section (features/portals).
 */
export function BuyerDetailsSection({ values, errors, update }: Props) {
  const text = (field: TextKey) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
  });

  return (
    <FormSection
      title="Datos para el comprador"
      description="Lo que la ficha informativa, la página pública y los portales muestran. Todo es opcional, pero la normativa exige darlo antes de cobrar nada."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Superficie útil (m²)" type="number" inputMode="decimal" min={1} {...text('usable_area_m2')} />
        <TextField
          label="Superficie construida (m²)"
          type="number"
          inputMode="decimal"
          min={1}
          {...text('built_area_m2')}
        />
        <SelectField label="Tipo de venta" options={SALE_KIND_OPTIONS} {...text('sale_kind')} />
        <TextField label="Año de construcción" type="number" inputMode="numeric" {...text('year_built')} />
        <SelectField
          label="Planta"
          hint={previouslyTyped(values.floor, formatFloorDoor(floorOf(values), 'es'))}
          options={FLOOR_OPTIONS}
          {...text('floor_choice')}
        />
        <TextField
          label="Puerta"
          hint="Un número (1, 2…) o una letra (A, B…). Cada idioma lo escribe a su manera: «2.º 1.ª», «2n 1a», «2nd floor, door 1»."
          autoComplete="off"
          maxLength={3}
          {...text('door')}
        />
        <SelectField label="Ascensor" options={LIFT_OPTIONS} {...text('has_lift')} />
        <TextField
          label="Gastos de comunidad al año (€)"
          type="number"
          inputMode="decimal"
          min={0}
          {...text('community_fees_per_year')}
        />
        <TextField label="IBI al año (€)" type="number" inputMode="decimal" min={0} {...text('ibi_per_year')} />
        <TextField
          label="Referencia catastral"
          autoComplete="off"
          hint="20 caracteres, con las dos letras de control del Catastro."
          className="sm:col-span-2"
          {...text('cadastral_reference')}
        />
        <TextField
          label="Registro de la Propiedad: número"
          type="number"
          inputMode="numeric"
          min={1}
          hint="El 15 de «Registro de la Propiedad n.º 15 de Barcelona»; vacío si la población tiene uno solo."
          {...text('registry_number')}
        />
        <TextField
          label="Registro de la Propiedad: población"
          hint={previouslyTyped(values.registry_office, formatRegistryOffice(registryOf(values), 'es'))}
          {...text('registry_city')}
        />
        <TextField label="Número de finca registral" {...text('registry_property_number')} />
        <TextField label="IDUFIR/CRU" inputMode="numeric" {...text('registry_idufir')} />
        <TextField label="Cédula de habitabilidad: número" {...text('habitability_certificate_number')} />
        <TextField label="Cédula de habitabilidad: fecha" type="date" {...text('habitability_certificate_date')} />
        <fieldset className="grid gap-4 rounded-lg border border-stone-200 p-3 sm:col-span-2 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-stone-800">Forma de pago</legend>
          <p className="text-sm text-stone-600 sm:col-span-2">
            Sale en la ficha informativa y en la página pública, y rellena la reserva y las arras del contrato. Vacía,
            la ficha da la forma de pago general.
          </p>
          <TextField
            label="Importe de la reserva (€)"
            type="number"
            inputMode="decimal"
            min={0}
            {...text('reservation_amount')}
          />
          <TextField
            label="Arras (% del precio)"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            {...text('arras_percentage')}
          />
          <TextAreaField
            label="Forma de pago (español)"
            rows={3}
            className="sm:col-span-2"
            {...text('payment_terms')}
          />
          <TextAreaField
            label="Forma de pago (catalán)"
            rows={3}
            hint={TRANSLATION_FALLBACK_HINT}
            {...text('payment_terms_ca')}
          />
          <TextAreaField
            label="Forma de pago (inglés)"
            rows={3}
            hint={TRANSLATION_FALLBACK_HINT}
            {...text('payment_terms_en')}
          />
        </fieldset>
      </div>
    </FormSection>
  );
}
