// Field builders shared by the three contract types, so ids, labels and ranges are written once.
import { SPANISH_MONTHS } from '#shared/format/dates.ts';

import type { FieldDefinition } from './types';

export const DAY_RANGE = { min: 1, max: 31 } as const;
export const YEAR_RANGE = { min: 2024, max: 2030 } as const;

/** An amount field `x` has its words in `x_letras`; that pairing is how amounts are recognised. */
export const LETRAS_SUFFIX = '_letras';

export function letrasFieldId(amountFieldId: string): string {
  return `${amountFieldId}${LETRAS_SUFFIX}`;
}

export const FIELD_GROUPS = {
  signing: 'Fecha de firma',
  property: 'Inmueble',
  registry: 'Datos registrales',
  amounts: 'Importes',
  deadlines: 'Plazos',
  condition: 'Condición suspensiva',
  taxes: 'Impuestos',
  seller: 'Representación de la vendedora',
  financing: 'Financiación',
} as const;

interface DateFieldIds {
  day: string;
  month: string;
  year: string;
}

/** Day, month and year as three fields: the template writes a deadline as "15 de marzo de 2030". */
function dateFields(ids: DateFieldIds, labelSuffix: string, group: string, required = true): FieldDefinition[] {
  return [
    {
      id: ids.day,
      label: `Día ${labelSuffix}`,
      type: 'number',
      required,
      validation: { ...DAY_RANGE },
      // Placeholders describe what to type, never a value that could pass for one already filled in.
      placeholder: 'Día del mes',
      group,
    },
    {
      id: ids.month,
      label: `Mes ${labelSuffix}`,
      type: 'select',
      required,
      options: [...SPANISH_MONTHS],
      placeholder: 'Selecciona un mes',
      group,
    },
    {
      id: ids.year,
      label: `Año ${labelSuffix}`,
      type: 'number',
      required,
      validation: { ...YEAR_RANGE },
      placeholder: 'Cuatro cifras',
      group,
    },
  ];
}

/** `fecha_limite_<name>_{dia,mes,año}`, the naming docs/product.md §8 fixes for deadlines. */
export function deadlineFields(
  name: string,
  labelSuffix: string,
  group: string = FIELD_GROUPS.deadlines,
  required = true,
): FieldDefinition[] {
  const prefix = `fecha_limite_${name}`;
  return dateFields(
    { day: `${prefix}_dia`, month: `${prefix}_mes`, year: `${prefix}_año` },
    labelSuffix,
    group,
    required,
  );
}

interface AmountOptions {
  placeholder: string;
  default?: number;
  /** Default of the words field; docs/product.md keeps 'tres mil' for the reservation. */
  wordsDefault?: string;
  /** Default true; an optional amount only prints its sentence when given (docs/product.md §5.2). */
  required?: boolean;
  group?: string;
}

/** An amount in euros plus its read-only `_letras` companion. */
function amountFields(id: string, label: string, options: AmountOptions): FieldDefinition[] {
  return [
    {
      id,
      label,
      type: 'number',
      required: options.required ?? true,
      validation: { min: 0 },
      placeholder: options.placeholder,
      group: options.group ?? FIELD_GROUPS.amounts,
      ...(options.default === undefined ? {} : { default: options.default }),
    },
    {
      id: letrasFieldId(id),
      label: `${label} en letras`,
      type: 'text',
      // Never typed by anyone: it is derived from the amount, so it cannot be "missing".
      required: false,
      auto_generated: true,
      group: options.group ?? FIELD_GROUPS.amounts,
      ...(options.wordsDefault === undefined ? {} : { default: options.wordsDefault }),
    },
  ];
}

export function signingDateFields(): FieldDefinition[] {
  return dateFields({ day: 'dia_firma', month: 'mes_firma', year: 'año_firma' }, 'de firma', FIELD_GROUPS.signing);
}

export function propertyFields(): FieldDefinition[] {
  return [
    {
      id: 'direccion_inmueble',
      label: 'Dirección del inmueble',
      type: 'text',
      required: true,
      placeholder: 'Calle, número, piso y puerta, código postal, Barcelona',
      group: FIELD_GROUPS.property,
    },
    {
      id: 'referencia_catastral',
      label: 'Referencia catastral',
      type: 'text',
      required: true,
      placeholder: 'Veinte caracteres, letras y cifras',
      group: FIELD_GROUPS.property,
    },
  ];
}

export function priceFields(): FieldDefinition[] {
  return amountFields('precio_venta', 'Precio de venta', { placeholder: 'Importe en euros' });
}

export function reservationAmountFields(): FieldDefinition[] {
  return amountFields('importe_reserva', 'Importe de la reserva', {
    placeholder: 'Importe en euros',
    default: 3000,
    wordsDefault: 'tres mil',
  });
}

/**
 * A reservation paid before the arras contract, if any: no default, so the contract never recites a payment
 * nobody made; left empty, its recital and payment line are left out (docs/product.md#contract-data).
 */
export function priorReservationAmountFields(): FieldDefinition[] {
  return amountFields('importe_reserva', 'Importe de la reserva', {
    placeholder: 'Vacío si no hubo reserva',
    required: false,
  });
}

export function arrasAmountFields(required: boolean): FieldDefinition[] {
  return amountFields('importe_arras', 'Importe de las arras', { placeholder: 'Importe en euros', required });
}

/** The two tax regimes of a dwelling sale; the price and costs clauses are worded from the chosen one. */
export const TAX_REGIMES = {
  itp: 'segunda transmisión — ITP a cargo de la parte compradora',
  iva: 'primera entrega o rehabilitación — IVA 10 % incluido en el precio',
} as const;

export const TAX_REGIME_FIELD_ID = 'regimen_fiscal';

export function taxRegimeField(): FieldDefinition {
  return {
    id: TAX_REGIME_FIELD_ID,
    label: 'Régimen fiscal de la venta',
    type: 'select',
    required: true,
    options: [TAX_REGIMES.itp, TAX_REGIMES.iva],
    // A resale of a used dwelling is the usual case; a renovation only counts as "rehabilitación" for VAT
    // when it meets the tax law's thresholds, so the administrator chooses it on purpose.
    default: TAX_REGIMES.itp,
    group: FIELD_GROUPS.taxes,
  };
}

/** How the company's representative holds office; the contract states it with the title of the powers. */
export const REPRESENTATIVE_POSITIONS = [
  'administrador único',
  'administrador solidario',
  'consejero delegado',
  'apoderado',
] as const;

/** The field that names the signer's position; the signer's own account fills it when they sign (docs/product.md). */
export const REPRESENTATIVE_POSITION_FIELD = 'cargo_representante';
/** The title of the signer's powers; like the position, a person with powers states it once, in Personas. */
export const REPRESENTATIVE_POWERS_FIELD = 'facultades_representante';

export function representativeFields(): FieldDefinition[] {
  return [
    {
      id: REPRESENTATIVE_POSITION_FIELD,
      label: 'Cargo del representante',
      type: 'select',
      required: true,
      options: [...REPRESENTATIVE_POSITIONS],
      // A default keeps API clients written before the field working; the administrator confirms it.
      default: REPRESENTATIVE_POSITIONS[0],
      group: FIELD_GROUPS.seller,
    },
    {
      id: REPRESENTATIVE_POWERS_FIELD,
      label: 'Título de sus facultades',
      type: 'text',
      required: false,
      placeholder: 'Escritura de la que resultan sus facultades: notario, fecha y número de protocolo',
      group: FIELD_GROUPS.seller,
    },
  ];
}

/** Whether part of the price is paid with a loan: only then may a refused loan justify a withdrawal (art. 621-49 CCCat). */
export const FINANCING_FIELD_ID = 'financiacion';
export const FINANCING_OPTIONS = { no: 'no', yes: 'sí' } as const;
/** The fields that only mean something, and are only printed, when financing is agreed. */
export const FINANCING_DETAIL_FIELDS = [
  'entidad_financiacion',
  'importe_financiacion',
  'importe_financiacion_letras',
  'fecha_limite_financiacion_dia',
  'fecha_limite_financiacion_mes',
  'fecha_limite_financiacion_año',
] as const;

export function financingFields(): FieldDefinition[] {
  return [
    {
      id: FINANCING_FIELD_ID,
      label: 'Pago de parte del precio con un préstamo',
      type: 'select',
      required: true,
      options: [FINANCING_OPTIONS.no, FINANCING_OPTIONS.yes],
      default: FINANCING_OPTIONS.no,
      group: FIELD_GROUPS.financing,
    },
    {
      id: 'entidad_financiacion',
      label: 'Entidad financiadora',
      type: 'text',
      required: false,
      placeholder: 'Nombre del banco',
      group: FIELD_GROUPS.financing,
    },
    ...amountFields('importe_financiacion', 'Importe de la financiación', {
      placeholder: 'Importe en euros',
      required: false,
      group: FIELD_GROUPS.financing,
    }),
    ...deadlineFields(
      'financiacion',
      'límite para acreditar la denegación del préstamo',
      FIELD_GROUPS.financing,
      false,
    ),
  ];
}
