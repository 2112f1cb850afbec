// Reading loosely typed `contract_data` values, shared by validation, normalisation and rendering so
// the three always agree on what counts as empty, as a number or as a month.
import { amountToCatalanEurosWords } from '#shared/format/amount-words-ca.ts';
import { amountToEnglishEurosWords } from '#shared/format/amount-words-en.ts';
import { amountToEurosWords, isSpellableAmount, parseThousands } from '#shared/format/amount-words.ts';

import { letrasFieldId } from './fields';
import type { TextLanguage } from './language';
import type { ContractTypeDefinition, FieldDefinition } from './types';

export function isEmptyValue(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
}

/** Numbers may arrive as numbers or as es-ES text ("3.000", "1.250,50"); anything else is null. */
export function readNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string') return parseThousands(raw);
  return null;
}

export function readText(raw: unknown): string {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return '';
}

/** The option the value names, ignoring case and spaces ("Marzo " → "marzo"), or null. */
export function matchOption(field: FieldDefinition, raw: unknown): string | null {
  const wanted = readText(raw).toLowerCase();
  return field.options?.find((option) => option.toLowerCase() === wanted) ?? null;
}

/** Words for an amount in the contract's language, or '' while it cannot be spelled (negative, too large). */
export function amountWords(amount: number | null, language: TextLanguage = 'es'): string {
  if (amount === null || !isSpellableAmount(amount)) return '';
  if (language === 'en') return amountToEnglishEurosWords(amount);
  return language === 'ca' ? amountToCatalanEurosWords(amount) : amountToEurosWords(amount);
}

/** Amount field id → its `_letras` field id, for the amounts this type declares. */
export function amountLetrasPairs(type: ContractTypeDefinition): Map<string, string> {
  const ids = new Set(type.fields.map((f) => f.id));
  const pairs = new Map<string, string>();
  for (const field of type.fields) {
    const letras = letrasFieldId(field.id);
    if (ids.has(letras)) pairs.set(field.id, letras);
  }
  return pairs;
}
