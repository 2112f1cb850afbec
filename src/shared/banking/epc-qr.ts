import { centsFromEuros, fitsInCents, formatCentsPlain, type Cents } from '#shared/money/cents.ts';

import { isValidBic, isValidIban, normalizeIban } from './iban';
import { isValidRfReference } from './rf-reference';

// EPC069-12 "SEPA Credit Transfer" QR code (the one Spanish and most EU banking apps scan):
// version 002 (BIC optional), UTF-8, one field per line.

const MAX_NAME_LENGTH = 70;
const MAX_REMITTANCE_LENGTH = 140;
const MIN_CENTS = 1;
const MAX_CENTS = 99_999_999_999;

export interface EpcQrInput {
  /** May be empty: version 002 lets the payer's bank derive it from the IBAN. */
  bic?: string;
  name: string;
  iban: string;
  /** Euros; rounded to cents. */
  amount: number;
  /** ISO 11649 "RF…" reference. At most one of reference and remittance. */
  reference?: string;
  /** Free text for the payee. */
  remittance?: string;
}

interface EpcQrFields {
  version: string;
  bic: string;
  name: string;
  iban: string;
  /** Euros, or null when the amount line is missing or unreadable. */
  amount: number | null;
  purpose: string;
  reference: string;
  remittance: string;
}

/** Line breaks inside a value would shift every following field. */
function singleLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Throws RangeError for an amount no SEPA transfer can carry (below one cent or above 999 999 999,99 €). */
export function assertSepaAmount(amount: number): Cents {
  const cents = fitsInCents(amount) ? centsFromEuros(amount) : null;
  if (cents === null || cents < MIN_CENTS || cents > MAX_CENTS) {
    throw new RangeError(`Importe fuera del rango de una transferencia SEPA: ${amount}`);
  }
  return cents;
}

function formatAmount(amount: number): string {
  const cents = assertSepaAmount(amount);
  return `EUR${formatCentsPlain(cents)}`;
}

/** Throws RangeError on data a banking app would reject, so a broken QR code is never shown. */
export function buildEpcQrPayload(input: EpcQrInput): string {
  const name = Array.from(singleLine(input.name)).slice(0, MAX_NAME_LENGTH).join('');
  const iban = normalizeIban(input.iban);
  const bic = (input.bic ?? '').replace(/\s+/g, '').toUpperCase();
  const reference = (input.reference ?? '').replace(/\s+/g, '').toUpperCase();
  const remittance = singleLine(input.remittance ?? '');

  if (name === '') throw new RangeError('Falta el nombre del beneficiario');
  if (!isValidIban(iban)) throw new RangeError(`IBAN no válido: ${input.iban}`);
  if (bic !== '' && !isValidBic(bic)) throw new RangeError(`BIC no válido: ${input.bic ?? ''}`);
  if (reference !== '' && !isValidRfReference(reference)) {
    throw new RangeError(`Referencia RF no válida: ${input.reference ?? ''}`);
  }
  if (reference !== '' && remittance !== '') {
    throw new RangeError('Solo se puede indicar la referencia o el concepto, no ambos');
  }
  if (remittance.length > MAX_REMITTANCE_LENGTH) {
    throw new RangeError(`El concepto supera los ${MAX_REMITTANCE_LENGTH} caracteres`);
  }

  const lines = ['BCD', '002', '1', 'SCT', bic, name, iban, formatAmount(input.amount), '', reference, remittance];
  // Trailing optional fields are left out entirely rather than sent as empty lines.
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

/** Reads back an EPC payload (tests, diagnostics); null when it is not a SEPA credit transfer code. */
export function parseEpcQrPayload(s: string): EpcQrFields | null {
  const lines = s.split(/\r?\n/);
  const field = (index: number): string => lines[index] ?? '';
  if (field(0) !== 'BCD' || field(3) !== 'SCT') return null;
  const euros = /^EUR(\d+(?:\.\d{1,2})?)$/.exec(field(7))?.[1];
  return {
    version: field(1),
    bic: field(4),
    name: field(5),
    iban: field(6),
    amount: euros === undefined ? null : Number(euros),
    purpose: field(8),
    reference: field(9),
    remittance: field(10),
  };
}
