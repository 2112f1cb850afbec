// POST /api/documents/verify (docs/product.md §5.5), shared by the server and the /verificar page.
import type { ContractStatus } from '#shared/contract-lifecycle/index.ts';

/** The company (its representative signs for it) comes first with role 'seller', then each buyer. */
type VerifiedSignerDto = { name: string; signed_at: string | null; role?: 'seller' | 'buyer' };

/** The seal's time: an RFC 3161 time-stamp (authority and time), or null when only the server's clock dated it. */
type SealTimeDto = { sealed_at: string; timestamp: { authority: string; time: string } | null };

export type VerifyDocumentDto =
  | {
      status: 'genuine';
      sha256: string;
      contract_id: string;
      contract_type_name: string;
      signed_at: string | null;
      signers: VerifiedSignerDto[];
      seal: SealTimeDto;
      /** The contract's status now: a genuine document may belong to a contract cancelled since. */
      contract_status: ContractStatus;
    }
  | { status: 'unknown'; sha256: string };

/** 20 MB: far above any contract PDF, small enough to refuse abuse early. */
export const MAX_VERIFY_BYTES = 20 * 1024 * 1024;
export const NOT_A_PDF_MESSAGE = 'El archivo no es un PDF.';
export const PDF_TOO_LARGE_MESSAGE = 'El PDF es demasiado grande (máximo 20 MB).';
