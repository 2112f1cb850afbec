import { and, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';

import { CONTRACT_STATUS } from '#shared/contract-lifecycle/index.ts';
import { addCalendarMonths } from '#shared/format/dates.ts';
import { addYears, DELETE_AFTER_YEARS, DRAFT_DELETE_MONTHS } from '#shared/retention/contract-retention.ts';
import type { Database, Executor } from '#server/db/client.ts';
import {
  buyerFileDocuments,
  buyerFiles,
  contractAttachments,
  contractBuyers,
  contractEvents,
  contracts,
  contractTombstones,
  mailOutbox,
  payments,
  sealedDocuments,
} from '#server/db/schema.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { deleteFiles } from '#server/lib/storage.ts';

import type { ContractRow } from '../queries';
import { retentionOf } from './contract-retention';

// The deletion the retention rule promises (docs/product.md#contract-retention, decision 046), in every installation
// (test or live), by the daily retention pass: at E + 10 years, without a legal hold, the contract and everything of
// it — text, PDFs and files, evidence, payments, mails, buyer files — is deleted; a tombstone keeps that it existed
// and the fingerprints of the documents it issued. A draft never sent goes 12 months after its last change.

const SYSTEM = { userId: null, name: 'sistema (borrado automático)', ip: null };
export const CONTRACT_PURGE_REASON = `Plazo de conservación de ${DELETE_AFTER_YEARS} años desde el fin de la relación cumplido.`;
export const DRAFT_PURGE_REASON = `Borrador no enviado sin cambios en ${DRAFT_DELETE_MONTHS} meses.`;
const BATCH = 20;

/** Every value under a key ending in `file_id` in an event's details: the files only the trail names. */
function fileIdsIn(value: unknown, into: string[]): string[] {
  if (Array.isArray(value)) for (const item of value) fileIdsIn(item, into);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key.endsWith('file_id') && typeof item === 'string') into.push(item);
      else fileIdsIn(item, into);
    }
  return into;
}

function mailIdsIn(value: unknown): number[] {
  const ids = (value as { mail_ids?: unknown } | null)?.mail_ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

/** Deletes the contract and everything of it; returns the fingerprints of the documents it issued. */
async function deleteEverything(tx: Executor, contract: ContractRow): Promise<string[]> {
  const id = contract.id;
  const sealed = await tx.select().from(sealedDocuments).where(eq(sealedDocuments.contractId, id));
  const events = await tx.select().from(contractEvents).where(eq(contractEvents.contractId, id));
  const paymentRows = await tx.select().from(payments).where(eq(payments.contractId, id));
  const files = await tx
    .select({ id: buyerFileDocuments.fileId })
    .from(buyerFileDocuments)
    .innerJoin(buyerFiles, eq(buyerFiles.id, buyerFileDocuments.buyerFileId))
    .where(eq(buyerFiles.contractId, id));
  const fileIds = new Set<string>([
    ...files.map((row) => row.id),
    ...(
      await tx
        .select({ id: contractAttachments.fileId })
        .from(contractAttachments)
        .where(eq(contractAttachments.contractId, id))
    ).map((row) => row.id),
    ...(
      await tx
        .select({ id: contractBuyers.signatureFileId })
        .from(contractBuyers)
        .where(eq(contractBuyers.contractId, id))
    )
      .map((row) => row.id)
      .filter((fileId): fileId is string => fileId !== null),
    ...sealed.flatMap((row) => [row.fileId, ...(row.extendedFileId ? [row.extendedFileId] : [])]),
    ...(contract.courtesyFileId ? [contract.courtesyFileId] : []),
    ...paymentRows.flatMap((row) => (row.evidence?.kind === 'pdf' ? [row.evidence.file_id] : [])),
    ...events.flatMap((event) => fileIdsIn(event.details, [])),
  ]);
  const mailIds = events.flatMap((event) => mailIdsIn(event.details));
  if (mailIds.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, mailIds));
  await tx.delete(payments).where(eq(payments.contractId, id));
  await tx.delete(contractEvents).where(eq(contractEvents.contractId, id));
  // Buyers, attachments, the sealed document, links, codes, buyer files and their documents go with it (cascade).
  await tx.delete(contracts).where(eq(contracts.id, id));
  await deleteFiles(tx, [...fileIds]);
  return sealed.flatMap((row) => [row.sha256, ...(row.extendedSha256 ? [row.extendedSha256] : [])]);
}

/**
 * Deletes every contract ten years past E without a legal hold, and every draft never sent that has not changed in
 * twelve months: a tombstone and an audit row each. Rows are claimed with SKIP LOCKED, so two instances never take
 * the same contract. Returns how many contracts and drafts it deleted.
 */
export async function purgeExpiredContracts(db: Database, now: Date): Promise<{ contracts: number; drafts: number }> {
  const tenYearsAgo = addYears(now, -DELETE_AFTER_YEARS);
  const draftsBefore = addCalendarMonths(now, -DRAFT_DELETE_MONTHS);
  const ended = or(
    lte(contracts.cancelledAt, tenYearsAgo),
    lte(contracts.lapsedAt, tenYearsAgo),
    lte(contracts.archivedAt, tenYearsAgo),
    and(isNotNull(contracts.outcome), sql`${contracts.outcome}->>'date' <= ${tenYearsAgo.toISOString().slice(0, 10)}`),
  );
  let deleted = 0;
  let drafts = 0;
  const seen = new Set<string>();
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(contracts)
        .where(
          and(
            isNull(contracts.legalHoldAt),
            or(
              and(eq(contracts.status, CONTRACT_STATUS.draft), lte(contracts.updatedAt, draftsBefore)),
              and(ne(contracts.status, CONTRACT_STATUS.draft), ended),
            ),
          ),
        )
        .limit(BATCH + seen.size)
        .for('update', { skipLocked: true });
      const fresh = due.filter((contract) => !seen.has(contract.id));
      for (const contract of fresh) {
        seen.add(contract.id);
        const retention = await retentionOf(tx, contract);
        if (retention.draftDeleteAt !== null && retention.draftDeleteAt <= now) {
          await deleteEverything(tx, contract);
          await recordAudit(tx, SYSTEM, 'purge', 'contract', contract.id, {
            contract_type: contract.contractType,
            status: contract.status,
            reason: DRAFT_PURGE_REASON,
          });
          drafts += 1;
          continue;
        }
        if (retention.deleteAt === null || retention.deleteAt > now) continue;
        const sha256 = await deleteEverything(tx, contract);
        await tx.insert(contractTombstones).values({
          contractId: contract.id,
          contractType: contract.contractType,
          endedAt: retention.endedAt,
          deletedAt: now,
          documentSha256: sha256,
          reason: CONTRACT_PURGE_REASON,
        });
        await recordAudit(tx, SYSTEM, 'purge', 'contract', contract.id, {
          contract_type: contract.contractType,
          ended_at: retention.endedAt?.toISOString() ?? null,
          documents: sha256.length,
          reason: CONTRACT_PURGE_REASON,
        });
        deleted += 1;
      }
      return fresh.length === 0;
    });
    if (done) return { contracts: deleted, drafts };
  }
}
