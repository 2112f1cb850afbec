// Validation and normalisation of `contract_data`, run by the wizard (step 1) and again by the server.
import { SPANISH_MONTHS } from '#shared/format/dates.ts';
import { foldToOneLine } from '#shared/format/one-line.ts';
import { normalizeCadastralReference, validateCadastralReference } from '#shared/identity/cadastral-reference.ts';
import { amountDecimalsMessage, hasAtMostTwoDecimals } from '#shared/money/cents.ts';

import { contractRuleErrors } from './contract-rules';
import { amountLetrasPairs, amountWords, isEmptyValue, matchOption, readNumber, readText } from './field-values';
import { DAY_RANGE, letrasFieldId, YEAR_RANGE } from './fields';
import { CONTRACT_TYPES } from './registry';
import type { ContractData, ContractTypeDefinition, FieldDefinition, RawContractData } from './types';

type Range = { min?: number; max?: number };

function sameRange(a: Range | null | undefined, b: Range): boolean {
  return a?.min === b.min && a?.max === b.max;
}

function isMonthSelect(field: FieldDefinition): boolean {
  return field.options?.length === SPANISH_MONTHS.length && SPANISH_MONTHS.every((m, i) => field.options?.[i] === m);
}

// Days and years get their fixed sentences (docs/product.md); their ranges identify them.
const NAMED_RANGES: readonly (readonly [Required<Range>, string])[] = [
  [DAY_RANGE, `El día debe estar entre ${DAY_RANGE.min} y ${DAY_RANGE.max}`],
  [YEAR_RANGE, `El año debe estar entre ${YEAR_RANGE.min} y ${YEAR_RANGE.max}`],
];

function numberError(field: FieldDefinition, n: number, isAmount: boolean): string | null {
  const named = NAMED_RANGES.find(([range]) => sameRange(field.validation, range));
  if (named) {
    const [range, message] = named;
    return Number.isInteger(n) && n >= range.min && n <= range.max ? null : message;
  }
  const { min, max } = field.validation ?? {};
  if (min !== undefined && n < min) {
    return min === 0 ? `${field.label} no puede ser negativo` : `${field.label} debe ser como mínimo ${min}`;
  }
  if (max !== undefined && n > max) return `${field.label} debe ser como máximo ${max}`;
  // A contract states amounts a bank can pay: cents, never a third decimal (docs/product.md#money).
  if (isAmount && !hasAtMostTwoDecimals(n)) return amountDecimalsMessage(field.label);
  // Its words are printed in the contract, so an amount too large to spell cannot be accepted.
  if (isAmount && amountWords(n) === '') return `${field.label} no es un importe válido`;
  return null;
}

/** Text fields with a format of their own: how they are stored, and what is wrong with them. */
const FORMATTED_TEXT: Readonly<
  Record<string, { normalize: (value: string) => string; check: (value: string) => string | null }>
> = {
  referencia_catastral: { normalize: normalizeCadastralReference, check: validateCadastralReference },
};

function fieldError(field: FieldDefinition, raw: unknown, isAmount: boolean): string | null {
  if (isEmptyValue(raw)) return field.required ? `${field.label} es requerido` : null;
  if (field.type === 'number') {
    const n = readNumber(raw);
    return n === null ? `${field.label} debe ser un número` : numberError(field, n, isAmount);
  }
  if (field.options && matchOption(field, raw) === null) {
    return isMonthSelect(field) ? `${field.label} no es un mes válido` : `${field.label} no es una opción válida`;
  }
  return FORMATTED_TEXT[field.id]?.check(readText(raw)) ?? null;
}

/**
 * Field id → Spanish message; empty when the data is acceptable. Each field is checked on its own first,
 * then the rules across fields (contract-rules.ts) for the fields that passed. Auto-generated fields are
 * skipped: normalizeContractData derives them, whatever the browser sent.
 */
export function validateContractData(type: ContractTypeDefinition, data: RawContractData): Record<string, string> {
  const amounts = amountLetrasPairs(type);
  const errors: Record<string, string> = {};
  for (const field of type.fields) {
    if (field.auto_generated) continue;
    const message = fieldError(field, data[field.id], amounts.has(field.id));
    if (message !== null) errors[field.id] = message;
  }
  return { ...errors, ...contractRuleErrors(type, data, new Set(Object.keys(errors))) };
}

function normalizedValue(field: FieldDefinition, raw: unknown): string | number | undefined {
  if (isEmptyValue(raw)) return field.default ?? undefined;
  if (field.type === 'number') return readNumber(raw) ?? readText(raw);
  if (field.options) return matchOption(field, raw) ?? readText(raw);
  // Only a textarea keeps its line breaks (the contract prints it on one line all the same).
  if (field.type === 'textarea') return readText(raw);
  const text = foldToOneLine(readText(raw));
  return FORMATTED_TEXT[field.id]?.normalize(text) ?? text;
}

/**
 * The data as it is stored: only the type's fields, numbers as numbers, months in their canonical
 * lowercase form, defaults for empty fields, and every `_letras` field recomputed from its amount.
 * Values that cannot be coerced are kept as typed so validateContractData still reports them; the
 * server normalises first and then validates, so an omitted field with a default is not an error.
 */
export function normalizeContractData(type: ContractTypeDefinition, data: RawContractData): ContractData {
  const normalized: ContractData = {};
  for (const field of type.fields) {
    if (field.auto_generated) continue;
    const value = normalizedValue(field, data[field.id]);
    if (value !== undefined) normalized[field.id] = value;
  }
  for (const [amountId, letrasId] of amountLetrasPairs(type)) {
    const words = amountWords(readNumber(normalized[amountId]));
    if (words !== '') normalized[letrasId] = words;
  }
  return normalized;
}

const AMOUNT_FIELD_IDS = new Set(CONTRACT_TYPES.flatMap((type) => [...amountLetrasPairs(type).keys()]));

/**
 * The `_letras` update to merge into the wizard's data when `fieldId` changes: `{}` for fields that are
 * not amounts, '' while the amount is incomplete or invalid so stale words never stay on screen.
 */
export function autoFilledLetras(fieldId: string, amount: unknown): Record<string, string> {
  if (!AMOUNT_FIELD_IDS.has(fieldId)) return {};
  return { [letrasFieldId(fieldId)]: amountWords(readNumber(amount)) };
}
