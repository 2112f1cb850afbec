import type { ContractTypeId } from './types';

/**
 * The contracts the buyer pays on first, so they carry the property's information sheet (RD 515/1989, Llei 18/2007
 * art. 60: before paying anything; docs/product.md#31-property-listings-what-a-buyer-is-told).
 */
const SHEET_CONTRACT_TYPES: readonly ContractTypeId[] = ['reserva_no_condicionada', 'reserva_condicionada'];

export function attachesInformationSheet(contractTypeId: string): boolean {
  return (SHEET_CONTRACT_TYPES as readonly string[]).includes(contractTypeId);
}
