import { and, eq, isNotNull } from 'drizzle-orm';

import type { ContractStatus } from '#shared/contract-lifecycle/index.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';
import { contractTypeName } from '#server/features/contracts/index.ts';

import { findSealedDocument } from './sealed-documents';

/**
 * What a contract PDF made before the seal says about itself in its metadata, which PDF writers keep uncompressed:
 * the frozen text's SHA-256 (`Keywords`, written since issue 50) and the contract id (`Subject`, "Contrato {id}" or
 * "Contracte {id}"). docs/product.md#review-copies.
 */
const KEYWORD = /\(casa-nova-text-sha256:([0-9a-f]{64})\)/;
const SUBJECT = /\(Contra(?:to|cte) ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/;
/** Metadata sit in the file's last objects; a bounded look, whatever the upload's size. */
const TAIL_BYTES = 64 * 1024;

export type ReviewCopy = {
  contract_ref: string;
  contract_type_name: string;
  contract_status: ContractStatus;
  /** The sealed PDF's fingerprint once every party signed; null while signatures are missing. */
  sealed_sha256: string | null;
};

/**
 * A PDF that is not a sealed one but names a frozen contract of this installation: the review copy a party
 * downloaded before everyone signed. Never 'genuine' (nothing checks its bytes); the answer only says which sealed
 * file is the document. Matched by the frozen text's hash, or, for copies made before it was written, by the id.
 */
export async function findReviewCopy(db: Executor, pdf: Buffer, locale: Locale): Promise<ReviewCopy | null> {
  // A sealed PDF names its text too: one that no longer checks out was altered, and is no review copy.
  if (pdf.includes('/ByteRange')) return null;
  const text = pdf.subarray(Math.max(0, pdf.length - TAIL_BYTES)).toString('latin1');
  const hash = KEYWORD.exec(text)?.[1];
  const id = SUBJECT.exec(text)?.[1];
  if (!hash && !id) return null;
  const [contract] = await db
    .select({
      id: contracts.id,
      contractType: contracts.contractType,
      status: contracts.status,
    })
    .from(contracts)
    .where(
      and(
        isNotNull(contracts.frozenSha256),
        hash ? eq(contracts.frozenSha256, hash) : eq(contracts.id, id!),
        ...(hash && id ? [eq(contracts.id, id)] : []),
      ),
    )
    .limit(1);
  if (!contract) return null;
  const sealed = await findSealedDocument(db, contract.id);
  return {
    contract_ref: contract.id.slice(0, 8),
    contract_type_name: contractTypeName(contract.contractType, locale),
    contract_status: contract.status,
    sealed_sha256: sealed?.sha256 ?? null,
  };
}
