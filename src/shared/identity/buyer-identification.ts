// How each buyer's identity was verified (docs/product.md#identified-buyers). A document uploaded through the
// signing link is a non-face-to-face identification (RD 304/2014 art. 21): it is complete once the first payment
// comes from an account in that buyer's name at a bank in the EU/EEA (art. 21.1.c), or once an owner records another
// measure. "One transfer from any of you" identifies the buyer who paid; a co-buyer who did not pay stays an open item.
import { ibanCountry, isEuEeaCountry } from '#shared/banking/eu-eea.ts';
import type { Cents } from '#shared/money/cents.ts';

import { payerNamesBuyer, type NamedBuyer } from './person-name';

/** The measures an owner records for a buyer the payment did not identify (RD 304/2014 arts. 6 and 21.1). */
export const IDENTIFICATION_MEASURES = [
  'in_person',
  'electronic_signature',
  'notarised_copy',
  'authorised_procedure',
  'other',
] as const;
export type IdentificationMeasure = (typeof IDENTIFICATION_MEASURES)[number];

export const IDENTIFICATION_MEASURE_LABELS: Readonly<Record<IdentificationMeasure, string>> = {
  in_person: 'En persona, con el documento original a la vista (RD 304/2014, art. 6)',
  electronic_signature: 'Firma electrónica cualificada del comprador (RD 304/2014, art. 21.1.a)',
  notarised_copy: 'Copia del documento expedida por notario (RD 304/2014, art. 21.1.b)',
  authorised_procedure: 'Videoidentificación u otro procedimiento autorizado por el Sepblac (RD 304/2014, art. 21.1.d)',
  other: 'Otra medida, descrita en el motivo',
};

export const PAYER_CHECK_LABEL =
  'Documento de identidad y transferencia desde una cuenta a su nombre en una entidad de la UE/EEE (RD 304/2014, art. 21.1.c)';

/** Why a buyer is not identified yet; the last three keep an open item until an owner records a measure. */
export const IDENTIFICATION_PENDING = [
  'no_payment',
  'paid_by_another',
  'account_outside_eu_eea',
  'account_unknown',
] as const;
export type IdentificationPending = (typeof IDENTIFICATION_PENDING)[number];

export const IDENTIFICATION_PENDING_LABELS: Readonly<Record<IdentificationPending, string>> = {
  no_payment:
    'Pendiente del pago: la transferencia desde una cuenta a su nombre en la UE/EEE completará su identificación.',
  paid_by_another:
    'El pago lo hizo otra persona: falta registrar cómo se verificó su identidad (en persona, firma electrónica cualificada, copia notarial o videoidentificación).',
  account_outside_eu_eea:
    'Pagó desde una cuenta fuera de la UE/EEE: la transferencia no completa su identificación; registra la medida adicional.',
  account_unknown:
    'Pagó, pero no consta la cuenta ordenante: la transferencia no completa su identificación; registra la medida adicional.',
};

export type ConfirmedPayment = {
  transactionId: string;
  payerName: string | null;
  payerIban: string | null;
  valueDate: string | null;
  amountCents: Cents;
};
export type RecordedMeasure = { measure: IdentificationMeasure; reason: string };

export type IdentificationStatus =
  | { verified: true; method: 'payer_check'; payment: ConfirmedPayment }
  | { verified: true; method: IdentificationMeasure; reason: string }
  | { verified: false; pending: IdentificationPending; payment: ConfirmedPayment | null };

/** Whether an open item stays on the dashboard and in the export until an owner records a measure. */
export const needsMeasure = (status: IdentificationStatus): boolean =>
  !status.verified && status.pending !== 'no_payment';

/**
 * The buyer's identification: a measure an owner recorded, else the payer check on the contract's confirmed payments,
 * else why not. A payment counts for this buyer when its payer names them (alone or on a joint account with the other
 * buyers) and its IBAN is of an EU/EEA country.
 */
export function identificationOf(
  buyer: NamedBuyer,
  buyers: readonly NamedBuyer[],
  payments: readonly ConfirmedPayment[],
  measure: RecordedMeasure | null,
): IdentificationStatus {
  if (measure) return { verified: true, method: measure.measure, reason: measure.reason };
  const own = payments.filter((payment) => payment.payerName && payerNamesBuyer(payment.payerName, buyer, buyers));
  const inEurope = own.find((payment) => {
    const country = payment.payerIban ? ibanCountry(payment.payerIban) : null;
    return country !== null && isEuEeaCountry(country);
  });
  if (inEurope) return { verified: true, method: 'payer_check', payment: inEurope };
  const first = own[0];
  if (first) {
    const pending = first.payerIban ? 'account_outside_eu_eea' : 'account_unknown';
    return { verified: false, pending, payment: first };
  }
  if (payments.length > 0) return { verified: false, pending: 'paid_by_another', payment: payments[0]! };
  return { verified: false, pending: 'no_payment', payment: null };
}
