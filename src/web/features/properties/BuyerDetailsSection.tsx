import { KYERO_FEED_PATH } from '#shared/feeds/feed-paths.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import { hasEnergyRating } from '#shared/site/energy-label.ts';
import { TRANSLATION_FALLBACK_HINT } from '#shared/site/translated-content.ts';
import { CopyButton } from '#web/ui/CopyButton.tsx';
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

type TextKey = Exclude<keyof PropertyFormValues, 'images' | 'videos' | 'publish_to_portals'>;

/**
 * What the law says a buyer must know before paying (docs/product.md#31-property-listings-what-a-buyer-is-told): areas, registry, charges,
 * certificates and the taxes that apply; plus the switch that lists the property on the portals.
 */
export function BuyerDetailsSection({ values, errors, update }: Props) {
  const text = (field: TextKey) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
  });
  const feedUrl = `${window.location.origin}${KYERO_FEED_PATH}`;
  const feedWaits =
    values.publish_to_portals &&
    (values.status !== PROPERTY_STATUS.vendiendo || !hasEnergyRating(values.energy_rating));

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
        <TextField label="Planta" hint="Como se escribe: «3.º 1.ª», «Bajos»…" {...text('floor')} />
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
        <TextField label="Registro de la Propiedad" className="sm:col-span-2" {...text('registry_office')} />
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
        <div className="rounded-lg border border-stone-200 p-3 sm:col-span-2">
          <label className="flex items-center gap-3 text-sm font-medium text-stone-900">
            <input
              type="checkbox"
              checked={values.publish_to_portals}
              onChange={(event) => update({ publish_to_portals: event.target.checked })}
              className="size-5 accent-brand-600"
            />
            Publicar en portales
          </label>
          <p className="mt-2 text-sm text-stone-600">
            Kyero, thinkSPAIN y los demás portales que leen el formato Kyero toman las propiedades En Venta con
            calificación energética de esta dirección:
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <code className="break-all rounded bg-stone-100 px-2 py-1">{feedUrl}</code>
            <CopyButton value={feedUrl} label="Copiar el enlace del feed para los portales" />
          </p>
          {feedWaits ? (
            <p role="status" className="mt-2 text-sm text-amber-900">
              No saldrá en los portales hasta que esté En Venta y tenga su calificación energética (A–G).
            </p>
          ) : null}
        </div>
      </div>
    </FormSection>
  );
}
