import { z } from 'zod';

import { stripControlCharactersDeep } from '#shared/format/control-characters.ts';
import { tooLongMessage, type Rule } from '#shared/format/text-rules.ts';
import { amountDecimalsMessage, hasAtMostTwoDecimals } from '#shared/money/cents.ts';

// Building blocks for the API/form schemas. Every zod type gets an explicit Spanish message, because
// zod's built-in messages are English and nothing global is configured.

export { emailRule, requiredTextRule, tooLongMessage, type Rule } from '#shared/format/text-rules.ts';

/**
 * Any request schema with control characters stripped from every string it receives first (the API applies it to
 * every route's body, query and parameters: plugins/api-schemas.ts). Tab and line feed stay; a single-line field
 * folds them with `singleLine`.
 */
export function withoutControlCharacters<T extends z.ZodType>(schema: T) {
  return z.preprocess(stripControlCharactersDeep, schema);
}

/** A single-line text: tabs and line breaks become one space, so a pasted value cannot break a line. */
export const singleLine = (text: string) => text.replace(/[\t\n]+/g, ' ');

/** A string checked by `rule` and trimmed on output; non-strings (or a missing field) get `requiredMessage`. */
export function ruledString(requiredMessage: string, rule: Rule) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    });
}

/** An optional string: absent or null → undefined/null; otherwise at most `max` characters, trimmed. */
export function optionalText(subject: string, max: number) {
  return z
    .string({ error: `${subject}: valor no válido` })
    .trim()
    .max(max, tooLongMessage(subject, max))
    .nullish();
}

// HTML inputs and multipart forms send numbers as strings ("3"); anything non-numeric is left for
// z.number to reject with a Spanish message.
function numericString(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const n = Number(value.trim());
  return Number.isNaN(n) ? value : n;
}

// An empty input means "not given" for optional numbers and dates.
function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

interface NumberOptions {
  /** Label used in messages ("Habitaciones"). */
  label: string;
  min: number;
  max: number;
  integer?: boolean;
}

/** A required number within [min, max]; numeric strings are accepted. */
export function numberField({ label, min, max, integer = false }: NumberOptions) {
  const base = z.number({
    error: (issue) => (issue.input === undefined ? `${label} es obligatorio` : `${label} debe ser un número`),
  });
  const checked = (integer ? base.int(`${label} debe ser un número entero`) : base)
    .min(min, `${label} debe ser al menos ${min}`)
    .max(max, `${label} no puede ser mayor que ${max}`);
  return z.preprocess(numericString, checked);
}

/** Like numberField, but absent, null or '' mean "no value" (output null or undefined). */
export function optionalNumberField(options: NumberOptions) {
  return z.preprocess(blankToNull, numberField(options).nullish());
}

/** An amount in euros: like optionalNumberField, and with at most two decimals (cents; docs/product.md#money). */
export function optionalAmountField(options: Omit<NumberOptions, 'integer'>) {
  return z.preprocess(
    blankToNull,
    numberField(options)
      .refine((value) => hasAtMostTwoDecimals(value as number), amountDecimalsMessage(options.label))
      .nullish(),
  );
}

/** Blank input becomes null before `schema` (a nullish schema) sees it. */
export function blankAsNull<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema);
}

/** `undefined`/`null` become [] so clients may omit empty lists. `noun` is plural: "imágenes". */
export function listOrEmpty<T extends z.ZodType>(item: T, noun: string, max: number) {
  return z.preprocess(
    (value) => value ?? [],
    z.array(item, { error: `Lista de ${noun} no válida` }).max(max, `No puede haber más de ${max} ${noun}`),
  );
}

/** A date and time in an answer, ISO 8601 (answers' schemas describe the API document). */
export const isoDateString = () => z.string().describe('Fecha y hora ISO 8601');
