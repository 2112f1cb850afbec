import type { PropertyDto } from '#shared/api/api-types.ts';
import { contractValuesFromProperty } from '#shared/contract-types/from-property.ts';
import {
  autoFilledLetras,
  LETRAS_SUFFIX,
  normalizeContractData,
  validateContractData,
  type ContractTypeDefinition,
} from '#shared/contract-types/index.ts';
// State rules of the 'Nuevo Contrato' wizard (docs/product.md §5), kept pure so they are tested without a DOM.
import { suggestedContractLanguage, type ContractLanguage } from '#shared/contract-types/language.ts';
import { formatThousands, parseThousands } from '#shared/format/amount-words.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import {
  acceptsInternationalPhone,
  AT_LEAST_ONE_BUYER_MESSAGE,
  BUYER_FIELDS,
  DUPLICATE_BUYER_DNI_MESSAGE,
  DUPLICATE_BUYER_EMAIL_MESSAGE,
  hasDuplicateBuyerDnis,
  hasDuplicateBuyerEmails,
  validateBuyerField,
  type BuyerField,
} from '#shared/schemas/index.ts';

import type { AttachmentDraft, ContractBody } from '../contract-body';

export type FieldValues = Record<string, string>;
/** `phoneForeign`: the administrator marked the number as from abroad, so it may be in international form. */
export type BuyerDraft = Record<BuyerField, string> & { key: string; language: Locale; phoneForeign: boolean };

/** The property's data over the type's fields, formatted as if typed (amounts with their words). */
export function fillFromProperty(
  type: ContractTypeDefinition,
  values: FieldValues,
  property: PropertyDto,
): FieldValues {
  return Object.entries(contractValuesFromProperty(type, property)).reduce(
    (filled, [fieldId, value]) => changeField(type, filled, fieldId, value),
    values,
  );
}

/** Fields shown with dots for thousands whose words fill the companion `_letras` field. */
export function isAmountField(type: ContractTypeDefinition, fieldId: string): boolean {
  return type.fields.some((field) => field.id === `${fieldId}${LETRAS_SUFFIX}`);
}

/** The type's defaults as the wizard shows them (amounts already with their dots). */
export function initialValues(type: ContractTypeDefinition): FieldValues {
  const values: FieldValues = {};
  for (const field of type.fields) {
    if (field.default === undefined || field.default === null) continue;
    values[field.id] =
      typeof field.default === 'number' && isAmountField(type, field.id)
        ? formatThousands(field.default)
        : String(field.default);
  }
  return values;
}

/** Digits typed into an amount, regrouped with dots ("1250000" → "1.250.000"); a decimal comma is kept. */
export function formatAmountInput(raw: string): string {
  const cleaned = raw.replace(/[^\d,]/g, '');
  const [integer = '', ...decimals] = cleaned.split(',');
  const digits = integer.replace(/^0+(?=\d)/, '');
  const grouped = digits === '' ? '' : formatThousands(Number(digits));
  return decimals.length > 0 ? `${grouped},${decimals.join('').slice(0, 2)}` : grouped;
}

/** The values after typing `raw` into `fieldId`, with the `_letras` companion recomputed for amounts. */
export function changeField(
  type: ContractTypeDefinition,
  values: FieldValues,
  fieldId: string,
  raw: string,
): FieldValues {
  if (!isAmountField(type, fieldId)) return { ...values, [fieldId]: raw };
  const formatted = formatAmountInput(raw);
  return { ...values, [fieldId]: formatted, ...autoFilledLetras(fieldId, parseThousands(formatted)) };
}

/** Step 1 may only be left when this is empty (field id → message). */
export const contractFieldErrors = (type: ContractTypeDefinition, values: FieldValues) =>
  validateContractData(type, values);

let nextKey = 0;
export function emptyBuyer(): BuyerDraft {
  nextKey += 1;
  return {
    key: `buyer-${nextKey}`,
    name: '',
    email: '',
    dni: '',
    address: '',
    phone: '',
    language: DEFAULT_LOCALE,
    phoneForeign: false,
  };
}

type BuyerErrors = Partial<Record<BuyerField, string>>;

const buyerOf = (buyer: BuyerDraft) => ({ language: buyer.language, phone_foreign: buyer.phoneForeign });

export function buyerErrors(buyer: BuyerDraft): BuyerErrors {
  const errors: BuyerErrors = {};
  for (const field of BUYER_FIELDS) {
    // The specification's Spanish rule unless the buyer reads another language or the number is marked foreign.
    const message = validateBuyerField(field, buyer[field], {
      international: acceptsInternationalPhone(buyerOf(buyer)),
    });
    if (message) errors[field] = message;
  }
  return errors;
}

/** Problems of the buyer list as a whole (at least one, no duplicate emails or DNI/NIE), or null. */
export function buyerListError(buyers: readonly BuyerDraft[]): string | null {
  if (buyers.length === 0) return AT_LEAST_ONE_BUYER_MESSAGE;
  if (hasDuplicateBuyerEmails(buyers)) return DUPLICATE_BUYER_EMAIL_MESSAGE;
  return hasDuplicateBuyerDnis(buyers) ? DUPLICATE_BUYER_DNI_MESSAGE : null;
}

export function contractBody(
  type: ContractTypeDefinition,
  values: FieldValues,
  buyers: readonly BuyerDraft[],
  attachments: readonly AttachmentDraft[],
  /** null: the proposal from the first buyer's language (docs/product.md §5.6). */
  contractLanguage: ContractLanguage | null = null,
  propertyId: number | null = null,
  copyLanguage: ContractLanguage | null = null,
): ContractBody {
  const language = contractLanguage ?? suggestedContractLanguage(buyers[0]?.language);
  return {
    contract_type: type.id,
    contract_data: normalizeContractData(type, values),
    // Order follows the list, renumbered from 1 after any removal (docs/product.md §9).
    buyers: buyers.map((buyer, index) => ({
      name: buyer.name.trim(),
      email: buyer.email.trim(),
      dni: buyer.dni.trim(),
      address: buyer.address.trim(),
      ...(buyer.phone.trim() ? { phone: buyer.phone.trim() } : {}),
      ...(buyer.phone.trim() && buyer.phoneForeign ? { phone_foreign: true as const } : {}),
      buyer_order: index + 1,
      language: buyer.language,
    })),
    attachments: [...attachments],
    contract_language: language,
    ...(copyLanguage !== null && copyLanguage !== language ? { copy_language: copyLanguage } : {}),
    ...(propertyId === null ? {} : { property_id: propertyId }),
  };
}
