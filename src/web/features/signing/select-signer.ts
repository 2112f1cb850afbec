import type { ContractSignerDto, PublicContractDto } from '#shared/api/contract-dtos.ts';
import { isFullySigned } from '#shared/contract-lifecycle/index.ts';
import { normalizeEmail } from '#shared/identity/email.ts';

/**
 * Who signs on this page (docs/product.md §4): the signer named by the `email` parameter, otherwise the first
 * who has not signed; null when nobody matches. A buyer's link already names its own buyer.
 */
export function selectSigner(
  contract: PublicContractDto,
  email: string | null,
): Omit<ContractSignerDto, 'buyer_order'> | null {
  if (contract.signer) return contract.signer;
  const wanted = normalizeEmail(email ?? '');
  if (wanted) return contract.signers.find((s) => normalizeEmail(s.email) === wanted) ?? null;
  return contract.signers.find((s) => s.signed_at === null) ?? null;
}

/** The success view replaces the form once this signer, or everyone, has signed. */
export function isDone(contract: PublicContractDto, signer: { signed_at: string | null } | null): boolean {
  return isFullySigned(contract.status) || Boolean(signer?.signed_at);
}
