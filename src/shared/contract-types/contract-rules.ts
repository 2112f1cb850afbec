// Rules across fields (docs/product.md §5.1): a contract may not name a date that does not exist, a deadline
// before its own signing, or amounts that do not fit in the price. Each rule reports on one field, by its label,
// and only once the fields it reads are valid on their own.
import { formatThousands } from '#shared/format/amount-words.ts';
import { SPANISH_MONTHS } from '#shared/format/dates.ts';

import { isEmptyValue, matchOption, readNumber } from './field-values';
import { FINANCING_FIELD_ID, FINANCING_OPTIONS } from './fields';
import type { ContractTypeDefinition, FieldDefinition, RawContractData } from './types';

export interface DateGroup {
  /** 'firma' for the signing date, else the deadline's prefix ('fecha_limite_escritura'). */
  key: string;
  /** "Fecha de firma", "Fecha límite para la escritura". */
  label: string;
  day: FieldDefinition;
  month: FieldDefinition;
  year: FieldDefinition;
}

const SIGNING_DATE = 'firma';

/** Deadlines that must come in this order, where the type has both. */
const DATE_ORDER: readonly (readonly [earlier: string, later: string])[] = [
  ['fecha_limite_arras', 'fecha_limite_compraventa'],
  // A refused loan must be known before the sale is due, or the withdrawal it justifies comes too late.
  ['fecha_limite_financiacion', 'fecha_limite_escritura'],
  ['fecha_limite_financiacion', 'fecha_limite_compraventa'],
];

const PRICE_FIELD = 'precio_venta';
const FINANCING_DEADLINE = 'fecha_limite_financiacion';
/** Amounts that make no sense at zero: a sale needs a price, and arras and reservations are money handed over. */
const POSITIVE_AMOUNTS: readonly string[] = [PRICE_FIELD, 'importe_arras', 'importe_reserva'];
/** Amounts paid on account of the price: together they cannot exceed it. */
const ON_ACCOUNT_OF_PRICE: readonly string[] = ['importe_reserva', 'importe_arras'];

/** The day/month/year triples of a type: `dia_firma`… and `fecha_limite_<x>_dia`…, signing date first. */
export function dateGroupsOf(type: ContractTypeDefinition): DateGroup[] {
  const byId = new Map(type.fields.map((field) => [field.id, field]));
  const groups: DateGroup[] = [];
  for (const field of type.fields) {
    const ids =
      field.id === 'dia_firma'
        ? { key: SIGNING_DATE, month: 'mes_firma', year: 'año_firma' }
        : /^(.+)_dia$/.test(field.id)
          ? {
              key: field.id.slice(0, -'_dia'.length),
              month: field.id.replace(/_dia$/, '_mes'),
              year: field.id.replace(/_dia$/, '_año'),
            }
          : null;
    const month = ids ? byId.get(ids.month) : undefined;
    const year = ids ? byId.get(ids.year) : undefined;
    if (!ids || !month || !year) continue;
    groups.push({ key: ids.key, label: field.label.replace(/^Día /, 'Fecha '), day: field, month, year });
  }
  return groups;
}

export type CalendarDate = { day: number; month: number; year: number };

/** The triple as numbers when each part is acceptable on its own; null otherwise. */
function datePartsOf(group: DateGroup, data: RawContractData): CalendarDate | null {
  const day = readNumber(data[group.day.id]);
  const year = readNumber(data[group.year.id]);
  const monthName = matchOption(group.month, data[group.month.id]);
  if (day === null || year === null || monthName === null || !Number.isInteger(day) || !Number.isInteger(year))
    return null;
  return { day, month: SPANISH_MONTHS.indexOf(monthName as (typeof SPANISH_MONTHS)[number]) + 1, year };
}

export function isCalendarDate({ day, month, year }: CalendarDate): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const ordinal = ({ day, month, year }: CalendarDate): number => year * 10_000 + month * 100 + day;
const longDate = ({ day, month, year }: CalendarDate): string => `${day} de ${SPANISH_MONTHS[month - 1]} de ${year}`;
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
const euros = (amount: number): string => `${formatThousands(amount)} €`;

/** field id → message. */
type RuleErrors = Record<string, string>;

interface RuleInput {
  type: ContractTypeDefinition;
  data: RawContractData;
  /** Fields that already failed on their own: rules that read them stay silent. */
  invalid: ReadonlySet<string>;
}

function dateRules({ type, data, invalid }: RuleInput): RuleErrors {
  const errors: RuleErrors = {};
  const real = new Map<string, CalendarDate>();
  // A loan deadline is only a deadline when there is a loan.
  const unused = hasFinancing(type, data) ? null : FINANCING_DEADLINE;
  for (const group of dateGroupsOf(type)) {
    if (group.key === unused) continue;
    if ([group.day, group.month, group.year].some((field) => invalid.has(field.id))) continue;
    const date = datePartsOf(group, data);
    if (date === null) continue;
    if (isCalendarDate(date)) real.set(group.key, date);
    else
      errors[group.day.id] =
        `${group.day.label} no válido: ${SPANISH_MONTHS[date.month - 1]} de ${date.year} no tiene día ${date.day}`;
  }
  const groups = new Map(dateGroupsOf(type).map((group) => [group.key, group]));
  const signing = real.get(SIGNING_DATE);
  const signingLabel = groups.get(SIGNING_DATE)?.label ?? 'Fecha de firma';
  for (const [key, date] of real) {
    const group = groups.get(key)!;
    if (key === SIGNING_DATE || signing === undefined || ordinal(date) >= ordinal(signing)) continue;
    errors[group.day.id] =
      `La ${lowerFirst(group.label)} (${longDate(date)}) no puede ser anterior a la ${lowerFirst(signingLabel)} (${longDate(signing)})`;
  }
  for (const [earlierKey, laterKey] of DATE_ORDER) {
    const earlier = real.get(earlierKey);
    const later = real.get(laterKey);
    const group = groups.get(earlierKey);
    if (!earlier || !later || !group || errors[group.day.id] || ordinal(earlier) <= ordinal(later)) continue;
    errors[group.day.id] =
      `La ${lowerFirst(group.label)} (${longDate(earlier)}) no puede ser posterior a la ` +
      `${lowerFirst(groups.get(laterKey)!.label)} (${longDate(later)})`;
  }
  return errors;
}

function amountRules({ type, data, invalid }: RuleInput): RuleErrors {
  const errors: RuleErrors = {};
  const fields = new Map(type.fields.map((field) => [field.id, field]));
  const amount = (id: string): number | null => (fields.has(id) && !invalid.has(id) ? readNumber(data[id]) : null);
  const label = (id: string): string => fields.get(id)?.label ?? id;

  for (const id of POSITIVE_AMOUNTS) {
    const value = amount(id);
    if (value !== null && value <= 0) errors[id] = `${label(id)} debe ser mayor que cero`;
  }
  const price = errors[PRICE_FIELD] ? null : amount(PRICE_FIELD);
  if (price === null) return errors;
  const onAccount = ON_ACCOUNT_OF_PRICE.filter((id) => fields.has(id));
  for (const id of onAccount) {
    const value = amount(id);
    if (value !== null && !errors[id] && value > price) {
      errors[id] = `${label(id)} no puede superar el ${lowerFirst(label(PRICE_FIELD))} (${euros(price)})`;
    }
  }
  const values = onAccount.map(amount);
  const last = onAccount.at(-1);
  if (onAccount.length > 1 && last && !onAccount.some((id) => errors[id]) && values.every((v) => v !== null)) {
    const sum = (values as number[]).reduce((a, b) => a + b, 0);
    if (sum > price) {
      const names = onAccount.map((id) => lowerFirst(label(id)));
      errors[last] =
        `La suma del ${names.slice(0, -1).join(', del ')} y del ${names.at(-1)} (${euros(sum)}) no puede superar el ` +
        `${lowerFirst(label(PRICE_FIELD))} (${euros(price)})`;
    }
  }
  return errors;
}

/** True when the data says part of the price is paid with a loan (docs/product.md §5.2). */
export function hasFinancing(type: ContractTypeDefinition, data: RawContractData): boolean {
  const field = type.fields.find((f) => f.id === FINANCING_FIELD_ID);
  return field !== undefined && matchOption(field, data[FINANCING_FIELD_ID]) === FINANCING_OPTIONS.yes;
}

/** With financing, the lender, the loan and the day a refusal must be proven by are what art. 621-49 needs. */
function financingRules({ type, data, invalid }: RuleInput): RuleErrors {
  if (!hasFinancing(type, data)) return {};
  const errors: RuleErrors = {};
  const fields = new Map(type.fields.map((field) => [field.id, field]));
  for (const id of [
    'entidad_financiacion',
    'importe_financiacion',
    ...['dia', 'mes', 'año'].map((p) => `fecha_limite_financiacion_${p}`),
  ]) {
    const field = fields.get(id);
    if (field && !invalid.has(id) && isEmptyValue(data[id]))
      errors[id] = `${field.label} es requerido cuando hay financiación`;
  }
  const loan =
    errors.importe_financiacion || invalid.has('importe_financiacion') ? null : readNumber(data.importe_financiacion);
  const stated = invalid.has(PRICE_FIELD) ? null : readNumber(data[PRICE_FIELD]);
  // A price of zero has its own error; the loan is not compared with it.
  const price = stated !== null && stated > 0 ? stated : null;
  const label = fields.get('importe_financiacion')?.label ?? 'Importe de la financiación';
  if (loan !== null && loan <= 0) errors.importe_financiacion = `${label} debe ser mayor que cero`;
  else if (loan !== null && price !== null && loan > price) {
    errors.importe_financiacion = `${label} no puede superar el precio de venta (${euros(price)})`;
  }
  return errors;
}

const fieldIdsOf = (group: DateGroup): string =>
  [group.day, group.month, group.year].map((field) => field.id).join('/');

/**
 * Firmar's rules (docs/product.md §5.3): the typed date is only the planned one, so it may not be past, and every
 * deadline in use must fall after `today` (Madrid), the earliest day the contract can really be signed. Each message
 * names the fields; dates that are missing or invalid are left to the rules above.
 */
export function signingDayErrors(type: ContractTypeDefinition, data: RawContractData, today: CalendarDate): RuleErrors {
  const errors: RuleErrors = {};
  const unused = hasFinancing(type, data) ? null : FINANCING_DEADLINE;
  for (const group of dateGroupsOf(type)) {
    const date = group.key === unused ? null : datePartsOf(group, data);
    if (date === null || !isCalendarDate(date)) continue;
    const planned = group.key === SIGNING_DATE;
    if (planned ? ordinal(date) >= ordinal(today) : ordinal(date) > ordinal(today)) continue;
    errors[group.day.id] = planned
      ? `La ${lowerFirst(group.label)} prevista (${fieldIdsOf(group)}: ${longDate(date)}) no puede ser anterior a hoy ` +
        `(${longDate(today)})`
      : `La ${lowerFirst(group.label)} (${fieldIdsOf(group)}: ${longDate(date)}) debe ser posterior a hoy ` +
        `(${longDate(today)}), día de la firma`;
  }
  return errors;
}

/** Every cross-field problem of the data, by field id; fields in `invalid` are never blamed again. */
export function contractRuleErrors(
  type: ContractTypeDefinition,
  data: RawContractData,
  invalid: ReadonlySet<string>,
): RuleErrors {
  const input = { type, data, invalid };
  return { ...amountRules(input), ...financingRules(input), ...dateRules(input) };
}

/** Every real date of the contract as YYYY-MM-DD by its group key (`fecha_limite_escritura`…); the loan's only with a loan. */
export function contractIsoDates(type: ContractTypeDefinition, data: RawContractData): Record<string, string> {
  const dates: Record<string, string> = {};
  const unused = hasFinancing(type, data) ? null : FINANCING_DEADLINE;
  for (const group of dateGroupsOf(type)) {
    const date = group.key === unused ? null : datePartsOf(group, data);
    if (date === null || !isCalendarDate(date)) continue;
    const pad = (value: number) => String(value).padStart(2, '0');
    dates[group.key] = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
  }
  return dates;
}
