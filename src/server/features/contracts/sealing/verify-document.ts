import { NOT_A_PDF_MESSAGE, type VerifyDocumentDto } from '#shared/api/document-dtos.ts';
import type { Executor } from '#server/db/client.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { contractTypeName } from '#server/features/contracts/dto.ts';
import { findContract } from '#server/features/contracts/queries.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { unprocessable } from '#server/lib/errors.ts';
import { verifyPdfSeal } from '#server/lib/pdf/verify-pdf-seal.ts';

import { findSealedDocumentByHash } from './sealed-documents';

/** A PDF starts with its `%PDF-` header within the first kilobyte. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');

const latest = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

/**
 * 'genuine' only for the exact bytes of a sealed PDF this installation issued whose seal still checks out
 * against the certificate that made it; anything else, one changed byte included, is 'unknown'.
 */
export async function verifyDocument(db: Executor, pdf: Buffer): Promise<VerifyDocumentDto> {
  if (!isPdf(pdf)) throw unprocessable(NOT_A_PDF_MESSAGE, 'not_a_pdf');
  const sha256 = sha256Hex(pdf);
  const sealed = await findSealedDocumentByHash(db, sha256);
  if (!sealed || !verifyPdfSeal(pdf, sealed.certificatePem)) return { status: 'unknown', sha256 };
  const aggregate = await findContract(db, sealed.contractId);
  if (!aggregate) return { status: 'unknown', sha256 };
  const { contract, buyers } = aggregate;
  const company = await companyDetails(db);
  const companyName = company.legal_name.trim() || company.company_name.trim();
  // The company signs too, through its representative: a reader of /verificar sees every party.
  const seller = {
    name: contract.adminSigner ? `${companyName} (representada por ${contract.adminSigner.name})` : companyName,
    signed_at: contract.adminSignedAt?.toISOString() ?? null,
    role: 'seller' as const,
  };
  return {
    status: 'genuine',
    sha256,
    contract_id: contract.id,
    contract_type_name: contractTypeName(contract.contractType),
    signed_at: latest(buyers.map((buyer) => buyer.signedAt))?.toISOString() ?? null,
    signers: [
      seller,
      ...buyers.map((buyer) => ({
        name: buyer.name,
        signed_at: buyer.signedAt?.toISOString() ?? null,
        role: 'buyer' as const,
      })),
    ],
    contract_status: contract.status,
    seal: {
      sealed_at: sealed.sealedAt.toISOString(),
      timestamp:
        sealed.timestampAuthority && sealed.timestampedAt
          ? { authority: sealed.timestampAuthority, time: sealed.timestampedAt.toISOString() }
          : null,
    },
  };
}
