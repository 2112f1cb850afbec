import { canTransition, type ContractStatus } from '#shared/contract-lifecycle/index.ts';
import { readNumber } from '#shared/contract-types/field-values.ts';
import { getContractType } from '#shared/contract-types/registry.ts';
import { centsFromEuros, fitsInCents } from '#shared/money/cents.ts';
import type { AppSettings } from '#shared/schemas/settings-schema.ts';

import { paymentDueFor } from './payment-amount';

// What must be in place before a buyer pays more than 1 % of the price on account (Llei 18/2007 art. 60.3 and
// Ley 10/2010; docs/product.md#31-property-listings-what-a-buyer-is-told): the information sheet in writing and the
// buyer's due-diligence file. The product warns, on the dashboard's checklist and on the contract, before any
// payment instructions are sent; it does not block (the company decides).

export const PRE_PAYMENT_WARNINGS = {
  information_sheet_missing:
    'Este contrato no lleva la ficha informativa de la vivienda y el comprador pagará a cuenta más del 1 % del precio: ' +
    'la ley catalana de vivienda (art. 60) exige dársela por escrito antes. Crea el contrato desde una propiedad de ' +
    'la cartera (la adjunta sola) o adjunta la ficha antes de enviar las instrucciones de pago.',
  information_sheet_incomplete:
    'La ficha informativa que recibe el comprador dice «No consta todavía» en datos que la ley catalana de vivienda ' +
    '(art. 60.3) exige antes de pagar a cuenta más del 1 % del precio. Complétalos en la propiedad y crea el contrato ' +
    'de nuevo; firmar sin ellos necesita el motivo de un propietario.',
  buyer_file_not_required:
    'El expediente del comprador (Ley 10/2010) no es obligatorio para este tipo de contrato y el comprador pagará a ' +
    'cuenta más del 1 % del precio: actívalo en «Ajustes de firma» antes de enviar las instrucciones de pago.',
} as const;
export type PrePaymentWarning = keyof typeof PRE_PAYMENT_WARNINGS;

/** Payment instructions may still be sent: a draft, a contract awaiting signatures, or signed and not yet paid. */
export const awaitsPayment = (status: ContractStatus): boolean =>
  canTransition(status, 'admin_sign') || canTransition(status, 'cancel');

/** The buyer-file setting of a contract type: arras contracts and reservations each have their own. */
export function buyerFileRequiredFor(
  contractType: string,
  settings: Pick<AppSettings, 'buyer_file_required_arras' | 'buyer_file_required_reservation'>,
): boolean {
  return getContractType(contractType)?.payment.payment_type === 'arras'
    ? settings.buyer_file_required_arras
    : settings.buyer_file_required_reservation;
}

/** More than 1 % of the price is paid on account; without a price to compare with, any payment counts. */
export function paysMoreThanOnePercent(contractType: string, contractData: Readonly<Record<string, unknown>>): boolean {
  const due = paymentDueFor(contractType, contractData)?.amount ?? null;
  if (due === null) return false;
  const price = readNumber(contractData.precio_venta);
  return price === null || price <= 0 || !fitsInCents(price) || centsFromEuros(due) * 100 > centsFromEuros(price);
}

type ContractFacts = {
  contractType: string;
  contractData: Readonly<Record<string, unknown>>;
  status: ContractStatus;
  archived: boolean;
  /** An attachment of the contract is the property's information sheet. */
  hasInformationSheet: boolean;
  /** The items an attached sheet marks as not stated («No consta todavía»), by name; none when unknown. */
  missingSheetItems?: readonly string[];
};

/** The warning's text, naming the items the sheet marks as not stated (docs/product.md#each-readers-documents). */
export function prePaymentWarningMessage(code: PrePaymentWarning, missingSheetItems: readonly string[] = []): string {
  if (code !== 'information_sheet_incomplete' || missingSheetItems.length === 0) return PRE_PAYMENT_WARNINGS[code];
  return `${PRE_PAYMENT_WARNINGS[code]} Faltan: ${missingSheetItems.join(', ')}.`;
}

/** What is missing before this contract's buyer pays on account; empty when nothing is, or it is too late to ask. */
export function prePaymentWarnings(contract: ContractFacts, buyerFileRequired: boolean): PrePaymentWarning[] {
  if (contract.archived || !awaitsPayment(contract.status)) return [];
  if (!paysMoreThanOnePercent(contract.contractType, contract.contractData)) return [];
  return [
    ...(contract.hasInformationSheet ? [] : (['information_sheet_missing'] as const)),
    ...(contract.hasInformationSheet && (contract.missingSheetItems?.length ?? 0) > 0
      ? (['information_sheet_incomplete'] as const)
      : []),
    ...(buyerFileRequired ? [] : (['buyer_file_not_required'] as const)),
  ];
}
