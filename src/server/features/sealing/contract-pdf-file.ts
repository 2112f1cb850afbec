import { and, desc, eq } from 'drizzle-orm';

import { detailsOf } from '#shared/contract-lifecycle/event-details.ts';
import { isFullySigned } from '#shared/contract-lifecycle/index.ts';
import type { Database } from '#server/db/client.ts';
import { contractEvents, contracts, storedFiles } from '#server/db/schema.ts';
import {
  contractDocument,
  getContract,
  renderContractPdf,
  type ContractAggregate,
} from '#server/features/contracts/index.ts';
import { loadFile } from '#server/lib/storage.ts';

import { queueSignedContract } from './queue-signed-contract';
import { sealSignedContract, type Sealing } from './seal-contract';
import { findSealJob } from './seal-jobs';
import { findSealedDocument } from './sealed-documents';

const SYSTEM = { actor: 'sistema', ip: null, userAgent: null };

/**
 * The PDF a download serves (docs/product.md §5.5): the stored sealed bytes once everybody has signed, the
 * same for the administrator and every buyer — with its trusted time once the seal job added it, at once without
 * it before (never a wait for the time-stamping authority); before that a fresh preview marked 'BORRADOR' or
 * 'PENDIENTE DE FIRMAS'. A contract signed before sealing existed keeps its stored final PDF, the one that
 * was mailed: sealing it later would make a second, different "final" document.
 */
export async function contractPdfBytes(db: Database, aggregate: ContractAggregate, sealing: Sealing): Promise<Buffer> {
  const contractId = aggregate.contract.id;
  const sealed = await findSealedDocument(db, contractId);
  if (sealed) return storedBytes(db, sealed.extendedFileId ?? sealed.fileId);
  if (!isFullySigned(aggregate.contract.status)) return renderContractPdf(await contractDocument(db, aggregate));
  // Left "pendiente de fecha cierta" by an earlier release: sealed locally now, and its withheld mails queued.
  if (await findSealJob(db, contractId)) {
    const row = await db.transaction(async (tx) => {
      await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for('update');
      await queueSignedContract(tx, await getContract(tx, contractId), SYSTEM, sealing);
      return (await findSealedDocument(tx, contractId))!;
    });
    return storedBytes(db, row.fileId);
  }
  const earlier = await finalPdfBeforeSealing(db, contractId);
  if (earlier) return earlier;
  // Signed, yet no final PDF on record: seal one now, once.
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for('update');
    return sealSignedContract(tx, await getContract(tx, contractId), sealing, SYSTEM);
  });
  return storedBytes(db, row.fileId);
}

/** The final PDF an earlier release stored when the contract was signed, found by the hash its event recorded. */
async function finalPdfBeforeSealing(db: Database, contractId: string): Promise<Buffer | undefined> {
  const [event] = await db
    .select({ event: contractEvents.event, details: contractEvents.details })
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.event, 'final_document_sent')))
    .orderBy(desc(contractEvents.id))
    .limit(1);
  const sha256 = event ? detailsOf('final_document_sent', event)?.pdf_sha256 : undefined;
  if (sha256 === undefined) return undefined;
  const [file] = await db
    .select({ data: storedFiles.data })
    .from(storedFiles)
    .where(and(eq(storedFiles.sha256, sha256), eq(storedFiles.contentType, 'application/pdf')))
    .limit(1);
  return file?.data;
}

async function storedBytes(db: Database, fileId: string): Promise<Buffer> {
  const file = await loadFile(db, fileId);
  if (!file) throw new Error(`sealed file ${fileId} is missing`);
  return file.data;
}
