import { createRfReference } from '#shared/banking/rf-reference.ts';

/**
 * ISO 11649 creditor reference built from the contract id: its first 12 hex digits start with the
 * 8-character short id the admin sees in the contract list, so a bank statement line leads straight
 * to the contract. One payment per contract, so the contract alone identifies it.
 */
export function paymentReferenceFor(contractId: string): string {
  return createRfReference(contractId.replace(/-/g, '').slice(0, 12));
}
